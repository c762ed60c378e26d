import { EmployeeType, LoginStatus, StaffStatus, staffAccountResource } from '@renli/contracts';
import { and, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { conflict } from '../../core/http/errors.ts';
import { defineResource, type FieldProblem } from '../../core/resources/define.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { staffKey } from '../auth/identity-key.ts';
import { revokeIdentitySessions } from '../auth/sessions.ts';
import { linkOrCreateStaffLogin, loginCodesOf, loginIdsMatching } from '../auth/staff-logins.ts';
import { companyOwner } from '../company/service.ts';
import { activeOrgRecordIdsByName, isActiveOrgRecord, withOrgRecordName } from '../org/references.ts';
import { companyControlsLogin } from './login-control.ts';
import { staffAccountMessages as m } from './messages.ts';
import { managedStaffScope, staffAccountsPolicy } from './policy.ts';
import { companyStaff } from './schema.ts';
import { refuseSelf } from './self.ts';

const REMOVED = StaffStatus.REMOVED;

const REFERENCES = [
  ['deptId', 'department', m['staff.deptNotFound']],
  ['positionId', 'position', m['staff.positionNotFound']],
  ['rankId', 'rank', m['staff.rankNotFound']],
] as const;

/** Department, position and rank must be active records of the caller's own company. */
async function referenceProblems(
  tx: Tx,
  compId: number,
  input: { deptId?: number | null; positionId?: number | null; rankId?: number | null },
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const [field, kind, key] of REFERENCES) {
    const id = input[field];
    if (id != null && !(await isActiveOrgRecord(tx, compId, kind, id))) problems.push({ field, key });
  }
  return problems;
}

async function jobNoProblems(tx: Tx, compId: number, jobNo: string | null | undefined, selfId?: number) {
  if (!jobNo) return [];
  const [taken] = await tx
    .select({ id: companyStaff.id })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        eq(companyStaff.jobNo, jobNo),
        ne(companyStaff.status, REMOVED),
        selfId === undefined ? undefined : ne(companyStaff.id, selfId),
      ),
    )
    .limit(1);
  return taken ? [{ field: 'jobNo', key: m['staff.jobNoTaken'], params: { jobNo } }] : [];
}

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
    const login = await linkOrCreateStaffLogin(tx, {
      compId: actor.compId,
      mobile: mobile!,
      staffName: input.staffName!,
      passwordDigest: password,
    });
    // A login created just now cannot be the company's own (an import skips this read per row).
    if (!login.created && (await companyOwner(tx, actor.compId))?.ownerUserId === login.userId) {
      throw conflict(m['staff.ownerMobile']);
    }
    const [member] = await tx
      .select({ id: companyStaff.id })
      .from(companyStaff)
      .where(
        and(
          eq(companyStaff.compId, actor.compId),
          eq(companyStaff.userId, login.userId),
          ne(companyStaff.status, REMOVED),
        ),
      );
    if (member) throw conflict(m['staff.duplicate'], { mobile: mobile! });
    // Someone else's login never joins on the company's word alone (docs/security.md).
    const joins = login.created || (await companyControlsLogin(tx, actor.compId, login.userId));
    return { ...columns, userId: login.userId, status: joins ? StaffStatus.ACTIVE : StaffStatus.INVITED };
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
