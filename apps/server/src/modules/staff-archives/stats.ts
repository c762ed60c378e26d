import {
  AGE_BUCKETS,
  EmploymentStatus,
  PROBATION_ENDING_DAYS,
  PROBATION_ENDING_LIST_MAX,
  type RosterStats,
  TENURE_BUCKETS,
} from '@renli/contracts';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { pageTotal } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contractsExpiring } from '../labor-contracts/contracts-expiring.ts';
import { orgRecordNames } from '../org/references-sql.ts';
import { rosterStaff } from '../staff/roster-facts.ts';
import { visibleStaffOn, visibleVersionsOn } from './roster-query.ts';
import { staffArchives as a, staffJobVersions as v } from './schema.ts';
import {
  AGE_BANDS,
  bandDates,
  type DayChanges,
  daysAfter,
  monthlyFigures,
  monthsEndingAt,
  TENURE_BANDS,
} from './stats-figures.ts';

const IN_SERVICE = [EmploymentStatus.PROBATION, EmploymentStatus.OFFICIAL];

const counted = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

/** A count per band of `column`'s dates on `day`, keyed `<prefix><bucket>`. */
function bandCounts<B extends string>(
  prefix: string,
  column: AnyColumn,
  bands: readonly (readonly [B, number])[],
  day: string,
): Record<string, SQL<number>> {
  return Object.fromEntries(
    bandDates(bands, day).map(({ bucket, after, until }) => [
      `${prefix}${bucket}`,
      counted(and(after ? gt(column, after) : undefined, until ? lte(column, until) : undefined)),
    ]),
  );
}

/**
 * What the versions of the caller's employee types did on each day from `from` to `until`; everything
 * earlier is summed into the day before `from` (the headcount needs only the totals up to a day).
 */
async function dayChanges(
  db: DbOrTx,
  actor: CompanyActor,
  employeeType: number | undefined,
  from: string,
  until: string,
): Promise<DayChanges[]> {
  const floor = daysAfter(from, -1);
  const visible = and(
    eq(v.compId, actor.compId),
    inArray(v.employeeType, actor.managedTypes),
    employeeType === undefined ? undefined : eq(v.employeeType, employeeType),
  );
  const inService = sql`${v.empStatus} in (${EmploymentStatus.PROBATION}, ${EmploymentStatus.OFFICIAL})`;
  const result = await db.execute<{
    day: string;
    starts: string;
    ends: string;
    entries: string;
    exits: string;
  }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(starts) as starts, sum(ends) as ends,
      sum(entries) as entries, sum(exits) as exits
    from (
      select greatest(${v.effectiveFrom}, ${floor}::date) as day, (${inService})::int as starts, 0 as ends,
        (${v.kind} = 'entry')::int as entries, (${v.empStatus} = ${EmploymentStatus.LEFT})::int as exits
      from ${v} where ${visible} and ${v.effectiveFrom} <= ${until}::date
      union all
      select greatest(${v.effectiveTo}, ${floor}::date), 0, 1, 0, 0
      from ${v} where ${visible} and ${inService} and ${v.effectiveTo} <= ${until}::date
    ) changes
    group by day`);
  return (result as unknown as { rows: Record<keyof DayChanges, string>[] }).rows.map((row) => ({
    day: row.day,
    starts: Number(row.starts),
    ends: Number(row.ends),
    entries: Number(row.entries),
    exits: Number(row.exits),
  }));
}

/**
 * The roster's statistics as of `asOf` (default today in China) for the caller's employee types
 * (docs/product/staff.md, "Roster (花名册) and statistics"): headcount by department, the 12 months'
 * entries, exits and turnover, age and tenure bands, probation ending within 30 days and labour
 * contracts ending within 30 and 60 days.
 */
export async function rosterStats(
  db: DbOrTx,
  actor: CompanyActor,
  body: { asOf?: string | undefined; employeeType?: number | undefined },
): Promise<RosterStats> {
  const asOf = body.asOf ?? chinaToday();
  const inService = and(visibleVersionsOn(actor, asOf, body.employeeType), inArray(v.empStatus, IN_SERVICE));
  const depts = orgRecordNames('department', actor.compId);
  const staff = rosterStaff(actor.compId);
  const months = monthsEndingAt(asOf);
  const bandFields: Record<string, SQL<number>> = {
    ...bandCounts('age:', a.birthDate, AGE_BANDS, asOf),
    'age:unknown': counted(isNull(a.birthDate)),
    ...bandCounts('tenure:', a.entryDate, TENURE_BANDS, asOf),
  };
  const [byDepartment, [bands], changes, probation, contracts] = await Promise.all([
    db
      .select({ deptId: v.deptId, deptName: depts.name, count: count() })
      .from(v)
      .leftJoin(depts, eq(depts.id, v.deptId))
      .where(inService)
      .groupBy(v.deptId, depts.name)
      .orderBy(desc(count()), asc(depts.name)),
    db.select(bandFields).from(v).innerJoin(a, eq(a.staffId, v.staffId)).where(inService),
    dayChanges(db, actor, body.employeeType, months[0]!.from, daysAfter(asOf, 1)),
    db
      .select({
        archiveId: a.id,
        staffId: v.staffId,
        name: staff.name,
        deptName: depts.name,
        probationEnd: a.probationEnd,
        total: pageTotal(),
      })
      .from(v)
      .innerJoin(a, eq(a.staffId, v.staffId))
      .innerJoin(staff, eq(staff.staffId, v.staffId))
      .leftJoin(depts, eq(depts.id, v.deptId))
      .where(
        and(
          visibleVersionsOn(actor, asOf, body.employeeType),
          eq(v.empStatus, EmploymentStatus.PROBATION),
          gte(a.probationEnd, asOf),
          lte(a.probationEnd, daysAfter(asOf, PROBATION_ENDING_DAYS)),
        ),
      )
      .orderBy(asc(a.probationEnd), asc(v.staffId))
      .limit(PROBATION_ENDING_LIST_MAX),
    // The people of the roster on the day, whatever their status: the contract list counts them too.
    contractsExpiring(db, actor.compId, asOf, visibleStaffOn(actor, asOf, body.employeeType)),
  ]);
  return {
    asOf,
    headcount: byDepartment.reduce((sum, row) => sum + row.count, 0),
    byDepartment,
    months: monthlyFigures(changes, months),
    ages: AGE_BUCKETS.map((bucket) => ({ bucket, count: bands?.[`age:${bucket}`] ?? 0 })),
    tenures: TENURE_BUCKETS.map((bucket) => ({ bucket, count: bands?.[`tenure:${bucket}`] ?? 0 })),
    probationEnding: {
      total: probation[0]?.total ?? 0,
      list: probation.map(({ total: _, probationEnd, ...row }) => ({ ...row, probationEnd: probationEnd! })),
    },
    contractsExpiring: contracts,
  };
}
