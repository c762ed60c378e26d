import { ROSTER_STATUS_EMP, type RosterFilter, type RosterSortField, type SortOrder } from '@renli/contracts';
import {
  type AnyColumn,
  and,
  count,
  eq,
  gt,
  gte,
  inArray,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffWithContractsEnding } from '../labor-contracts/contracts-expiring.ts';
import { departmentAndBelowIds, orgRecordNames } from '../org/references-sql.ts';
import { rosterStaff, rosterStaffIdsMatching, rosterStaffMobile } from '../staff/roster-facts.ts';
import { inEffectOn } from './employment.ts';
import { staffArchives as a, staffJobVersions as v } from './schema.ts';
import { yearsBefore } from './stats-figures.ts';

// The roster as of a day in one query (docs/product/staff.md, "Roster (花名册) and statistics"): each
// employment's version in effect on the day (`inEffectOn`), its archive, the staff record's name,
// job number and mobile, and the names of department, position and rank, filtered, sorted and paged
// by the database; a second query counts. A department filter first reads the department's subtree,
// a search the matching staff ids; the contract filter is a subquery of labour contracts. Plans: docs/benchmarks.md, "Roster".

/**
 * Completed years from the date `since` to the China day `on`, one more on each anniversary (the
 * rule of `ageOn`: a 29 February counts from 1 March in common years); null without a date.
 */
export function yearsOn(since: AnyColumn | SQL, on: string) {
  const year = Number(on.slice(0, 4));
  const monthDay = on.slice(5, 7) + on.slice(8, 10);
  return sql<number | null>`(${year}::int - extract(year from ${since})::int
    - case when to_char(${since}, 'MMDD') > ${monthDay} then 1 else 0 end)`.mapWith(Number);
}

const isoDay = (date: AnyColumn | SQL) => sql<string | null>`to_char(${date}, 'YYYY-MM-DD')`;

/** The versions in effect on `asOf` that the caller may see: their employee types, and the filter's. */
export const visibleVersionsOn = (actor: CompanyActor, asOf: string, employeeType?: number) =>
  and(
    inEffectOn(actor.compId, asOf),
    inArray(v.employeeType, actor.managedTypes),
    employeeType === undefined ? undefined : eq(v.employeeType, employeeType),
  );

/** The staff of the versions `visibleVersionsOn` answers, as a subquery of staff ids. */
export const visibleStaffOn = (actor: CompanyActor, asOf: string, employeeType?: number) =>
  new QueryBuilder()
    .select({ staffId: v.staffId })
    .from(v)
    .where(visibleVersionsOn(actor, asOf, employeeType));

