import { EmployeeType, StaffStatus } from '@renli/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { conflict } from '../../core/http/errors.ts';
import type { FieldProblem } from '../../core/resources/define.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { findUserByLoginCode } from '../auth/login-codes.ts';
import { linkOrCreateStaffLogin } from '../auth/staff-logins.ts';
import { companyOwner } from '../company/service.ts';
import { isActiveOrgRecord } from '../org/references.ts';
import { companyControlsLogin } from './login-control.ts';
import { staffAccountMessages as m } from './messages.ts';
import { companyStaff } from './schema.ts';

// Hiring someone into a company, the one way a staff record is made from a mobile number: 员工账号's
// insert and a confirmed entry (入职) both come here (docs/product/staff.md, "Which login").

const REMOVED = StaffStatus.REMOVED;

const REFERENCES = [
  ['deptId', 'department', m['staff.deptNotFound']],
  ['positionId', 'position', m['staff.positionNotFound']],
  ['rankId', 'rank', m['staff.rankNotFound']],
] as const;

/** Department, position and rank must be active records of the company. */
export async function referenceProblems(
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

/** A job number is unique among the company's current staff (`selfId`: the record being edited). */
export async function jobNoProblems(
  tx: DbOrTx,
  compId: number,
  jobNo: string | null | undefined,
  selfId?: number,
): Promise<FieldProblem[]> {
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

/**
 * Why this mobile number cannot be hired into the company, if it cannot: it is the company's own
 * account ('owner'), or its login has a current (active or invited) record there ('staff').
 */
export async function mobileTaken(
  db: DbOrTx,
  compId: number,
  mobile: string,
): Promise<'owner' | 'staff' | null> {
  const login = await findUserByLoginCode(db, mobile);
  if (!login) return null;
  if ((await companyOwner(db, compId))?.ownerUserId === login.id) return 'owner';
  return (await currentRecordOf(db, compId, login.id)) ? 'staff' : null;
}

async function currentRecordOf(db: DbOrTx, compId: number, userId: number) {
  const [member] = await db
    .select({ id: companyStaff.id })
    .from(companyStaff)
    .where(
      and(eq(companyStaff.compId, compId), eq(companyStaff.userId, userId), ne(companyStaff.status, REMOVED)),
    );
  return member;
}

/**
 * The login a new staff record of the company is bound to, and the record's status: a new login
 * (created here with the chosen or the default password) or one the company controls joins at
 * once; anyone else's login is only invited (decision 38). Refuses the company's own account (409)
 * and a login already on a current record of the company (409).
 */
export async function loginForNewStaff(
  tx: Tx,
  compId: number,
  input: { mobile: string; staffName: string; passwordDigest?: string | undefined },
): Promise<{ userId: number; status: number }> {
  const login = await linkOrCreateStaffLogin(tx, { compId, ...input });
  // A login created just now cannot be the company's own (an import skips this read per row).
  if (!login.created && (await companyOwner(tx, compId))?.ownerUserId === login.userId) {
    throw conflict(m['staff.ownerMobile']);
  }
  if (await currentRecordOf(tx, compId, login.userId))
    throw conflict(m['staff.duplicate'], { mobile: input.mobile });
  // Someone else's login never joins on the company's word alone (docs/security.md).
  const joins = login.created || (await companyControlsLogin(tx, compId, login.userId));
  return { userId: login.userId, status: joins ? StaffStatus.ACTIVE : StaffStatus.INVITED };
}

export interface Hire {
  staffName: string;
  mobile: string;
  email: string | null;
  deptId: number | null;
  positionId: number | null;
  rankId: number | null;
  jobNo: string | null;
  entryDate: string;
  employeeType: number;
}

/** Makes the staff record of a hire (and its login when new): its id, login and status. */
export async function hireStaff(tx: Tx, compId: number, hire: Hire) {
  const { userId, status } = await loginForNewStaff(tx, compId, hire);
  const { mobile: _mobile, ...columns } = hire;
  const [row] = await tx
    .insert(companyStaff)
    .values({
      ...columns,
      employeeType: hire.employeeType === EmployeeType.HRO ? EmployeeType.HRO : EmployeeType.HRM,
      compId,
      userId,
      status,
    })
    .returning({ id: companyStaff.id });
  return { staffId: row!.id, userId, status };
}

/** A hired staff record's login and whether it has joined (active) or is still only invited. */
export async function hiredStaffOf(db: DbOrTx, compId: number, staffId: number) {
  const [row] = await db
    .select({ userId: companyStaff.userId, status: companyStaff.status })
    .from(companyStaff)
    .where(and(eq(companyStaff.id, staffId), eq(companyStaff.compId, compId)));
  return row && { userId: row.userId, joined: row.status === StaffStatus.ACTIVE };
}
