import type { Message } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { useTimeLabel } from '../../lib/time-label.ts';
import { messageAbstract } from '../common/abstract.ts';
import { formatFileSize } from '../messages/format.ts';
import { fileView, imageView, videoView } from '../messages/media-payload.ts';
import { safeHref } from '../messages/safe-href.ts';
import { Highlighted } from './Highlighted.tsx';

interface MessageHitProps {
  message: Message;
  keywords: readonly string[];
  onLocate: (message: Message) => void;
}

/** A matching message: sender, time, the text bubble or file card with the keywords marked, 'locate'. */
export function MessageHit({ message: m, keywords, onLocate }: MessageHitProps) {
  const { t } = useTranslation('chat-search');
  const timeLabel = useTimeLabel();
  const sender = m.nick || m.from;
  return (
    <li className="rl-search-hit" data-message-id={m.ID}>
      <Avatar value={m.avatar} name={sender} size={32} />
      <div className="rl-search-hit-main">
        <div className="rl-search-hit-top">
          <span className="rl-search-hit-sender">{sender}</span>
          <time className="rl-search-hit-time">{timeLabel(new Date(m.time * 1000))}</time>
        </div>
        <HitBody message={m} keywords={keywords} />
        <button type="button" className="rl-chat-link rl-search-locate" onClick={() => onLocate(m)}>
          {t('locateInChat')}
        </button>
      </div>
    </li>
  );
}

function HitBody({ message: m, keywords }: { message: Message; keywords: readonly string[] }) {
  const { t } = useTranslation('chat-search');
  if (m.type === 'TIMFileElem') {
    const file = fileView(m.payload);
    return (
      <div className="rl-search-file">
        <span className="rl-search-file-icon" aria-hidden="true">
          📄
        </span>
        <span className="rl-search-file-info">
          <span className="rl-search-file-name">
            <Highlighted text={file.name} keywords={keywords} />
          </span>
          <span className="rl-search-file-size">{formatFileSize(file.size)}</span>
        </span>
      </div>
    );
  }
  const text = messageAbstract(m, t, String(m.payload.description ?? ''));
  return (
    <p className="rl-search-bubble">
      <Highlighted text={text} keywords={keywords} />
    </p>
  );
}

/** A thumbnail of an image or video hit; clicking locates it in the chat. */
export function MediaHit({
  message: m,
  onLocate,
}: {
  message: Message;
  onLocate: (message: Message) => void;
}) {
  const { t } = useTranslation('chat-search');
  const video = m.type === 'TIMVideoFileElem';
  const src = safeHref(video ? videoView(m.payload).poster : imageView(m.payload)?.url);
  return (
    <li className="rl-search-thumb" data-message-id={m.ID}>
      <button
        type="button"
        className="rl-search-thumb-button"
        aria-label={`${t(video ? 'video' : 'image')} · ${t('locateInChat')}`}
        onClick={() => onLocate(m)}
      >
        {src ? <img src={src} alt="" loading="lazy" /> : <span>{t(video ? 'video' : 'image')}</span>}
        {video && (
          <span className="rl-search-thumb-play" aria-hidden="true">
            ▶
          </span>
        )}
      </button>
    </li>
  );
}
