import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { MediaHit, MessageHit } from './MessageHit.tsx';
import { type DisplayType, groupByDate } from './result-rules.ts';
import { dayLabel } from './time-filter.ts';

interface MessageHitListProps {
  messages: readonly Message[];
  keywords: readonly string[];
  display: DisplayType;
  /** Date headers between the days (the in-conversation search). */
  byDate?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onLocate: (message: Message) => void;
}

/** The matching messages of one conversation: rows, or a thumbnail grid for images and videos. */
export function MessageHitList({
  messages,
  keywords,
  display,
  byDate,
  hasMore,
  loadingMore,
  onMore,
  onLocate,
}: MessageHitListProps) {
  const { t } = useTranslation('chat-search');
  const sections = byDate ? groupByDate(messages) : [{ day: 0, messages: [...messages] }];
  return (
    <div className="rl-search-hits">
      {sections.map((s) => (
        <section key={s.day} className="rl-search-day">
          {byDate && <h4 className="rl-search-day-title">{dayLabel(new Date(s.day))}</h4>}
          {display === 'image' ? (
            <ul className="rl-search-thumbs">
              {s.messages.map((m) => (
                <MediaHit key={m.ID} message={m} onLocate={onLocate} />
              ))}
            </ul>
          ) : (
            <ul className="rl-search-hit-list">
              {s.messages.map((m) => (
                <MessageHit key={m.ID} message={m} keywords={keywords} onLocate={onLocate} />
              ))}
            </ul>
          )}
        </section>
      ))}
      {hasMore && (
        <button type="button" className="rl-chat-link rl-search-more" disabled={loadingMore} onClick={onMore}>
          {loadingMore ? t('loading') : t('loadMore')}
        </button>
      )}
    </div>
  );
}

/** Spinner, 'no results', or the children. */
export function ResultState({
  loading,
  empty,
  children,
}: {
  loading: boolean;
  empty: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('chat-search');
  if (loading)
    return (
      <div className="rl-search-state" role="status">
        <span className="rl-search-spinner" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  if (empty)
    return (
      <div className="rl-search-state" role="status">
        {t('noResults')}
      </div>
    );
  return <>{children}</>;
}
