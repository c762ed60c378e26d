import { EmployeeType, type MonthLock, type MonthLocks } from '@renli/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaToday } from '../../../core/china-time.ts';
import { badRequest, conflict, forbidden } from '../../../core/http/errors.ts';
import { writeAudit } from '../../../core/resources/audit.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { findUserProfiles } from '../../auth/profiles.ts';
import { managesType } from '../access.ts';
import { attendanceMonthLocks as locks } from '../schema.ts';
import { monthEnded, monthNumber } from './figures.ts';
import { statsMessages as m } from './messages.ts';

// The month lock (docs/product/attendance.md, "Statistics"): a locked month's results are what payroll
// reads, so recomputation skips it (`results/recompute.ts`) and no input of its days may change
// (`results/locks.ts`). A lock holds for the whole company, so it takes someone who manages every
// employee type; lifting it takes the company account.

/** The audit log's record kind of a month lock; the record id is the month as YYYYMM. */
export const MONTH_LOCK_AUDIT = 'attendanceMonthLock';

/** Whether the caller may lock: the company account, or a staff admin of every employee type. */
export const canLock = (actor: CompanyActor) =>
  actor.isCompany ||
  (actor.staffAdmin && managesType(actor, EmployeeType.HRM) && managesType(actor, EmployeeType.HRO));

/** Whether the caller may unlock: the company account only. */
export const canUnlock = (actor: CompanyActor) => actor.isCompany;

async function present(db: DbOrTx, rows: (typeof locks.$inferSelect)[]): Promise<MonthLock[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.lockedBy === null ? [] : [row.lockedBy])))];
  const names = new Map((await findUserProfiles(db, ids)).map((p) => [p.userId, p.userName]));
  return rows.map((row) => ({
    month: row.month,
    lockedAt: row.lockedAt.toISOString(),
    lockedByName: row.lockedBy === null ? null : (names.get(row.lockedBy) ?? null),
  }));
}

/** The company's locked months, newest first, and what the caller may do with them. */
export async function selectLocks(db: DbOrTx, actor: CompanyActor): Promise<MonthLocks> {
  const rows = await db.select().from(locks).where(eq(locks.compId, actor.compId)).orderBy(desc(locks.month));
  return { locks: await present(db, rows), canLock: canLock(actor), canUnlock: canUnlock(actor) };
}

const audit = (month: string, locked: boolean) => ({
  recordId: monthNumber(month),
  action: 'transition' as const,
  transition: locked ? 'lock' : 'unlock',
  changes: { locked: { before: !locked, after: locked } },
});

/** Locks an ended month (China time): 403 unless `canLock`, 400 before it ends, 409 when locked already. */
export async function lockMonth(
  db: Database,
  actor: CompanyActor,
  month: string,
  today = chinaToday(),
): Promise<MonthLock> {
  if (!canLock(actor)) throw forbidden(m['attendance.stats.lockAllTypes']);
  if (!monthEnded(month, today)) throw badRequest(m['attendance.stats.monthNotEnded'], { month });
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(locks)
      .values({ compId: actor.compId, month, lockedBy: actor.userId })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict(m['attendance.stats.alreadyLocked'], { month });
    await writeAudit(tx, actor, MONTH_LOCK_AUDIT, [audit(month, true)]);
    return inserted;
  });
  return (await present(db, [row]))[0]!;
}

/**
 * Unlocks a month: 403 unless the company account, 400 when it is not locked. Nothing is recomputed:
 * while it was locked no input of its days could change (`assertMonthsOpen`).
 */
export async function unlockMonth(db: Database, actor: CompanyActor, month: string) {
  if (!canUnlock(actor)) throw forbidden(m['attendance.stats.unlockCompanyOnly']);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(locks)
      .where(and(eq(locks.compId, actor.compId), eq(locks.month, month)))
      .returning({ month: locks.month });
    if (removed.length === 0) throw badRequest(m['attendance.stats.notLocked'], { month });
    await writeAudit(tx, actor, MONTH_LOCK_AUDIT, [audit(month, false)]);
  });
  return { month };
}
