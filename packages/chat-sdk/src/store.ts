import type { WireConversation, WireMessage } from '@renli/contracts';
import { AT_ALL, AT_TYPES } from '@renli/contracts/constants';
import { EVENT } from './constants.ts';
import {
  type Conversation,
  conversationFromWire,
  conversationStub,
  lastMessageOf,
  sortConversations,
  totalUnread,
} from './conversation.ts';
import type { Emit } from './emitter.ts';
import {
  applyWire,
  deriveConversationID,
  type Message,
  messageFromWire,
  parseConversationID,
} from './message.ts';

/**
 * What one login knows locally: the conversation list and one object per message (per-conversation
 * cache by sequence, plus by ID), so updates reach the objects an app already holds. It keeps
 * unread counts and @-me markers current as messages arrive and announces list changes.
 */
export class ChatStore {
  me = '';
  readonly conversations = new Map<string, Conversation>();
  readonly byID = new Map<string, Message>();
  /** IDs of messages sent from this device: their echo is not "received". */
  readonly localSent = new Set<string>();
  /** `conversationID:sequence` of revokes/modifies in flight from this device (their echo is silent). */
  readonly selfOps = new Set<string>();
  private readonly cache = new Map<string, Map<number, Message>>();
  /** Local order in which conversations got their latest message (tie-break within one second). */
  private readonly recency = new Map<string, number>();
  private recencyClock = 0;
  private lastTotal = -1;

  constructor(
    private readonly emit: Emit,
    /** Called for a conversation first seen through a message, to fetch its profile. */
    private readonly onNewConversation: (conversationID: string) => void,
  ) {}

  reset(me = ''): void {
    this.me = me;
    this.conversations.clear();
    this.cache.clear();
    this.byID.clear();
    this.localSent.clear();
    this.selfOps.clear();
    this.recency.clear();
    this.lastTotal = -1;
  }

  store(m: Message): Message {
    if (m.sequence > 0) {
      let map = this.cache.get(m.conversationID);
      if (!map) {
        map = new Map();
        this.cache.set(m.conversationID, map);
      }
      map.set(m.sequence, m);
    }
    this.byID.set(m.ID, m);
    return m;
  }

  cached(conversationID: string, sequence: number): Message | undefined {
    return this.cache.get(conversationID)?.get(sequence);
  }

  cachedMessages(conversationID: string): Iterable<Message> {
    return this.cache.get(conversationID)?.values() ?? [];
  }

  uncache(conversationID: string, sequence?: number): void {
    if (sequence === undefined) this.cache.delete(conversationID);
    else this.cache.get(conversationID)?.delete(sequence);
  }

  forgetConversation(conversationID: string): void {
    this.conversations.delete(conversationID);
    this.cache.delete(conversationID);
  }

  /** The one object for a wire message: the cached one (updated if the wire is newer) or a new one. */
  intern(w: WireMessage): Message {
    const conversationID = deriveConversationID(w, this.me);
    const existing =
      this.cached(conversationID, w.sequence) ?? (this.localSent.has(w.ID) ? this.byID.get(w.ID) : undefined);
    if (existing) {
      if (w.version >= existing.version || existing.status !== 'success') applyWire(existing, w);
      return this.store(existing);
    }
    const m = messageFromWire(w, this.me);
    const conv = this.conversations.get(conversationID);
    if (conv) {
      if (m.flow === 'in') m.isRead = m.sequence <= conv.readSeq;
      else if (conv.type === 'C2C') m.isPeerRead ||= m.sequence <= conv.peerReadSeq;
    }
    return this.store(m);
  }

  adoptConversations(list: WireConversation[], initial: boolean): void {
    if (initial) this.conversations.clear();
    for (const w of list) this.mergeServerConversation(w);
    this.changed();
  }

