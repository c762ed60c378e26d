import type { Group } from '@renli/chat-sdk/browser';

/** docs/chat-ui.md: file chip names are cut at about 16 width units; wide (CJK) characters count 2. */
export const CHIP_NAME_UNITS = 16;

const isWide = (ch: string) => (ch.codePointAt(0) ?? 0) > 0xff;

export function truncateName(name: string, maxUnits = CHIP_NAME_UNITS): string {
  let units = 0;
  let out = '';
  for (const ch of name) {
    units += isWide(ch) ? 2 : 1;
    if (units > maxUnits) return `${out}…`;
    out += ch;
  }
  return name;
}

export type AttachmentKind = 'image' | 'video' | 'file';

/** Dropped or pasted files: images as images, videos as videos, everything else as a file chip. */
export function attachmentKind(file: Pick<File, 'type' | 'name'>): AttachmentKind {
  if (file.type.startsWith('image/') || /\.(gif|jpe?g|png|bmp|webp)$/i.test(file.name)) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return 'file';
}

/** Empty content cannot be sent (docs/chat-ui.md): blank text and no attachment. */
export const canSend = (text: string, attachments: number) => text.trim().length > 0 || attachments > 0;

/** Characters of an e-mail's local part: an '@' right after one of these is an address, not a mention. */
const EMAIL_LOCAL_CHAR = /[A-Za-z0-9._%+-]/;

/**
 * The @-mention being typed: the text after the last '@' before the caret, when no whitespace came
 * since and that '@' starts the text or follows anything but an e-mail character (so "你好@" and
 * "hi @" mention, "a@b" does not). `null` when not mentioning.
 */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1) return null;
  if (at > 0 && EMAIL_LOCAL_CHAR.test(before[at - 1] ?? '')) return null;
  const query = before.slice(at + 1);
  if (/\s/.test(query)) return null;
  return { start: at, query };
}

/** The user IDs whose `@name ` is still in the text at send time (an edited-away mention is dropped). */
export function mentionedIDs(text: string, picked: readonly { userID: string; label: string }[]): string[] {
  return [...new Set(picked.filter((p) => text.includes(`@${p.label}`)).map((p) => p.userID))];
}

/**
 * Why the editor is replaced by a notice: muted individually until a future time, or everyone muted
 * and I am neither owner nor admin (docs/chat-ui.md).
 */
export function muteReason(
  group: Pick<Group, 'muteAllMembers' | 'selfInfo'> | undefined,
  nowSeconds: number,
) {
  if (!group?.selfInfo) return null;
  if (group.selfInfo.muteUntil > nowSeconds) return 'self' as const;
  if (group.muteAllMembers && group.selfInfo.role === 'Member') return 'all' as const;
  return null;
}
