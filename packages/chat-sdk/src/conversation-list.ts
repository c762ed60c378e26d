import { SDK_CODE } from './constants.ts';
import type { Conversation } from './conversation.ts';
import { chatError } from './errors.ts';
import type { Message } from './message.ts';
import { ChatMessaging } from './messaging.ts';
import type { SearchCloudMessagesOptions } from './public-types.ts';
import { type ChatPromise, ok } from './session.ts';

/** Conversations (list, pin, mute, delete, unread), cloud search, online status and typing. */
export class ChatConversations extends ChatMessaging {
  // ---- conversations -------------------------------------------------------------------------

  async getConversationList(
    conversationIDList?: string[],
  ): ChatPromise<{ conversationList: Conversation[]; isSyncCompleted: boolean }> {
    this.requireLogin();
    let list = this.state.sorted();
    if (Array.isArray(conversationIDList))
      list = list.filter((c) => conversationIDList.includes(c.conversationID));
    return ok({ conversationList: list, isSyncCompleted: this.engine.isInitialized });
  }

  async getConversationProfile(conversationID: string): ChatPromise<{ conversation: Conversation }> {
    this.requireLogin();
    const { conversation } = await this.call('getConversationProfile', { conversationID });
    return ok({ conversation: this.state.mergeServerConversation(conversation) });
  }

  async pinConversation(options: {
    conversationID: string;
    isPinned: boolean;
  }): ChatPromise<{ conversationID: string }> {
    this.requireLogin();
    await this.call('pinConversation', {
      conversationID: options?.conversationID,
      isPinned: options?.isPinned,
    });
    const conv = this.state.conversations.get(options.conversationID);
    if (conv) conv.isPinned = options.isPinned;
    this.state.changed();
    return ok({ conversationID: options.conversationID });
  }

  /** `{userIDList, messageRemindType}` (C2C), `{groupID, messageRemindType}` or `{conversationID, ...}`. */
  async setMessageRemindType(options: {
    userIDList?: string[];
    groupID?: string;
    conversationID?: string;
    messageRemindType: 'AcceptAndNotify' | 'AcceptNotNotify';
  }): ChatPromise<object> {
    this.requireLogin();
    const ids: string[] = [];
    if (options?.conversationID) ids.push(options.conversationID);
    if (options?.groupID) ids.push(`GROUP${options.groupID}`);
    for (const u of options?.userIDList ?? []) ids.push(`C2C${u}`);
    if (ids.length === 0)
      throw chatError(SDK_CODE.INVALID_PARAMS, 'userIDList, groupID or conversationID is required');
    for (const conversationID of ids) {
      await this.call('setMessageRemindType', {
        conversationID,
        messageRemindType: options.messageRemindType,
      });
      const conv = this.state.conversations.get(conversationID);
      if (conv) {
        conv.messageRemindType = options.messageRemindType;
        conv.isMuted = options.messageRemindType === 'AcceptNotNotify';
      }
    }
    this.state.changed();
    return ok({});
  }

  /** Deletes the conversation and its history for me. */
  async deleteConversation(
    options: string | { conversationIDList: string[] },
  ): ChatPromise<{ conversationID?: string; conversationIDList: string[] }> {
    this.requireLogin();
    const ids = typeof options === 'string' ? [options] : [...(options?.conversationIDList ?? [])];
    if (ids.length === 0) throw chatError(SDK_CODE.INVALID_PARAMS, 'conversationID is required');
    for (const conversationID of ids) {
      await this.call('deleteConversation', { conversationID });
      this.state.forgetConversation(conversationID);
    }
    this.state.changed();
    return typeof options === 'string'
      ? ok({ conversationID: options, conversationIDList: ids })
      : ok({ conversationIDList: ids });
  }

  async clearHistoryMessage(conversationID: string): ChatPromise<object> {
    this.requireLogin();
    await this.call('clearHistoryMessage', { conversationID });
    this.state.uncache(conversationID);
    const conv = this.state.conversations.get(conversationID);
    if (conv) {
      conv.lastMessage = null;
      conv.unreadCount = 0;
      conv.readSeq = conv.maxSeq;
      conv.groupAtInfoList = [];
    }
    this.state.changed();
    return ok({});
  }

  /** Synchronous, as in Tencent's SDK: unread sum of conversations not set to AcceptNotNotify. */
  getTotalUnreadMessageCount(): number {
    return this.state.totalUnread();
  }

  // ---- search, status, typing ----------------------------------------------------------------

  async searchCloudMessages(options: SearchCloudMessagesOptions): ChatPromise<{
    totalCount: number;
    cursor: string;
    searchResultList: {
      conversationID: string;
      messageCount: number;
      messageList: Message[];
      cursor: string;
    }[];
  }> {
    this.requireLogin();
    const r = await this.call('searchCloudMessages', options ?? {});
    return ok({
      totalCount: r.totalCount,
      cursor: r.cursor,
      searchResultList: r.searchResultList.map((g) => ({
        conversationID: g.conversationID,
        messageCount: g.messageCount,
        cursor: g.cursor,
        messageList: g.messageList.map((w) => this.state.intern(w)),
      })),
    });
  }

  async getUserStatus(options: { userIDList: string[] }): ChatPromise<{
    successUserList: { userID: string; statusType: number; customStatus: string }[];
    failureUserList: { userID: string; code: number; message: string }[];
  }> {
    this.requireLogin();
    const r = await this.call('getUserStatus', { userIDList: options?.userIDList });
    return ok({
      successUserList: r.successUserList.map((u) => ({ ...u, customStatus: '' })),
      failureUserList: r.failureUserList.map((u) => ({ ...u, message: '' })),
    });
  }

  async subscribeUserStatus(options: { userIDList: string[] }): ChatPromise<{
    failureUserList: { userID: string; code: number; message: string }[];
  }> {
    this.requireLogin();
    const r = await this.call('subscribeUserStatus', { userIDList: options?.userIDList });
    return ok({ failureUserList: r.failureUserList.map((u) => ({ ...u, message: '' })) });
  }

  async unsubscribeUserStatus(options?: { userIDList?: string[] }): ChatPromise<object> {
    this.requireLogin();
    await this.call('unsubscribeUserStatus', { userIDList: options?.userIDList ?? [] });
    return ok({});
  }

  /** Renli: tells the C2C peer I am (not) typing; the peer gets TYPING_STATUS_CHANGED. */
  async setTypingStatus(options: { conversationID: string; typing: boolean }): ChatPromise<object> {
    this.requireLogin();
    await this.call('setTypingStatus', {
      conversationID: options?.conversationID,
      typing: Boolean(options?.typing),
    });
    return ok({});
  }

  /**
   * Renli: an online-only signal (call signalling) to the C2C peer or to `userIDList` of a group. Not
   * stored, not counted as unread, not a conversation's last message; receivers get SIGNAL_RECEIVED,
   * and so do my other devices.
   */
  async sendSignal(options: {
    conversationID: string;
    data: string;
    userIDList?: string[];
  }): ChatPromise<object> {
    this.requireLogin();
    await this.call('sendSignal', {
      conversationID: options?.conversationID,
      data: options?.data,
      userIDList: options?.userIDList ?? [],
    });
    return ok({});
  }
}
