import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from './compose.ts';
import { truncateName } from './input-rules.ts';

/** Files waiting in the editor: images and videos as previews, other files as named chips. */
export function AttachmentList({ items, onRemove }: { items: Attachment[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation('chat');
  const previews = useMemo(
    () => new Map(items.filter((a) => a.kind !== 'file').map((a) => [a.id, URL.createObjectURL(a.file)])),
    [items],
  );
  useEffect(
    () => () => {
      for (const url of previews.values()) URL.revokeObjectURL(url);
    },
    [previews],
  );
  if (items.length === 0) return null;
  return (
    <ul className="rl-chat-attachments" aria-label={t('input.attachments')}>
      {items.map((a) => (
        <li key={a.id} className={`rl-chat-attachment is-${a.kind}`} title={a.file.name}>
          {a.kind === 'image' && <img src={previews.get(a.id)} alt={a.file.name} />}
          {a.kind === 'video' && <video src={previews.get(a.id)} muted aria-label={a.file.name} />}
          {a.kind === 'file' && <span className="rl-chat-chip-name">{truncateName(a.file.name)}</span>}
          <button
            type="button"
            aria-label={t('input.removeAttachment', { name: a.file.name })}
            onClick={() => onRemove(a.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
