import { StaffChangeKind } from '@renli/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedType } from '../../lib/signed-type.ts';
import { useCounts } from './api.ts';
import { ChangeRecords } from './ChangeRecords.tsx';
import { ProbationTable } from './ProbationTable.tsx';
import './staff-changes.css';

const KIND = StaffChangeKind.REGULARIZE;

/** 转正管理 (`#/staff/staffmanage/assi-to/:sign?`): 待转正 and 转正记录. */
export function OfficialPage() {
  const { t } = useTranslation('staff-changes');
  const employeeType = useSignedType();
  const counts = useCounts({ kind: KIND, ...(employeeType ? { employeeType } : {}) }).data;
  return (
    <Tabs
      className="staff-changes-tabs"
      items={[
        {
          key: 'probation',
          label: t('tabs.probation', { count: counts?.probation ?? 0 }),
          children: <ProbationTable employeeType={employeeType} />,
        },
        {
          key: 'records',
          label: t('tabs.officialRecords'),
          children: <ChangeRecords kind={KIND} employeeType={employeeType} />,
        },
      ]}
    />
  );
}
