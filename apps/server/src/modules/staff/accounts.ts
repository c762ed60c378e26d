import { EmployeeType, LoginStatus, StaffStatus, staffAccountResource } from '@renli/contracts';
import { ilike, inArray, or } from 'drizzle-orm';
import { defineResource } from '../../core/resources/define.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { staffKey } from '../auth/identity-key.ts';
import { revokeIdentitySessions } from '../auth/sessions.ts';
import { loginCodesOf, loginIdsMatching } from '../auth/staff-logins.ts';
import { activeOrgRecordIdsByName, withOrgRecordName } from '../org/references.ts';
import { jobNoProblems, loginForNewStaff, referenceProblems } from './hire.ts';
import { staffAccountMessages as m } from './messages.ts';
import { managedStaffScope, staffAccountsPolicy } from './policy.ts';
import { companyStaff } from './schema.ts';
import { refuseSelf } from './self.ts';

const REMOVED = StaffStatus.REMOVED;

const withDeptName = withOrgRecordName('department', 'deptId', 'deptName');
const withPositionName = withOrgRecordName('position', 'positionId', 'positionName');
const withRankName = withOrgRecordName('rank', 'rankId', 'rankName');

/**
 * Rows get their login code (mobile) and the names of their department, position and rank, which
 * other modules keep: lists and exports show names, never ids.
 */
async function withNames(db: DbOrTx, rows: PresentedRow[]): Promise<PresentedRow[]> {
  const codes = await loginCodesOf(
    db,
    rows.map((r) => r.userId as number),
  );
  const coded = rows.map((r) => ({ ...r, mobile: codes.get(r.userId as number) ?? null }));
  return withRankName(db, await withPositionName(db, await withDeptName(db, coded)));
}

/**
 * Staff accounts at `/compStaffMember`: child accounts of the company, each bound to a login (the
 * mobile number). A login the company does not control is only invited (status 3) until its owner
 * accepts. Removal is status 2 and also closes the login and ends its sessions.
 */
export const staffAccountResourceDefinition = defineResource({
  contract: staffAccountResource,
  table: companyStaff,
  tenant: 'compId',
  policy: staffAccountsPolicy,
  searchable: [],
  softDelete: { column: 'status', removed: REMOVED },
  defaultSort: { field: 'createdAt', order: 'descend' },
  customFilters: {
    searchText: (value) => {
      const pattern = containing(String(value));
      return or(
        ilike(companyStaff.staffName, pattern),
        ilike(companyStaff.jobNo, pattern),
        inArray(companyStaff.userId, loginIdsMatching(pattern)),
      )!;
    },
  },
  actorScope: managedStaffScope,
  async validate(tx, actor, input, existing) {
    const problems = [
      ...(await referenceProblems(tx, actor.compId, input)),
      ...(await jobNoProblems(tx, actor.compId, input.jobNo, existing?.id)),
    ];
    const type = input.employeeType ?? existing?.employeeType ?? EmployeeType.HRM;
    if (!actor.managedTypes.includes(type))
      problems.push({ field: 'employeeType', key: m['staff.typeOutOfScope'] });
    return problems;
  },
  async toColumns(tx, actor, input) {
    const { mobile, password, ...columns } = input;
    const login = await loginForNewStaff(tx, actor.compId, {
      mobile: mobile!,
      staffName: input.staffName!,
      passwordDigest: password,
    });
    return { ...columns, ...login };
  },
  // Staff of the seed and of older imports hold their position as text: it is their position's name
  // until a position record is chosen (the address book shows the same, docs/product/staff.md).
  present: (row) => ({ positionName: row.position }),
  decorate: withNames,
  // An import names the department, position and rank; each must be an active one of the company.
  lookups: {
    deptId: (tx, actor, names) => activeOrgRecordIdsByName(tx, actor.compId, 'department', names),
    positionId: (tx, actor, names) => activeOrgRecordIdsByName(tx, actor.compId, 'position', names),
    rankId: (tx, actor, names) => activeOrgRecordIdsByName(tx, actor.compId, 'rank', names),
  },
  async beforeDelete(tx, actor, rows) {
    refuseSelf(
      actor,
      rows.map((r) => r.id),
    );
    const ids = rows.map((r) => r.id);
    await tx
      .update(companyStaff)
      .set({ loginStatus: LoginStatus.CLOSED })
      .where(inArray(companyStaff.id, ids));
    await revokeIdentitySessions(
      tx,
      ids.map((id) => staffKey(actor.compId, id)),
    );
  },
  async afterCreate(deps, actor, rows) {
    for (const row of rows) {
      // The login may be new: its chat account follows its profile.
      await deps.events.emit('user.profileChanged', { userId: row.userId });
      // An invited login joins, and is welcomed, when its owner accepts (service.ts answerInvitation).
      if (row.status === StaffStatus.ACTIVE) {
        await deps.events.emit('staff.joined', { compId: actor.compId, staffId: row.id, userId: row.userId });
      }
    }
  },
  sample: { create: () => ({ staffName: 'Sample staff', mobile: '13800009999' }) },
});
