import type { LoginRecord, SessionItem } from '@renli/contracts';
import { Button, Card, Descriptions, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import {
  leaveEndedSession,
  revokeOtherSessions,
  revokeSession,
  useRefreshSessions,
  useSessions,
} from './api.ts';
import { SecurityLevelTag } from './SecurityLevelTag.tsx';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Settings › account security (`#/other/setting/safe`): level, live devices, recent logins. */
export function SafeTab() {
  const { t } = useTranslation('settings');
  const overview = useSessions();
  const refresh = useRefreshSessions();

  if (!overview.data) return <Skeleton active />;
  const { sessions, history, securityLevel } = overview.data;
  const others = sessions.filter((s) => !s.current).length;

  const revoke = async (session: SessionItem) => {
    const { current } = await revokeSession(session.id);
    if (current) return leaveEndedSession();
    toast.success(t('safe.revoked'));
    await refresh();
  };
  const revokeOthers = async () => {
    const { revoked } = await revokeOtherSessions();
    toast.success(t('safe.othersRevoked', { count: revoked }));
    await refresh();
  };
  const device = (value: string | null) => value ?? t('safe.unknownDevice');

  return (
    <>
      <Card title={t('safe.title')} variant="borderless">
        <Descriptions column={1} labelStyle={{ width: 120 }}>
          <Descriptions.Item label={t('account.level')}>
            <SecurityLevelTag level={securityLevel} />
            <span style={{ marginLeft: 8, color: 'var(--ant-color-text-secondary)' }}>
              {t(`safe.advice.${securityLevel ?? 'unknown'}`)}
            </span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={t('safe.sessions')}
        variant="borderless"
        extra={
          <Popconfirm title={t('safe.othersConfirm')} onConfirm={revokeOthers} disabled={others === 0}>
            <Button danger disabled={others === 0} data-testid="revoke-others">
              {t('safe.revokeOthers')}
            </Button>
          </Popconfirm>
        }
      >
        <Table<SessionItem>
          rowKey="id"
          dataSource={sessions}
          pagination={false}
          columns={[
            {
              key: 'device',
              title: t('safe.device'),
              render: (_, s) => (
                <>
                  {device(s.device)} {s.current && <Tag color="blue">{t('safe.current')}</Tag>}
                </>
              ),
            },
            { key: 'ip', title: t('safe.ip'), dataIndex: 'ip' },
            { key: 'createdAt', title: t('safe.createdAt'), render: (_, s) => when(s.createdAt) },
            { key: 'expiresAt', title: t('safe.expiresAt'), render: (_, s) => when(s.expiresAt) },
            {
              key: 'actions',
              title: t('safe.actions'),
              render: (_, s) => (
                <Popconfirm
                  title={s.current ? t('safe.revokeCurrentConfirm') : t('safe.revokeConfirm')}
                  onConfirm={() => revoke(s)}
                >
                  <Button type="link" size="small" danger data-testid={`revoke-${s.id}`}>
                    {t('safe.revoke')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('safe.history')} variant="borderless">
        <Table<LoginRecord>
          rowKey="id"
          dataSource={history}
          pagination={false}
          size="small"
          columns={[
            { key: 'createdAt', title: t('safe.loginAt'), render: (_, r) => when(r.createdAt) },
            { key: 'device', title: t('safe.device'), render: (_, r) => device(r.device) },
            { key: 'ip', title: t('safe.ip'), dataIndex: 'ip' },
            { key: 'state', title: t('safe.state'), render: (_, r) => t(`safe.states.${r.state}`) },
          ]}
        />
      </Card>
    </>
  );
}
