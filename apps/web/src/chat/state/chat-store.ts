import type {
  Conversation,
  Group,
  GroupApplication,
  Message,
  NetState,
  Profile,
} from '@renli/chat-sdk/browser';
import { createStore } from 'zustand/vanilla';

/** One conversation's loaded history: ascending, oldest first, as `getMessageList` pages it. */
export interface Thread {
  messages: Message[];
  nextReqMessageID: string;
  isCompleted: boolean;
  loading: boolean;
}

export type ChatPhase = 'idle' | 'connecting' | 'ready' | 'kicked' | 'failed';

/**
 * Client state of the chat workspace. The SDK owns the truth (and mutates its message objects in
 * place on revoke, modify, receipts, progress); this store mirrors what the screens need and keeps a
 * revision per message ID so a row re-renders exactly when its object changed.
 */
export interface ChatState {
  phase: ChatPhase;
  netState: NetState;
  me: Profile | null;
  conversations: Conversation[];
  totalUnread: number;
  threads: Record<string, Thread>;
  revs: Record<string, number>;
  /** conversationID -> the peer is typing. */
  typing: Record<string, boolean>;
  /** userID -> online, for subscribed users (single-chat peers). */
  online: Record<string, boolean>;
  groups: Record<string, Group>;
  groupApplications: GroupApplication[];
  /** `CHAT_OFFICIAL_MODE` of the server (from the userSig): single chats only between two-way friends. */
  officialMode: boolean;
  /** Friend applications to me not yet read: the contacts tab's badge, live before the contacts screen loads. */
  friendApplicationUnread: number;
  /** Users a screen shows online dots for besides single-chat peers (the contacts' friends). */
  watchedUsers: string[];
}

export const initialChatState = (): ChatState => ({
  phase: 'idle',
  netState: 'connecting',
  me: null,
  conversations: [],
  totalUnread: 0,
  threads: {},
  revs: {},
  typing: {},
  online: {},
  groups: {},
  groupApplications: [],
  officialMode: false,
  friendApplicationUnread: 0,
  watchedUsers: [],
});

export const chatStore = createStore<ChatState>(initialChatState);

export const emptyThread = (): Thread => ({
  messages: [],
  nextReqMessageID: '',
  isCompleted: false,
  loading: false,
});

/** Marks messages changed so their rows re-render (the objects themselves were updated by the SDK). */
export function touchIDs(ids: readonly string[]): void {
  if (ids.length === 0) return;
  chatStore.setState((s) => {
    const revs = { ...s.revs };
    for (const id of ids) revs[id] = (revs[id] ?? 0) + 1;
    return { revs };
  });
}

export const touchMessages = (messages: readonly Message[]) => touchIDs(messages.map((m) => m.ID));

export function patchThread(conversationID: string, patch: (t: Thread) => Partial<Thread>): void {
  chatStore.setState((s) => {
    const current = s.threads[conversationID] ?? emptyThread();
    return { threads: { ...s.threads, [conversationID]: { ...current, ...patch(current) } } };
  });
}

/**
 * Adds messages to a loaded thread in sequence order; a message already there (same ID, e.g. an own
 * send whose echo arrives) is replaced in place. Unloaded threads stay unloaded: opening them pages
 * from the SDK, which already has these messages.
 */
export function mergeIntoThread(conversationID: string, incoming: readonly Message[]): void {
  const thread = chatStore.getState().threads[conversationID];
  if (!thread) return;
  patchThread(conversationID, (t) => {
    const byID = new Map(t.messages.map((m, i) => [m.ID, i]));
    const messages = [...t.messages];
    for (const m of incoming) {
      const at = byID.get(m.ID);
      if (at === undefined) {
        byID.set(m.ID, messages.length);
        messages.push(m);
      } else messages[at] = m;
    }
    return { messages: sortBySequence(messages) };
  });
}

/** Stored messages by sequence; unsent ones (sequence 0) stay last in the order they were created. */
export function sortBySequence(messages: Message[]): Message[] {
  const stored = messages.filter((m) => m.sequence > 0).sort((a, b) => a.sequence - b.sequence);
  const pending = messages.filter((m) => m.sequence === 0);
  return stored.length === messages.length ? stored : [...stored, ...pending];
}

export function removeFromThread(conversationID: string, ids: ReadonlySet<string>): void {
  if (!chatStore.getState().threads[conversationID]) return;
  patchThread(conversationID, (t) => ({ messages: t.messages.filter((m) => !ids.has(m.ID)) }));
}

/**
 * Group tips say how many members the group has after the change (`memberNum`): the member count
 * shown in the manage screen and the contacts follows joins, quits and removals without a refetch.
 */
export function applyGroupTips(messages: readonly Message[]): void {
  const counts = new Map<string, number>();
  for (const m of messages) {
    const memberNum = m.payload?.memberNum;
    if (m.type === 'TIMGroupTipElem' && m.conversationType === 'GROUP' && typeof memberNum === 'number') {
      counts.set(m.to, memberNum);
    }
  }
  if (counts.size === 0) return;
  chatStore.setState((s) => {
    const groups = { ...s.groups };
    for (const [groupID, memberCount] of counts) {
      const group = groups[groupID];
      if (group && group.memberCount !== memberCount) groups[groupID] = { ...group, memberCount };
    }
    return { groups };
  });
}
