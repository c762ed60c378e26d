import type { GroupApplication } from '@renli/chat-sdk/browser';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { toast } from '../../lib/toast.ts';
import { type HandleAction, type HandledRow, panelRows } from '../groups/application-rows.ts';
import { refreshGroup } from '../groups/use-group-members.ts';
import { requireChat } from '../session/chat-client.ts';
import { failureText } from '../state/send-errors.ts';
import { useChat } from '../state/use-chat.ts';
import '../groups/groups.css';

/**
 * Join requests of one group with Agree/Reject (docs/chat-ui.md). A handled request stays in
 * the panel as 'Agreed' or 'Rejected' while the pending count (and the window's banner) fall by one.
 */
export function GroupApplicationsPanel({ groupID, onClose }: { groupID: string; onClose: () => void }) {
  const { t } = useTranslation('chat-groups');
  const all = useChat((s) => s.groupApplications);
  const pending = all.filter((a) => a.groupID === groupID);
  const [handled, setHandled] = useState<HandledRow[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const rows = panelRows(pending, handled);

  const handle = async (application: GroupApplication, handleAction: HandleAction) => {
    setBusy(application.applicationID);
    try {
      await requireChat().handleGroupApplication({ handleAction, application });
      setHandled((list) => [...list, { application, action: handleAction }]);
      if (handleAction === 'Agree') void refreshGroup(groupID).catch(() => undefined);
    } catch (error) {
      toast.error(failureText(t, 'applications.failed', error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      title={`${t('applications.title')} · ${t('applications.pending', { count: pending.length })}`}
      footer={null}
      onCancel={onClose}
    >
      {rows.length === 0 ? (
        <p>{t('applications.empty')}</p>
      ) : (
        <ul className="rl-chat-applications">
          {rows.map(({ application: a, action }) => (
            <li key={a.applicationID}>
              <Avatar value={a.avatar} name={a.nick || a.userID} size={36} />
              <span className="rl-chat-applications-who">
                <strong>{a.nick || a.userID}</strong>
                <span>{a.note || t('applications.applyTo', { group: a.groupName || a.groupID })}</span>
              </span>
              {action ? (
                <span className="rl-chat-applications-done">
                  {t(action === 'Agree' ? 'applications.agreed' : 'applications.rejected')}
                </span>
              ) : (
                <>
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
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
