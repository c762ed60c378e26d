import {
  EmployeeType,
  type StaffSearchResult,
  StaffStatus,
  type staffSearchQuerySchema,
} from '@renli/contracts';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../core/http/auth.ts';
import { forbidden } from '../../core/http/errors.ts';
import { pageTotal, paginate } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { findUserContacts } from '../auth/profiles.ts';
import { loginIdsMatching } from '../auth/staff-logins.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { activeDepartmentIdsNamed, activeOrgRecordNames } from '../org/references.ts';
import { isPinyinQuery, matchesPinyin } from './pinyin.ts';
import { companyStaff } from './schema.ts';
import { visibleStaffTypes } from './scope.ts';

type Query = z.output<typeof staffSearchQuerySchema>;

/** Among the staff `where` selects, those whose name `text` spells in pinyin ("zs" for 张三). */
async function idsNamedInPinyin(db: DbOrTx, where: SQL | undefined, text: string): Promise<number[]> {
  const rows = await db
    .select({ id: companyStaff.id, staffName: companyStaff.staffName })
    .from(companyStaff)
    .where(where);
  return rows.filter((row) => matchesPinyin(row.staffName, text)).map((row) => row.id);
}

/**
 * `getStaff` (docs/product/staff.md): the caller's company's staff, searched by name, pinyin, mobile,
 * job number or department.
 */
export async function searchStaff(
  db: DbOrTx,
  auth: Extract<AuthContext, { kind: 'user' }>,
  query: Query,
): Promise<StaffSearchResult> {
  const actor = await resolveCompanyActor(db, auth);
  if (query.compId !== undefined && query.compId !== actor.compId) throw forbidden();

  // Removed staff (status 2) are no longer colleagues.
  const conditions: SQL[] = [
    eq(companyStaff.compId, actor.compId),
    eq(companyStaff.status, StaffStatus.ACTIVE),
  ];
  // Open to every member, within a scoped staff admin's types.
  const scope = visibleStaffTypes(actor);
  if (scope) conditions.push(scope);
  if (query.employeeType !== undefined) conditions.push(eq(companyStaff.employeeType, query.employeeType));
  if (query.status !== undefined) conditions.push(eq(companyStaff.loginStatus, query.status));
  if (query.deptId !== undefined) {
    conditions.push(query.deptId === 0 ? isNull(companyStaff.deptId) : eq(companyStaff.deptId, query.deptId));
  }
  if (query.searchText) {
    const pattern = containing(query.searchText);
    // Pinyin is matched in this process over the names the other filters leave: one more read of
    // the company's staff, names only.
    const pinyinIds = isPinyinQuery(query.searchText)
      ? await idsNamedInPinyin(db, and(...conditions), query.searchText)
      : [];
    conditions.push(
      or(
        ilike(companyStaff.staffName, pattern),
        ilike(companyStaff.jobNo, pattern),
        inArray(companyStaff.userId, loginIdsMatching(pattern, ['mobile', 'loginCode'])),
        // Removed departments (status 2) no longer name anyone's department.
        inArray(companyStaff.deptId, activeDepartmentIdsNamed(actor.compId, pattern)),
        pinyinIds.length > 0 ? inArray(companyStaff.id, pinyinIds) : undefined,
      )!,
    );
  }
  const where = and(...conditions);

  // One scan for the page and its total (core/paging.ts).
  const page = await paginate(
    () =>
      db
        .select({
          staffId: companyStaff.id,
          userId: companyStaff.userId,
          staffName: companyStaff.staffName,
          jobNo: companyStaff.jobNo,
          deptId: companyStaff.deptId,
          positionId: companyStaff.positionId,
          position: companyStaff.position,
          employeeType: companyStaff.employeeType,
          total: pageTotal(),
        })
        .from(companyStaff)
        .where(where)
        .orderBy(asc(companyStaff.id)),
    query,
    ({ total: _, ...row }) => row,
  );
  const rows = page.list;
  // Faces and mobiles are the logins' (auth); department and position names the organisation's
  // (org): staff created in the app hold a position record, the free text is the seed's.
  const [contacts, deptNames, positionNames] = await Promise.all([
    findUserContacts(
      db,
      rows.map((row) => row.userId),
    ),
    activeOrgRecordNames(
      db,
      'department',
      rows.map((row) => row.deptId),
    ),
    activeOrgRecordNames(
      db,
      'position',
      rows.map((row) => row.positionId),
    ),
  ]);

  return {
    result: {
      ...page,
      list: rows.map(({ deptId, positionId, ...row }) => ({
        ...row,
        position: (positionId === null ? undefined : positionNames.get(positionId)) ?? row.position,
        staffPhotoWebAddr: contacts.get(row.userId)?.userFace ?? null,
        deptName: deptId === null ? null : (deptNames.get(deptId) ?? null),
        employeeType: row.employeeType === EmployeeType.HRO ? EmployeeType.HRO : EmployeeType.HRM,
        mobile: contacts.get(row.userId)?.mobile ?? null,
      })),
    },
  };
}