  /**
   * New messages from the sync engine: cached, counted, announced (own sends from here are not). The
   * list is announced only when it moved: the echo of an own send whose ack came first changes nothing.
   */
  deliver(list: WireMessage[]): void {
    const received: Message[] = [];
    let moved = false;
    for (const w of list) {
      const own = this.localSent.has(w.ID);
      const m = this.intern(w);
      moved = this.noteInConversation(m) || moved;
      if (!own) received.push(m);
    }
    if (received.length > 0) this.emit(EVENT.MESSAGE_RECEIVED, received);
    if (moved || received.length > 0) this.changed();
  }

  /** Updates the conversation for a stored message (newer than its known maxSeq only); true if it moved. */
  noteInConversation(m: Message): boolean {
    let conv = this.conversations.get(m.conversationID);
    if (!conv) {
      const { type, peerID } = parseConversationID(m.conversationID);
      conv = conversationStub(m.conversationID, type, peerID);
      if (type === 'C2C' && m.flow === 'in') {
        conv.name = m.nick;
        conv.avatar = m.avatar;
        conv.userProfile = { userID: peerID, nick: conv.name, avatar: m.avatar };
      }
      this.conversations.set(m.conversationID, conv);
      this.onNewConversation(m.conversationID);
    }
    if (m.sequence <= conv.maxSeq) {
      if (conv.lastMessage?.lastSequence === m.sequence) conv.lastMessage = lastMessageOf(m);
      return false;
    }
    conv.maxSeq = m.sequence;
    conv.lastMessage = lastMessageOf(m);
    this.recency.set(m.conversationID, ++this.recencyClock);
    if (m.flow === 'out') {
      // Sending from any device reads the conversation up to there.
      conv.readSeq = Math.max(conv.readSeq, m.sequence);
      return true;
    }
    if (m.sequence > conv.readSeq) {
      conv.unreadCount += 1;
      if (m.conversationType === 'GROUP') this.noteMention(conv, m);
    }
    return true;
  }

  private noteMention(conv: Conversation, m: Message): void {
    const atMe = m.atUserList.includes(this.me);
    const atAll = m.atUserList.includes(AT_ALL);
    if (!atMe && !atAll) return;
    conv.groupAtInfoList.push({
      groupID: m.to,
      messageSequence: m.sequence,
      atTypeArray: [atMe && atAll ? AT_TYPES.AT_ALL_AT_ME : atAll ? AT_TYPES.AT_ALL : AT_TYPES.AT_ME],
    });
  }

  /** Refreshes the conversation's last message if it is `m` (after a revoke or modify). */
  refreshLastMessage(m: Message): void {
    const conv = this.conversations.get(m.conversationID);
    if (conv?.lastMessage?.lastSequence !== m.sequence) return;
    conv.lastMessage = lastMessageOf(m);
    this.changed();
  }

  /** Server conversation state is authoritative, except it never hides messages already delivered. */
  mergeServerConversation(w: WireConversation): Conversation {
    const next = conversationFromWire(w, this.me);
    const prev = this.conversations.get(w.conversationID);
    if (prev && prev.maxSeq > next.maxSeq) {
      // The snapshot predates messages already delivered here: keep them counted as unread.
      for (const m of this.cachedMessages(w.conversationID)) {
        if (m.flow !== 'in' || m.sequence <= next.maxSeq || m.sequence <= next.readSeq) continue;
        next.unreadCount += 1;
      }
      next.groupAtInfoList.push(...prev.groupAtInfoList.filter((a) => a.messageSequence > next.maxSeq));
      next.maxSeq = prev.maxSeq;
      next.lastMessage = prev.lastMessage;
    }
    this.conversations.set(w.conversationID, next);
    return next;
  }

  sorted(): Conversation[] {
    return sortConversations([...this.conversations.values()], (id) => this.recency.get(id) ?? 0);
  }

  totalUnread(): number {
    return totalUnread(this.conversations.values());
  }

  /** Announces the list, and the unread total when it moved. */
  changed(): void {
    this.emit(EVENT.CONVERSATION_LIST_UPDATED, this.sorted());
    const total = this.totalUnread();
    if (total !== this.lastTotal) {
      this.lastTotal = total;
      this.emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, total);
    }
  }
}
