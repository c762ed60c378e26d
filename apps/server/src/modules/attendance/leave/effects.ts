import { AttendanceRequestStatus } from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import { badRequest } from '../../../core/http/errors.ts';
import { translate } from '../../../core/i18n/index.ts';
import type { Tx } from '../../../db/client.ts';
import { withdrawRecordApproval } from '../../approval/record-links.ts';
import { assertMonthsOpen } from '../results/locks.ts';
import { recomputeDays } from '../results/recompute.ts';
import { attendanceSettingsOf } from '../rules/settings.ts';
import { attendancePunches, attendanceRequests } from '../schema.ts';
import { syncAccruals } from './accrual.ts';
import { balanceOn, formatAmount, shortfall } from './balance-math.ts';
import { compensatoryTypeOf, leaveTypeOf } from './leave-types.ts';
import { entriesOf, entryOfRecord, ledgerKey, lockStaffLedger, pendingOf, writeEntry } from './ledger.ts';
import { leaveMessages as m } from './messages.ts';
import { addMonths, monthsOf } from './request-rules.ts';

// What approving and cancelling a request does (docs/product/attendance.md, "Leave, overtime, 补卡
// and trips"), inside the transaction of the approval's final decision or of the cancellation:
// exactly once, since the kit applies a transition to a locked row in its `from` status only and
// every ledger entry names its request under a unique index.

export type StoredRequest = typeof attendanceRequests.$inferSelect;
const RESOURCE = 'attendanceRequest';

export async function storedRequest(tx: Tx, id: number): Promise<StoredRequest> {
  const [row] = await tx.select().from(attendanceRequests).where(eq(attendanceRequests.id, id));
  return row!;
}

/** The China days a stored request covers. */
export const coveredDays = (r: StoredRequest) => {
  const first = r.startDay ?? chinaToday(r.startAt!);
  const last = r.kind === 'missedPunch' ? first : (r.endDay ?? chinaToday(new Date(r.endAt!.getTime() - 1)));
  return { first, last };
};

/**
 * The request's days, recomputed up to today (the future has no results yet) with the request in
 * its new status: the kit sets the status after the effect, in the same transaction, but the
 * recomputation reads approved requests now.
 */
async function recomputeCovered(tx: Tx, r: StoredRequest, status: number) {
  await tx.update(attendanceRequests).set({ status }).where(eq(attendanceRequests.id, r.id));
  const { first, last } = coveredDays(r);
  const today = chinaToday();
  // Days are China dates (strings): the earlier of the last covered day and today.
  const until = [last, today].sort()[0]!;
  if (first <= today) await recomputeDays(tx, r.compId, first, until, [r.staffId]);
}

/** Takes and locks what approving or cancelling needs: the staff member's ledger, the months open. */
async function prepare(tx: Tx, id: number) {
  const r = await storedRequest(tx, id);
  await lockStaffLedger(tx, r.compId, r.staffId);
  const { first, last } = coveredDays(r);
  await assertMonthsOpen(tx, r.compId, monthsOf(first, last));
  return r;
}

/** Debits an approved leave after checking, under the ledger's lock, that the balance still covers it. */
async function debitLeave(tx: Tx, actor: CompanyActor, r: StoredRequest) {
  const type = await leaveTypeOf(tx, r.compId, r.leaveTypeId!);
  const { first } = coveredDays(r);
  if (type.balanceRule !== 'none') {
    const today = chinaToday();
    await syncAccruals(
      tx,
      r.compId,
      [r.staffId],
      [Number(today.slice(0, 4)), Number(first.slice(0, 4))],
      [type],
    );
    const key = ledgerKey(r.staffId, type.id);
    const entries = (await entriesOf(tx, r.compId, [r.staffId], type.id)).get(key) ?? [];
    if (shortfall(entries, [], { amount: r.amount!, day: first }).gt(0)) {
      const pending = (await pendingOf(tx, r.compId, [r.staffId], r.id)).get(key) ?? [];
      throw badRequest(m[`attendance.leave.balanceShort.${type.unit}`], {
        type: type.name,
        remaining: balanceOn(entries, today).remaining,
        pending: formatAmount(pending.reduce((sum, p) => sum.plus(p.amount), new Decimal(0))),
        amount: formatAmount(r.amount!),
      });
    }
  }
  await writeEntry(tx, {
    compId: r.compId,
    staffId: r.staffId,
    leaveTypeId: type.id,
    amount: new Decimal(r.amount!).neg().toFixed(),
    kind: 'leave',
    validFrom: first,
    refKind: 'request',
    refId: r.id,
    createdBy: actor.userId,
  });
}

