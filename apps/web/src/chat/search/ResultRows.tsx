import { useTranslation } from 'react-i18next';
import { ConversationAvatar } from '../common/GroupAvatar.tsx';
import type { ConversationHits } from './cloud-search.ts';
import { useConversationInfo } from './conversation-info.ts';
import { Highlighted } from './Highlighted.tsx';
import type { InfoHit } from './result-rules.ts';

/** A contact or group of the local tabs ('info' display type): opens the conversation. */
export function InfoRow({
  hit,
  keywords,
  onOpen,
}: {
  hit: InfoHit;
  keywords: readonly string[];
  onOpen: (conversationID: string) => void;
}) {
  return (
    <li className="rl-search-row">
      <button type="button" className="rl-search-row-button" onClick={() => onOpen(hit.conversationID)}>
        <ConversationAvatar group={hit.kind === 'GROUP'} value={hit.avatar} name={hit.name} size={36} />
        <span className="rl-search-row-main">
          <span className="rl-search-row-name">
            <Highlighted text={hit.name} keywords={keywords} />
          </span>
          <span className="rl-search-row-sub">
            {hit.detail ?? (
              <>
                ID: <Highlighted text={hit.sub} keywords={keywords} />
              </>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

/** A conversation with matching messages: its name and 'N related messages'. */
export function ConversationHitRow({
  hits,
  active,
  onPick,
}: {
  hits: ConversationHits;
  active: boolean;
  onPick: (conversationID: string) => void;
}) {
  const { t } = useTranslation('chat-search');
  const info = useConversationInfo(hits.conversationID);
  return (
    <li className={`rl-search-row${active ? ' is-active' : ''}`} data-conversation-id={hits.conversationID}>
      <button
        type="button"
        className="rl-search-row-button"
        aria-current={active || undefined}
        onClick={() => onPick(hits.conversationID)}
      >
        <ConversationAvatar group={info.group} value={info.avatar} name={info.name} size={36} />
        <span className="rl-search-row-main">
          <span className="rl-search-row-name">{info.name}</span>
          <span className="rl-search-row-sub">{t('related', { count: hits.messageCount })}</span>
        </span>
      </button>
    </li>
  );
}
