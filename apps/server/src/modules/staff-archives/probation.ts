import { EmploymentStatus } from '@renli/contracts';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { daysBetween } from '../../core/china-time.ts';
import { type PageOf, type PageRequest, pageTotal, paginate } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { staffNamesOf } from '../staff/job.ts';
import { inEffectOn } from './employment.ts';
import { staffArchives, staffJobVersions } from './schema.ts';

// 待转正 (docs/product/staff.md, "转正, 调动 and 离职"): the employments on probation today, for the
// 转正 tab and its counts. Their type and department are those of the version in effect today.

/** Whole days from `today` to `day` (both China dates); negative once `day` has passed. */
export const daysFrom = daysBetween;

export interface ProbationEmployment {
  staffId: number;
  staffName: string;
  deptName: string | null;
  employeeType: number;
  entryDate: string;
  probationEnd: string | null;
  /** Days left until the probation ends; negative when overdue, null without an end date. */
  daysLeft: number | null;
}

/** Employments on probation today among these employee types. */
const onProbation = (compId: number, types: readonly number[], today: string) =>
  and(
    eq(staffArchives.compId, compId),
    eq(staffArchives.empStatus, EmploymentStatus.PROBATION),
    inArray(staffJobVersions.employeeType, [...types]),
    inEffectOn(compId, today),
  );

const joined = (db: DbOrTx) =>
  db
    .select({
      staffId: staffArchives.staffId,
      entryDate: staffArchives.entryDate,
      probationEnd: staffArchives.probationEnd,
      deptId: staffJobVersions.deptId,
      employeeType: staffJobVersions.employeeType,
      total: pageTotal(),
    })
    .from(staffArchives)
    .innerJoin(staffJobVersions, eq(staffJobVersions.staffId, staffArchives.staffId));

/** One page of the company's employments on probation, the soonest end first (none last). */
export async function probationEmployments(
  db: DbOrTx,
  compId: number,
  query: PageRequest & { types: readonly number[]; today: string },
): Promise<PageOf<ProbationEmployment>> {
  if (query.types.length === 0)
    return { list: [], total: 0, pageNum: query.pageNum, pageSize: query.pageSize };
  const page = await paginate(
    () =>
      joined(db)
        .where(onProbation(compId, query.types, query.today))
        .orderBy(
          sql`${staffArchives.probationEnd} asc nulls last`,
          asc(staffArchives.entryDate),
          asc(staffArchives.staffId),
        ),
    query,
    (row) => row,
  );
  const names = await staffNamesOf(
    db,
    compId,
    page.list.map((row) => row.staffId),
  );
  const departments = await activeOrgRecordNames(
    db,
    'department',
    page.list.map((row) => row.deptId),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      staffId: row.staffId,
      staffName: names.get(row.staffId) ?? '',
      deptName: row.deptId === null ? null : (departments.get(row.deptId) ?? null),
      employeeType: row.employeeType,
      entryDate: row.entryDate,
      probationEnd: row.probationEnd,
      daysLeft: row.probationEnd === null ? null : daysFrom(query.today, row.probationEnd),
    })),
  };
}

/** How many of the company's employments of these types are on probation today, and how many overdue. */
export async function countProbation(db: DbOrTx, compId: number, types: readonly number[], today: string) {
  if (types.length === 0) return { probation: 0, overdue: 0 };
  const [row] = await db
    .select({
      probation: count(),
      overdue:
        sql<number>`cast(count(*) filter (where ${lt(staffArchives.probationEnd, today)}) as integer)`.mapWith(
          Number,
        ),
    })
    .from(staffArchives)
    .innerJoin(staffJobVersions, eq(staffJobVersions.staffId, staffArchives.staffId))
    .where(onProbation(compId, types, today));
  return { probation: row?.probation ?? 0, overdue: row?.overdue ?? 0 };
}
