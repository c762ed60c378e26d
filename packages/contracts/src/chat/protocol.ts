import { z } from 'zod';
import { wireConversationSchema } from './conversation.ts';
import { groupPushSchemas, groupRpcSchemas } from './groups.ts';
import { outgoingMessageSchema, readReceiptInfoSchema, wireMessageSchema } from './message.ts';
import { relationPushSchemas, relationRpcSchemas } from './relations.ts';
import { signalPushSchemas, signalRpcSchemas } from './signal.ts';

/**
 * The chat wire protocol over Socket.IO (same HTTP server, path `/socket.io`).
 *
 * Handshake: `io(url, { auth: { SDKAppID, userID, userSig } })`; a bad signature is refused with a
 * connect_error whose `data` is `{ code, message }` (70001 expired, 70003 bad signature, 70013 wrong app).
 *
 * Requests: `socket.emit('rpc', { op, params }, ack)`; `ack` receives `{ code, message, data }` where
 * code 0 is success (the SDK's own convention) and other codes are those (docs/chat.md) or the
 * HTTP-like codes of contracts/errors.ts. Every op validates `params` with the schema below.
 *
 * Pushes: `socket.on('push', ({ type, data }) => ...)` with the types of `pushSchemas`. A user's every
 * device receives every push for that user, own sent messages included (multi-device sync).
 *
 * Sync (docs/chat.md): after connecting, the SDK calls `sync`, compares each
 * conversation's `maxSeq` with the highest sequence it has seen, pulls the gaps with `pullMessages`
 * (ascending, pages of up to 100) and emits each message once, in order; pushes that arrive meanwhile
 * are buffered; a pushed message whose sequence leaves a gap triggers a pull.
 */

const conversationID = z.string().regex(/^(C2C|GROUP).+/);
const messageRef = z.object({ conversationID, sequence: z.number().int().min(1) });

