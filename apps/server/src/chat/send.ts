import { randomUUID } from 'node:crypto';
import {
  AT_ALL,
  conversationIDOf,
  type MessageType,
  type OutgoingMessage,
  type PushData,
  type PushType,
  type WireMessage,
} from '@renli/contracts';
import { ensureChatAccounts } from './accounts.ts';
import type { Caller, ChatServices } from './context.ts';
import { memberIDsAmong } from './groups/members.ts';
import { resolveMediaPayload } from './media.ts';
import { accessConversation, assertMaySpeak, type ConversationAccess, keepsHistory } from './policy.ts';
import { toWireMessage } from './presenter.ts';
import { assertMayMessagePeer } from './relations/policy.ts';
import { validatePayload } from './validate.ts';

/** A push about a conversation to everyone in it: both sides of a C2C pair, or the group's room. */
export function pushToConversation<T extends PushType>(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  type: T,
  data: PushData<T>,
): void {
  if (access.type === 'GROUP') s.rooms.push(access.peerID, type, data);
  else s.push([caller.userID, access.peerID], type, data);
}

export interface Delivery {
  access: ConversationAccess;
  type: MessageType;
  payload: Record<string, unknown>;
  searchText: string;
  clientId?: string;
  cloudCustomData?: string;
  atUserList?: string[];
  needReadReceipt?: boolean;
}

/**
 * Stores one message through the group-commit batcher (its sequence assigned in that transaction)
 * and only then pushes it to everyone in the conversation, the sender's devices included. A resend
 * (same sender and client ID) returns the stored message and pushes nothing.
 */
export async function storeAndDeliver(s: ChatServices, caller: Caller, d: Delivery): Promise<WireMessage> {
  const { access } = d;
  const atUserList = access.type === 'GROUP' ? [...new Set(d.atUserList ?? [])] : [];
  const named = atUserList.filter((id) => id !== AT_ALL && id !== caller.userID);
  const [accounts, mentionable] = await Promise.all([
    ensureChatAccounts(s.db, [caller.userID]),
    access.type === 'GROUP' ? memberIDsAmong(s.db, access.peerID, named) : new Set<string>(),
  ]);
  const me = accounts.get(caller.userID);
  const result = await s.batcher.submit({
    persist: keepsHistory(access),
    mentions: atUserList.filter((id) => id === AT_ALL || mentionable.has(id)),
    row: {
      threadId: access.threadId,
      senderId: caller.userID,
      clientId: d.clientId ?? randomUUID(),
      convType: access.type,
      toId: access.peerID,
      type: d.type,
      payload: d.payload,
      searchText: d.searchText,
      nick: me?.nick ?? '',
      avatar: me?.faceUrl ?? '',
      cloudCustomData: d.cloudCustomData ?? '',
      atUserList,
      needReadReceipt: d.needReadReceipt ?? false,
      revoked: false,
      revoker: '',
      risk: false,
      modified: false,
      version: 0,
      time: Math.floor(Date.now() / 1000),
    },
  });
  const wire = toWireMessage(result.row);
  if (result.created) pushToConversation(s, caller, access, 'message', wire);
  return wire;
}

/** A client's send: validated, authorised (member, not muted, not blocked), media resolved, stored. */
export async function sendMessage(
  s: ChatServices,
  caller: Caller,
  msg: OutgoingMessage,
): Promise<WireMessage> {
  const validated = validatePayload(msg.type, msg.payload, s.sensitiveWords);
  const access = await accessConversation(
    s.db,
    caller.userID,
    conversationIDOf(msg.conversationType, msg.to),
  );
  assertMaySpeak(access);
  if (access.type === 'C2C') await assertMayMessagePeer(s, caller.userID, access.peerID);
  return storeAndDeliver(s, caller, {
    access,
    type: msg.type,
    payload: await resolveMediaPayload(s.db, msg.type, validated.payload),
    searchText: validated.searchText,
    clientId: msg.ID,
    cloudCustomData: msg.cloudCustomData,
    atUserList: msg.atUserList,
    needReadReceipt: msg.needReadReceipt,
  });
}
