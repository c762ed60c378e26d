import type { RpcOp, rpcSchemas } from '@renli/contracts';
import type { z } from 'zod';
import type { Caller, ChatServices } from './context.ts';
import { groupHandlers } from './groups/handlers.ts';
import * as ops from './ops.ts';
import { readAccess, writeAccess } from './policy.ts';
import { reactionHandlers } from './reactions.ts';
import { receiptHandlers } from './receipts.ts';
import { relationHandlers } from './relations/handlers.ts';
import { searchCloudMessages } from './search.ts';
import { sendMessage } from './send.ts';
import { sendSignal } from './signal.ts';
import { getUserStatus, subscribeUserStatus } from './status.ts';
import { conversationProfile, getMessageList, listConversations, pullMessages } from './sync.ts';

type Params<O extends RpcOp> = z.infer<(typeof rpcSchemas)[O]['params']>;
type Result<O extends RpcOp> = z.input<(typeof rpcSchemas)[O]['result']>;
export type RpcHandler<O extends RpcOp> = (
  s: ChatServices,
  caller: Caller,
  params: Params<O>,
) => Promise<Result<O>>;
export type HandlersOf<K extends RpcOp> = { [O in K]: RpcHandler<O> };
export type RpcHandlers = HandlersOf<RpcOp>;

/** Every op of protocol.ts: resolve access (policy), call the service, shape the result. */
export const rpcHandlers: RpcHandlers = {
  sync: async (s, caller) => ({
    conversations: await listConversations(s.db, caller.userID),
    serverTime: Math.floor(Date.now() / 1000),
  }),
  pullMessages: async (s, caller, p) =>
    pullMessages(s, caller, await readAccess(s, caller, p.conversationID), p.afterSeq, p.count),
  getMessageList: async (s, caller, p) =>
    getMessageList(s, caller, await readAccess(s, caller, p.conversationID), p.beforeSeq, p.count),
  sendMessage: async (s, caller, p) => ({ message: await sendMessage(s, caller, p) }),
  revokeMessage: async (s, caller, p) => ({
    message: await ops.revokeMessage(s, caller, await writeAccess(s, caller, p.conversationID), p.sequence),
  }),
  deleteMessage: async (s, caller, p) => {
    await ops.deleteMessages(s, caller, await readAccess(s, caller, p.conversationID), p.sequences);
    return {};
  },
  modifyMessage: async (s, caller, p) => ({
    message: await ops.modifyMessage(s, caller, await writeAccess(s, caller, p.conversationID), p),
  }),
  setMessageRead: async (s, caller, p) => {
    await ops.setMessageRead(s, caller, await readAccess(s, caller, p.conversationID));
    return {};
  },
  getConversationProfile: async (s, caller, p) => ({
    conversation: await conversationProfile(
      s.db,
      caller.userID,
      await readAccess(s, caller, p.conversationID),
    ),
  }),
  pinConversation: async (s, caller, p) => {
    await ops.pinConversation(s, caller, await readAccess(s, caller, p.conversationID), p.isPinned);
    return {};
  },
  setMessageRemindType: async (s, caller, p) => {
    await ops.setRemindType(s, caller, await readAccess(s, caller, p.conversationID), p.messageRemindType);
    return {};
  },
  deleteConversation: async (s, caller, p) => {
    await ops.deleteConversation(s, caller, await readAccess(s, caller, p.conversationID));
    return {};
  },
  clearHistoryMessage: async (s, caller, p) => {
    await ops.clearHistory(s, caller, await readAccess(s, caller, p.conversationID));
    return {};
  },
  setTypingStatus: async (s, caller, p) => {
    ops.setTyping(s, caller, await readAccess(s, caller, p.conversationID), p.typing);
    return {};
  },
  getUserStatus: async (s, _caller, p) => getUserStatus(s, p.userIDList),
  subscribeUserStatus: async (s, caller, p) => subscribeUserStatus(s, caller, p.userIDList),
  unsubscribeUserStatus: async (s, caller, p) => {
    await s.presence.unsubscribe(caller.userID, p.userIDList);
    return {};
  },
  searchCloudMessages: async (s, caller, p) => searchCloudMessages(s, caller, p),
  sendSignal: async (s, caller, p) => {
    await sendSignal(s, caller, p);
    return {};
  },
  ...receiptHandlers,
  ...reactionHandlers,
  ...groupHandlers,
  ...relationHandlers,
};
