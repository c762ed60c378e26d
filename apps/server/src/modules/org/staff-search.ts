import { EmployeeType, type StaffSearchResult, type staffSearchQuerySchema } from '@renli/contracts';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import type { AuthContext } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { resolveActor } from '../../resources/actor.ts';
import { users } from '../auth/schema.ts';
import { companyStaff, departments } from './schema.ts';

type Query = z.output<typeof staffSearchQuerySchema>;

/**
 * Which employee types the caller may see. The address book is open to every member of the company,
 * except that a staff admin whose adminScope names only some of HRM/HRO sees only those staff.
 */
async function visibleTypes(db: DbOrTx, compId: number, staffId: number | null): Promise<number[] | null> {
  if (staffId === null) return null;
  const [me] = await db
    .select({ staffAdmin: companyStaff.staffAdmin, adminScope: companyStaff.adminScope })
    .from(companyStaff)
    .where(and(eq(companyStaff.id, staffId), eq(companyStaff.compId, compId)));
  if (me?.staffAdmin !== 1) return null;
  const scopes = me.adminScope.split(',').map((s) => s.trim());
  const types = [
    ...(scopes.includes('hrm') ? [EmployeeType.HRM] : []),
    ...(scopes.includes('hro') ? [EmployeeType.HRO] : []),
  ];
  return types.length === 0 ? null : types;
}

/** `getStaff` (spec section 7): the caller's company's staff, searched by name, mobile or department. */
export async function searchStaff(
  db: DbOrTx,
  auth: Extract<AuthContext, { kind: 'user' }>,
  query: Query,
): Promise<StaffSearchResult> {
  const actor = await resolveActor(db, auth);
  if (query.compId !== undefined && query.compId !== actor.compId) throw forbidden();

  // Removed staff (status 2) are no longer colleagues.
  const conditions: SQL[] = [eq(companyStaff.compId, actor.compId), ne(companyStaff.status, 2)];
  const types = await visibleTypes(db, actor.compId, actor.staffId);
  if (types) conditions.push(inArray(companyStaff.employeeType, types));
  if (query.employeeType !== undefined) conditions.push(eq(companyStaff.employeeType, query.employeeType));
  if (query.status !== undefined) conditions.push(eq(companyStaff.loginStatus, query.status));
  if (query.searchText) {
    const pattern = containing(query.searchText);
    conditions.push(
      or(
        ilike(companyStaff.staffName, pattern),
        ilike(users.mobile, pattern),
        ilike(users.loginCode, pattern),
        ilike(departments.name, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  // Removed departments (status 2) no longer name anyone's department.
  const deptJoin = and(eq(departments.id, companyStaff.deptId), eq(departments.status, 1));

  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyStaff)
    .innerJoin(users, eq(users.id, companyStaff.userId))
    .leftJoin(departments, deptJoin)
    .where(where);
  const rows = await db
    .select({
      staffId: companyStaff.id,
      userId: companyStaff.userId,
      staffName: companyStaff.staffName,
      staffPhotoWebAddr: users.userFace,
      deptName: departments.name,
      position: companyStaff.position,
      employeeType: companyStaff.employeeType,
      mobile: users.mobile,
    })
    .from(companyStaff)
    .innerJoin(users, eq(users.id, companyStaff.userId))
    .leftJoin(departments, deptJoin)
    .where(where)
    .orderBy(asc(companyStaff.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);

  return {
    result: {
      list: rows.map((row) => ({
        ...row,
        employeeType: row.employeeType === EmployeeType.HRO ? EmployeeType.HRO : EmployeeType.HRM,
      })),
      total: count?.n ?? 0,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    },
  };
}
