import { EmployeeType } from '@renli/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyStaff, departments } from './schema.ts';

/** One way a login may act inside a company, as the auth module needs it. */
export interface CompanyIdentity {
  kind: 'company' | 'staff';
  compId: number;
  compName: string;
  sysType: number;
  staffId: number | null;
  staffName: string | null;
  employeeType: number | null;
  staffAdmin: number;
  adminScope: string;
  loginOpen: boolean;
}

export async function isCompNameTaken(db: DbOrTx, compName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.compName}) = lower(${compName.trim()})`)
    .limit(1);
  return Boolean(row);
}

export async function createCompany(
  db: DbOrTx,
  input: { compName: string; ownerUserId: number; sysType?: number },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(companies)
    .values({ compName: input.compName.trim(), ownerUserId: input.ownerUserId, sysType: input.sysType ?? 0 })
    .returning({ id: companies.id });
  return row!;
}

/** Companies the login owns and current staff records it holds, closed logins included (flagged). */
export async function listCompanyIdentities(db: DbOrTx, userId: number): Promise<CompanyIdentity[]> {
  const owned = await db
    .select()
    .from(companies)
    .where(and(eq(companies.ownerUserId, userId), eq(companies.status, 1)))
    .orderBy(asc(companies.id));
  const staff = await db
    .select({ staff: companyStaff, company: companies })
    .from(companyStaff)
    .innerJoin(companies, eq(companies.id, companyStaff.compId))
    .where(and(eq(companyStaff.userId, userId), ne(companyStaff.status, 2), eq(companies.status, 1)))
    .orderBy(asc(companyStaff.id));
  return [
    ...owned.map(
      (c): CompanyIdentity => ({
        kind: 'company',
        compId: c.id,
        compName: c.compName,
        sysType: c.sysType,
        staffId: null,
        staffName: null,
        employeeType: null,
        staffAdmin: 0,
        adminScope: 'hrm,hro',
        loginOpen: true,
      }),
    ),
    ...staff.map(
      ({ staff: s, company: c }): CompanyIdentity => ({
        kind: 'staff',
        compId: c.id,
        compName: c.compName,
        sysType: c.sysType,
        staffId: s.id,
        staffName: s.staffName,
        employeeType: s.employeeType,
        staffAdmin: s.staffAdmin,
        adminScope: s.adminScope,
        loginOpen: s.loginStatus !== 2,
      }),
    ),
  ];
}

export async function createDepartment(
  db: DbOrTx,
  input: { compId: number; name: string; parentId?: number | null; sort?: number },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(departments)
    .values({
      compId: input.compId,
      name: input.name,
      parentId: input.parentId ?? null,
      sort: input.sort ?? 0,
    })
    .returning({ id: departments.id });
  return row!;
}

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

export async function countActiveDepartments(db: DbOrTx, compId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(departments)
    .where(and(eq(departments.compId, compId), ne(departments.status, 2)));
  return row?.n ?? 0;
}

/** Employee types named by an admin scope ('hrm,hro'); an empty scope counts as both. */
export function typesOfScope(adminScope: string): number[] {
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

/** The company account's login and the company's name (reminders addressed to the company). */
export async function companyOwner(
  db: DbOrTx,
  compId: number,
): Promise<{ ownerUserId: number; compName: string } | undefined> {
  const [row] = await db
    .select({ ownerUserId: companies.ownerUserId, compName: companies.compName })
    .from(companies)
    .where(eq(companies.id, compId))
    .limit(1);
  return row;
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
    .where(and(eq(companyStaff.id, staffId), eq(companyStaff.compId, compId), ne(companyStaff.status, 2)))
    .limit(1);
  return row;
}

/** Sets the platform's label on a company (back office); false when there is no such company. */
export async function updateCompanyLabel(db: DbOrTx, compId: number, compLabel: string | null) {
  const [row] = await db
    .update(companies)
    .set({ compLabel: compLabel || null, updatedAt: new Date() })
    .where(eq(companies.id, compId))
    .returning({ id: companies.id });
  return Boolean(row);
}

/** Opens (1) or closes (2) a company; false when there is no such company. */
export async function updateCompanyStatus(db: DbOrTx, compId: number, status: 1 | 2) {
  const [row] = await db
    .update(companies)
    .set({ status, updatedAt: new Date() })
    .where(eq(companies.id, compId))
    .returning({ id: companies.id });
  return Boolean(row);
}
