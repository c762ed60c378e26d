import { ATTENDANCE_REQUEST_KINDS, type AttendanceRequestKind } from '@renli/contracts';
import { Alert, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isStaff, managesStaff } from '../../lib/access.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { BalancesTab } from './BalancesTab.tsx';
import { MyVacation } from './MyVacation.tsx';
import { RecordsTab } from './RecordsTab.tsx';
import { RequestDrawer } from './RequestDrawer.tsx';
import { RulesTab } from './RulesTab.tsx';
import './attendance-vacation.css';

const isKind = (value: string | null): value is AttendanceRequestKind =>
  ATTENDANCE_REQUEST_KINDS.includes(value as AttendanceRequestKind);

/**
 * 考勤 › 假期管理 (`#/oa/attendance/vacation/:sign?`, docs/product/attendance.md, "Leave, overtime,
 * 补卡 and trips"): every staff member's balances and requests; HR's balances of the staff they
 * manage, the requests, and the leave types. `?apply=<kind>` opens that request's form (the approval
 * center sends its 请假, 加班, 补卡 and 出差 here).
 */
export function VacationPage() {
  const { t } = useTranslation('attendance-vacation');
  const summary = useAuthSummary().data;
  const [params, setParams] = useSearchParams();
  const asked = params.get('apply');
  const [applying, setApplying] = useState<AttendanceRequestKind | null>(isKind(asked) ? asked : null);
  const [tab, setTab] = useState<string | undefined>(undefined);
  if (!summary) return null;
  const staff = isStaff(summary);
  const hr = managesStaff(summary);
  const close = () => {
    setApplying(null);
    if (params.has('apply')) setParams({}, { replace: true });
  };
  const items = [
    ...(staff
      ? [{ key: 'mine', label: t('tabs.mine'), children: <MyVacation onApply={setApplying} /> }]
      : []),
    ...(hr
      ? [
          { key: 'balances', label: t('tabs.balances'), children: <BalancesTab /> },
          { key: 'records', label: t('tabs.records'), children: <RecordsTab onApply={setApplying} /> },
          { key: 'rules', label: t('tabs.rules'), children: <RulesTab /> },
        ]
      : []),
  ];
  return (
    <Card title={t('title')} className="vacation-page">
      {!staff && !hr && <Alert type="info" showIcon title={t('mine.noStaff')} />}
      <Tabs activeKey={tab ?? items[0]?.key} onChange={setTab} items={items} destroyOnHidden />
      {applying && <RequestDrawer kind={applying} forOthers={hr} onClose={close} />}
    </Card>
  );
}
