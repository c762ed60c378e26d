import {
  CONTRACTS_EXPIRING_LIST_MAX,
  type ContractEndingFilter,
  LaborContractStatus,
  type RosterStats,
} from '@renli/contracts';
import { and, asc, eq, gte, inArray, lt, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { rosterStaff } from '../staff/roster-facts.ts';
import { addDays } from './contract-dates.ts';
import { laborContracts as c } from './schema.ts';

// Contracts expiring as the roster sees them (docs/product/staff.md, "Roster (花名册) and statistics"):
// effective contracts (生效中, not removed) with an end date, counted from a China day `asOf`, the
// same windows as the contract list's 30天内到期 / 60天内到期 / 已到期 (docs/product/labor-contracts.md).
// Both reads serve the partial index `labor_contracts_expiry_idx`.

/** The company's effective contracts that have an end date: the only ones that can expire. */
const effective = (compId: number) =>
  and(eq(c.compId, compId), eq(c.status, LaborContractStatus.ACTIVE), eq(c.deleted, 0));

/** The end dates a filter stands for: from `asOf` to `asOf` + N days (both included), or before `asOf`. */
function endingCondition(asOf: string, within: ContractEndingFilter): SQL {
  if (within === 'expired') return lt(c.endDate, asOf);
  return and(gte(c.endDate, asOf), lte(c.endDate, addDays(asOf, within)))!;
}

/**
 * The staff ids with an effective contract ending within `within` of `asOf`, as a subquery, so the
 * roster filters by it in its own single query (`inArray(staffId, …)`). The roster scopes the people.
 */
export const staffWithContractsEnding = (compId: number, asOf: string, within: ContractEndingFilter) =>
  new QueryBuilder()
    .select({ staffId: c.staffId })
    .from(c)
    .where(and(effective(compId), endingCondition(asOf, within)));

const WIDEST = 60;
const NARROW = 30;

/**
 * The effective contracts of the staff ids `among` (the caller's scope: the roster passes the
 * employments it shows on `asOf`, so an HRM-only admin never sees HRO staff) ending from `asOf` to
 * 60 days on: how many within 30 and within 60 days, and the soonest 100 with the employee's name
 * and the days left. One query: the counts are window aggregates over every row before the limit.
 */
export async function contractsExpiring(
  db: DbOrTx,
  compId: number,
  asOf: string,
  among: SQLWrapper,
): Promise<RosterStats['contractsExpiring']> {
  const staff = rosterStaff(compId);
  const narrowEnd = addDays(asOf, NARROW);
  const rows = await db
    .select({
      contractId: c.id,
      staffId: c.staffId,
      name: staff.name,
      contractNo: c.contractNo,
      endDate: c.endDate,
      daysLeft: sql<number>`(${c.endDate} - ${asOf}::date)`.mapWith(Number),
      within30: sql<number>`count(*) filter (where ${c.endDate} <= ${narrowEnd}::date) over ()`.mapWith(
        Number,
      ),
      within60: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(c)
    .innerJoin(staff, eq(staff.staffId, c.staffId))
    .where(and(effective(compId), endingCondition(asOf, WIDEST), inArray(c.staffId, among)))
    .orderBy(asc(c.endDate), asc(c.id))
    .limit(CONTRACTS_EXPIRING_LIST_MAX);
  return {
    within30: rows[0]?.within30 ?? 0,
    within60: rows[0]?.within60 ?? 0,
    soon: rows.map(({ within30: _, within60: __, endDate, ...row }) => ({ ...row, endDate: endDate! })),
  };
}