const messagingRpcSchemas = {
  sync: {
    params: z.object({}),
    result: z.object({ conversations: z.array(wireConversationSchema), serverTime: z.number().int() }),
  },
  pullMessages: {
    params: z.object({
      conversationID,
      afterSeq: z.number().int().min(0),
      count: z.number().int().min(1).max(100).default(100),
    }),
    result: z.object({ messageList: z.array(wireMessageSchema), isCompleted: z.boolean() }),
  },
  sendMessage: {
    params: outgoingMessageSchema,
    result: z.object({ message: wireMessageSchema }),
  },
  /** Older history, newest first page; `beforeSeq` omitted means from the latest. */
  getMessageList: {
    params: z.object({
      conversationID,
      beforeSeq: z.number().int().min(1).optional(),
      count: z.number().int().min(1).max(100).default(15),
    }),
    result: z.object({ messageList: z.array(wireMessageSchema), isCompleted: z.boolean() }),
  },
  revokeMessage: { params: messageRef, result: z.object({ message: wireMessageSchema }) },
  deleteMessage: {
    params: z.object({ conversationID, sequences: z.array(z.number().int().min(1)).min(1).max(100) }),
    result: z.object({}),
  },
  modifyMessage: {
    params: messageRef.extend({
      payload: z.record(z.string(), z.unknown()),
      cloudCustomData: z
        .string()
        .max(12 * 1024)
        .optional(),
    }),
    result: z.object({ message: wireMessageSchema }),
  },
  setMessageRead: { params: z.object({ conversationID }), result: z.object({}) },
  sendMessageReadReceipt: {
    params: z.object({ conversationID, sequences: z.array(z.number().int().min(1)).min(1).max(100) }),
    result: z.object({}),
  },
  getMessageReadReceiptList: {
    params: z.object({ conversationID, sequences: z.array(z.number().int().min(1)).min(1).max(100) }),
    result: z.object({
      list: z.array(readReceiptInfoSchema.extend({ sequence: z.number().int() })),
    }),
  },
  getGroupMessageReadMemberList: {
    params: messageRef.extend({
      filter: z.union([z.literal(0), z.literal(1)]),
      cursor: z.string().default(''),
      count: z.number().int().min(1).max(100).default(100),
    }),
    result: z.object({
      userIDList: z.array(z.string()),
      /** The same users with nick and avatar, for the read-receipt panel. */
      userInfoList: z.array(z.object({ userID: z.string(), nick: z.string(), avatar: z.string() })),
      cursor: z.string(),
      isCompleted: z.boolean(),
    }),
  },
  addMessageReaction: {
    params: messageRef.extend({ reactionID: z.string().min(1).max(64) }),
    result: z.object({}),
  },
  removeMessageReaction: {
    params: messageRef.extend({ reactionID: z.string().min(1).max(64) }),
    result: z.object({}),
  },
  getMessageReactions: {
    params: z.object({
      conversationID,
      sequences: z.array(z.number().int().min(1)).min(1).max(20),
      maxUserCountPerReaction: z.number().int().min(0).max(10).default(5),
    }),
    result: z.object({
      resultList: z.array(
        z.object({
          sequence: z.number().int(),
          reactionList: z.array(
            z.object({
              reactionID: z.string(),
              totalUserCount: z.number().int(),
              partialUserIDList: z.array(z.string()),
              reactedByMyself: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  },
  getConversationProfile: {
    params: z.object({ conversationID }),
    result: z.object({ conversation: wireConversationSchema }),
  },
  pinConversation: { params: z.object({ conversationID, isPinned: z.boolean() }), result: z.object({}) },
  setMessageRemindType: {
    params: z.object({ conversationID, messageRemindType: z.enum(['AcceptAndNotify', 'AcceptNotNotify']) }),
    result: z.object({}),
  },
  /** Hides the conversation and clears its history for the caller only. */
  deleteConversation: { params: z.object({ conversationID }), result: z.object({}) },
  clearHistoryMessage: { params: z.object({ conversationID }), result: z.object({}) },
  searchCloudMessages: {
    params: z.object({
      keywordList: z.array(z.string().min(1).max(50)).max(5).default([]),
      keywordListMatchType: z.enum(['and', 'or']).default('and'),
      messageTypeList: z.array(z.string()).max(10).default([]),
      conversationID: conversationID.optional(),
      timePosition: z.number().int().min(0).default(0),
      timePeriod: z.number().int().min(0).default(0),
      cursor: z.string().default(''),
    }),
    result: z.object({
      searchResultList: z.array(
        z.object({
          conversationID: z.string(),
          messageCount: z.number().int(),
          messageList: z.array(wireMessageSchema),
          cursor: z.string(),
        }),
      ),
      totalCount: z.number().int(),
      cursor: z.string(),
    }),
  },
  getUserStatus: {
    params: z.object({ userIDList: z.array(z.string()).min(1).max(500) }),
    result: z.object({
      successUserList: z.array(z.object({ userID: z.string(), statusType: z.number().int() })),
      failureUserList: z.array(z.object({ userID: z.string(), code: z.number().int() })),
    }),
  },
  subscribeUserStatus: {
    params: z.object({ userIDList: z.array(z.string()).min(1).max(500) }),
    result: z.object({ failureUserList: z.array(z.object({ userID: z.string(), code: z.number().int() })) }),
  },
  unsubscribeUserStatus: {
    params: z.object({ userIDList: z.array(z.string()).max(500).default([]) }),
    result: z.object({}),
  },
  setTypingStatus: { params: z.object({ conversationID, typing: z.boolean() }), result: z.object({}) },
} as const;

export const rpcSchemas = {
  ...messagingRpcSchemas,
  ...groupRpcSchemas,
  ...relationRpcSchemas,
  ...signalRpcSchemas,
} as const;

export type RpcOp = keyof typeof rpcSchemas;
export type RpcParams<O extends RpcOp> = z.input<(typeof rpcSchemas)[O]['params']>;
export type RpcResult<O extends RpcOp> = z.infer<(typeof rpcSchemas)[O]['result']>;

const messagingPushSchemas = {
  message: wireMessageSchema,
  /** A message changed: revoked, modified. The newest `version` wins. */
  messageUpdated: wireMessageSchema,
  /** C2C: the peer read my messages up to `peerReadSeq`. */
  peerRead: z.object({ conversationID, peerReadSeq: z.number().int() }),
  /** Group: read counts of my messages changed. */
  groupReceipt: z.object({
    conversationID,
    sequence: z.number().int(),
    readCount: z.number().int(),
    unreadCount: z.number().int(),
  }),
  reactions: z.object({
    conversationID,
    sequence: z.number().int(),
    reactionID: z.string(),
    totalUserCount: z.number().int(),
    partialUserIDList: z.array(z.string()),
  }),
  /** My own conversation state changed on another device or by the server (read, pin, mute, delete). */
  conversation: wireConversationSchema,
  conversationDeleted: z.object({ conversationID }),
  userStatus: z.object({ userID: z.string(), statusType: z.number().int() }),
  typing: z.object({ conversationID, typing: z.boolean() }),
  /** Another login took over, or the session ended; the SDK emits KICKED_OUT and disconnects. */
  kicked: z.object({ reason: z.string() }),
} as const;

export const pushSchemas = {
  ...messagingPushSchemas,
  ...groupPushSchemas,
  ...relationPushSchemas,
  ...signalPushSchemas,
} as const;
export type PushType = keyof typeof pushSchemas;
export type PushData<T extends PushType> = z.infer<(typeof pushSchemas)[T]>;
