import { EmployeeType, StaffStatus } from '@renli/contracts';
import { and, asc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { companiesByIds } from '../company/service.ts';
import { companyStaff } from './schema.ts';

// The staff records as other modules use them: they call these functions and never read the
// `company_staff` table themselves (docs/decisions.md 43).

const REMOVED = StaffStatus.REMOVED;

export async function addStaffMember(
  db: DbOrTx,
  input: {
    compId: number;
    userId: number;
    staffName: string;
    deptId?: number | null;
    position?: string | null;
    employeeType?: number;
    staffAdmin?: number;
    adminScope?: string;
  },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(companyStaff)
    .values({
      compId: input.compId,
      userId: input.userId,
      staffName: input.staffName,
      deptId: input.deptId ?? null,
      position: input.position ?? null,
      employeeType: input.employeeType ?? 1,
      staffAdmin: input.staffAdmin ?? 0,
      adminScope: input.adminScope ?? '',
    })
    .returning({ id: companyStaff.id });
  return row!;
}

/** Employee types named by an admin scope ('hrm,hro'); an empty scope counts as both. */
function typesOfScope(adminScope: string): number[] {
  const scopes = adminScope.split(',').map((s) => s.trim());
  const types = [
    ...(scopes.includes('hrm') ? [EmployeeType.HRM] : []),
    ...(scopes.includes('hro') ? [EmployeeType.HRO] : []),
  ];
  return types.length === 0 ? [EmployeeType.HRM, EmployeeType.HRO] : types;
}

/** A staff member's admin flag and the employee types it covers (none for plain staff); one read. */
export async function staffRoleOf(
  db: DbOrTx,
  compId: number,
  staffId: number,
): Promise<{ staffAdmin: boolean; managedTypes: number[] }> {
  const [row] = await db
    .select({ staffAdmin: companyStaff.staffAdmin, adminScope: companyStaff.adminScope })
    .from(companyStaff)
    .where(and(eq(companyStaff.id, staffId), eq(companyStaff.compId, compId)))
    .limit(1);
  const staffAdmin = row?.staffAdmin === 1;
  return { staffAdmin, managedTypes: staffAdmin ? typesOfScope(row!.adminScope) : [] };
}

/** An active staff member of the company with the fields permission checks need; else undefined. */
export async function findActiveStaff(db: DbOrTx, compId: number, staffId: number) {
  const [row] = await db
    .select({
      id: companyStaff.id,
      staffName: companyStaff.staffName,
      employeeType: companyStaff.employeeType,
      staffAdmin: companyStaff.staffAdmin,
      adminScope: companyStaff.adminScope,
    })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.id, staffId),
        eq(companyStaff.compId, compId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The first of `ids` that an active staff member of the company still holds as their department,
 * position or rank, or null. Removed staff do not hold records back: their history keeps what it can.
 */
export async function heldByActiveStaff(
  tx: Tx,
  compId: number,
  column: 'deptId' | 'positionId' | 'rankId',
  ids: number[],
): Promise<number | null> {
  const [row] = await tx
    .select({ id: companyStaff[column] })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        ne(companyStaff.status, REMOVED),
        inArray(companyStaff[column], ids),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** A staff record a login may act as, with its company, as the auth module lists identities. */
export interface StaffIdentity {
  compId: number;
  compName: string;
  sysType: number;
  staffId: number;
  staffName: string;
  employeeType: number;
  staffAdmin: number;
  adminScope: string;
  loginOpen: boolean;
}

/**
 * The login's active staff records in companies that are not closed, closed logins included
 * (flagged), oldest first; an invitation it has not accepted is not an identity.
 */
export async function staffIdentitiesOf(db: DbOrTx, userId: number): Promise<StaffIdentity[]> {
  const rows = await db
    .select()
    .from(companyStaff)
    .where(and(eq(companyStaff.userId, userId), eq(companyStaff.status, StaffStatus.ACTIVE)))
    .orderBy(asc(companyStaff.id));
  const companies = await companiesByIds(
    db,
    rows.map((s) => s.compId),
  );
  return rows.flatMap((s): StaffIdentity[] => {
    const company = companies.get(s.compId);
    if (!company?.active) return [];
    return [
      {
        compId: company.id,
        compName: company.compName,
        sysType: company.sysType,
        staffId: s.id,
        staffName: s.staffName,
        employeeType: s.employeeType,
        staffAdmin: s.staffAdmin,
        adminScope: s.adminScope,
        loginOpen: s.loginStatus !== 2,
      },
    ];
  });
}

/** Which of `userIds` are active staff of the company (approval flows, department heads). */
export async function activeStaffUserIds(
  db: DbOrTx,
  compId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: companyStaff.userId })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
        inArray(companyStaff.userId, [...userIds]),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * Active staff of the company by name (imports that name a person, e.g. a department's head). A
 * name two active staff share is left out: the import reports it as unknown rather than guess.
 */
export async function activeStaffUserIdsByName(
  db: DbOrTx,
  compId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ userId: companyStaff.userId, name: companyStaff.staffName })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
        inArray(companyStaff.staffName, [...names]),
      ),
    );
  const shared = new Set(
    rows.filter((row, i) => rows.findIndex((o) => o.name === row.name) !== i).map((r) => r.name),
  );
  return new Map(rows.filter((row) => !shared.has(row.name)).map((row) => [row.name, row.userId]));
}

