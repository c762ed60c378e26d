import type { SpecialDeductionKind } from '@renli/contracts';
import Decimal from 'decimal.js';
import type { FieldProblem } from '../../../core/resources/define.ts';
import { taxMessages as m } from './messages.ts';
import { money } from './tables.ts';

// The standards of the special additional deductions (专项附加扣除) as they stand since 2023
// (国发〔2018〕41号, raised by 国发〔2023〕13号; docs/product/salary.md, "Income tax").

/** A deduction as stored: its kind, the details its standard reads, and its span of months. */
export interface DeductionTerms {
  kind: SpecialDeductionKind;
  childCount: number | null;
  sharePercent: number | null;
  educationType: 'degree' | 'certificate' | null;
  cityTier: number | null;
  onlyChild: boolean | null;
  amount: string | null;
  startMonth: string;
  endMonth: string | null;
}

export const PER_CHILD = '2000';
export const DEGREE_MONTHLY = '400';
export const DEGREE_MONTHS_MAX = 48;
export const CERTIFICATE_ONCE = '3600';
export const HOUSING_LOAN = '1000';
export const RENT_BY_TIER: Readonly<Record<number, string>> = { 1: '1500', 2: '1100', 3: '800' };
export const ELDERLY_ONLY_CHILD = '3000';
export const ELDERLY_SHARE_MAX = '1500';
/** 大病医疗: up to 80,000 a year, claimed at the annual reconciliation only. */
export const SERIOUS_ILLNESS_MAX = '80000';

const share = (percent: number | null) => new Decimal(percent ?? 0).dividedBy(100);

/** The amount withheld on in each month of the span (a certificate: its one month); never withheld monthly: 0. */
export function monthlyAmountOf(terms: DeductionTerms): string {
  switch (terms.kind) {
    case 'children':
    case 'infant':
      return money(new Decimal(PER_CHILD).times(terms.childCount ?? 0).times(share(terms.sharePercent)));
    case 'continuingEducation':
      return money(terms.educationType === 'certificate' ? CERTIFICATE_ONCE : DEGREE_MONTHLY);
    case 'housingLoan':
      return money(new Decimal(HOUSING_LOAN).times(share(terms.sharePercent)));
    case 'housingRent':
      return money(RENT_BY_TIER[terms.cityTier ?? 0] ?? 0);
    case 'elderly':
      return money(terms.onlyChild ? ELDERLY_ONLY_CHILD : (terms.amount ?? 0));
    case 'seriousIllness':
      return money(0);
  }
}

/** The last month of the span: a certificate's is its first; open-ended: null. */
export const lastMonthOf = (terms: DeductionTerms): string | null =>
  terms.kind === 'continuingEducation' && terms.educationType === 'certificate'
    ? terms.startMonth
    : terms.endMonth;

/** What is withheld on in `month` (YYYY-MM): the monthly amount within the span, else 0. */
export function amountInMonth(terms: DeductionTerms, month: string): string {
  const last = lastMonthOf(terms);
  const within = terms.startMonth <= month && (last === null || month <= last);
  return within ? monthlyAmountOf(terms) : money(0);
}

/** Months from `from` to `to`, both included (YYYY-MM). */
export function monthsBetween(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from) + 1;
}

/** Whether two spans share a month. */
export function spansOverlap(a: DeductionTerms, b: DeductionTerms): boolean {
  const aEnd = lastMonthOf(a);
  const bEnd = lastMonthOf(b);
  return (aEnd === null || b.startMonth <= aEnd) && (bEnd === null || a.startMonth <= bEnd);
}

/** Details missing or beyond the standard for the kind. */
export function deductionProblems(terms: DeductionTerms): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const need = (field: keyof DeductionTerms, present: boolean) => {
    if (!present) problems.push({ field, key: m['tax.detailRequired'] });
  };
  if (terms.endMonth !== null && terms.endMonth < terms.startMonth)
    problems.push({ field: 'endMonth', key: m['tax.endBeforeStart'] });
  switch (terms.kind) {
    case 'children':
    case 'infant':
      need('childCount', terms.childCount !== null);
      need('sharePercent', terms.sharePercent !== null);
      break;
    case 'continuingEducation':
      need('educationType', terms.educationType !== null);
      if (terms.educationType === 'degree') {
        need('endMonth', terms.endMonth !== null);
        if (terms.endMonth !== null && monthsBetween(terms.startMonth, terms.endMonth) > DEGREE_MONTHS_MAX)
          problems.push({
            field: 'endMonth',
            key: m['tax.degreeTooLong'],
            params: { max: DEGREE_MONTHS_MAX },
          });
      }
      break;
    case 'housingLoan':
      need('sharePercent', terms.sharePercent !== null);
      break;
    case 'housingRent':
      need('cityTier', terms.cityTier !== null);
      break;
    case 'elderly':
      need('onlyChild', terms.onlyChild !== null);
      if (terms.onlyChild === false) {
        need('amount', terms.amount !== null);
        if (terms.amount !== null && new Decimal(terms.amount).gt(ELDERLY_SHARE_MAX))
          problems.push({
            field: 'amount',
            key: m['tax.elderlyShareMax'],
            params: { max: ELDERLY_SHARE_MAX },
          });
      }
      break;
    case 'seriousIllness':
      need('amount', terms.amount !== null);
      if (terms.amount !== null && new Decimal(terms.amount).gt(SERIOUS_ILLNESS_MAX))
        problems.push({ field: 'amount', key: m['tax.illnessMax'], params: { max: SERIOUS_ILLNESS_MAX } });
      break;
  }
  return problems;
}

/** Housing loan interest and housing rent may not both be deducted in the same month. */
export const EXCLUSIVE: Partial<Record<SpecialDeductionKind, SpecialDeductionKind>> = {
  housingLoan: 'housingRent',
  housingRent: 'housingLoan',
};
