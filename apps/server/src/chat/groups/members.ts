import { randomUUID } from 'node:crypto';
import {
  ChatCode,
  GROUP_MEMBER_LIMITS,
  GROUP_ROLES,
  GROUP_TYPES,
  type GroupRole,
  type GroupType,
  JOIN_OPTIONS,
} from '@renli/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { ChatError } from '../errors.ts';
import { groupThreadID } from '../ids.ts';
import { chatGroupMembers, chatGroups, chatThreadStates, chatThreads } from '../schema.ts';
import { assertMayDo, type GroupAction } from './policy.ts';

export type GroupRow = typeof chatGroups.$inferSelect;
export type MemberRow = typeof chatGroupMembers.$inferSelect;
export type LeftReason = 'quit' | 'kicked' | 'dismissed';

export interface NewGroup {
  type: GroupType;
  ownerID: string;
  memberIDs?: string[];
  groupID?: string;
  name?: string;
  avatar?: string;
  introduction?: string;
  notification?: string;
  joinOption?: string;
  isSupportTopic?: boolean;
}

/** Public groups ask the owner or an admin by default; the other types are joined freely. */
const defaultJoinOption = (type: string) =>
  type === GROUP_TYPES.PUBLIC ? JOIN_OPTIONS.NEED_PERMISSION : JOIN_OPTIONS.FREE_ACCESS;

