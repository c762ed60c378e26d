import type { Message } from '@renli/chat-sdk/browser';
import { requireChat } from '../session/chat-client.ts';
import {
  chatStore,
  emptyThread,
  mergeIntoThread,
  patchThread,
  removeFromThread,
  touchMessages,
} from './chat-store.ts';

/** History page size: one screen and a half of ordinary messages. */
export const PAGE_SIZE = 20;

/** Loads the newest page of a conversation the first time it is opened. */
export async function openThread(conversationID: string): Promise<void> {
  if (chatStore.getState().threads[conversationID]) return;
  patchThread(conversationID, () => ({ ...emptyThread(), loading: true }));
  try {
    const { data } = await requireChat().getMessageList({ conversationID, count: PAGE_SIZE });
    patchThread(conversationID, (t) => ({
      // Messages received while the page was on its way are kept.
      messages: dedupe([...data.messageList, ...t.messages]),
      nextReqMessageID: data.nextReqMessageID,
      isCompleted: data.isCompleted,
      loading: false,
    }));
  } catch (error) {
    chatStore.setState((s) => {
      const { [conversationID]: _, ...threads } = s.threads;
      return { threads };
    });
    throw error;
  }
}

/** 'View more': the page before the oldest loaded message. */
export async function loadOlder(conversationID: string): Promise<void> {
  const thread = chatStore.getState().threads[conversationID];
  if (!thread || thread.loading || thread.isCompleted) return;
  patchThread(conversationID, () => ({ loading: true }));
  try {
    const { data } = await requireChat().getMessageList({
      conversationID,
      nextReqMessageID: thread.nextReqMessageID,
      count: PAGE_SIZE,
    });
    patchThread(conversationID, (t) => ({
      messages: dedupe([...data.messageList, ...t.messages]),
      nextReqMessageID: data.nextReqMessageID,
      isCompleted: data.isCompleted,
    }));
  } finally {
    patchThread(conversationID, () => ({ loading: false }));
  }
}

function dedupe(messages: Message[]): Message[] {
  const seen = new Set<string>();
  return messages.filter((m) => {
    if (seen.has(m.ID)) return false;
    seen.add(m.ID);
    return true;
  });
}

/** Sends a created message: it shows at once as unSend, then success or fail. Rejects with the SDK error. */
export async function sendCreated(message: Message): Promise<Message> {
  mergeIntoThread(message.conversationID, [message]);
  touchMessages([message]);
  try {
    const { data } = await requireChat().sendMessage(message);
    return data.message;
  } finally {
    mergeIntoThread(message.conversationID, [message]);
    touchMessages([message]);
  }
}

export async function resend(message: Message): Promise<void> {
  touchMessages([message]);
  try {
    await requireChat().resendMessage(message);
  } finally {
    touchMessages([message]);
  }
}

/**
 * Texts of messages this tab revoked, for 'Re-edit': the revoked message itself no longer carries its
 * content once the server has revoked it.
 */
const revokedTexts = new Map<string, string>();
export const revokedText = (messageID: string) => revokedTexts.get(messageID);

export async function revoke(message: Message): Promise<void> {
  if (message.type === 'TIMTextElem') revokedTexts.set(message.ID, String(message.payload.text ?? ''));
  await requireChat().revokeMessage(message);
  touchMessages([message]);
}

export async function deleteMessages(messages: Message[]): Promise<void> {
  const first = messages[0];
  if (!first) return;
  await requireChat().deleteMessage(messages);
  removeFromThread(first.conversationID, new Set(messages.map((m) => m.ID)));
}

export async function markRead(conversationID: string): Promise<void> {
  const conversation = chatStore.getState().conversations.find((c) => c.conversationID === conversationID);
  if (!conversation || conversation.unreadCount === 0) return;
  await requireChat().setMessageRead({ conversationID });
}

export async function deleteConversation(conversationID: string): Promise<void> {
  await requireChat().deleteConversation(conversationID);
  chatStore.setState((s) => {
    const { [conversationID]: _, ...threads } = s.threads;
    return { threads };
  });
}

export const pinConversation = (conversationID: string, isPinned: boolean) =>
  requireChat().pinConversation({ conversationID, isPinned });

export const muteConversation = (conversationID: string, muted: boolean) =>
  requireChat().setMessageRemindType({
    conversationID,
    messageRemindType: muted ? 'AcceptNotNotify' : 'AcceptAndNotify',
  });
