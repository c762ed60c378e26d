import { PlusOutlined } from '@ant-design/icons';
import { type StaffChange, StaffChangeKind, StaffChangeStage } from '@renli/contracts';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedType } from '../../lib/signed-type.ts';
import { useCounts } from './api.ts';
import { ChangeRecords } from './ChangeRecords.tsx';
import { ChecklistDrawer } from './ChecklistDrawer.tsx';
import { DimissionDialog } from './DimissionDialog.tsx';
import './staff-changes.css';

const KIND = StaffChangeKind.DIMISSION;
/** The tabs' fixed stages: 待离职 is asked for or scheduled; the stage filter is the tab's own. */
const TABS = [
  { key: 'leaving', filters: { stages: [StaffChangeStage.PENDING, StaffChangeStage.SCHEDULED] } },
  { key: 'left', filters: { stage: StaffChangeStage.EFFECTIVE } },
  { key: 'cancelled', filters: { stage: StaffChangeStage.CANCELLED } },
] as const;
const STAGE_FIXED = ['stage'];

/** 离职管理 (`#/staff/staffmanage/assi-out/:sign?`): 待离职, 已离职 and 已撤销 with counts, and 办理离职. */
export function DimissionPage() {
  const { t } = useTranslation('staff-changes');
  const employeeType = useSignedType();
  const [starting, setStarting] = useState(false);
  const [checking, setChecking] = useState<StaffChange | null>(null);
  const counts = useCounts({ kind: KIND, ...(employeeType ? { employeeType } : {}) }).data;
  const count = {
    leaving: (counts?.pending ?? 0) + (counts?.scheduled ?? 0),
    left: counts?.effective ?? 0,
    cancelled: counts?.cancelled ?? 0,
  };
  const toolbar = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
      {t('dimission.start')}
    </Button>
  );
  const checklist = (row: StaffChange) => (
    <Button type="link" size="small" onClick={() => setChecking(row)}>
      {t('checklist.action')}
    </Button>
  );
  return (
    <>
      <Tabs
        className="staff-changes-tabs"
        items={TABS.map((tab) => ({
          key: tab.key,
          label: t(`tabs.${tab.key}`, { count: count[tab.key] }),
          children: (
            <ChangeRecords
              kind={KIND}
              employeeType={employeeType}
              filters={tab.filters}
              withoutFilters={STAGE_FIXED}
              toolbar={toolbar}
              rowActions={checklist}
            />
          ),
        }))}
      />
      {starting && <DimissionDialog onClose={() => setStarting(false)} />}
      {checking && <ChecklistDrawer row={checking} onClose={() => setChecking(null)} />}
    </>
  );
}
