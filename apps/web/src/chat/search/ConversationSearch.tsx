import type { Message } from '@renli/chat-sdk/browser';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLocate } from '../state/ui-store.ts';
import type { CloudQuery } from './cloud-search.ts';
import { MessageHitList, ResultState } from './MessageHitList.tsx';
import { CONVERSATION_TABS, type ConversationTab, displayTypeOf, messageTypesOf } from './result-rules.ts';
import { SearchBox } from './SearchBox.tsx';
import { SearchTabs } from './SearchTabs.tsx';
import { initialSearchBox, keywordListOf, searchBoxReducer } from './search-rules.ts';
import { TimeFilterBar } from './TimeFilterBar.tsx';
import { ALL_TIME, type TimeFilter } from './time-filter.ts';
import { useCloudSearch } from './use-cloud-search.ts';
import './search.css';

interface ConversationSearchProps {
  conversationID: string;
  mobile: boolean;
  onClose: () => void;
}

/**
 * Search inside the open conversation (a side panel on desktop, the whole screen on a phone): text by
 * default (docs/chat-ui.md), files, images and videos as thumbnails, other kinds; results by date.
 * Without a keyword, text needs a time filter, the other tabs list everything of their kind.
 */
export function ConversationSearch({ conversationID, mobile, onClose }: ConversationSearchProps) {
  const { t } = useTranslation('chat-search');
  const [box, dispatch] = useReducer(searchBoxReducer, initialSearchBox);
  const [tab, setTab] = useState<ConversationTab>('text');
  const [time, setTime] = useState<TimeFilter>(ALL_TIME);
  const keywords = useMemo(() => keywordListOf(box.keyword), [box.keyword]);
  const idle = keywords.length === 0 && tab === 'text' && time.key === 'all';
  const query: CloudQuery | null = idle
    ? null
    : {
        keywordList: keywords,
        messageTypeList: messageTypesOf(tab, 'conversation'),
        window: time.value,
        conversationID,
      };
  const { page, loading, loadingMore, more } = useCloudSearch(query);
  const messages = page?.groups[0]?.messageList ?? [];

  const locate = (message: Message) => {
    requestLocate(conversationID, message.ID);
    if (mobile) onClose();
  };

  return (
    <aside className={`rl-search-side${mobile ? ' is-mobile' : ''}`} aria-label={t('title')}>
      <header className="rl-search-side-head">
        <h3>{t('title')}</h3>
        <button type="button" className="rl-chat-icon-button" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </header>
      <SearchBox
        state={box}
        dispatch={dispatch}
        placeholder={t('conversationPlaceholder')}
        autoFocus={!mobile}
      />
      <SearchTabs tabs={CONVERSATION_TABS} value={tab} onChange={setTab} />
      <TimeFilterBar value={time} onChange={setTime} />
      <div className="rl-search-scroll">
        {idle ? (
          <p className="rl-search-state">{t('hint')}</p>
        ) : (
          <ResultState loading={loading} empty={!loading && page !== null && messages.length === 0}>
            {page && <p className="rl-search-count">{t('related', { count: page.totalCount })}</p>}
            <MessageHitList
              messages={messages}
              keywords={keywords}
              display={displayTypeOf(tab)}
              byDate
              hasMore={Boolean(page?.cursor)}
              loadingMore={loadingMore}
              onMore={more}
              onLocate={locate}
            />
          </ResultState>
        )}
      </div>
    </aside>
  );
}
