import type { Message } from '@renli/chat-sdk/browser';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageView } from './media-payload.ts';
import { safeHref } from './safe-href.ts';
import { type BoxOptions, imageBox } from './sizing.ts';
import { NS } from './translate.ts';

/**
 * A local preview of an image still being uploaded (its payload holds the `File`, not a URL), so the
 * bubble shows the picture with the progress bar instead of an empty box.
 */
function useLocalPreview(file: unknown): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!(file instanceof Blob) || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

export interface ImageContentProps extends BoxOptions {
  message: Message;
  onPreview?: (message: Message) => void;
}

export function ImageContent({ message, mobile, viewportWidth, onPreview }: ImageContentProps) {
  const { t } = useTranslation(NS);
  const view = imageView(message.payload);
  const local = useLocalPreview(message.payload.file);
  const box = imageBox(view?.width ?? 0, view?.height ?? 0, { mobile, viewportWidth });
  const src = safeHref(view?.url) ?? local;
  return (
    <button
      type="button"
      className="rl-chat-image"
      style={{ width: box.width, height: box.height }}
      aria-label={t('image.preview')}
      onClick={() => onPreview?.(message)}
    >
      {src ? (
        <img src={src} alt={t('image.alt')} width={box.width} height={box.height} loading="lazy" />
      ) : null}
    </button>
  );
}
