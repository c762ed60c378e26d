import { useTranslation } from 'react-i18next';
import type { ConversationHits } from './cloud-search.ts';
import { ResultState } from './MessageHitList.tsx';
import { ConversationHitRow, InfoRow } from './ResultRows.tsx';
import {
  type GlobalTab,
  INFO_TABS,
  type InfoHit,
  type InfoTab,
  isInfoTab,
  previewOf,
} from './result-rules.ts';
import type { CloudSearchState } from './use-cloud-search.ts';

export type CloudTabKey = 'text' | 'file' | 'other';
export const CLOUD_TABS: readonly CloudTabKey[] = ['text', 'file', 'other'];

interface GlobalResultsProps {
  tab: GlobalTab;
  keywords: readonly string[];
  /** Colleagues (the address book's search), contacts and groups. */
  local: Record<InfoTab, InfoHit[]>;
  cloud: Record<CloudTabKey, CloudSearchState>;
  picked: string | null;
  onTab: (tab: GlobalTab) => void;
  onOpen: (conversationID: string) => void;
  onPick: (conversationID: string, tab: CloudTabKey) => void;
}

/**
 * The result list of the global search: on 'all' three of each type with 'view more' to its tab, on
 * a type tab all of them (cloud tabs page with the cursor).
 */
export function GlobalResults({
  tab,
  keywords,
  local,
  cloud,
  picked,
  onTab,
  onOpen,
  onPick,
}: GlobalResultsProps) {
  const { t } = useTranslation('chat-search');
  if (isInfoTab(tab)) {
    const hits = local[tab];
    return (
      <ResultState loading={false} empty={hits.length === 0}>
        <ul className="rl-search-list">
          {hits.map((h) => (
            <InfoRow key={h.conversationID} hit={h} keywords={keywords} onOpen={onOpen} />
          ))}
        </ul>
      </ResultState>
    );
  }
  if (tab !== 'all') {
    const state = cloud[tab];
    const groups = state.page?.groups ?? [];
    return (
      <ResultState loading={state.loading} empty={state.page !== null && groups.length === 0}>
        <ConversationList groups={groups} picked={picked} onPick={(id) => onPick(id, tab)} />
        {state.page?.cursor && (
          <button
            type="button"
            className="rl-chat-link rl-search-more"
            disabled={state.loadingMore}
            onClick={state.more}
          >
            {state.loadingMore ? t('loading') : t('loadMore')}
          </button>
        )}
      </ResultState>
    );
  }

  const loading = CLOUD_TABS.some((k) => cloud[k].loading);
  const empty =
    !loading &&
    INFO_TABS.every((k) => local[k].length === 0) &&
    CLOUD_TABS.every((k) => (cloud[k].page?.groups.length ?? 0) === 0);
  return (
    <ResultState loading={loading && empty} empty={empty}>
      {INFO_TABS.map((key) => {
        const { shown, more } = previewOf(local[key]);
        return (
          shown.length > 0 && (
            <Section key={key} title={t(`section.${key}`)} more={more} onMore={() => onTab(key)}>
              {shown.map((h) => (
                <InfoRow key={h.conversationID} hit={h} keywords={keywords} onOpen={onOpen} />
              ))}
            </Section>
          )
        );
      })}
      {CLOUD_TABS.map((key) => {
        const page = cloud[key].page;
        const { shown, more } = previewOf(page?.groups ?? []);
        return (
          shown.length > 0 && (
            <Section
              key={key}
              title={t(`section.${key}`)}
              more={more || Boolean(page?.cursor)}
              onMore={() => onTab(key)}
            >
              {shown.map((g) => (
                <ConversationHitRow
                  key={g.conversationID}
                  hits={g}
                  active={g.conversationID === picked}
                  onPick={(id) => onPick(id, key)}
                />
              ))}
            </Section>
          )
        );
      })}
    </ResultState>
  );
}

function ConversationList({
  groups,
  picked,
  onPick,
}: {
  groups: readonly ConversationHits[];
  picked: string | null;
  onPick: (conversationID: string) => void;
}) {
  return (
    <ul className="rl-search-list">
      {groups.map((g) => (
        <ConversationHitRow
          key={g.conversationID}
          hits={g}
          active={g.conversationID === picked}
          onPick={onPick}
        />
      ))}
    </ul>
  );
}

function Section({
  title,
  more,
  onMore,
  children,
}: {
  title: string;
  more: boolean;
  onMore: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('chat-search');
  return (
    <section className="rl-search-section">
      <h3 className="rl-search-section-title">{title}</h3>
      <ul className="rl-search-list">{children}</ul>
      {more && (
        <button type="button" className="rl-chat-link rl-search-more" onClick={onMore}>
          {t('viewMore')}
        </button>
      )}
    </section>
  );
}
