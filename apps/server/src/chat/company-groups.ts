import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { companyOwner } from '../modules/company/service.ts';
import { activeStaffUserIds } from '../modules/staff/records.ts';
import { deleteMembers, lockGroup } from './groups/members.ts';
import { chatGroupMembers, chatGroups } from './schema.ts';

/**
 * A leaver's way out of the company's chat groups (docs/product/staff.md, "转正, 调动 and 离职"),
 * inside the transaction that ends their employment. A chat group belongs to no company, so the
 * company's groups are those its people own: the company account and its active staff (department
 * groups are made by the company account or a staff admin). The leaver is removed as if the owner had
 * removed them: their conversation stays, readable up to now and marked as removed; C2C history is
 * untouched, and so are groups the leaver owns. No tip is written into the groups: tips are sent
 * after a commit through the chat's own services, which a sweep transaction has not got.
 * Answers the groups left.
 */
export async function leaveCompanyGroups(tx: Tx, compId: number, userId: number): Promise<string[]> {
  const userID = String(userId);
  const joined = await tx
    .select({ groupId: chatGroups.groupId, ownerId: chatGroups.ownerId })
    .from(chatGroupMembers)
    .innerJoin(chatGroups, eq(chatGroups.groupId, chatGroupMembers.groupId))
    .where(
      and(
        eq(chatGroupMembers.userId, userID),
        isNull(chatGroups.dismissedAt),
        ne(chatGroups.ownerId, userID),
      ),
    );
  if (joined.length === 0) return [];
  const owners = [...new Set(joined.map((g) => Number(g.ownerId)).filter(Number.isInteger))];
  const staff = await activeStaffUserIds(tx, compId, owners);
  const company = await companyOwner(tx, compId);
  const companyPeople = new Set([...staff, ...(company ? [company.ownerUserId] : [])]);
  const left: string[] = [];
  for (const { groupId, ownerId } of joined) {
    if (!companyPeople.has(Number(ownerId))) continue;
    await deleteMembers(tx, await lockGroup(tx, groupId), [userID], 'kicked');
    left.push(groupId);
  }
  return left;
}
