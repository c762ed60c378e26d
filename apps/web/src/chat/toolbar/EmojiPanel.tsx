import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmojiPack, useEmojiPacks } from '../emoji/index.ts';
import { PanelHeader } from './PanelHeader.tsx';

export interface FacePayload {
  /** Big pack index: 1, 2 or 3. */
  index: number;
  /** Sticker key. */
  data: string;
}

export interface EmojiPanelProps {
  onInsertEmoji: (name: string) => void;
  onSendFace: (face: FacePayload) => void;
  onClose: () => void;
}

/**
 * The emoji picker: a tab of basic emoji, which insert their display name into the editor and keep
 * the panel open for more, and one tab per big pack, whose stickers are sent at once. The tabs sit
 * below the grid, each showing its pack's first picture.
 */
export function EmojiPanel({ onInsertEmoji, onSendFace, onClose }: EmojiPanelProps) {
  const { t } = useTranslation('chat-toolbar');
  const packs = useEmojiPacks();
  const [activeID, setActiveID] = useState(packs[0]!.id);
  const active = packs.find((pack) => pack.id === activeID) ?? packs[0]!;

  const grid = (pack: EmojiPack) => (
    <fieldset
      className={`rl-chat-emoji-panel__grid rl-chat-emoji-panel__grid--${pack.type}`}
      aria-label={t(`packs.${pack.id}`)}
    >
      {pack.items.map((item) => (
        <button
          key={item.key}
          type="button"
          className="rl-chat-emoji-panel__item"
          title={item.name}
          aria-label={item.name}
          onClick={() =>
            pack.type === 'basic'
              ? onInsertEmoji(item.name)
              : onSendFace({ index: pack.index, data: item.key })
          }
        >
          <img src={item.url} alt="" draggable={false} loading="lazy" />
        </button>
      ))}
    </fieldset>
  );

  return (
    <div className="rl-chat-emoji-panel">
      <PanelHeader title={t('toolbar.emoji')} onClose={onClose} />
      <div role="tabpanel">{grid(active)}</div>
      <div className="rl-chat-emoji-panel__tabs" role="tablist">
        {packs.map((pack) => (
          <button
            key={pack.id}
            type="button"
            role="tab"
            aria-selected={pack.id === active.id}
            className="rl-chat-emoji-panel__tab"
            title={t(`packs.${pack.id}`)}
            onClick={() => setActiveID(pack.id)}
          >
            <img src={pack.items[0]!.url} alt={t(`packs.${pack.id}`)} draggable={false} />
          </button>
        ))}
      </div>
    </div>
  );
}
