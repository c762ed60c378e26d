import type { LeaveType, Reason } from '@renli/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { chinaToday } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { staffFacts } from '../../staff/records.ts';
import { employmentSpans } from '../../staff-archives/spans.ts';
import { attendanceSettingsOf } from '../rules/settings.ts';
import { attendanceBalanceEntries, attendanceStaffProfiles } from '../schema.ts';
import type { LedgerEntry } from './balance-math.ts';
import { annualEntitlementOf } from './engine-adapter.ts';
import { entriesOf, ledgerKey } from './ledger.ts';

// Accrual (docs/product/attendance.md, "Balances"): a year's statutory annual leave and a type's
// yearly quota are one ledger entry each (kind `accrual`, named by the year). Reading a balance
// counts the entry the profile gives now without writing it; a change of the balance writes it.

/** The last day carried-over annual leave of `year` can be spent: `MM-DD` of the next year, or 12-31. */
export function carryOverUntil(year: number, monthDay: string | null): string {
  if (monthDay === null) return `${year}-12-31`;
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  // 02-29 (or 04-31) in a year without it: the month's last day.
  const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

export interface StaffProfile {
  workStartDate: string | null;
  entryDate: string | null;
}

/**
 * Work start (HR's) and entry date of these staff: the staff record's, else the first day of their
 * first employment span.
 */
export async function profilesOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
): Promise<Map<number, StaffProfile>> {
  const [facts, rows] = await Promise.all([
    staffFacts(db, compId, staffIds),
    staffIds.length === 0
      ? []
      : db
          .select({
            staffId: attendanceStaffProfiles.staffId,
            workStartDate: attendanceStaffProfiles.workStartDate,
          })
          .from(attendanceStaffProfiles)
          .where(
            and(
              eq(attendanceStaffProfiles.compId, compId),
              inArray(attendanceStaffProfiles.staffId, [...staffIds]),
            ),
          ),
  ]);
  const unknown = staffIds.filter((id) => !facts.get(id)?.entryDate);
  const spans =
    unknown.length === 0 ? new Map() : await employmentSpans(db, compId, EARLIEST, chinaToday(), unknown);
  const starts = new Map(rows.map((row) => [row.staffId, row.workStartDate]));
  return new Map(
    staffIds.map((id) => [
      id,
      {
        workStartDate: starts.get(id) ?? null,
        entryDate: facts.get(id)?.entryDate ?? spans.get(id)?.[0]?.from ?? null,
      },
    ]),
  );
}

/** A year's annual leave of a profile; none without an employment. */
export function entitlementOf(profile: StaffProfile, year: number): { days: string; reason: Reason } {
  if (!profile.entryDate) return { days: '0', reason: { key: 'annualNotEmployed', params: { year } } };
  return annualEntitlementOf({ workStartDate: profile.workStartDate, entryDate: profile.entryDate, year });
}

/** Employment spans are read from this day to find an entry date the staff record lacks. */
const EARLIEST = '1900-01-01';

type AccrualRow = typeof attendanceBalanceEntries.$inferInsert & { staffId: number; leaveTypeId: number };

/**
 * The accrual entries `years` should have for these staff in the types that accrue: statutory annual
 * leave valid until the carry-over day of the next year, a yearly quota for its year only.
 */
export async function expectedAccruals(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
  years: readonly number[],
  types: readonly LeaveType[],
): Promise<AccrualRow[]> {
  const accruing = types.filter((t) => t.balanceRule === 'annual' || t.balanceRule === 'yearly');
  if (accruing.length === 0 || staffIds.length === 0) return [];
  const [settings, profiles] = await Promise.all([
    attendanceSettingsOf(db, compId),
    profilesOf(db, compId, staffIds),
  ]);
  const rows: AccrualRow[] = [];
  for (const year of new Set(years))
    for (const type of accruing)
      for (const staffId of staffIds) {
        const annual = type.balanceRule === 'annual';
        rows.push({
          compId,
          staffId,
          leaveTypeId: type.id,
          amount: annual ? entitlementOf(profiles.get(staffId)!, year).days : type.yearlyQuota!,
          kind: 'accrual',
          validFrom: `${year}-01-01`,
          validUntil: annual ? carryOverUntil(year, settings.annualCarryOverUntil) : `${year}-12-31`,
          refKind: annual ? 'annualYear' : 'yearlyQuota',
          refId: year,
        });
      }
  return rows;
}

/**
 * The ledger as the accruals make it (pure): each expected accrual replaces the stored entry of its
 * year, or joins the ledger when it was never written (an id of its own, below any stored one).
 */
export function withAccruals(
  ledgers: Map<string, LedgerEntry[]>,
  expected: readonly AccrualRow[],
): Map<string, LedgerEntry[]> {
  const out = new Map([...ledgers].map(([key, list]) => [key, [...list]]));
  for (const row of expected) {
    const key = ledgerKey(row.staffId, row.leaveTypeId);
    const list = out.get(key) ?? [];
    const entry: LedgerEntry = {
      id: -row.refId!,
      amount: String(row.amount),
      kind: 'accrual',
      validFrom: row.validFrom,
      validUntil: row.validUntil ?? null,
      refKind: row.refKind ?? null,
      refId: row.refId ?? null,
    };
    const at = list.findIndex(
      (e) => e.kind === 'accrual' && e.refKind === entry.refKind && e.refId === entry.refId,
    );
    if (at >= 0) list[at] = { ...entry, id: list[at]!.id };
    else list.push(entry);
    out.set(key, list);
  }
  return out;
}

/** The ledgers of these staff (one type, or all) with the accruals `years` should have; writes nothing. */
export async function ledgersOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
  years: readonly number[],
  types: readonly LeaveType[],
): Promise<Map<string, LedgerEntry[]>> {
  const only = types.length === 1 ? types[0]!.id : undefined;
  const [stored, expected] = await Promise.all([
    entriesOf(db, compId, staffIds, only),
    expectedAccruals(db, compId, staffIds, years, types),
  ]);
  return withAccruals(stored, expected);
}

/**
 * Writes (or corrects) the accruals of `years`, when a change of the balance needs them in the
 * ledger: asking, approving, HR's adjustment and work start. Idempotent: one entry per staff, type
 * and year.
 */
export async function syncAccruals(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
  years: readonly number[],
  types: readonly LeaveType[],
): Promise<void> {
  const values = await expectedAccruals(db, compId, staffIds, years, types);
  if (values.length === 0) return;
  await db
    .insert(attendanceBalanceEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [
        attendanceBalanceEntries.staffId,
        attendanceBalanceEntries.leaveTypeId,
        attendanceBalanceEntries.kind,
        attendanceBalanceEntries.refKind,
        attendanceBalanceEntries.refId,
      ],
      targetWhere: isNotNull(attendanceBalanceEntries.refId),
      set: { amount: sql`excluded.amount`, validUntil: sql`excluded.valid_until` },
      setWhere: sql`${attendanceBalanceEntries.amount} is distinct from excluded.amount
        or ${attendanceBalanceEntries.validUntil} is distinct from excluded.valid_until`,
    });
}
