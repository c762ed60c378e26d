import { EmployeeType, type StaffSearchResult, type staffSearchQuerySchema } from '@renli/contracts';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import type { AuthContext } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { resolveCompanyActor } from '../../resources/actor.ts';
import { users } from '../auth/schema.ts';
import { companyStaff, departments } from './schema.ts';

type Query = z.output<typeof staffSearchQuerySchema>;

/** `getStaff` (spec section 7): the caller's company's staff, searched by name, mobile or department. */
export async function searchStaff(
  db: DbOrTx,
  auth: Extract<AuthContext, { kind: 'user' }>,
  query: Query,
): Promise<StaffSearchResult> {
  const actor = await resolveCompanyActor(db, auth);
  if (query.compId !== undefined && query.compId !== actor.compId) throw forbidden();

  // Removed staff (status 2) are no longer colleagues.
  const conditions: SQL[] = [eq(companyStaff.compId, actor.compId), ne(companyStaff.status, 2)];
  // Open to every member, except that an admin of only HRM or only HRO sees just those staff.
  if (actor.staffAdmin && actor.managedTypes.length < 2) {
    conditions.push(inArray(companyStaff.employeeType, actor.managedTypes));
  }
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
