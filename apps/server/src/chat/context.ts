import type { PushData, PushType } from '@renli/contracts';
import type { Config } from '../config.ts';
import type { DomainEvents } from '../core/events.ts';
import type { Locale } from '../core/i18n/index.ts';
import type { Database } from '../db/client.ts';
import type { SendBatcher } from './batcher.ts';
import type { Presence } from './presence.ts';

/** Delivers a push to every device of the given users, on any node. */
export type Pusher = <T extends PushType>(userIDs: string[], type: T, data: PushData<T>) => void;

/**
 * One Socket.IO room per group: a group's pushes are one emit whatever its size (a Community of
 * 100000 members is never loaded to fan out), on every node through the adapter.
 */
export interface GroupRooms {
  push<T extends PushType>(groupID: string, type: T, data: PushData<T>): void;
  /** Puts every connected device of these users in the group's room. */
  join(userIDs: string[], groupID: string): void;
  leave(userIDs: string[], groupID: string): void;
  /** Empties the room (the group was dismissed). */
  close(groupID: string): void;
}

/** What the chat services share for one running server. */
export interface ChatServices {
  db: Database;
  config: Config;
  batcher: SendBatcher;
  presence: Presence;
  push: Pusher;
  rooms: GroupRooms;
  /** Tells every device of the user why (`kicked` push) and disconnects them, on any node. */
  kick(userID: string, reason: string): void;
  sensitiveWords: string[];
  /** Domain events (e.g. `user.profileChanged`), shared with the rest of the server. */
  events: DomainEvents;
}

/** One authenticated caller. */
export interface Caller {
  userID: string;
  /** The language of the caller's connection, for texts inside results; absent for the server itself. */
  locale?: Locale;
}
