import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationAvatar } from '../common/GroupAvatar.tsx';

interface ContactRowProps {
  contactID: string;
  name: string;
  avatar: string;
  sub?: string;
  /** Online dot for people whose status is followed; undefined shows none. */
  online?: boolean;
  group?: boolean;
  active: boolean;
  onOpen: (contactID: string) => void;
  /** Beside the row, outside its button (an 'agree' button, a 'waiting' label). */
  trailing?: ReactNode;
}

/** One person or group of a contacts section. */
export function ContactRow({
  contactID,
  name,
  avatar,
  sub,
  online,
  group = false,
  active,
  onOpen,
  trailing,
}: ContactRowProps) {
  const { t } = useTranslation('chat-contacts');
  return (
    <li className={active ? 'rl-contacts-row is-active' : 'rl-contacts-row'} data-contact-id={contactID}>
      <button type="button" className="rl-contacts-row-main" onClick={() => onOpen(contactID)}>
        <span className="rl-contacts-avatar">
          <ConversationAvatar group={group} value={avatar} name={name} size={36} />
          {online !== undefined && (
            <span
              className={online ? 'rl-chat-online is-online' : 'rl-chat-online'}
              role="img"
              aria-label={t(online ? 'presence.online' : 'presence.offline')}
            />
          )}
        </span>
        <span className="rl-contacts-row-text">
          <span className="rl-contacts-row-name">{name}</span>
          {sub && <span className="rl-contacts-row-sub">{sub}</span>}
        </span>
      </button>
      {trailing && <span className="rl-contacts-row-trailing">{trailing}</span>}
    </li>
  );
}
