import type { Message } from '@renli/chat-sdk/browser';
import type { Person } from '../people-picker/picker-rules.ts';

/** docs/chat-ui.md: the tabs of the two searches; the first of each list is its default (section 9). */
export const GLOBAL_TABS = ['all', 'colleagues', 'contacts', 'groups', 'text', 'file', 'other'] as const;
export const CONVERSATION_TABS = ['text', 'file', 'media', 'other'] as const;
export type GlobalTab = (typeof GLOBAL_TABS)[number];
export type ConversationTab = (typeof CONVERSATION_TABS)[number];
export type CloudTab = 'text' | 'file' | 'media' | 'other';

/** How a result row is drawn (docs/chat-ui.md): contact or group rows, text bubbles, file cards, thumbnails. */
export type DisplayType = 'info' | 'bubble' | 'file' | 'image';

const OTHER_TYPES = [
  'TIMSoundElem',
  'TIMFaceElem',
  'TIMLocationElem',
  'TIMCustomElem',
  'TIMRelayElem',
] as const;

/**
 * The cloud search's messageTypeList per tab. Globally, images and videos count as 'other' (there is
 * no media tab); inside a conversation they have their own tab.
 */
export function messageTypesOf(tab: CloudTab, scope: 'global' | 'conversation'): string[] {
  switch (tab) {
    case 'text':
      return ['TIMTextElem'];
    case 'file':
      return ['TIMFileElem'];
    case 'media':
      return ['TIMImageElem', 'TIMVideoFileElem'];
    case 'other':
      return scope === 'global' ? [...OTHER_TYPES, 'TIMImageElem', 'TIMVideoFileElem'] : [...OTHER_TYPES];
  }
}

/** The tabs whose results are people or groups rather than messages. */
export type InfoTab = 'colleagues' | 'contacts' | 'groups';
export const INFO_TABS: readonly InfoTab[] = ['colleagues', 'contacts', 'groups'];
export const isInfoTab = (tab: string): tab is InfoTab => INFO_TABS.includes(tab as InfoTab);

export function displayTypeOf(tab: GlobalTab | ConversationTab): DisplayType {
  if (isInfoTab(tab)) return 'info';
  if (tab === 'file') return 'file';
  if (tab === 'media') return 'image';
  return 'bubble';
}

/** docs/chat-ui.md: the 'all' tab previews three results of each type, with 'view more' to the tab. */
export const ALL_TAB_PREVIEW = 3;

export const previewOf = <T>(list: readonly T[]): { shown: T[]; more: boolean } => ({
  shown: list.slice(0, ALL_TAB_PREVIEW),
  more: list.length > ALL_TAB_PREVIEW,
});

export interface DateGroup {
  /** Local midnight of the day, in ms: a stable key and the label's input. */
  day: number;
  messages: Message[];
}

/** Messages (newest first, as the search returns them) grouped by their local day, newest day first. */
export function groupByDate(messages: readonly Message[]): DateGroup[] {
  const groups: DateGroup[] = [];
  for (const m of messages) {
    const d = new Date(m.time * 1000);
    const day = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(m);
    else groups.push({ day, messages: [m] });
  }
  return groups;
}

/** A contact or group row of the local tabs. */
export interface InfoHit {
  conversationID: string;
  name: string;
  /** The ID, shown under the name unless there is a `detail`. */
  sub: string;
  /** Shown under the name instead of the ID: a colleague's department and position. */
  detail?: string;
  avatar: string;
  kind: 'C2C' | 'GROUP';
}

const matches = (keywords: readonly string[], fields: readonly string[]) => {
  const haystack = fields.map((f) => f.toLowerCase());
  return keywords.every((k) => haystack.some((f) => f.includes(k.toLowerCase())));
};

interface ContactSource {
  userID: string;
  nick: string;
  remark?: string;
  avatar: string;
}

/**
 * Contacts: friends and single-chat partners whose remark, nick or ID contains every keyword, friends
 * first, each person once. The name shown is the remark when there is one.
 */
export function matchContacts(
  keywords: readonly string[],
  friends: readonly ContactSource[],
  partners: readonly ContactSource[],
): InfoHit[] {
  if (keywords.length === 0) return [];
  const seen = new Set<string>();
  const hits: InfoHit[] = [];
  for (const p of [...friends, ...partners]) {
    if (seen.has(p.userID)) continue;
    seen.add(p.userID);
    if (!matches(keywords, [p.remark ?? '', p.nick, p.userID])) continue;
    hits.push({
      conversationID: `C2C${p.userID}`,
      name: p.remark || p.nick || p.userID,
      sub: p.userID,
      avatar: p.avatar,
      kind: 'C2C',
    });
  }
  return hits;
}

/** A colleague the address book found: department and position under the name. */
export const colleagueHit = (p: Person): InfoHit => ({
  conversationID: `C2C${p.userID}`,
  name: p.nick,
  sub: p.userID,
  detail: p.detail,
  avatar: p.avatar,
  kind: 'C2C',
});

/** Joined groups whose name or ID contains every keyword. */
export function matchGroups(
  keywords: readonly string[],
  groups: readonly { groupID: string; name: string; avatar: string }[],
): InfoHit[] {
  if (keywords.length === 0) return [];
  return groups
    .filter((g) => matches(keywords, [g.name, g.groupID]))
    .map((g) => ({
      conversationID: `GROUP${g.groupID}`,
      name: g.name || g.groupID,
      sub: g.groupID,
      avatar: g.avatar,
      kind: 'GROUP',
    }));
}
