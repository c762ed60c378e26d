import type { Message } from '@renli/chat-sdk/browser';
import { MSG_TYPES } from '@renli/contracts/constants';
import { useTranslation } from 'react-i18next';
import type { NameMap } from './group-tip.ts';
import { TipRow } from './TipRow.tsx';
import { NS } from './translate.ts';

export interface RevokedNoticeProps {
  message: Message;
  names?: NameMap;
  /** The signed-in userID; lets an admin who revoked someone else's message read "You". */
  me?: string;
  /** Whether re-editing is still allowed (the caller's policy, e.g. a time limit). */
  canReEdit?: boolean;
  onReEdit?: (message: Message) => void;
}

/** "Alice revoked a message"; own: "You revoked a message" with "Re-edit" for own text. */
export function RevokedNotice({ message, names = {}, me, canReEdit, onReEdit }: RevokedNoticeProps) {
  const { t } = useTranslation(NS);
  const revoker = message.revoker || message.from;
  const bySelf = me ? revoker === me : message.flow === 'out' && revoker === message.from;
  const name = names[revoker] || (revoker === message.from ? message.nick : '') || revoker;
  const showReEdit =
    bySelf && message.flow === 'out' && message.type === MSG_TYPES.TEXT && canReEdit === true && onReEdit;
  return (
    <TipRow>
      <span>{bySelf ? t('revoked.self') : t('revoked.other', { name })}</span>
      {showReEdit ? (
        <button type="button" className="rl-chat-tip-action" onClick={() => onReEdit(message)}>
          {t('revoked.reEdit')}
        </button>
      ) : null}
    </TipRow>
  );
}
