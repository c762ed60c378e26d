import type { Message, ReactionInfo } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { splitEmoji } from '../emoji/index.ts';
import { NS } from './translate.ts';
import './message-meta.css';

export interface ReactionBarProps {
  message: Message;
  /** Adds the reaction, or removes it when it is already mine (`reactedByMyself`). */
  onToggleReaction?: (message: Message, reactionID: string) => void;
}

/** A reaction id is an emoji key (`[Renli_Smile]`, drawn as its artwork) or a unicode emoji. */
function ReactionFace({ reactionID }: { reactionID: string }) {
  const parts = splitEmoji(reactionID);
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only?.type === 'emoji')
    return <img className="rl-chat-reaction-emoji" src={only.url} alt={only.name} />;
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
