import type { Reason } from '@renli/contracts';
import Decimal from 'decimal.js';
import type { MessageParams } from '../../../core/i18n/index.ts';
import { annualLeaveEntitlement } from '../engine/annual-leave.ts';
import { LeaveAmountError, leaveAmount } from '../engine/leave-amount.ts';
import type { DayPlan, PlannedLeave } from '../engine/types.ts';

// The two engine rules leave needs (docs/product/attendance.md, "Annual leave and overtime" and
// "Leave, overtime, 补卡 and trips"), in the shapes the leave part stores and answers: whole days as
// a decimal string, and a refusal as a message key rather than an exception.

/** A year's statutory annual leave in whole days (a decimal string for the ledger) and why. */
export function annualEntitlementOf(input: {
  workStartDate: string | null;
  entryDate: string;
  year: number;
}): { days: string; reason: Reason } {
  const { days, reason } = annualLeaveEntitlement(input);
  return { days: String(days), reason };
}

/** A leave that cannot be asked as given, in a message key and its parameters. */
export interface AmountRefusal {
  key: string;
  params: MessageParams;
}

/**
 * What a leave spends over the staff member's plans of its days (and the day before, for hours),
 * in its unit; or why it cannot be asked (a day outside the employment, nothing to spend, halves
 * of a whole-day type).
 */
export function leaveAmountOf(
  plans: readonly DayPlan[],
  leave: PlannedLeave,
): { amount: string } | AmountRefusal {
  try {
    const amount = leaveAmount(plans, {
      unit: leave.unit,
      workdaysOnly: leave.workdaysOnly,
      span: leave.span,
    });
    // Stored and shown without trailing zeros: 2 days, 2.5 hours.
    return { amount: new Decimal(amount).toFixed() };
  } catch (error) {
    if (error instanceof LeaveAmountError) return { key: error.key, params: error.params };
    throw error;
  }
}
