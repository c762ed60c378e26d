import type { Message, ReactionInfo } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { reactionUrl, splitEmoji } from '../emoji/index.ts';
import { NS } from './translate.ts';
import './message-meta.css';

export interface ReactionBarProps {
  message: Message;
  /** Adds the reaction, or removes it when it is already mine (`reactedByMyself`). */
  onToggleReaction?: (message: Message, reactionID: string) => void;
}

/**
 * A reaction id is an emoji key (`[Renli_Smile]`) or a unicode emoji; both are drawn as artwork when
 * the catalogue has it, so they do not depend on a colour emoji font (docs/decisions.md, 54). Other
 * unicode emoji fall back to the system's emoji fonts.
 */
function ReactionFace({ reactionID }: { reactionID: string }) {
  const parts = splitEmoji(reactionID);
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only?.type === 'emoji')
    return <img className="rl-chat-reaction-emoji" src={only.url} alt={only.name} />;
  const url = reactionUrl(reactionID);
  if (url) return <img className="rl-chat-reaction-emoji" src={url} alt={reactionID} />;
  return <span className="rl-chat-reaction-emoji">{reactionID}</span>;
}

function reactionName(reactionID: string): string {
  const parts = splitEmoji(reactionID);
  const only = parts.length === 1 ? parts[0] : undefined;
  return only?.type === 'emoji' ? only.name : reactionID;
}

export function ReactionBar({ message, onToggleReaction }: ReactionBarProps) {
  const { t } = useTranslation(NS);
  const reactions = (message.reactionList ?? []).filter((r: ReactionInfo) => r.totalUserCount > 0);
  if (reactions.length === 0) return null;
  return (
    <div className="rl-chat-reactions">
      {reactions.map((reaction) => (
        <button
          key={reaction.reactionID}
          type="button"
          className={reaction.reactedByMyself ? 'rl-chat-reaction rl-chat-reaction-mine' : 'rl-chat-reaction'}
          aria-pressed={reaction.reactedByMyself}
          aria-label={t('reaction.label', {
            emoji: reactionName(reaction.reactionID),
            count: reaction.totalUserCount,
          })}
          onClick={() => onToggleReaction?.(message, reaction.reactionID)}
        >
          <ReactionFace reactionID={reaction.reactionID} />
          <span className="rl-chat-reaction-count">{reaction.totalUserCount}</span>
        </button>
      ))}
    </div>
  );
}
