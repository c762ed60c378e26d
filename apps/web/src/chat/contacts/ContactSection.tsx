import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../conversations/conversation-rules.ts';
import '../common/count-badge.css';

interface ContactSectionProps {
  title: string;
  count: number;
  /** Unread items: a red badge instead of the grey count. */
  unread?: number;
  open: boolean;
  onToggle: () => void;
  /** Shown open with no items; 'none' by default. */
  emptyText?: string;
  children: ReactNode;
}

/** A collapsible section of the contacts list (docs/chat-ui.md). */
export function ContactSection({
  title,
  count,
  unread = 0,
  open,
  onToggle,
  emptyText,
  children,
}: ContactSectionProps) {
  const { t } = useTranslation('chat-contacts');
  const listID = useId();
  return (
    <section className="rl-contacts-section">
      <button
        type="button"
        className="rl-contacts-section-head"
        aria-expanded={open}
        aria-controls={listID}
        onClick={onToggle}
      >
        <span className={open ? 'rl-contacts-caret is-open' : 'rl-contacts-caret'} aria-hidden />
        <span className="rl-contacts-section-title">{title}</span>
        {unread > 0 ? (
          <span
            className="rl-chat-count-badge rl-contacts-unread"
            role="img"
            aria-label={t('section.unread', { count: unread })}
          >
            {badgeText(unread)}
          </span>
        ) : (
          <span className="rl-contacts-count">{count}</span>
        )}
      </button>
      {open &&
        (count === 0 ? (
          <p id={listID} className="rl-contacts-empty">
            {emptyText ?? t('section.empty')}
          </p>
        ) : (
          <ul id={listID} className="rl-contacts-list">
            {children}
          </ul>
        ))}
    </section>
  );
}
