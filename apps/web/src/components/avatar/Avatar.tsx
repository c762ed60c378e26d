import { type CSSProperties, useState } from 'react';
import { AVATAR_SIZE, type AvatarInput, colorAvatar, resolveAvatar } from './resolve-avatar.ts';

export interface AvatarProps extends Omit<AvatarInput, 'failed'> {
  /** Pixels: 36 by default, 98 in profile areas, 100 in the avatar chooser (see AVATAR_SIZE). */
  size?: number;
  shape?: 'circle' | 'square';
  className?: string;
  style?: CSSProperties;
}

/**
 * What to draw after load failures: the stored image, then the default face, then (should a bundled
 * face ever fail too) the name on a colour, so there is never a broken-image icon.
 */
type Stage = 'value' | 'default' | 'color';

export function Avatar({
  value,
  name,
  userType,
  sex,
  loggedIn = true,
  size = AVATAR_SIZE.default,
  shape = 'circle',
  className,
  style,
}: AvatarProps) {
  // Remember which value failed so a new value starts over without an effect.
  const [failure, setFailure] = useState<{ value: typeof value; stage: Stage }>({ value, stage: 'value' });
  const stage = failure.value === value ? failure.stage : 'value';
  const input = { value, name, userType, sex, loggedIn };
  const view =
    stage === 'color' ? colorAvatar(name) : resolveAvatar({ ...input, failed: stage === 'default' });

  const box: CSSProperties = {
    width: size,
    height: size,
    borderRadius: shape === 'circle' ? '50%' : Math.round(size / 6),
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    verticalAlign: 'middle',
    ...style,
  };

  if (view.kind === 'image') {
    return (
      <img
        className={className}
        src={view.src}
        alt={name ?? ''}
        width={size}
        height={size}
        style={{ ...box, objectFit: 'cover' }}
        onError={() => setFailure({ value, stage: stage === 'value' ? 'default' : 'color' })}
      />
    );
  }
  return (
    <span
      className={className}
      role="img"
      aria-label={name ?? ''}
      style={{
        ...box,
        background: view.background,
        color: '#fff',
        fontSize: Math.max(12, Math.round(size * 0.36)),
        fontWeight: 500,
        lineHeight: 1,
        whiteSpace: 'nowrap',
        userSelect: 'none',
      }}
    >
      {view.text}
    </span>
  );
}
