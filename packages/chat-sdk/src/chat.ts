import { ChatGroups } from './groups.ts';

export type { ChatEvent, EventDataMap } from './emitter.ts';
export type { ChatOptions, ChatPromise, ChatResponse } from './session.ts';

/**
 * The chat object of `ChatSDK.create`, modelled on Tencent Cloud Chat's. Its operations are layered
 * by concern, each layer one file: session.ts (login, sync, events) <- creating.ts (message factory)
 * <- messaging.ts <- conversation-list.ts <- relations.ts (friends, blacklist, profiles) <- groups.ts.
 */
export class Chat extends ChatGroups {}
