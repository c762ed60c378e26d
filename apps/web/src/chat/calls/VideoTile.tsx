import { useEffect, useRef } from 'react';
import { Avatar } from '../../components/avatar/Avatar.tsx';

interface VideoTileProps {
  stream: MediaStream | null;
  name: string;
  avatar: string;
  /** My own picture: muted (no echo) and mirrored like a mirror. */
  local?: boolean;
  /** Show the face instead of the picture (voice calls, camera off). */
  showVideo: boolean;
  className?: string;
  testID?: string;
}

/** One person of the call: their video, or their face and name; remote tiles also play the sound. */
export function VideoTile({ stream, name, avatar, local, showVideo, className, testID }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className={`rl-call-tile${local ? ' is-local' : ''} ${className ?? ''}`}>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={local}
        data-testid={testID}
        className={showVideo ? 'rl-call-video' : 'rl-call-video is-hidden'}
      />
      {!showVideo && (
        <div className="rl-call-face">
          <Avatar value={avatar} name={name} size={local ? 48 : 88} />
        </div>
      )}
      {name && <figcaption className="rl-call-tile-name">{name}</figcaption>}
    </figure>
  );
}
