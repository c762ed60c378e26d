import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { colleagueUserIds } from '../modules/staff/colleagues.ts';
import { AccountCache } from './account-cache.ts';
import { isPlatformUserID } from './accounts.ts';
import { c2cThreadID } from './ids.ts';
import { relationsWith } from './relations/links.ts';
import { chatFriendApplications } from './relations/schema.ts';
import { chatGroupMembers, chatMessages } from './schema.ts';

/**
 * Who is within a user's reach (docs/chat.md, "Who may see and message whom"): colleagues (both act
 * in one company now), members of a shared group, friends either way or with a pending friend
 * application between them, and whoever has written to the user in a one-to-one chat (a reply).
 * Everyone else sees only the user's ID and may not start a one-to-one chat without a friend request.
 * Accounts the operator imported (non-numeric IDs: service accounts, bots) reach and are reached by all.
 */
export async function reachableFrom(db: DbOrTx, me: string, candidates: string[]): Promise<Set<string>> {
  if (!isPlatformUserID(me)) return new Set(candidates);
  const reachable = new Set<string>(candidates.filter((id) => id === me || !isPlatformUserID(id)));
  const others = [...new Set(candidates)].filter((id) => !reachable.has(id));
  if (others.length === 0) return reachable;
  const theirMembership = alias(chatGroupMembers, 'their_membership');
  const platform = others.map(Number);
  const [relations, applications, groupMates, writers, colleagues] = await Promise.all([
    relationsWith(db, me, others),
    db
      .select({ fromId: chatFriendApplications.fromId, toId: chatFriendApplications.toId })
      .from(chatFriendApplications)
      .where(
        or(
          and(eq(chatFriendApplications.fromId, me), inArray(chatFriendApplications.toId, others)),
          and(inArray(chatFriendApplications.fromId, others), eq(chatFriendApplications.toId, me)),
        ),
      ),
    db
      .selectDistinct({ userId: theirMembership.userId })
      .from(chatGroupMembers)
      .innerJoin(theirMembership, eq(theirMembership.groupId, chatGroupMembers.groupId))
      .where(and(eq(chatGroupMembers.userId, me), inArray(theirMembership.userId, others))),
    db
      .selectDistinct({ senderId: chatMessages.senderId })
      .from(chatMessages)
      .where(
        and(
          inArray(
            chatMessages.threadId,
            others.map((id) => c2cThreadID(me, id)),
          ),
          inArray(chatMessages.senderId, others),
        ),
      ),
    colleagueUserIds(db, Number(me), platform),
  ]);
  for (const id of relations.mine.keys()) reachable.add(id);
  for (const id of relations.theirs) reachable.add(id);
  for (const row of applications) reachable.add(row.fromId === me ? row.toId : row.fromId);
  for (const row of groupMates) reachable.add(row.userId);
  for (const row of writers) reachable.add(row.senderId);
  for (const id of colleagues) reachable.add(String(id));
  return reachable;
}

/**
 * Every one-to-one send asks whether the peer is within reach: a yes is kept a minute per pair in
 * this process, so repeated sends cost no round trip. A relation that ends (a colleague leaves) is
 * noticed within that minute.
 */
const knownReach = new AccountCache<{ userID: string }>({ maxSize: 50_000, ttlMs: 60_000 });

export async function isWithinReach(db: DbOrTx, me: string, peer: string): Promise<boolean> {
  const key = `${me}>${peer}`;
  if (knownReach.getAll(db, [key]).has(key)) return true;
  const epoch = knownReach.epoch;
  const reachable = (await reachableFrom(db, me, [peer])).has(peer);
  if (reachable) knownReach.setAll(db, [{ userID: key }], epoch);
  return reachable;
}
