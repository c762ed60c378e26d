import { type DepartmentGroupResult, GROUP_MEMBER_LIMITS, GROUP_TYPES } from '@renli/contracts';
import type { UserAuth } from '../core/actor.ts';
import { badRequest, forbidden, notFound } from '../core/http/errors.ts';
import { resolveCompanyActor } from '../modules/org/actor.ts';
import { activeOrgRecordNames, isActiveOrgRecord } from '../modules/org/references.ts';
import { departmentStaffUserIds } from '../modules/staff/colleagues.ts';
import type { ChatServices } from './context.ts';
import { createGroup } from './groups/lifecycle.ts';

/** Chat group names are at most 20 characters (docs/chat.md); department names may be longer. */
const GROUP_NAME_MAX = 20;

/**
 * docs/chat.md, "Department groups": the company account or a staff admin makes a Public group of
 * one of their company's departments in one action: named after it, owned by the caller, with the
 * department's active staff who can log in (not its sub-departments) as members.
 */
export async function createDepartmentGroup(
  s: ChatServices,
  auth: UserAuth,
  deptId: number,
): Promise<DepartmentGroupResult> {
  const actor = await resolveCompanyActor(s.db, auth);
  if (!actor.isCompany && !actor.staffAdmin) throw forbidden('chat.departmentGroup.forbidden');
  if (!(await isActiveOrgRecord(s.db, actor.compId, 'department', deptId))) {
    throw notFound('chat.departmentGroup.notFound');
  }
  const [names, staff] = await Promise.all([
    activeOrgRecordNames(s.db, 'department', [deptId]),
    departmentStaffUserIds(s.db, actor.compId, deptId),
  ]);
  const ownerID = String(auth.userId);
  const memberIDs = staff.map(String).filter((id) => id !== ownerID);
  if (memberIDs.length === 0) throw badRequest('chat.departmentGroup.empty');
  if (memberIDs.length + 1 > GROUP_MEMBER_LIMITS.Public) {
    throw badRequest('chat.departmentGroup.tooLarge', { max: GROUP_MEMBER_LIMITS.Public });
  }
  const name = [...(names.get(deptId) ?? '')].slice(0, GROUP_NAME_MAX).join('');
  const group = await createGroup(
    s,
    { userID: ownerID },
    {
      name,
      type: GROUP_TYPES.PUBLIC,
      memberList: memberIDs.map((userID) => ({ userID })),
      isSupportTopic: false,
    },
  );
  return { groupID: group.groupID, name: group.name, memberCount: group.memberCount };
}
