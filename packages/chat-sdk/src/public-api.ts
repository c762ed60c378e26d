/** What both entry points export besides `ChatSDK` and their transport. */
export type { ChatEvent, ChatOptions, ChatPromise, ChatResponse, EventDataMap } from './chat.ts';
export { Chat } from './chat.ts';
export { EVENT, SDK_CODE, TYPES } from './constants.ts';
export type { Conversation, GroupAtInfo, LastMessage } from './conversation.ts';
export { type ChatError, chatError, isChatError } from './errors.ts';
export type { CreateMessageOptions } from './factory.ts';
export type { GroupSystemNotice } from './group-events.ts';
export type { Message, MessageFlow, MessageStatus, ReactionInfo } from './message.ts';
export { deriveConversationID } from './message.ts';
export type { ReadMemberInfo, ReadMemberList } from './messaging.ts';
export type * from './public-types.ts';
export type { NetState, PushHandler, Transport, TransportAuth } from './transport-types.ts';
