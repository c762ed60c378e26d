import type { Message } from '@renli/chat-sdk/browser';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationAvatar } from '../common/GroupAvatar.tsx';
import type { CloudQuery } from './cloud-search.ts';
import { useConversationInfo } from './conversation-info.ts';
import { MessageHitList, ResultState } from './MessageHitList.tsx';
import type { DisplayType } from './result-rules.ts';
import { useCloudSearch } from './use-cloud-search.ts';

interface SearchDetailProps {
  conversationID: string;
  /** The global query, narrowed here to this conversation. */
  query: CloudQuery;
  display: DisplayType;
  onBack?: () => void;
  onEnter: (conversationID: string) => void;
  onLocate: (message: Message) => void;
}

/** One conversation's matches in the global search: count, 'enter chat', and each message's 'locate'. */
export function SearchDetail({
  conversationID,
  query,
  display,
  onBack,
  onEnter,
  onLocate,
}: SearchDetailProps) {
  const { t } = useTranslation('chat-search');
  const info = useConversationInfo(conversationID);
  const scoped = useMemo(() => ({ ...query, conversationID }), [query, conversationID]);
  const { page, loading, loadingMore, more } = useCloudSearch(scoped);
  const messages = page?.groups[0]?.messageList ?? [];
  return (
    <section className="rl-search-detail" aria-label={info.name}>
      <header className="rl-search-detail-head">
        {onBack && (
          <button type="button" className="rl-chat-icon-button" aria-label={t('back')} onClick={onBack}>
            ‹
          </button>
        )}
        <ConversationAvatar group={info.group} value={info.avatar} name={info.name} size={36} />
        <div className="rl-search-detail-title">
          <h3>{info.name}</h3>
          {page && <span>{t('related', { count: page.totalCount })}</span>}
        </div>
        <button type="button" className="rl-search-enter" onClick={() => onEnter(conversationID)}>
          {t('enterChat')}
        </button>
      </header>
      <div className="rl-search-scroll">
        <ResultState loading={loading} empty={!loading && page !== null && messages.length === 0}>
          <MessageHitList
            messages={messages}
            keywords={query.keywordList}
            display={display}
            hasMore={Boolean(page?.cursor)}
            loadingMore={loadingMore}
            onMore={more}
            onLocate={onLocate}
          />
        </ResultState>
      </div>
    </section>
  );
}
