import type { Friend, FriendApplication, Group, Profile } from '@renli/chat-sdk/browser';
import { conversationIDOf, parseConversationID } from '@renli/contracts/constants';

export type ContactRef = { kind: 'user'; userID: string } | { kind: 'group'; groupID: string };

/**
 * A contact is named like its conversation, `C2C<userID>` or `GROUP<groupID>` (the workspace has
 * already refused URL values that are not conversation IDs).
 */
export function parseContactID(contactID: string | undefined): ContactRef | null {
  const ref = contactID ? parseConversationID(contactID) : null;
  if (!ref) return null;
  return ref.type === 'C2C' ? { kind: 'user', userID: ref.peerID } : { kind: 'group', groupID: ref.peerID };
}

export const userContactID = (userID: string) => conversationIDOf('C2C', userID);
export const groupContactID = (groupID: string) => conversationIDOf('GROUP', groupID);

/** A friend is shown by my remark, else their nick, else their ID. */
export const friendName = (f: Friend) => f.remark || f.profile.nick || f.userID;
export const profileName = (p: Pick<Profile, 'nick' | 'userID'>) => p.nick || p.userID;

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/** 'My friends' by shown name: the Chinese collation puts Chinese names first, in pinyin order. */
export function sortFriends(friends: readonly Friend[]): Friend[] {
  return [...friends].sort(
    (a, b) => collator.compare(friendName(a), friendName(b)) || collator.compare(a.userID, b.userID),
  );
}

export const sortGroups = (groups: readonly Group[]): Group[] =>
  [...groups].sort((a, b) => collator.compare(a.name || a.groupID, b.name || b.groupID));

/** Newest applications first. */
export const sortApplications = (list: readonly FriendApplication[]): FriendApplication[] =>
  [...list].sort((a, b) => b.time - a.time);

/** IDs people type: trimmed; inner spaces are never part of an ID. */
export const normaliseSearchID = (text: string) => text.replace(/\s+/g, '');

/** The fixed sections in spec order (section 2). */
export const BUILT_IN_SECTIONS = ['applications', 'blacklist', 'groups', 'friends'] as const;
export type BuiltInSection = (typeof BUILT_IN_SECTIONS)[number];
export type SectionKey = BuiltInSection | `plugin:${string}`;

/** Section keys in display order: plugin sections (customers) after the built-in ones, none by default. */
export function sectionOrder(pluginKeys: readonly string[]): SectionKey[] {
  return [...BUILT_IN_SECTIONS, ...pluginKeys.map((k): SectionKey => `plugin:${k}`)];
}
