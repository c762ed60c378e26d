import Decimal from 'decimal.js';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { amountInMonth } from './deduction-rules.ts';
import { termsOf } from './deductions.ts';
import { salaryTaxDeductions as d } from './schema.ts';
import { money } from './tables.ts';

/**
 * The special additional deductions (专项附加扣除) withheld on in `month`, per staff member, as yuan
 * strings: the sum of the staff member's records whose span holds the month (a certificate counts in
 * its one month, serious illness never: it waits for the annual reconciliation). Every staff id asked
 * for is in the answer, "0.00" without records.
 */
export async function specialDeductionsOf(
  db: DbOrTx,
  compId: number,
  month: string,
  staffIds: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(staffIds)];
  const totals = new Map(wanted.map((id) => [id, new Decimal(0)]));
  if (wanted.length > 0) {
    const rows = await db
      .select()
      .from(d)
      .where(
        and(
          eq(d.compId, compId),
          inArray(d.staffId, wanted),
          lte(d.startMonth, month),
          or(isNull(d.endMonth), gte(d.endMonth, month)),
        ),
      );
    for (const row of rows)
      totals.set(row.staffId, totals.get(row.staffId)!.plus(amountInMonth(termsOf(row), month)));
  }
  return new Map([...totals].map(([id, total]) => [id, money(total)]));
}
