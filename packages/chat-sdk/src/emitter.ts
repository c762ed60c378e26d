import type { EventName } from './constants.ts';
import type { Conversation } from './conversation.ts';
import type { ChatError } from './errors.ts';
import type { GroupEventDataMap } from './group-events.ts';
import type { Message } from './message.ts';
import type { RelationEventDataMap } from './relation-events.ts';
import type { NetState } from './transport.ts';

export interface ChatEvent<T = unknown> {
  name: EventName;
  data: T;
}

interface CoreEventDataMap {
  sdkStateReady: Record<string, never>;
  sdkStateNotReady: Record<string, never>;
  onMessageReceived: Message[];
  onMessageModified: Message[];
  onMessageRevoked: Message[];
  onMessageReadByPeer: Message[];
  onMessageReadReceiptReceived: {
    conversationID: string;
    messageID: string;
    sequence?: number;
    readCount?: number;
    unreadCount?: number;
    isPeerRead?: boolean;
  }[];
  onMessageReactionsUpdated: {
    conversationID: string;
    messageID: string;
    sequence: number;
    reactionList: Message['reactionList'];
  };
  onConversationListUpdated: Conversation[];
  onTotalUnreadMessageCountUpdated: number;
  netStateChange: { state: NetState };
  kickedOut: { type: string };
  onUserStatusUpdated: { userID: string; statusType: number; customStatus: string }[];
  onTypingStatusChanged: { conversationID: string; userID: string; typing: boolean };
  onSignalReceived: { conversationID: string; from: string; data: string };
  error: ChatError;
}

/** The `data` of each event: the messaging core's, the groups' and the relations'. */
export interface EventDataMap extends CoreEventDataMap, GroupEventDataMap, RelationEventDataMap {}

// biome-ignore lint/suspicious/noExplicitAny: listeners of any event are stored together
export type Listener = (event: ChatEvent<any>) => void;

export type Emit = <K extends EventName>(name: K, data: EventDataMap[K]) => void;

/** Listeners per event; one listener's exception never reaches the SDK or the other listeners. */
export class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(name: string, handler: Listener): void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(handler);
  }

  off(name: string, handler: Listener): void {
    this.listeners.get(name)?.delete(handler);
  }

  clear(): void {
    this.listeners.clear();
  }

  readonly emit: Emit = (name, data) => {
    for (const handler of [...(this.listeners.get(name) ?? [])]) {
      try {
        handler({ name, data });
      } catch {
        // a listener's error must not break the SDK
      }
    }
  };
}
