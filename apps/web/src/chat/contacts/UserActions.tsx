import { useTranslation } from 'react-i18next';
import type { UserAction, UserCommand } from './relation-rules.ts';

const PRIMARY = new Set<UserAction>(['send', 'add', 'accept']);
const DANGER = new Set<UserAction>(['delete', 'blacklistAdd']);

interface UserActionsProps {
  actions: readonly UserAction[];
  busy: boolean;
  onAction: (action: UserCommand) => void;
}

/** The detail panel's buttons; which ones show is `userActions`' decision. */
export function UserActions({ actions, busy, onAction }: UserActionsProps) {
  const { t } = useTranslation('chat-contacts');
  return (
    <div className="rl-contacts-actions">
      {actions.map((action) => {
        if (action === 'editRemark') return null;
        if (action === 'waiting')
          return (
            <span key={action} className="rl-contacts-waiting">
              {t('action.waiting')}
            </span>
          );
        const kind = PRIMARY.has(action) ? ' is-primary' : DANGER.has(action) ? ' is-danger' : '';
        return (
          <button
            key={action}
            type="button"
            className={`rl-contacts-action${kind}`}
            disabled={busy}
            onClick={() => onAction(action)}
          >
            {t(`action.${action}`)}
          </button>
        );
      })}
    </div>
  );
}