/** Ids as one array parameter: the database then knows how many there are. */
const oneOf = (column: AnyColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

/** The filter as one condition on the versions and their archives. */
async function conditions(db: DbOrTx, actor: CompanyActor, filter: RosterFilter, asOf: string) {
  const departments =
    filter.deptId === undefined ? undefined : await departmentAndBelowIds(db, actor.compId, filter.deptId);
  const people = filter.searchText
    ? await rosterStaffIdsMatching(db, actor.compId, filter.searchText)
    : undefined;
  return and(
    visibleVersionsOn(actor, asOf, filter.employeeType),
    inArray(v.empStatus, [...ROSTER_STATUS_EMP[filter.empStatus]]),
    departments ? oneOf(v.deptId, departments) : undefined,
    people ? oneOf(v.staffId, people) : undefined,
    filter.positionId ? eq(v.positionId, filter.positionId) : undefined,
    filter.entryFrom ? gte(a.entryDate, filter.entryFrom) : undefined,
    filter.entryTo ? lte(a.entryDate, filter.entryTo) : undefined,
    filter.education ? eq(a.highestEducation, filter.education) : undefined,
    // Ages as birth dates (cheap to compare): at least X years old is born on or before yearsBefore X.
    filter.ageFrom === undefined ? undefined : lte(a.birthDate, yearsBefore(asOf, filter.ageFrom)),
    filter.ageTo === undefined ? undefined : gt(a.birthDate, yearsBefore(asOf, filter.ageTo + 1)),
    // A subquery of the labour contracts module: the roster stays one query.
    filter.contractEndingWithin === undefined
      ? undefined
      : inArray(v.staffId, staffWithContractsEnding(actor.compId, asOf, filter.contractEndingWithin)),
  );
}

const NEVER_EMPTY: ReadonlySet<RosterSortField> = new Set(['name', 'entryDate']);

export interface RosterSort {
  sortField?: RosterSortField | undefined;
  sortOrder?: SortOrder | undefined;
}

/**
 * The roster of `asOf`. `rows(sort, limit, offset)` first finds the page's versions with only the
 * tables its filters and order need, then joins everything the rows show to those alone, so a deep
 * page never reads names or mobiles of the rows it skips. `total()` counts them (`counting()`).
 */
export async function rosterQuery(db: DbOrTx, actor: CompanyActor, filter: RosterFilter, asOf: string) {
  const staff = rosterStaff(actor.compId);
  const depts = orgRecordNames('department', actor.compId);
  const positions = orgRecordNames('position', actor.compId);
  const ranks = orgRecordNames('rank', actor.compId);
  const all = await conditions(db, actor, filter, asOf);

  const sortColumn: Record<RosterSortField, SQLWrapper> = {
    name: staff.name,
    jobNo: staff.jobNo,
    entryDate: a.entryDate,
    deptName: depts.name,
    // Older people first is the earlier birth date first.
    age: a.birthDate,
  };
  const order = (
    { sortField = 'entryDate', sortOrder = 'descend' }: RosterSort,
    key: SQLWrapper,
    id: SQLWrapper,
  ) => {
    const ascending = (sortOrder === 'ascend') !== (sortField === 'age');
    const direction = sql.raw(ascending ? 'asc' : 'desc');
    // Names and entry days are never empty: a plain direction lets an index serve the order both ways.
    const empties = sql.raw(NEVER_EMPTY.has(sortField) ? '' : ' nulls last');
    return [sql`${key} ${direction}${empties}`, sql`${id} ${direction}`];
  };

  // Every version has its archive (openEmployment writes both); the staff record and the department
  // are left joins on unique keys, which the database drops when a query's filters and order do not
  // use them (a page without a search never reads the staff records before its 20 rows).
  const rows = (sort: RosterSort, limit: number, offset = 0) => {
    const key = sortColumn[sort.sortField ?? 'entryDate'];
    const page = db
      .select({ versionId: v.id, staffId: v.staffId, sortKey: sql`${key}`.as('sort_key') })
      .from(v)
      .innerJoin(a, eq(a.staffId, v.staffId))
      .leftJoin(staff, eq(staff.staffId, v.staffId))
      .leftJoin(depts, eq(depts.id, v.deptId))
      // The archive's company repeats the version's, but lets the archives' index serve the order.
      .where(and(all, eq(a.compId, actor.compId)))
      .orderBy(...order(sort, key, v.staffId))
      .limit(limit)
      .offset(offset)
      .as('page');
    return db
      .select({
        archiveId: a.id,
        staffId: v.staffId,
        name: staff.name,
        jobNo: staff.jobNo,
        mobile: rosterStaffMobile(staff),
        deptId: v.deptId,
        deptName: depts.name,
        positionId: v.positionId,
        positionName: sql<string | null>`coalesce(${positions.name}, ${staff.positionText})`,
        rankName: ranks.name,
        employeeType: v.employeeType,
        empStatus: v.empStatus,
        sex: a.sex,
        age: yearsOn(a.birthDate, asOf),
        education: a.highestEducation,
        entryDate: a.entryDate,
        probationEnd: a.probationEnd,
        // Known on the day: 转正 on or before it, or the scheduled 转正 in effect on it.
        officialDate: isoDay(sql`case when ${a.officialDate} <= ${asOf}::date then ${a.officialDate}
          when ${v.kind} = 'regularize' then ${v.effectiveFrom} end`),
        lastDay: isoDay(sql`case when ${v.empStatus} = 3 then ${v.effectiveFrom} - 1 end`),
        workLocation: v.workLocation,
        clientCompany: v.clientCompany,
        salaryGrade: v.salaryGrade,
        changeKind: v.kind,
        effectiveFrom: v.effectiveFrom,
        scheduled: sql<boolean>`not ${v.applied}`,
      })
      .from(page)
      .innerJoin(v, eq(v.id, page.versionId))
      .innerJoin(a, eq(a.staffId, v.staffId))
      .innerJoin(staff, eq(staff.staffId, v.staffId))
      .leftJoin(depts, eq(depts.id, v.deptId))
      .leftJoin(positions, eq(positions.id, v.positionId))
      .leftJoin(ranks, eq(ranks.id, v.rankId))
      .orderBy(...order(sort, page.sortKey, page.staffId));
  };

  const counting = () =>
    db.select({ total: count() }).from(v).leftJoin(a, eq(a.staffId, v.staffId)).where(all);
  const total = async () => (await counting())[0]?.total ?? 0;

  return { rows, counting, total };
}
