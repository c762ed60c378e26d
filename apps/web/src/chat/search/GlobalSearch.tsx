import type { Message } from '@renli/chat-sdk/browser';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLocate } from '../state/ui-store.ts';
import { useIsMobile } from '../state/use-chat.ts';
import type { CloudQuery } from './cloud-search.ts';
import { type CloudTabKey, GlobalResults } from './GlobalResults.tsx';
import { displayTypeOf, GLOBAL_TABS, type GlobalTab, isInfoTab, messageTypesOf } from './result-rules.ts';
import { SearchBox } from './SearchBox.tsx';
import { SearchDetail } from './SearchDetail.tsx';
import { SearchTabs } from './SearchTabs.tsx';
import { keywordListOf, searchBoxReducer, startSearching } from './search-rules.ts';
import { TimeFilterBar } from './TimeFilterBar.tsx';
import { ALL_TIME, type TimeFilter } from './time-filter.ts';
import { useCloudSearch } from './use-cloud-search.ts';
import { useColleagueMatches } from './use-colleague-matches.ts';
import { useLocalMatches } from './use-local-matches.ts';
import './search.css';

export interface GlobalSearchProps {
  /** What the panel's field held when it was used: the screen starts searching with it. */
  initialInput: string;
  placeholder: string;
  onOpen: (conversationID: string) => void;
  /** The search ended (cleared, cancelled or a result opened): the panel shows its list again. */
  onEnd: () => void;
}

/**
 * The search box at the top of the conversation panel and, while searching, the results in place of
 * the list: tabs, time filter, results, and one conversation's matches beside them (over them on a
 * phone). Opening anything ends the search (docs/chat-ui.md).
 */
export function GlobalSearch({ initialInput, placeholder, onOpen, onEnd }: GlobalSearchProps) {
  const { t } = useTranslation('chat-search');
  const mobile = useIsMobile();
  const [box, dispatch] = useReducer(searchBoxReducer, initialInput, startSearching);
  const [tab, setTab] = useState<GlobalTab>('all');
  const [time, setTime] = useState<TimeFilter>(ALL_TIME);
  const [picked, setPicked] = useState<{ conversationID: string; tab: CloudTabKey } | null>(null);
  const keywords = useMemo(() => keywordListOf(box.keyword), [box.keyword]);

  useEffect(() => {
    if (!box.searching) onEnd();
  }, [box.searching, onEnd]);
  // A new keyword or filter starts from the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on these changes only.
  useEffect(() => setPicked(null), [keywords, time]);

  const queryOf = (key: CloudTabKey): CloudQuery | null =>
    keywords.length > 0 && (tab === 'all' || tab === key)
      ? { keywordList: keywords, messageTypeList: messageTypesOf(key, 'global'), window: time.value }
      : null;
  const cloud = {
    text: useCloudSearch(queryOf('text')),
    file: useCloudSearch(queryOf('file')),
    other: useCloudSearch(queryOf('other')),
  };
  const local = { ...useLocalMatches(keywords), colleagues: useColleagueMatches(keywords) };

  const end = () => {
    dispatch({ type: 'clear' });
    setTab('all');
    setTime(ALL_TIME);
    setPicked(null);
  };
  const open = (conversationID: string) => {
    end();
    onOpen(conversationID);
  };
  const locate = (message: Message) => {
    requestLocate(message.conversationID, message.ID);
    open(message.conversationID);
  };

  const detailQuery: CloudQuery | null = picked
    ? { keywordList: keywords, messageTypeList: messageTypesOf(picked.tab, 'global'), window: time.value }
    : null;
  const showList = !(mobile && picked);

  return (
    <>
      <SearchBox state={box} dispatch={dispatch} placeholder={placeholder} autoFocus onCancel={end} />
      {box.searching && (
        <section className="rl-search-global" aria-label={t('resultsLabel')}>
          {showList && (
            <div className="rl-search-results">
              <SearchTabs tabs={GLOBAL_TABS} value={tab} onChange={setTab} />
              {!isInfoTab(tab) && <TimeFilterBar value={time} onChange={setTime} />}
              <div className="rl-search-scroll">
                {keywords.length === 0 ? (
                  <p className="rl-search-state">{t('hint')}</p>
                ) : (
                  <GlobalResults
                    tab={tab}
                    keywords={keywords}
                    local={local}
                    cloud={cloud}
                    picked={picked?.conversationID ?? null}
                    onTab={setTab}
                    onOpen={open}
                    onPick={(conversationID, key) => setPicked({ conversationID, tab: key })}
                  />
                )}
              </div>
            </div>
          )}
          {picked && detailQuery && (
            <SearchDetail
              key={`${picked.conversationID}:${picked.tab}`}
              conversationID={picked.conversationID}
              query={detailQuery}
              display={displayTypeOf(picked.tab)}
              onBack={mobile ? () => setPicked(null) : undefined}
              onEnter={open}
              onLocate={locate}
            />
          )}
        </section>
      )}
    </>
  );
}
