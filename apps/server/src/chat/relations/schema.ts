import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { chatAccounts } from '../schema.ts';

const account = (name: string) =>
  text(name)
    .notNull()
    .references(() => chatAccounts.userId, { onDelete: 'cascade' });

/**
 * Friend lists: one row says `friendId` is in `userId`'s list. A two-way friendship (the only kind
 * the spec calls friends) is both rows; one row alone is a one-way relation.
 */
export const chatFriends = pgTable(
  'chat_friends',
  {
    userId: account('user_id'),
    friendId: account('friend_id'),
    remark: text('remark').notNull().default(''),
    groupName: text('group_name').notNull().default(''),
    source: text('source').notNull().default(''),
    wording: text('wording').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Reverse lookups: who has me in their list (profile pushes, checkFriend).
  (t) => [primaryKey({ columns: [t.userId, t.friendId] }), index('chat_friends_friend_idx').on(t.friendId)],
);

/**
 * Pending friend applications only: accepting, refusing or deleting one removes its row. The
 * applicant's remark and group name wait here for the friendship they will label.
 */
export const chatFriendApplications = pgTable(
  'chat_friend_applications',
  {
    fromId: account('from_id'),
    toId: account('to_id'),
    source: text('source').notNull().default(''),
    wording: text('wording').notNull().default(''),
    remark: text('remark').notNull().default(''),
    groupName: text('group_name').notNull().default(''),
    /** Seen by the recipient (setFriendApplicationRead); unread ones make the unread count. */
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fromId, t.toId] }), index('chat_friend_applications_to_idx').on(t.toId)],
);

/** `blockedId` is on `userId`'s blacklist: their C2C messages to `userId` are refused. */
export const chatBlacklist = pgTable(
  'chat_blacklist',
  {
    userId: account('user_id'),
    blockedId: account('blocked_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedId] })],
);
