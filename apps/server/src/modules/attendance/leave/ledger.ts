import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import {
  attendanceBalanceEntries,
  attendanceLeaveTypes,
  attendanceRequests,
  attendanceStaffProfiles,
} from '../schema.ts';
import type { LedgerEntry, PlannedSpend } from './balance-math.ts';

// The balance ledger (docs/product/attendance.md, "Balances"): entries are written, never changed,
// except the accrual of a year, which follows the staff member's profile (accrual.ts).

type EntryInsert = typeof attendanceBalanceEntries.$inferInsert;

/**
 * Serialises everything that reads a staff member's balance to change it (asking, approving,
 * cancelling, HR's adjustments): the profile row, made if missing, locked until the transaction ends.
 */
export async function lockStaffLedger(tx: Tx, compId: number, staffId: number): Promise<void> {
  await tx.insert(attendanceStaffProfiles).values({ staffId, compId }).onConflictDoNothing();
  await tx
    .select({ staffId: attendanceStaffProfiles.staffId })
    .from(attendanceStaffProfiles)
    .where(and(eq(attendanceStaffProfiles.staffId, staffId), eq(attendanceStaffProfiles.compId, compId)))
    .for('update');
}

const key = (staffId: number, leaveTypeId: number) => `${staffId}:${leaveTypeId}`;

/** The ledger entries of these staff, by `staffId:leaveTypeId`. */
export async function entriesOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
  leaveTypeId?: number,
): Promise<Map<string, LedgerEntry[]>> {
  const out = new Map<string, LedgerEntry[]>();
  if (staffIds.length === 0) return out;
  const rows = await db
    .select({
      staffId: attendanceBalanceEntries.staffId,
      leaveTypeId: attendanceBalanceEntries.leaveTypeId,
      id: attendanceBalanceEntries.id,
      amount: attendanceBalanceEntries.amount,
      kind: attendanceBalanceEntries.kind,
      validFrom: attendanceBalanceEntries.validFrom,
      validUntil: attendanceBalanceEntries.validUntil,
      refKind: attendanceBalanceEntries.refKind,
      refId: attendanceBalanceEntries.refId,
    })
    .from(attendanceBalanceEntries)
    .where(
      and(
        eq(attendanceBalanceEntries.compId, compId),
        inArray(attendanceBalanceEntries.staffId, [...staffIds]),
        leaveTypeId === undefined ? undefined : eq(attendanceBalanceEntries.leaveTypeId, leaveTypeId),
      ),
    )
    .orderBy(attendanceBalanceEntries.id);
  for (const { staffId, leaveTypeId: typeId, ...entry } of rows) {
    const list = out.get(key(staffId, typeId)) ?? [];
    list.push(entry);
    out.set(key(staffId, typeId), list);
  }
  return out;
}

export const ledgerKey = key;

/** Asked (in approval) leave of these staff, by `staffId:leaveTypeId`, as spends on their first day. */
export async function pendingOf(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
  exceptId?: number,
): Promise<Map<string, PlannedSpend[]>> {
  const out = new Map<string, PlannedSpend[]>();
  if (staffIds.length === 0) return out;
  const rows = await db
    .select({
      staffId: attendanceRequests.staffId,
      leaveTypeId: attendanceRequests.leaveTypeId,
      amount: attendanceRequests.amount,
      day: sql<string>`coalesce(${attendanceRequests.startDay}, (${attendanceRequests.startAt} at time zone 'Asia/Shanghai')::date)::text`,
    })
    .from(attendanceRequests)
    .where(
      and(
        eq(attendanceRequests.compId, compId),
        inArray(attendanceRequests.staffId, [...staffIds]),
        eq(attendanceRequests.kind, 'leave'),
        eq(attendanceRequests.status, 1),
        isNotNull(attendanceRequests.leaveTypeId),
        exceptId === undefined ? undefined : sql`${attendanceRequests.id} <> ${exceptId}`,
      ),
    )
    .orderBy(attendanceRequests.id);
  for (const row of rows) {
    const list = out.get(key(row.staffId, row.leaveTypeId!)) ?? [];
    list.push({ amount: row.amount ?? '0', day: row.day });
    out.set(key(row.staffId, row.leaveTypeId!), list);
  }
  return out;
}

/** Writes an entry; one naming a record that has its entry already writes nothing (false). */
export async function writeEntry(tx: DbOrTx, entry: EntryInsert): Promise<boolean> {
  const written = await tx
    .insert(attendanceBalanceEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: attendanceBalanceEntries.id });
  return written.length > 0;
}

/** The entry a record made in a type's ledger (an overtime's credit), if any. */
export async function entryOfRecord(
  db: DbOrTx,
  staffId: number,
  kind: string,
  refKind: string,
  refId: number,
) {
  const [row] = await db
    .select()
    .from(attendanceBalanceEntries)
    .where(
      and(
        eq(attendanceBalanceEntries.staffId, staffId),
        eq(attendanceBalanceEntries.kind, kind),
        eq(attendanceBalanceEntries.refKind, refKind),
        eq(attendanceBalanceEntries.refId, refId),
      ),
    );
  return row;
}

/** The names of the company's leave types by id (the ledger's list). */
export async function leaveTypeNames(db: DbOrTx, compId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: attendanceLeaveTypes.id, name: attendanceLeaveTypes.name })
    .from(attendanceLeaveTypes)
    .where(eq(attendanceLeaveTypes.compId, compId));
  return new Map(rows.map((row) => [row.id, row.name]));
}
