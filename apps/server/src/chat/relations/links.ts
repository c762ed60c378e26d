import { and, type Column, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chatFriendApplications, chatFriends } from './schema.ts';

export type FriendRow = typeof chatFriends.$inferSelect;
export type ApplicationRow = typeof chatFriendApplications.$inferSelect;

/** Advisory-lock namespace of relation changes (the first key of the two-key form). */
const PAIR_LOCK_SPACE = 4_004;

/**
 * Serialises the changes to each pair's relation for the rest of the transaction, so two users who
 * add each other at the same moment meet (the second sees the first's application) instead of
 * leaving two crossed applications. Pairs are locked in one order, so transactions never deadlock.
 */
export async function lockPairs(tx: DbOrTx, me: string, others: string[]): Promise<void> {
  const keys = others.map((o) => (me < o ? `${me}\n${o}` : `${o}\n${me}`)).sort();
  for (const key of keys)
    await tx.execute(sql`select pg_advisory_xact_lock(${PAIR_LOCK_SPACE}, hashtext(${key}))`);
}

/** Rows linking `a` and `b` in either direction (friend rows, applications, blacklist entries). */
export const eitherWay = (from: Column, to: Column, a: string, b: string) =>
  or(and(eq(from, a), eq(to, b)), and(eq(from, b), eq(to, a)));

/** What labels a friend-list entry: the remark and group name its owner chose, how they met. */
export interface FriendLabel {
  remark: string;
  groupName: string;
  source: string;
  wording: string;
}

/** Between me and each of `others`: my entry for them (if any), and whether they have me. */
export async function relationsWith(db: DbOrTx, me: string, others: string[]) {
  const rows = await db
    .select()
    .from(chatFriends)
    .where(
      or(
        and(eq(chatFriends.userId, me), inArray(chatFriends.friendId, others)),
        and(inArray(chatFriends.userId, others), eq(chatFriends.friendId, me)),
      ),
    );
  const mine = new Map<string, FriendRow>();
  const theirs = new Set<string>();
  for (const row of rows) {
    if (row.userId === me) mine.set(row.friendId, row);
    else theirs.add(row.userId);
  }
  return { mine, theirs };
}

/** Puts `friendId` in `userId`'s list; an existing entry keeps its labels. */
export async function addToList(db: DbOrTx, userId: string, friendId: string, label: FriendLabel) {
  await db
    .insert(chatFriends)
    .values({ userId, friendId, ...label })
    .onConflictDoNothing();
}

export async function findApplication(db: DbOrTx, fromId: string, toId: string) {
  const [row] = await db
    .select()
    .from(chatFriendApplications)
    .where(and(eq(chatFriendApplications.fromId, fromId), eq(chatFriendApplications.toId, toId)));
  return row;
}

/** Removes the applications between two users, in both directions; resolves how many went. */
export async function dropApplicationsBetween(db: DbOrTx, a: string, b: string): Promise<number> {
  const rows = await db
    .delete(chatFriendApplications)
    .where(eitherWay(chatFriendApplications.fromId, chatFriendApplications.toId, a, b))
    .returning({ fromId: chatFriendApplications.fromId });
  return rows.length;
}

export const labelOf = (a: ApplicationRow): FriendLabel => ({
  remark: a.remark,
  groupName: a.groupName,
  source: a.source,
  wording: a.wording,
});
