import { ChatCode } from '@renli/contracts';
import { and, asc, type Column, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ChatServices } from '../context.ts';
import { ChatError } from '../errors.ts';
import { eitherWay, lockPairs } from './links.ts';
import { requireAccounts } from './profiles.ts';
import { applicationsChanged, blacklistChanged, friendListsChanged } from './pushes.ts';
import { chatBlacklist, chatFriendApplications, chatFriends } from './schema.ts';

/** Who of `a` and `b` has blacklisted the other, in one query. */
export async function blacklisting(db: DbOrTx, a: string, b: string) {
  const rows = await db
    .select({ userId: chatBlacklist.userId })
    .from(chatBlacklist)
    .where(eitherWay(chatBlacklist.userId, chatBlacklist.blockedId, a, b));
  return { aBlocksB: rows.some((r) => r.userId === a), bBlocksA: rows.some((r) => r.userId === b) };
}

export async function getBlacklist(db: DbOrTx, me: string): Promise<string[]> {
  const rows = await db
    .select({ blockedId: chatBlacklist.blockedId })
    .from(chatBlacklist)
    .where(eq(chatBlacklist.userId, me))
    .orderBy(asc(chatBlacklist.createdAt), asc(chatBlacklist.blockedId));
  return rows.map((r) => r.blockedId);
}

/**
 * Blacklisting ends the friendship both ways and drops pending applications between the two, as
 * Tencent does: a blocked user must not stay in (or reach) my lists.
 */
export async function addToBlacklist(s: ChatServices, me: string, userIDList: string[]) {
  const ids = [...new Set(userIDList)];
  if (ids.includes(me)) throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.blacklist.self');
  await requireAccounts(s.db, [me, ...ids]);
  const between = (a: Column, b: Column) =>
    or(and(eq(a, me), inArray(b, ids)), and(inArray(a, ids), eq(b, me)));
  const { friends, applications } = await s.db.transaction(async (tx) => {
    await lockPairs(tx, me, ids);
    await tx
      .insert(chatBlacklist)
      .values(ids.map((blockedId) => ({ userId: me, blockedId })))
      .onConflictDoNothing();
    const friendRows = await tx
      .delete(chatFriends)
      .where(between(chatFriends.userId, chatFriends.friendId))
      .returning({ a: chatFriends.userId, b: chatFriends.friendId });
    const applicationRows = await tx
      .delete(chatFriendApplications)
      .where(between(chatFriendApplications.fromId, chatFriendApplications.toId))
      .returning({ a: chatFriendApplications.fromId, b: chatFriendApplications.toId });
    return { friends: friendRows, applications: applicationRows };
  });
  blacklistChanged(s, me);
  if (friends.length > 0)
    friendListsChanged(
      s,
      friends.flatMap((r) => [r.a, r.b]),
    );
  if (applications.length > 0)
    applicationsChanged(
      s,
      applications.flatMap((r) => [r.a, r.b]),
    );
  return { userIDList: ids };
}

export async function removeFromBlacklist(s: ChatServices, me: string, userIDList: string[]) {
  const ids = [...new Set(userIDList)];
  const removed = await s.db
    .delete(chatBlacklist)
    .where(and(eq(chatBlacklist.userId, me), inArray(chatBlacklist.blockedId, ids)))
    .returning({ blockedId: chatBlacklist.blockedId });
  if (removed.length > 0) blacklistChanged(s, me);
  return { userIDList: ids };
}
