import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/i18n.ts';
import { splitEmoji } from './convert.ts';
import './emoji.css';

export interface EmojiTextProps {
  /** Message text with emoji keys (as stored and sent). */
  text: string;
  className?: string;
}

/**
 * Message text with inline emoji. User text is only ever a React text node, never markup, so a
 * message containing `<script>` shows those characters. Names follow the UI language.
 */
export function EmojiText({ text, className }: EmojiTextProps) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const segments = useMemo(() => splitEmoji(text, lang), [text, lang]);
  return (
    <span className={className ? `rl-chat-emoji-text ${className}` : 'rl-chat-emoji-text'}>
      {segments.map((segment, i) =>
        segment.type === 'text' ? (
          // Segments are positional and rebuilt together from the same text: the index is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={i}>{segment.text}</span>
        ) : (
          <img
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="rl-chat-emoji"
            src={segment.url}
            alt={segment.name}
            title={segment.name}
            draggable={false}
          />
        ),
      )}
    </span>
  );
}
