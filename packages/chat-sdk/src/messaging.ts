import type { RpcParams } from '@renli/contracts';
import { ChatErrorCode } from '@renli/contracts/constants';
import { SDK_CODE } from './constants.ts';
import { ChatMessageFactory } from './creating.ts';
import { type ChatError, chatError, toChatError } from './errors.ts';
import { hasUploadedMedia, MEDIA_TYPES, uploadMedia } from './media.ts';
import { applyWire, type Message } from './message.ts';
import { type ChatPromise, ok } from './session.ts';
import { validateFile, validateText } from './validation.ts';

/** Sending and everything done to sent messages: revoke, delete, modify, history, receipts, reactions. */
/** One page of `getGroupMessageReadMemberList`: the read or the unread side, as Tencent names them. */
export interface ReadMemberList {
  messageID: string;
  cursor: string;
  isCompleted: boolean;
  readUserIDList?: string[];
  readUserInfoList?: ReadMemberInfo[];
  unreadUserIDList?: string[];
  unreadUserInfoList?: ReadMemberInfo[];
}

export interface ReadMemberInfo {
  userID: string;
  nick: string;
  avatar: string;
}

export class ChatMessaging extends ChatMessageFactory {
  // ---- send ----------------------------------------------------------------------------------

  async sendMessage(message: Message, _options?: Record<string, unknown>): ChatPromise<{ message: Message }> {
    this.requireLogin();
    if (!message?.ID || message.from !== this.me)
      throw chatError(SDK_CODE.INVALID_PARAMS, 'not a message created by this chat');
    if (message.status === 'success') return ok({ message });
    this.state.localSent.add(message.ID);
    this.state.byID.set(message.ID, message);
    message.status = 'unSend';
    try {
      this.validate(message);
      await this.uploadIfNeeded(message);
      const { message: w } = await this.call('sendMessage', {
        ID: message.ID,
        conversationType: message.conversationType,
        to: message.to,
        type: message.type,
        payload: message.payload,
        cloudCustomData: message.cloudCustomData,
        atUserList: message.atUserList,
        needReadReceipt: message.needReadReceipt,
      });
      // The echo push may have come first and recorded and announced the message already.
      const echoed = (message.status as string) === 'success';
      applyWire(message, w);
      this.state.store(message);
      if (!echoed) {
        this.state.noteInConversation(message);
        this.state.changed();
      }
      return ok({ message });
    } catch (e) {
      const err = toChatError(e);
      if (err.code === ChatErrorCode.SENSITIVE_TEXT || err.code === ChatErrorCode.SENSITIVE_IMAGE)
        message.hasRiskContent = true;
      // The echo push may have arrived although the ack was lost: then it is sent.
      if ((message.status as string) === 'success') return ok({ message });
      message.status = 'fail';
      throw chatError(err.code, err.message, { message });
    }
  }

  /** Sends a failed message again with the same ID; the server dedupes by (sender, ID). */
  async resendMessage(message: Message): ChatPromise<{ message: Message }> {
    if (message?.status !== 'fail')
      throw chatError(SDK_CODE.INVALID_PARAMS, 'only failed messages can be resent');
    if (message.hasRiskContent)
      throw chatError(ChatErrorCode.SENSITIVE_TEXT, 'message has risk content and cannot be resent');
    return this.sendMessage(message);
  }

  private validate(message: Message): void {
    let err: ChatError | undefined;
    if (message.type === 'TIMTextElem') err = validateText(message.payload.text, this.blockWords);
    const media = this.media.get(message);
    if (MEDIA_TYPES.includes(message.type)) {
      const uploaded = message.progress === 1 && !media;
      if (!uploaded && !hasUploadedMedia(message.payload)) err = validateFile(message.type, media?.file);
    }
    if (message.type === 'TIMCustomElem' && typeof message.payload.data !== 'string')
      err = chatError(SDK_CODE.INVALID_PARAMS, 'payload.data must be a string');
    if (err) throw err;
  }

  private async uploadIfNeeded(message: Message): Promise<void> {
    const media = this.media.get(message);
    if (!media || hasUploadedMedia(message.payload)) return;
    await uploadMedia(message, media, {
      baseURL: this.baseURL,
      SDKAppID: this.SDKAppID,
      userID: this.me,
      userSig: this.sig,
    });
  }

  // ---- message operations --------------------------------------------------------------------

  async revokeMessage(message: Message): ChatPromise<{ message: Message }> {
    this.requireLogin();
    const ref = this.ref(message);
    const w = await this.selfOp(ref, () => this.call('revokeMessage', ref));
    applyWire(message, w.message);
    this.state.refreshLastMessage(message);
    return ok({ message });
  }

  async deleteMessage(messageList: Message[]): ChatPromise<{ messageList: Message[] }> {
    this.requireLogin();
    const { conversationID, sequences } = this.sameConversation(messageList);
    await this.call('deleteMessage', { conversationID, sequences });
    for (const m of messageList) {
      m.isDeleted = true;
      this.state.uncache(conversationID, m.sequence);
    }
    return ok({ messageList });
  }

