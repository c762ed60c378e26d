import type { StaffInvitation } from '@renli/contracts';
import { Button, List, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { useAnswerInvitation, useMyInvitations } from './api.ts';

/**
 * A company that enters an existing login as staff only invites it (docs/security.md): its owner
 * accepts or declines here, whichever identity they are using. "Later" hides the dialog until the
 * next visit; the invitations wait.
 */
export function JoinInvitations() {
  const { t } = useTranslation('staff');
  const invitations = useMyInvitations().data ?? [];
  const answer = useAnswerInvitation();
  const [later, setLater] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const reply = async (invitation: StaffInvitation, accept: boolean) => {
    setBusyId(invitation.id);
    try {
      await answer.mutateAsync({ id: invitation.id, accept });
      toast.success(t(accept ? 'invite.joined' : 'invite.declined', { company: invitation.compName }));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Modal
      open={invitations.length > 0 && !later}
      title={t('invite.title')}
      onCancel={() => setLater(true)}
      footer={<Button onClick={() => setLater(true)}>{t('invite.later')}</Button>}
      data-testid="join-invitations"
    >
      <List
        dataSource={invitations}
        rowKey="id"
        renderItem={(invitation) => (
          <List.Item data-testid={`invitation-${invitation.id}`}>
            <Space direction="vertical" size={8} style={{ width: '100%' }}>
              <Typography.Text>
                {t('invite.text', { company: invitation.compName, name: invitation.staffName })}
              </Typography.Text>
              <Typography.Text type="secondary">{t('invite.hint')}</Typography.Text>
              <Space wrap>
                <Button
                  type="primary"
                  loading={busyId === invitation.id}
                  onClick={() => void reply(invitation, true).catch(() => null)}
                >
                  {t('invite.accept')}
                </Button>
                <Button
                  disabled={busyId === invitation.id}
                  onClick={() => void reply(invitation, false).catch(() => null)}
                >
                  {t('invite.decline')}
                </Button>
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