/** Community IDs are always generated (Tencent's `@TGS#_` prefix); others may be chosen. */
const generatedGroupID = (type: string) =>
  `${type === GROUP_TYPES.COMMUNITY ? '@TGS#_' : '@TGS#'}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

export const memberLimit = (type: string) => GROUP_MEMBER_LIMITS[type as GroupType] ?? 0;

/** Stores a group with its owner and first members in one transaction; the caller validated input. */
export async function insertGroup(db: Database, input: NewGroup): Promise<GroupRow> {
  const groupID = input.groupID || generatedGroupID(input.type);
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(chatGroups)
      .values({
        groupId: groupID,
        type: input.type,
        name: input.name ?? groupID,
        avatar: input.avatar ?? '',
        introduction: input.introduction ?? '',
        notification: input.notification ?? '',
        joinOption: input.joinOption ?? defaultJoinOption(input.type),
        ownerId: input.ownerID,
        isSupportTopic: input.isSupportTopic ?? false,
      })
      .onConflictDoNothing()
      .returning();
    if (!group) throw new ChatError(ChatCode.GROUP_ID_TAKEN, 'chat.group.idTaken');
    await tx.insert(chatThreads).values({ id: groupThreadID(groupID), kind: 'GROUP' });
    await insertMembers(tx, group, [input.ownerID], GROUP_ROLES.OWNER);
    await insertMembers(
      tx,
      group,
      (input.memberIDs ?? []).filter((id) => id !== input.ownerID),
    );
    return (await lockGroup(tx, groupID)) as GroupRow;
  });
}

/**
 * The group row, locked for the rest of the transaction: every change to a group and its members
 * takes this lock first, so two admins handling one application, or a transfer racing a removal,
 * run one after the other and each sees the other's result.
 */
export async function lockGroup(tx: DbOrTx, groupID: string): Promise<GroupRow> {
  const [group] = await tx
    .select()
    .from(chatGroups)
    .where(and(eq(chatGroups.groupId, groupID), isNull(chatGroups.dismissedAt)))
    .for('update');
  if (!group) throw new ChatError(ChatCode.GROUP_NOT_FOUND, 'chat.group.notFound');
  return group;
}

/**
 * The start of every change a member makes: the group locked, the caller's membership, and the
 * permission matrix's answer for `action` (10007 otherwise).
 */
export async function lockForAction(tx: DbOrTx, groupID: string, userID: string, action: GroupAction) {
  const group = await lockGroup(tx, groupID);
  const me = await requireMember(tx, groupID, userID);
  assertMayDo(action, me.role, group.type);
  return { group, me };
}

export async function findGroup(db: DbOrTx, groupID: string): Promise<GroupRow> {
  const [group] = await db.select().from(chatGroups).where(eq(chatGroups.groupId, groupID));
  if (!group) throw new ChatError(ChatCode.GROUP_NOT_FOUND, 'chat.group.notFound');
  if (group.dismissedAt) throw new ChatError(ChatCode.GROUP_NOT_FOUND, 'chat.group.dismissed');
  return group;
}

export async function membersAmong(db: DbOrTx, groupID: string, userIDs: string[]): Promise<MemberRow[]> {
  if (userIDs.length === 0) return [];
  return db
    .select()
    .from(chatGroupMembers)
    .where(and(eq(chatGroupMembers.groupId, groupID), inArray(chatGroupMembers.userId, userIDs)));
}

export async function memberOf(db: DbOrTx, groupID: string, userID: string): Promise<MemberRow | null> {
  return (await membersAmong(db, groupID, [userID]))[0] ?? null;
}

/** The caller's membership, or 10007 when they are not in the group. */
export async function requireMember(db: DbOrTx, groupID: string, userID: string): Promise<MemberRow> {
  const member = await memberOf(db, groupID, userID);
  if (!member) throw new ChatError(ChatCode.NOT_A_MEMBER, 'chat.notMember');
  return member;
}

/** Which of `userIDs` are members of the group (never the whole member list). */
export async function memberIDsAmong(db: DbOrTx, groupID: string, userIDs: string[]): Promise<Set<string>> {
  return new Set((await membersAmong(db, groupID, userIDs)).map((m) => m.userId));
}

/** The groups a user is in (their socket rooms). */
export async function groupIDsOf(db: DbOrTx, userID: string): Promise<string[]> {
  const rows = await db
    .select({ groupId: chatGroupMembers.groupId })
    .from(chatGroupMembers)
    .where(eq(chatGroupMembers.userId, userID));
  return rows.map((r) => r.groupId);
}

/**
 * Adds the users that are not members yet (in the caller's transaction, group locked) and answers
 * who was added. The member count moves in the same statement that checks the limit. A member starts
 * read at the current sequence; only Meeting groups show history from before one joined.
 */
export async function insertMembers(
  tx: DbOrTx,
  group: GroupRow,
  userIDs: string[],
  role: GroupRole = GROUP_ROLES.MEMBER,
): Promise<string[]> {
  const existing = await memberIDsAmong(tx, group.groupId, userIDs);
  const fresh = [...new Set(userIDs)].filter((id) => !existing.has(id));
  if (fresh.length === 0) return [];
  const limit = memberLimit(group.type);
  const [counted] = await tx
    .update(chatGroups)
    .set({ memberCount: sql`${chatGroups.memberCount} + ${fresh.length}` })
    .where(
      and(
        eq(chatGroups.groupId, group.groupId),
        Number.isFinite(limit) ? sql`${chatGroups.memberCount} + ${fresh.length} <= ${limit}` : undefined,
      ),
    )
    .returning({ memberCount: chatGroups.memberCount });
  if (!counted) throw new ChatError(ChatCode.GROUP_FULL, 'chat.group.full');
  const threadId = groupThreadID(group.groupId);
  const [thread] = await tx.select().from(chatThreads).where(eq(chatThreads.id, threadId));
  const seq = thread?.maxSeq ?? 0;
  const hidesHistory = group.type !== GROUP_TYPES.MEETING;
  await tx
    .insert(chatGroupMembers)
    .values(fresh.map((userId) => ({ groupId: group.groupId, userId, role, joinedSeq: seq })));
  await tx
    .insert(chatThreadStates)
    .values(
      fresh.map((userId) => ({
        threadId,
        userId,
        peerId: group.groupId,
        readSeq: seq,
        clearedSeq: hidesHistory ? seq : 0,
      })),
    )
    .onConflictDoUpdate({
      target: [chatThreadStates.threadId, chatThreadStates.userId],
      // Coming back after leaving starts a new membership.
      set: {
        readSeq: seq,
        clearedSeq: hidesHistory ? seq : sql`${chatThreadStates.clearedSeq}`,
        hidden: false,
        leftReason: '',
        leftSeq: 0,
      },
    });
  group.memberCount = counted.memberCount;
  return fresh;
}

/**
 * Removes members, or everyone (dismissal), in the caller's transaction with the group locked. Their
 * conversation stays, marked with why and readable up to the notice of their leaving (`markLeftAt`).
 * Set-based statements: dismissing a 100000-member group moves no member list through Node.
 */
export async function deleteMembers(
  tx: DbOrTx,
  group: GroupRow,
  userIDs: string[] | 'all',
  reason: LeftReason,
): Promise<void> {
  if (userIDs.length === 0) return;
  const threadId = groupThreadID(group.groupId);
  const everyone = userIDs === 'all';
  // Current members' states are the ones not yet marked as left.
  await tx
    .update(chatThreadStates)
    .set({
      leftReason: reason,
      leftSeq: sql`(select ${chatThreads.maxSeq} from ${chatThreads} where ${chatThreads.id} = ${threadId})`,
    })
    .where(
      and(
        eq(chatThreadStates.threadId, threadId),
        eq(chatThreadStates.leftReason, ''),
        everyone ? undefined : inArray(chatThreadStates.userId, userIDs),
      ),
    );
  const [removed] = await tx
    .with(
      tx.$with('removed').as(
        tx
          .delete(chatGroupMembers)
          .where(
            and(
              eq(chatGroupMembers.groupId, group.groupId),
              everyone ? undefined : inArray(chatGroupMembers.userId, userIDs),
            ),
          )
          .returning({ userId: chatGroupMembers.userId }),
      ),
    )
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`removed`);
  const [counted] = await tx
    .update(chatGroups)
    .set({ memberCount: sql`${chatGroups.memberCount} - ${removed?.n ?? 0}` })
    .where(eq(chatGroups.groupId, group.groupId))
    .returning({ memberCount: chatGroups.memberCount });
  group.memberCount = counted?.memberCount ?? group.memberCount;
}

/**
 * Former members read up to the notice of their leaving (stored after they left). `'dismissed'`:
 * everyone the dismissal removed — not those who had quit or been removed before, whose history
 * ends at their own notice.
 */
export async function markLeftAt(db: DbOrTx, groupID: string, userIDs: string[] | 'dismissed', seq: number) {
  await db
    .update(chatThreadStates)
    .set({ leftSeq: seq })
    .where(
      and(
        eq(chatThreadStates.threadId, groupThreadID(groupID)),
        userIDs === 'dismissed'
          ? eq(chatThreadStates.leftReason, 'dismissed')
          : inArray(chatThreadStates.userId, userIDs),
      ),
    );
}

export async function setMemberMute(db: DbOrTx, groupID: string, userID: string, until: Date | null) {
  await db
    .update(chatGroupMembers)
    .set({ muteUntil: until })
    .where(and(eq(chatGroupMembers.groupId, groupID), eq(chatGroupMembers.userId, userID)));
}

export async function setMemberRole(db: DbOrTx, groupID: string, userID: string, role: GroupRole) {
  await db
    .update(chatGroupMembers)
    .set({ role })
    .where(and(eq(chatGroupMembers.groupId, groupID), eq(chatGroupMembers.userId, userID)));
}

export async function setMuteAll(db: DbOrTx, groupID: string, muteAll: boolean) {
  await db.update(chatGroups).set({ muteAll }).where(eq(chatGroups.groupId, groupID));
}

export async function groupsByID(db: DbOrTx, groupIDs: string[]) {
  if (groupIDs.length === 0) return new Map<string, GroupRow>();
  const rows = await db.select().from(chatGroups).where(inArray(chatGroups.groupId, groupIDs));
  return new Map(rows.map((g) => [g.groupId, g]));
}

/** Test and seed fixture: a group with members, no tips (the public API is `createGroup`). */
export async function createGroup(db: Database, input: NewGroup): Promise<string> {
  return (await insertGroup(db, input)).groupId;
}
