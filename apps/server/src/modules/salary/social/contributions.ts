import type { ContributionItem } from '@renli/contracts';
import { CONTRIBUTION_KINDS } from '@renli/contracts';
import Decimal from 'decimal.js';
import type { DbOrTx } from '../../../db/client.ts';
import { moneyText } from '../rounding.ts';
import { monthLines } from './month-lines.ts';

/** One insurance's line of a person's month: base, rates (per cent) and both parts, rounded by the scheme. */
export interface ContributionLine {
  item: ContributionItem;
  /** The month the line pays for: this month, or an earlier one for a back-payment (补缴). */
  forMonth: string;
  base: string;
  companyRate: string;
  personalRate: string;
  company: string;
  personal: string;
}

/** A person's social insurance and housing fund booked in a month (docs/product/salary.md, "Payroll reads"). */
export interface MonthContribution {
  staffId: number;
  socialCompany: string;
  socialPersonal: string;
  fundCompany: string;
  fundPersonal: string;
  lines: ContributionLine[];
}

/**
 * The contributions booked in `month` for these staff — the month's lists where HR generated them,
 * else what their enrolments give — including back-payments and adjustments paid in that month.
 * Staff without any have no entry.
 */
export async function contributionsOf(
  db: DbOrTx,
  compId: number,
  month: string,
  staffIds: readonly number[],
): Promise<Map<number, MonthContribution>> {
  const out = new Map<number, MonthContribution>();
  if (staffIds.length === 0) return out;
  const zero = new Decimal(0);
  const sums = new Map<
    number,
    Record<'socialCompany' | 'socialPersonal' | 'fundCompany' | 'fundPersonal', Decimal>
  >();
  for (const kind of CONTRIBUTION_KINDS) {
    const { lines } = await monthLines(db, compId, kind, month, staffIds);
    for (const line of lines) {
      const entry = out.get(line.staffId) ?? {
        staffId: line.staffId,
        socialCompany: '0.00',
        socialPersonal: '0.00',
        fundCompany: '0.00',
        fundPersonal: '0.00',
        lines: [],
      };
      out.set(line.staffId, entry);
      entry.lines.push({
        item: line.item,
        forMonth: line.forMonth,
        base: line.base,
        companyRate: line.companyRate,
        personalRate: line.personalRate,
        company: line.company,
        personal: line.personal,
      });
      const sum = sums.get(line.staffId) ?? {
        socialCompany: zero,
        socialPersonal: zero,
        fundCompany: zero,
        fundPersonal: zero,
      };
      sums.set(line.staffId, sum);
      sum[`${kind}Company`] = sum[`${kind}Company`].plus(line.company);
      sum[`${kind}Personal`] = sum[`${kind}Personal`].plus(line.personal);
    }
  }
  for (const [staffId, sum] of sums) {
    const entry = out.get(staffId)!;
    entry.socialCompany = moneyText(sum.socialCompany);
    entry.socialPersonal = moneyText(sum.socialPersonal);
    entry.fundCompany = moneyText(sum.fundCompany);
    entry.fundPersonal = moneyText(sum.fundPersonal);
  }
  return out;
}
