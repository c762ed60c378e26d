import { EmployeeType } from '@renli/contracts';
import { Alert, Card, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyStaffRecord } from './api.ts';

/** Staff › manage › my (`#/staff/staffmanage/assi-my`): the caller's own staff record. */
export function MyStaffPage() {
  const { t } = useTranslation('staff');
  const { data, isPending, isError } = useMyStaffRecord();
  if (isPending) return <Spin />;
  if (isError || !data) return <Alert type="info" showIcon title={t('my.notStaff')} />;
  const dash = (value: string | null) => value ?? '—';
  return (
    <Card title={t('my.title')}>
      <Descriptions
        column={2}
        items={[
          { key: 'name', label: t('field.staffName'), children: data.staffName },
          { key: 'comp', label: t('my.company'), children: data.compName },
          { key: 'mobile', label: t('field.mobile'), children: dash(data.mobile) },
          { key: 'email', label: t('field.email'), children: dash(data.email) },
          { key: 'dept', label: t('field.dept'), children: dash(data.deptName) },
          { key: 'position', label: t('my.position'), children: dash(data.positionName) },
          { key: 'rank', label: t('my.rank'), children: dash(data.rankName) },
          { key: 'jobNo', label: t('field.jobNo'), children: dash(data.jobNo) },
          { key: 'entryDate', label: t('field.entryDate'), children: dash(data.entryDate) },
          {
            key: 'type',
            label: t('field.employeeType'),
            children: t(data.employeeType === EmployeeType.HRO ? 'type.hro' : 'type.hrm'),
          },
        ]}
      />
    </Card>
  );
}
