import { PlayCircleFilled } from '@ant-design/icons';
import type { Message } from '@renli/chat-sdk/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCallDuration } from './format.ts';
import { videoView } from './media-payload.ts';
import { safeHref } from './safe-href.ts';
import { type BoxOptions, videoBox } from './sizing.ts';
import { NS } from './translate.ts';

export interface VideoContentProps extends BoxOptions {
  message: Message;
}

/** The poster first; the player only after a click, so a long history does not load every video. */
export function VideoContent({ message, mobile, viewportWidth }: VideoContentProps) {
  const { t } = useTranslation(NS);
  const [playing, setPlaying] = useState(false);
  const view = videoView(message.payload);
  const box = videoBox(view.width, view.height, { mobile, viewportWidth });
  const src = safeHref(view.url);
  const poster = safeHref(view.poster);
  const style = { width: box.width, height: box.height };
  if (playing && src) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: user-sent videos have no caption tracks
      <video className="rl-chat-video-player" src={src} poster={poster} style={style} controls autoPlay />
    );
  }
  return (
    <button
      type="button"
      className="rl-chat-video"
      style={style}
      aria-label={t('video.play')}
      disabled={!src}
      onClick={() => setPlaying(true)}
    >
      {poster ? <img src={poster} alt={t('video.poster')} width={box.width} height={box.height} /> : null}
      <PlayCircleFilled className="rl-chat-video-icon" aria-hidden />
      {view.seconds > 0 ? (
        <span className="rl-chat-video-time">{formatCallDuration(view.seconds)}</span>
      ) : null}
    </button>
  );
}
