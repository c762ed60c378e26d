import { colorFor, HEX_COLOR } from '../../components/avatar/resolve-avatar.ts';

/**
 * How a group's avatar is drawn (docs/chat-ui.md, "Groups look like groups"): a picture or preset
 * face it was given, else the group icon on its colour (the stored colour, or one chosen by the
 * name), never a person's default face or initials, so a group never passes for a one-to-one chat.
 */
export type GroupAvatarView = { kind: 'picture'; value: string } | { kind: 'icon'; background: string };

export function groupAvatarView(value: string | null | undefined, name: string): GroupAvatarView {
  const stored = value?.trim() ?? '';
  if (HEX_COLOR.test(stored)) return { kind: 'icon', background: stored };
  // A preset face's key or an image address; a malformed colour draws the icon.
  if (stored && !stored.startsWith('#')) return { kind: 'picture', value: stored };
  return { kind: 'icon', background: colorFor(name) };
}
