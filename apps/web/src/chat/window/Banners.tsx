import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../state/use-chat.ts';

/**
 * Safety tip with a complaint link (mail to the deployment's support mailbox); closing hides it for
 * the rest of the visit.
 */
let safetyTipClosed = false;
export function SafetyTip() {
  const { t } = useTranslation('chat');
  const [closed, setClosed] = useState(safetyTipClosed);
  if (closed) return null;
  return (
    <div className="rl-chat-safety" role="note">
      <span>{t('banner.safety')}</span>
      <a href={`mailto:support@${window.location.hostname}`} className="rl-chat-link">
        {t('banner.complain')}
      </a>
      <button
        type="button"
        className="rl-chat-icon-button"
        aria-label={t('banner.close')}
        onClick={() => {
          safetyTipClosed = true;
          setClosed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}

/** 'n people want to join, click to handle' for owners and admins of the group. */
export function JoinRequestBanner({ groupID, onHandle }: { groupID: string; onHandle: () => void }) {
  const { t } = useTranslation('chat');
  const count = useChat((s) => s.groupApplications.filter((a) => a.groupID === groupID).length);
  if (count === 0) return null;
  return (
    <button type="button" className="rl-chat-join-banner" onClick={onHandle}>
      {t('banner.joinRequests', { count })}
    </button>
  );
}
