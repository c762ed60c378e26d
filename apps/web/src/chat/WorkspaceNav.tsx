import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeText } from './conversations/conversation-rules.ts';
import { useChat } from './state/use-chat.ts';
import './common/count-badge.css';
import './workspace-nav.css';

export type WorkspaceTab = 'conversations' | 'contacts';

const TABS = [
  {
    tab: 'conversations',
    to: '/im',
    icon: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  },
  {
    tab: 'contacts',
    to: '/im/contacts',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5z',
  },
] as const;

/**
 * 会话 / 通讯录: a slim rail left of the panels on desktop, a bottom tab bar on phones. The badges are
 * the unread messages and the unread friend applications, both live from the chat store.
 */
export function WorkspaceNav({ tab, mobile }: { tab: WorkspaceTab; mobile: boolean }) {
  const { t } = useTranslation('chat');
  const counts = {
    conversations: useChat((s) => s.totalUnread),
    contacts: useChat((s) => s.friendApplicationUnread),
  };
  return (
    <nav
      className={mobile ? 'rl-chat-nav is-tabbar' : 'rl-chat-nav is-rail'}
      aria-label={t('workspace.nav.label')}
    >
      {TABS.map((item) => {
        const badge = badgeText(counts[item.tab]);
        const label = t(`workspace.nav.${item.tab}`);
        return (
          <Link
            key={item.tab}
            to={item.to}
            className="rl-chat-nav-item"
            aria-current={item.tab === tab ? 'page' : undefined}
            aria-label={badge ? t(`workspace.nav.${item.tab}Unread`, { count: counts[item.tab] }) : label}
            data-testid={`chat-nav-${item.tab}`}
          >
            <span className="rl-chat-nav-icon">
              <svg viewBox="0 0 24 24" aria-hidden>
                <path d={item.icon} />
              </svg>
              {badge && (
                <span className="rl-chat-count-badge rl-chat-nav-badge" aria-hidden>
                  {badge}
                </span>
              )}
            </span>
            <span className="rl-chat-nav-label">{label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
