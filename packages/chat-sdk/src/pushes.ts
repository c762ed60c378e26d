import type {
  groupPushSchemas,
  PushData,
  PushType,
  relationPushSchemas,
  WireConversation,
  WireMessage,
} from '@renli/contracts';
import { EVENT } from './constants.ts';
import type { Emit } from './emitter.ts';
import {
  applyWire,
  deriveConversationID,
  type Message,
  messageFromWire,
  parseConversationID,
} from './message.ts';
import type { ChatStore } from './store.ts';
import type { SyncEngine } from './sync.ts';

export interface PushContext {
  store: ChatStore;
  engine: SyncEngine;
  emit: Emit;
  /** The server ended this session (another login, expired userSig). */
  kicked(reason: string): void;
}

/** The pushes of the messaging core; group and relation pushes are handled by their SDK layers. */
type CorePush = Exclude<PushType, keyof typeof groupPushSchemas | keyof typeof relationPushSchemas>;
type Handlers = { [T in CorePush]: (ctx: PushContext, data: PushData<T>) => void };

function messageUpdated({ store, engine, emit }: PushContext, w: WireMessage): void {
  const conversationID = deriveConversationID(w, store.me);
  if (w.sequence > engine.cursor(conversationID)) return; // the pull brings the newest state
  const existing = store.cached(conversationID, w.sequence) ?? store.byID.get(w.ID);
  if (existing && existing.version >= w.version) return;
  const wasRevoked = existing?.isRevoked ?? false;
  const target = existing ?? messageFromWire(w, store.me);
  if (existing) applyWire(existing, w);
  store.store(target);
  store.refreshLastMessage(target);
  if (store.selfOps.has(`${target.conversationID}:${target.sequence}`)) return;
  if (target.isRevoked && !wasRevoked) emit(EVENT.MESSAGE_REVOKED, [target]);
  else emit(EVENT.MESSAGE_MODIFIED, [target]);
}

function peerRead({ store, emit }: PushContext, d: PushData<'peerRead'>): void {
  const conv = store.conversations.get(d.conversationID);
  if (conv) {
    conv.peerReadSeq = Math.max(conv.peerReadSeq, d.peerReadSeq);
    if (conv.lastMessage && conv.lastMessage.lastSequence <= conv.peerReadSeq)
      conv.lastMessage.isPeerRead = true;
  }
  const changed: Message[] = [];
  for (const m of store.cachedMessages(d.conversationID)) {
    if (m.flow === 'out' && m.sequence <= d.peerReadSeq && !m.isPeerRead) {
      m.isPeerRead = true;
      m.readReceiptInfo.isPeerRead = true;
      changed.push(m);
    }
  }
  if (conv) store.changed();
  emit(EVENT.MESSAGE_READ_BY_PEER, changed);
  const receipts = changed
    .filter((m) => m.needReadReceipt)
    .map((m) => ({ conversationID: d.conversationID, messageID: m.ID, isPeerRead: true }));
  if (receipts.length > 0) emit(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, receipts);
}

function groupReceipt({ store, emit }: PushContext, d: PushData<'groupReceipt'>): void {
  const m = store.cached(d.conversationID, d.sequence);
  if (m) m.readReceiptInfo = { ...m.readReceiptInfo, readCount: d.readCount, unreadCount: d.unreadCount };
  emit(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, [
    {
      conversationID: d.conversationID,
      messageID: m?.ID ?? '',
      sequence: d.sequence,
      readCount: d.readCount,
      unreadCount: d.unreadCount,
    },
  ]);
}

function reactions({ store, emit }: PushContext, d: PushData<'reactions'>): void {
  const m = store.cached(d.conversationID, d.sequence);
  const previous = m?.reactionList ?? [];
  const prev = previous.find((r) => r.reactionID === d.reactionID);
  const entry = {
    reactionID: d.reactionID,
    totalUserCount: d.totalUserCount,
    partialUserIDList: d.partialUserIDList,
    reactedByMyself: d.partialUserIDList.includes(store.me) || (prev?.reactedByMyself ?? false),
  };
  const reactionList = previous.filter((r) => r.reactionID !== d.reactionID);
  if (d.totalUserCount > 0) reactionList.push(entry);
  if (m) m.reactionList = reactionList;
  emit(EVENT.MESSAGE_REACTIONS_UPDATED, {
    conversationID: d.conversationID,
    messageID: m?.ID ?? '',
    sequence: d.sequence,
    reactionList: [entry],
  });
}

const handlers: Handlers = {
  message: ({ engine }, w) => engine.push(w),
  messageUpdated,
  peerRead,
  groupReceipt,
  reactions,
  conversation: ({ store }, w: WireConversation) => {
    store.mergeServerConversation(w);
    store.changed();
  },
  conversationDeleted: ({ store }, { conversationID }) => {
    store.forgetConversation(conversationID);
    store.changed();
  },
  userStatus: ({ emit }, d) =>
    emit(EVENT.USER_STATUS_UPDATED, [{ userID: d.userID, statusType: d.statusType, customStatus: '' }]),
  typing: ({ emit }, d) => {
    const { type, peerID } = parseConversationID(d.conversationID);
    emit(EVENT.TYPING_STATUS_CHANGED, {
      conversationID: d.conversationID,
      userID: type === 'C2C' ? peerID : '',
      typing: d.typing,
    });
  },
  signal: ({ emit }, d) => emit(EVENT.SIGNAL_RECEIVED, d),
  kicked: (ctx, d) => ctx.kicked(d.reason),
};

export const isCorePush = (type: PushType): type is CorePush => Object.hasOwn(handlers, type);

/** Applies one core push to the local state and raises the matching events. */
export function handlePush<T extends CorePush>(ctx: PushContext, type: T, data: PushData<T>): void {
  handlers[type](ctx, data);
}