/** Credits approved overtime repaid in time off: hours × the company's ratio, lapsing after its months. */
async function creditOvertime(tx: Tx, actor: CompanyActor, r: StoredRequest) {
  const type = await compensatoryTypeOf(tx, r.compId);
  if (!type) throw badRequest(m['attendance.leave.noCompensatoryType']);
  const settings = await attendanceSettingsOf(tx, r.compId);
  const { first } = coveredDays(r);
  await writeEntry(tx, {
    compId: r.compId,
    staffId: r.staffId,
    leaveTypeId: type.id,
    amount: new Decimal(r.amount!).times(settings.compensatoryRatio).toDecimalPlaces(2).toFixed(),
    kind: 'overtime',
    validFrom: first,
    validUntil:
      settings.compensatoryExpiryMonths > 0
        ? addDays(addMonths(first, settings.compensatoryExpiryMonths), -1)
        : null,
    refKind: 'request',
    refId: r.id,
    createdBy: actor.userId,
  });
}

/**
 * The approval's effect: leave debits its balance, overtime repaid in time off credits 调休, 补卡
 * adds its punch (a trip changes nothing else); then the covered days are recomputed.
 */
export async function applyRequest(tx: Tx, actor: CompanyActor, id: number): Promise<undefined> {
  const r = await prepare(tx, id);
  if (r.kind === 'leave') await debitLeave(tx, actor, r);
  else if (r.kind === 'overtime' && r.compensation === 'leave') await creditOvertime(tx, actor, r);
  else if (r.kind === 'missedPunch')
    await tx.insert(attendancePunches).values({
      compId: r.compId,
      staffId: r.staffId,
      at: r.startAt!,
      source: 'missedPunch',
      note: r.cause,
      requestId: r.id,
      createdBy: actor.userId,
    });
  await recomputeCovered(tx, r, AttendanceRequestStatus.APPROVED);
  return undefined;
}

/**
 * Cancelling an approved request reverses its effect once: leave is credited back and an overtime's
 * 调休 taken back (each a `cancel` entry naming the request), a 补卡's punch voided with the reason.
 */
export async function cancelRequest(tx: Tx, actor: CompanyActor, id: number, reason: string) {
  const r = await prepare(tx, id);
  const made = await entryOfRecord(tx, r.staffId, r.kind === 'leave' ? 'leave' : 'overtime', 'request', r.id);
  if (made)
    await writeEntry(tx, {
      compId: r.compId,
      staffId: r.staffId,
      leaveTypeId: made.leaveTypeId,
      amount: new Decimal(made.amount).neg().toFixed(),
      kind: 'cancel',
      validFrom: made.validFrom,
      validUntil: made.validUntil,
      refKind: 'request',
      refId: r.id,
      note: reason,
      createdBy: actor.userId,
    });
  if (r.kind === 'missedPunch')
    await tx
      .update(attendancePunches)
      .set({
        voidedAt: new Date(),
        voidedBy: actor.userId,
        voidNote: translate('zh-CN', m['attendance.leave.voidNote'], { reason }),
      })
      .where(and(eq(attendancePunches.requestId, r.id), isNull(attendancePunches.voidedAt)));
  await recomputeCovered(tx, r, AttendanceRequestStatus.CANCELLED);
  return { cancelReason: reason };
}

/** Withdrawing a request in approval ends its approval too. */
export async function withdrawRequest(tx: Tx, actor: CompanyActor, id: number) {
  await withdrawRecordApproval(tx, actor.compId, RESOURCE, id, actor.userId);
  return undefined;
}
