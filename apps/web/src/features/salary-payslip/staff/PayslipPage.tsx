import { Button, Card, Empty, List, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { useToken } from '../../../lib/session.ts';
import { needsIdentity, useIdentity, useMyPayslips, usePayslip, useRefreshStaff } from '../api.ts';
import { formatYuan } from '../figures.ts';
import { StatusTag } from '../StatusTag.tsx';
import { IdentityGate } from './IdentityGate.tsx';
import { PayslipView } from './PayslipView.tsx';
import '../payslip.css';

const LOGIN_LINK = `#/login?redirect=${encodeURIComponent('/payslip')}`;

/** Whether a confirmation is still open at this moment (the server decides; this only hides the list in time). */
const open = (until: string | null | undefined) => Boolean(until && Date.parse(until) > Date.now());

/**
 * 我的工资条 (`#/payslip`, public route, phone first): log in, confirm the identity, then the
 * payslips by month and one payslip with its figures, confirmed or questioned (docs/product/salary.md,
 * "Payslips").
 */
export function PayslipPage() {
  const { t } = useTranslation('salary-payslip');
  const token = useToken('user');
  const identity = useIdentity(Boolean(token));
  const verified = open(identity.data?.verifiedUntil);
  const mine = useMyPayslips(Boolean(token) && verified);
  const [selected, setSelected] = useState<number | null>(null);
  const slip = usePayslip(verified ? selected : null);
  const refresh = useRefreshStaff();
  const expired = needsIdentity(mine.error) || needsIdentity(slip.error);
  const until = identity.data?.verifiedUntil;

  // The confirmation ends on the server after 15 minutes: the page closes with it.
  useEffect(() => {
    if (!until || !open(until)) return;
    const timer = window.setTimeout(() => void refresh(), Date.parse(until) - Date.now() + 500);
    return () => window.clearTimeout(timer);
  }, [until, refresh]);
  useEffect(() => {
    if (expired) void refresh();
  }, [expired, refresh]);

  let body: React.ReactNode;
  if (!token) {
    body = (
      <Result
        status="info"
        title={t('login.title')}
        subTitle={t('login.hint')}
        extra={
          <Button type="primary" href={LOGIN_LINK}>
            {t('login.action')}
          </Button>
        }
      />
    );
  } else if (identity.isPending || (verified && mine.isPending)) {
    body = <Skeleton active />;
  } else if (identity.isError || !identity.data) {
    body = <Result status="error" title={t('loadFailed')} />;
  } else if (!verified) {
    body = <IdentityGate identity={identity.data} />;
  } else if (mine.isError) {
    const message = mine.error instanceof ApiError ? mine.error.message : t('loadFailed');
    body = <Result status="info" title={t('unavailable')} subTitle={message} />;
  } else if (selected !== null) {
    body = (
      <>
        <Button type="link" className="payslip-back" onClick={() => setSelected(null)}>
          {t('back')}
        </Button>
        {slip.data ? <PayslipView slip={slip.data} /> : <Skeleton active />}
      </>
    );
  } else {
    const list = mine.data?.list ?? [];
    body = (
      <Card title={t('mine.title')} className="payslip-list">
        {list.length === 0 ? (
          <Empty description={t('mine.empty')} />
        ) : (
          <List
            dataSource={list}
            renderItem={(row) => (
              <List.Item
                className="payslip-row"
                onClick={() => setSelected(row.id)}
                actions={[<StatusTag key="status" status={row.status} />]}
              >
                <List.Item.Meta
                  title={
                    <Button type="link" className="payslip-back" onClick={() => setSelected(row.id)}>
                      {t('mine.month', { month: row.month })}
                    </Button>
                  }
                  description={`${row.runName} · ${row.compName}`}
                />
                <span className="payslip-row-net">¥{formatYuan(row.net)}</span>
              </List.Item>
            )}
          />
        )}
      </Card>
    );
  }
  return <div className="payslip-page">{body}</div>;
}
