import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { REACTION_EMOJI, reactionUrl } from '../emoji/index.ts';
import { requireChat } from '../session/chat-client.ts';
import { touchMessages } from '../state/chat-store.ts';

/** Adds my reaction, or removes it when I already reacted with it. */
export async function toggleReaction(message: Message, reactionID: string): Promise<void> {
  const mine = message.reactionList.some((r) => r.reactionID === reactionID && r.reactedByMyself);
  const chat = requireChat();
  if (mine) await chat.removeMessageReaction(message, reactionID);
  else await chat.addMessageReaction(message, reactionID);
  touchMessages([message]);
}

export function ReactionRow({ onPick }: { onPick: (reactionID: string) => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="rl-chat-reaction-row">
      {REACTION_EMOJI.map(([emoji]) => (
        <button
          key={emoji}
          type="button"
          aria-label={t('menu.reactWith', { emoji })}
          onClick={() => onPick(emoji)}
        >
          <img src={reactionUrl(emoji)} alt="" />
        </button>
      ))}
    </div>
  );
}
