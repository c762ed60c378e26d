import type { GroupApplication } from '@renli/chat-sdk/browser';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { toast } from '../../lib/toast.ts';
import { requireChat } from '../session/chat-client.ts';
import { chatErrorText } from '../state/send-errors.ts';
import { useChat } from '../state/use-chat.ts';

/** Join requests of one group with Agree/Reject; the list (and the banner count) follow the SDK. */
export function GroupApplicationsPanel({ groupID, onClose }: { groupID: string; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const all = useChat((s) => s.groupApplications);
  const applications = all.filter((a) => a.groupID === groupID);
  const [busy, setBusy] = useState<number | null>(null);

  const handle = async (application: GroupApplication, handleAction: 'Agree' | 'Reject') => {
    setBusy(application.applicationID);
    try {
      await requireChat().handleGroupApplication({ handleAction, application });
      toast.success(t(handleAction === 'Agree' ? 'applications.agreed' : 'applications.rejected'));
    } catch (error) {
      toast.error(chatErrorText(t, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal open title={t('applications.title')} footer={null} onCancel={onClose}>
      {applications.length === 0 ? (
        <p>{t('applications.empty')}</p>
      ) : (
        <ul className="rl-chat-applications">
          {applications.map((a) => (
            <li key={a.applicationID}>
              <Avatar value={a.avatar} name={a.nick || a.userID} size={36} />
              <span className="rl-chat-applications-who">
                <strong>{a.nick || a.userID}</strong>
                {a.note && <span>{a.note}</span>}
              </span>
              <Button
                size="small"
                loading={busy === a.applicationID}
                onClick={() => void handle(a, 'Reject')}
              >
                {t('applications.reject')}
              </Button>
              <Button
                size="small"
                type="primary"
                loading={busy === a.applicationID}
                onClick={() => void handle(a, 'Agree')}
              >
                {t('applications.agree')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
