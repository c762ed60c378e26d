import type { Conversation } from '@renli/chat-sdk/browser';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeLabel } from '../../lib/time-label.ts';
import { ConversationAvatar } from '../common/GroupAvatar.tsx';
import { CONVERSATION_LONG_PRESS_MS, type MenuAnchor, useLongPress } from '../common/use-long-press.ts';
import { badgeText, conversationName, hasAtMe, unnamedConversation } from './conversation-rules.ts';
import '../common/count-badge.css';
import { previewText } from './preview.ts';

interface ConversationRowProps {
  conversation: Conversation;
  active: boolean;
  me: string;
  online: boolean | undefined;
  onOpen: (conversationID: string) => void;
  onMenu: (conversation: Conversation, anchor: MenuAnchor) => void;
}

/**
 * Avatar (a group's is the group icon), name (a group's tagged 群聊), last message and time, unread
 * badge (or a dot when muted), @-me and online markers.
 */
export const ConversationRow = memo(function ConversationRow({
  conversation: c,
  active,
  me,
  online,
  onOpen,
  onMenu,
}: ConversationRowProps) {
  const { t } = useTranslation('chat');
  const timeLabel = useTimeLabel();
  const press = useLongPress(CONVERSATION_LONG_PRESS_MS, (anchor) => onMenu(c, anchor));
  const name = conversationName(c, unnamedConversation(c.conversationID, t), t);
  const badge = badgeText(c.unreadCount);
  const classes = ['rl-chat-conv', active && 'is-active', c.isPinned && 'is-pinned']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-conversation-id={c.conversationID}>
      <button
        type="button"
        className="rl-chat-conv-button"
        onClick={() => onOpen(c.conversationID)}
        {...press}
      >
        <span className="rl-chat-conv-avatar">
          <ConversationAvatar group={c.type === 'GROUP'} value={c.avatar} name={name} size={40} />
          {c.type === 'C2C' && online !== undefined && (
            <span
              className={online ? 'rl-chat-online is-online' : 'rl-chat-online'}
              role="img"
              aria-label={t(online ? 'conversation.online' : 'conversation.offline')}
            />
          )}
          {badge && !c.isMuted && (
            <span
              className="rl-chat-count-badge rl-chat-badge"
              role="img"
              aria-label={t('conversation.unread', { count: c.unreadCount })}
            >
              {badge}
            </span>
          )}
          {c.isMuted && c.unreadCount > 0 && (
            <span className="rl-chat-badge-dot" role="img" aria-label={t('conversation.mutedUnread')} />
          )}
        </span>
        <span className="rl-chat-conv-main">
          <span className="rl-chat-conv-top">
            <span className="rl-chat-conv-name">{name}</span>
            {c.type === 'GROUP' && <span className="rl-chat-conv-tag">{t('conversation.groupTag')}</span>}
            {c.lastMessage && <span className="rl-chat-conv-time">{timeLabel(c.lastMessage.lastTime)}</span>}
          </span>
          <span className="rl-chat-conv-bottom">
            {hasAtMe(c) && <span className="rl-chat-conv-at">{t('conversation.atMe')}</span>}
            <span className="rl-chat-conv-last">{previewText(c, me, t)}</span>
            {c.isMuted && (
              <span className="rl-chat-conv-muted" role="img" aria-label={t('conversation.muted')} />
            )}
          </span>
        </span>
      </button>
    </li>
  );
});