/** A login's active staff record in the company: its id and department (the approval initiator). */
export async function activeStaffOfUser(db: DbOrTx, compId: number, userId: number) {
  const [row] = await db
    .select({ id: companyStaff.id, deptId: companyStaff.deptId })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        eq(companyStaff.userId, userId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The logins of the company's active staff admins, with the employee types each manages (an empty
 * scope manages both): the approval roles `companyAdmin`, `hrmAdmin`, `hroAdmin` (approval.md).
 */
export async function staffAdminLogins(
  db: DbOrTx,
  compId: number,
): Promise<{ userId: number; managedTypes: number[] }[]> {
  const rows = await db
    .select({ userId: companyStaff.userId, adminScope: companyStaff.adminScope })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
        eq(companyStaff.staffAdmin, 1),
      ),
    )
    .orderBy(asc(companyStaff.id));
  return rows.map((row) => ({ userId: row.userId, managedTypes: typesOfScope(row.adminScope) }));
}

/** What a record about one employment (a labour contract) shows and checks of its staff member. */
export interface StaffFacts {
  staffName: string;
  jobNo: string | null;
  deptId: number | null;
  employeeType: number;
  entryDate: string | null;
  status: number;
}

/** The company's staff records with these ids, removed ones included (their history stays readable). */
export async function staffFacts(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
): Promise<Map<number, StaffFacts>> {
  const wanted = [...new Set(staffIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: companyStaff.id,
      staffName: companyStaff.staffName,
      jobNo: companyStaff.jobNo,
      deptId: companyStaff.deptId,
      employeeType: companyStaff.employeeType,
      entryDate: companyStaff.entryDate,
      status: companyStaff.status,
    })
    .from(companyStaff)
    .where(and(eq(companyStaff.compId, compId), inArray(companyStaff.id, wanted)));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/**
 * The ids of staff records matching every condition given, as a subquery for another module's
 * filters and scopes (a labour contract's employee): the company, name or job number containing
 * `search`, the department, the employee types.
 */
export function staffIdsWhere(filter: {
  compId?: number;
  search?: string;
  deptId?: number;
  employeeTypes?: readonly number[];
  /** Only records of this status (active staff: StaffStatus.ACTIVE). */
  status?: number;
}) {
  const conditions: (SQL | undefined)[] = [
    filter.compId === undefined ? undefined : eq(companyStaff.compId, filter.compId),
    filter.status === undefined ? undefined : eq(companyStaff.status, filter.status),
    filter.search === undefined
      ? undefined
      : or(
          ilike(companyStaff.staffName, containing(filter.search)),
          ilike(companyStaff.jobNo, containing(filter.search)),
        ),
    filter.deptId === undefined ? undefined : eq(companyStaff.deptId, filter.deptId),
    filter.employeeTypes === undefined
      ? undefined
      : inArray(companyStaff.employeeType, [...filter.employeeTypes]),
  ];
  return new QueryBuilder()
    .select({ id: companyStaff.id })
    .from(companyStaff)
    .where(and(...conditions));
}

/**
 * Active staff of the company of the given types by job number or name (imports naming an
 * employee): a job number finds its one holder; a name counts only when one active staff member
 * has it, so an ambiguous name is reported rather than guessed.
 */
export async function activeStaffIdsByJobNoOrName(
  db: DbOrTx,
  compId: number,
  employeeTypes: readonly number[],
  texts: readonly string[],
): Promise<Map<string, number>> {
  if (texts.length === 0 || employeeTypes.length === 0) return new Map();
  const rows = await db
    .select({ id: companyStaff.id, staffName: companyStaff.staffName, jobNo: companyStaff.jobNo })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, compId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
        inArray(companyStaff.employeeType, [...employeeTypes]),
        or(inArray(companyStaff.jobNo, [...texts]), inArray(companyStaff.staffName, [...texts])),
      ),
    );
  const found = new Map<string, number>();
  for (const text of texts) {
    const byJobNo = rows.find((row) => row.jobNo === text);
    const byName = rows.filter((row) => row.staffName === text);
    const id = byJobNo?.id ?? (byName.length === 1 ? byName[0]!.id : undefined);
    if (id !== undefined) found.set(text, id);
  }
  return found;
}
