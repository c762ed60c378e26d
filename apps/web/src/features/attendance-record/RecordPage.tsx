import { Card, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { employeeTypeOfSign } from '../../components/attendance/sign.ts';
import { isStaff, managesStaff } from '../../lib/access.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { DailyRecords } from './DailyRecords.tsx';
import { MyMonth } from './MyMonth.tsx';
import { PunchCard } from './PunchCard.tsx';
import './attendance-record.css';

/**
 * 打卡与记录 (`#/oa/attendance/record/:sign?`, docs/product/attendance.md, "Punching and records"):
 * every staff member's punch card and month; HR's 每日记录 of everyone besides. The company account
 * has no staff record, so it sees the records alone. A sign (hrm/hro) opens HR on the records.
 */
export function RecordPage() {
  const { t } = useTranslation('attendance-record');
  const { sign } = useParams();
  const summary = useAuthSummary().data;
  if (!summary)
    return (
      <Card title={t('title')}>
        <Skeleton active />
      </Card>
    );
  const staff = isStaff(summary);
  const hr = managesStaff(summary);
  const punch = (
    <div className="attendance-record-punch-tab">
      <PunchCard />
      <MyMonth />
    </div>
  );
  const records = <DailyRecords signType={employeeTypeOfSign(sign)} />;
  const items = [
    ...(staff || !hr ? [{ key: 'punch', label: t('tabs.punch'), children: punch }] : []),
    ...(hr ? [{ key: 'records', label: t('tabs.records'), children: records }] : []),
  ];
  return (
    <Card title={t('title')} className="attendance-record-page">
      {items.length === 1 ? (
        items[0]!.children
      ) : (
        <Tabs items={items} defaultActiveKey={sign ? 'records' : 'punch'} destroyOnHidden />
      )}
    </Card>
  );
}
