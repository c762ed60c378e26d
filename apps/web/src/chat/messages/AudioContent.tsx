import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import type { Message } from '@renli/chat-sdk/browser';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { audioView } from './media-payload.ts';
import { safeHref } from './safe-href.ts';
import { audioBarWidth } from './sizing.ts';
import { NS } from './translate.ts';

/** Only one voice message plays at a time, as in any chat app: starting one pauses the other. */
let current: HTMLAudioElement | null = null;

export function AudioContent({ message }: { message: Message }) {
  const { t } = useTranslation(NS);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const view = audioView(message.payload);
  const src = safeHref(view.url);
  const seconds = Math.round(view.seconds);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      setPlaying(false);
      return;
    }
    if (current && current !== element) current.pause();
    current = element;
    setPlaying(true);
    // Autoplay policies or a broken file reject the promise: show the button as stopped again.
    void Promise.resolve(element.play()).catch(() => setPlaying(false));
  };

  return (
    <span className={`rl-chat-audio rl-chat-audio-${message.flow}`}>
      <button
        type="button"
        className="rl-chat-audio-bar"
        style={{ width: audioBarWidth(view.seconds) }}
        aria-label={t(playing ? 'audio.pause' : 'audio.play')}
        aria-pressed={playing}
        disabled={!src}
        onClick={toggle}
      >
        {playing ? <PauseCircleOutlined aria-hidden /> : <SoundOutlined aria-hidden />}
        <span className="rl-chat-audio-time">{t('audio.duration', { seconds })}</span>
      </button>
      {src ? (
        // biome-ignore lint/a11y/useMediaCaption: voice messages have no caption tracks
        <audio
          ref={audio}
          src={src}
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
      ) : null}
    </span>
  );
}
