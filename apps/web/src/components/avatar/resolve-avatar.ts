import { SEX, UserType } from '@renli/contracts/constants';
import { isPresetKey, PRESET_FACES, type PresetKey } from './presets.ts';

/** docs/architecture.md: 36 px generic, 98 in the platform's profile areas, 100 in the avatar chooser. */
export const AVATAR_SIZE = { default: 36, platform: 98, chooser: 100 } as const;

/** The ten background colours of name avatars (docs/architecture.md). */
export const AVATAR_COLORS = [
  '#3b6ef5',
  '#15a37a',
  '#f0772e',
  '#8a4fe0',
  '#e0456b',
  '#1c8fc4',
  '#d49a00',
  '#4b5d73',
  '#5b9e23',
  '#c9432f',
] as const;

/** A stored avatar may be a colour instead of a picture: '#rgb', '#rrggbb' or '#rrggbbaa'. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const PRESETS_PER_SEX = 10;

export interface AvatarInput {
  /** The stored avatar: empty, a hex colour, a preset key or an image URL. */
  value?: string | null;
  name?: string | null;
  userType?: number | null;
  sex?: number | null;
  /** Whether the avatar belongs to a registered, logged-in user (who gets a default face). */
  loggedIn?: boolean;
  /** The image failed to load: show the default face instead. */
  failed?: boolean;
}

export type AvatarView = { kind: 'image'; src: string } | { kind: 'color'; background: string; text: string };

/** The last two characters of the name (by code point, so emoji and rare CJK stay whole). */
export function avatarText(name: unknown): string {
  if (name === null || name === undefined) return '';
  if (typeof name !== 'string') throw new TypeError('avatar: name must be text');
  return Array.from(name.trim()).slice(-2).join('');
}

/**
 * "Random" colour from the ten, but stable for a name: the same person keeps one colour across
 * renders and screens instead of flickering.
 */
export function colorFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

export function defaultFace(userType?: number | null, sex?: number | null): PresetKey {
  if (userType === UserType.COMPANY) return 'company';
  return sex === SEX.FEMALE ? 'female1' : 'male1';
}

export function colorAvatar(name?: string | null, background?: string): AvatarView {
  const text = avatarText(name);
  return { kind: 'color', background: background ?? colorFor(name ?? ''), text };
}

/** Applies the avatar rules (docs/architecture.md), in order. */
export function resolveAvatar(input: AvatarInput): AvatarView {
  const value = input.value?.trim() ?? '';
  const fallback: AvatarView = { kind: 'image', src: PRESET_FACES[defaultFace(input.userType, input.sex)]! };
  if (input.failed) return fallback;
  if (HEX_COLOR.test(value)) return colorAvatar(input.name, value);
  if (isPresetKey(value)) return { kind: 'image', src: PRESET_FACES[value]! };
  if (value) return { kind: 'image', src: value };
  if (input.loggedIn) return fallback;
  return colorAvatar(input.name);
}

/** "Reset" in the avatar chooser: one of the first ten faces of the person's sex. */
export function randomPresetFor(sex?: number | null, random: () => number = Math.random): PresetKey {
  const index = Math.min(PRESETS_PER_SEX - 1, Math.floor(random() * PRESETS_PER_SEX)) + 1;
  return sex === SEX.FEMALE ? `female${index}` : `male${index}`;
}