  async modifyMessage(message: Message): ChatPromise<{ message: Message }> {
    this.requireLogin();
    if (message.type === 'TIMTextElem') {
      const err = validateText(message.payload.text, this.blockWords);
      if (err) throw err;
    }
    const ref = this.ref(message);
    const { message: w } = await this.selfOp(ref, () =>
      this.call('modifyMessage', {
        ...ref,
        payload: message.payload,
        cloudCustomData: message.cloudCustomData,
      }),
    );
    applyWire(message, w);
    return ok({ message });
  }

  async getMessageList(options: {
    conversationID: string;
    nextReqMessageID?: string;
    count?: number;
  }): ChatPromise<{ messageList: Message[]; nextReqMessageID: string; isCompleted: boolean }> {
    this.requireLogin();
    const { conversationID, nextReqMessageID } = options ?? ({} as { conversationID: string });
    let beforeSeq: number | undefined;
    if (nextReqMessageID) {
      const anchor = this.state.byID.get(nextReqMessageID);
      if (!anchor || anchor.conversationID !== conversationID || !(anchor.sequence > 0))
        throw chatError(SDK_CODE.INVALID_PARAMS, 'unknown nextReqMessageID');
      beforeSeq = anchor.sequence;
    }
    const params: RpcParams<'getMessageList'> = { conversationID, count: Math.min(100, options.count ?? 15) };
    if (beforeSeq !== undefined) params.beforeSeq = beforeSeq;
    const r = await this.call('getMessageList', params);
    const messageList = [...r.messageList]
      .sort((a, b) => a.sequence - b.sequence)
      .map((w) => this.state.intern(w))
      .filter((m) => !m.isDeleted);
    return ok({ messageList, nextReqMessageID: messageList[0]?.ID ?? '', isCompleted: r.isCompleted });
  }

  async setMessageRead(options: { conversationID: string }): ChatPromise<object> {
    this.requireLogin();
    await this.call('setMessageRead', { conversationID: options?.conversationID });
    const conv = this.state.conversations.get(options.conversationID);
    if (conv) {
      conv.unreadCount = 0;
      conv.readSeq = Math.max(conv.readSeq, conv.maxSeq);
      conv.groupAtInfoList = [];
    }
    for (const m of this.state.cachedMessages(options.conversationID)) m.isRead = true;
    this.state.changed();
    return ok({});
  }

  async sendMessageReadReceipt(messageList: Message[]): ChatPromise<object> {
    this.requireLogin();
    await this.call('sendMessageReadReceipt', this.sameConversation(messageList));
    return ok({});
  }

  async getMessageReadReceiptList(messageList: Message[]): ChatPromise<{ messageList: Message[] }> {
    this.requireLogin();
    const { list } = await this.call('getMessageReadReceiptList', this.sameConversation(messageList));
    for (const r of list) {
      const m = messageList.find((x) => x.sequence === r.sequence);
      if (!m) continue;
      m.readReceiptInfo = { readCount: r.readCount, unreadCount: r.unreadCount, isPeerRead: r.isPeerRead };
      if (m.conversationType === 'C2C') m.isPeerRead = r.isPeerRead;
    }
    return ok({ messageList });
  }

  async getGroupMessageReadMemberList(options: {
    message: Message;
    filter: 0 | 1;
    cursor?: string;
    count?: number;
  }): ChatPromise<ReadMemberList> {
    this.requireLogin();
    const r = await this.call('getGroupMessageReadMemberList', {
      ...this.ref(options.message),
      filter: options.filter,
      cursor: options.cursor ?? '',
      count: Math.min(100, options.count ?? 100),
    });
    const infos = r.userInfoList;
    const data: ReadMemberList = {
      messageID: options.message.ID,
      cursor: r.cursor,
      isCompleted: r.isCompleted,
    };
    if (options.filter === 0) {
      data.readUserIDList = r.userIDList;
      data.readUserInfoList = infos;
    } else {
      data.unreadUserIDList = r.userIDList;
      data.unreadUserInfoList = infos;
    }
    return ok(data);
  }

  async addMessageReaction(
    message: Message,
    reactionID: string,
  ): ChatPromise<{ message: Message; reactionID: string }> {
    this.requireLogin();
    await this.call('addMessageReaction', { ...this.ref(message), reactionID });
    return ok({ message, reactionID });
  }

  async removeMessageReaction(
    message: Message,
    reactionID: string,
  ): ChatPromise<{ message: Message; reactionID: string }> {
    this.requireLogin();
    await this.call('removeMessageReaction', { ...this.ref(message), reactionID });
    return ok({ message, reactionID });
  }

  async getMessageReactions(options: {
    messageList: Message[];
    maxUserCountPerReaction?: number;
  }): ChatPromise<{ resultList: { messageID: string; reactionList: Message['reactionList'] }[] }> {
    this.requireLogin();
    const { conversationID, sequences } = this.sameConversation(options?.messageList);
    const r = await this.call('getMessageReactions', {
      conversationID,
      sequences,
      maxUserCountPerReaction: options.maxUserCountPerReaction ?? 5,
    });
    const resultList = r.resultList.map((x) => {
      const m = options.messageList.find((mm) => mm.sequence === x.sequence);
      if (m) m.reactionList = x.reactionList;
      return { messageID: m?.ID ?? '', reactionList: x.reactionList };
    });
    return ok({ resultList });
  }
}
