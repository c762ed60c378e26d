import { PhoneOutlined, SearchOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmojiPanel, type FacePayload } from './EmojiPanel.tsx';
import { PhrasePanel } from './PhrasePanel.tsx';
import type { ExtensionKey } from './toolbar-rules.ts';

export interface ToolbarPopupProps {
  panel: 'emoji' | 'phrases' | 'extensions';
  /** Offset of the icon that opened it, from the toolbar's left edge. */
  left: number;
  extensions: readonly ExtensionKey[];
  onInsertEmoji: (name: string) => void;
  onSendFace: (face: FacePayload) => void;
  onPhrase: (text: string) => void;
  onExtension: (key: ExtensionKey) => void;
  onClose: () => void;
}

const EXTENSION_ICONS: Record<ExtensionKey, ReactNode> = {
  voice: <PhoneOutlined />,
  video: <VideoCameraOutlined />,
  search: <SearchOutlined />,
};

/** The open toolbar panel, above its icon and moved left as far as needed to stay inside the toolbar. */
export function ToolbarPopup({
  panel,
  left,
  extensions,
  onInsertEmoji,
  onSendFace,
  onPhrase,
  onExtension,
  onClose,
}: ToolbarPopupProps) {
  const { t } = useTranslation('chat-toolbar');
  const popup = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = popup.current;
    const toolbar = el?.offsetParent;
    if (!el || !toolbar) return;
    el.style.left = `${Math.max(0, Math.min(left, toolbar.clientWidth - el.offsetWidth))}px`;
  }, [left]);

  return (
    <div ref={popup} className="rl-chat-toolbar__popup" style={{ left }}>
      {panel === 'emoji' && (
        <EmojiPanel onInsertEmoji={onInsertEmoji} onSendFace={onSendFace} onClose={onClose} />
      )}
      {panel === 'phrases' && <PhrasePanel onPhrase={onPhrase} onClose={onClose} />}
      {panel === 'extensions' && (
        <div className="rl-chat-extensions" role="menu" aria-label={t('toolbar.more')}>
          {extensions.map((key) => (
            <button
              key={key}
              type="button"
              role="menuitem"
              className="rl-chat-extensions__item"
              onClick={() => onExtension(key)}
            >
              {EXTENSION_ICONS[key]}
              {t(`extensions.${key}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
