import { ChatCode, GROUP_ROLES, type WireGroupApplication } from '@renli/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ensureChatAccounts } from '../accounts.ts';
import type { Caller, ChatServices } from '../context.ts';
import { ChatError } from '../errors.ts';
import { chatGroupApplications, chatGroupMembers, chatGroups } from '../schema.ts';
import { welcome } from './lifecycle.ts';
import { insertMembers, lockForAction } from './members.ts';
import { type ApplicationRow, toWireApplication } from './presenter.ts';

const MANAGERS = [GROUP_ROLES.OWNER, GROUP_ROLES.ADMIN];

async function present(s: ChatServices, rows: ApplicationRow[]): Promise<WireGroupApplication[]> {
  if (rows.length === 0) return [];
  const groupIDs = [...new Set(rows.map((r) => r.groupId))];
  const [groups, accounts] = await Promise.all([
    s.db
      .select({ groupId: chatGroups.groupId, name: chatGroups.name })
      .from(chatGroups)
      .where(inArray(chatGroups.groupId, groupIDs)),
    ensureChatAccounts(
      s.db,
      rows.flatMap((r) => [r.applicantId, r.userId]),
    ),
  ]);
  const names = new Map(groups.map((g) => [g.groupId, g.name]));
  return rows.map((r) => toWireApplication(r, names.get(r.groupId) ?? r.groupId, accounts));
}

/** A new or handled application reaches the group's owner and admins and the applicant, every device. */
export async function notifyApplication(
  s: ChatServices,
  row: ApplicationRow,
): Promise<WireGroupApplication | undefined> {
  const managers = await s.db
    .select({ userId: chatGroupMembers.userId })
    .from(chatGroupMembers)
    .where(and(eq(chatGroupMembers.groupId, row.groupId), inArray(chatGroupMembers.role, MANAGERS)));
  const [application] = await present(s, [row]);
  if (!application) return undefined;
  s.push([...new Set([...managers.map((m) => m.userId), row.applicantId])], 'groupApplication', application);
  return application;
}

/** Pending applications of the groups I own or administer, newest first. */
export async function getGroupApplicationList(
  s: ChatServices,
  caller: Caller,
): Promise<WireGroupApplication[]> {
  const rows = await s.db
    .select({ application: chatGroupApplications })
    .from(chatGroupApplications)
    .innerJoin(
      chatGroupMembers,
      and(
        eq(chatGroupMembers.groupId, chatGroupApplications.groupId),
        eq(chatGroupMembers.userId, caller.userID),
        inArray(chatGroupMembers.role, MANAGERS),
      ),
    )
    .where(eq(chatGroupApplications.status, ''))
    .orderBy(desc(chatGroupApplications.createdAt));
  return present(
    s,
    rows.map((r) => r.application),
  );
}

/**
 * Agree or Reject (owner or admin of the group). The status moves from '' only once: a second
 * admin handling the same application gets 10024, and nobody is added twice.
 */
export async function handleGroupApplication(
  s: ChatServices,
  caller: Caller,
  p: { applicationID: number; handleAction: 'Agree' | 'Reject' },
): Promise<WireGroupApplication> {
  const [pending] = await s.db
    .select()
    .from(chatGroupApplications)
    .where(eq(chatGroupApplications.id, p.applicationID));
  if (!pending) throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.group.applicationNotFound');
  const { handled, group, added } = await s.db.transaction(async (tx) => {
    const { group } = await lockForAction(tx, pending.groupId, caller.userID, 'handleApplication');
    const [handled] = await tx
      .update(chatGroupApplications)
      .set({ status: p.handleAction, handledBy: caller.userID, handledAt: new Date() })
      .where(and(eq(chatGroupApplications.id, p.applicationID), eq(chatGroupApplications.status, '')))
      .returning();
    if (!handled) throw new ChatError(ChatCode.APPLICATION_HANDLED, 'chat.group.applicationHandled');
    const added = p.handleAction === 'Agree' ? await insertMembers(tx, group, [handled.userId]) : [];
    return { handled, group, added };
  });
  await welcome(s, group, caller.userID, added);
  return (await notifyApplication(s, handled)) as WireGroupApplication;
}
