import {
  type DayType,
  type ItemEffect,
  type ProrateRule,
  SALARY_VARIABLE_NAMES,
  type SalaryVariable,
  SYSTEM_ITEMS,
} from '@renli/contracts';
import type Decimal from 'decimal.js';
import { overtimePay } from '../../attendance/engine/overtime.ts';
import type { PayrollAttendance } from '../../attendance/stats/payroll-month.ts';
import { moneyText, roundMoney, SalaryDecimal } from '../rounding.ts';
import type { MonthContribution } from '../social/contributions.ts';
import { type WageTaxPrior, type WageTaxResult, withholdWages } from '../tax/withholding.ts';
import { compileFormulas, type FormulaPlan } from '../wage/formula.ts';
import type { ArchiveSegment, PayrollGroup, PayrollItem, PayrollMember } from '../wage/setup-of.ts';

// The payroll pipeline for one person (docs/product/salary.md, "Payroll runs"): pure, decimal only.
// fixed items pro-rated by the archive's segments → HR's inputs → variables → formulas in plan
// order, each item rounded by its rule → gross, taxable, tax (cumulative withholding), net.

/** 月计薪天数 (劳社部发〔2008〕3号). */
export const MONTHLY_PAY_DAYS = '21.75';
const DAY_TYPES: readonly DayType[] = ['workday', 'restday', 'holiday'];

/** The month's calendar as the pipeline needs it. */
export interface PayrollMonth {
  month: string;
  /** Every day `YYYY-MM-DD` of the month. */
  days: readonly string[];
  /** The month's statutory workdays (the pay days of a partial month). */
  workdays: ReadonlySet<string>;
}

/** Everything one person's line is computed from (gathered in batches by the run). */
export interface PersonInput {
  member: PayrollMember;
  /** HR's entries of input items, by code. */
  inputs: Readonly<Record<string, string>>;
  attendance: PayrollAttendance | null;
  contribution: MonthContribution | null;
  specialDeductions: string;
  prior: WageTaxPrior;
  /** Months employed at this employer in the tax year, this one included. */
  monthsEmployed: number;
  workYears: string;
  onProbation: boolean;
  /** The performance coefficient (绩效系数) of the latest archived result; "1" when absent. */
  performanceCoefficient?: string;
}

/** How one item got its value: the audit trail the line drawer shows. */
export type ItemTrail =
  | {
      kind: 'fixed';
      parts: { from: string; to: string; amount: string; days: number; payDays: number; value: string }[];
      rule: ProrateRule | 'whole';
    }
  | { kind: 'input'; entered: boolean }
  | { kind: 'formula'; formula: string; raw: string }
  | { kind: 'system' };

export interface LineResult {
  values: Record<string, string>;
  gross: string;
  taxFree: string;
  taxable: string;
  socialPersonal: string;
  fundPersonal: string;
  socialCompany: string;
  fundCompany: string;
  specialDeductions: string;
  tax: string;
  net: string;
  inputs: {
    prorate: ProrateRule;
    segments: readonly ArchiveSegment[];
    variables: Record<string, string>;
    items: Record<string, ItemTrail>;
    attendance: PayrollAttendance | null;
    contributions: MonthContribution | null;
    tax: WageTaxResult;
    formulaOrder: string[];
  };
}

/** A group's items checked and ordered once per run. */
export interface RunPlan {
  group: PayrollGroup;
  items: ReadonlyMap<string, PayrollItem>;
  /** Formulas the tax reads (earnings, deductions), in dependency order. */
  before: readonly string[];
  /** Formulas after the tax (after-tax items, info), which may read the system figures. */
  after: readonly string[];
  /** One plan per formula item, so each is rounded before the next reads it. */
  single: ReadonlyMap<string, FormulaPlan>;
  withhold: typeof withholdWages;
}

const taxed = (effect: ItemEffect) => effect === 'earning' || effect === 'deduction';

/** Compiles the group's formulas: a syntax error, unknown name or cycle throws the wage part's error. */
export function planRun(group: PayrollGroup): RunPlan {
  const compile = compileFormulas;
  const codes = group.items.map((item) => item.code);
  const formulas = group.items.filter((item) => item.source === 'formula' && item.formula);
  const known = [...codes, ...SALARY_VARIABLE_NAMES];
  const source = (list: PayrollItem[]) => list.map((item) => ({ code: item.code, formula: item.formula }));
  const before = compile(
    source(formulas.filter((item) => taxed(item.effect))),
    known.filter((name) => !(SYSTEM_ITEMS as readonly string[]).includes(name)),
  );
  const after = compile(source(formulas.filter((item) => !taxed(item.effect))), [...known, ...SYSTEM_ITEMS]);
  const everything = [...new Set([...known, ...SYSTEM_ITEMS])];
  const single = new Map(
    formulas.map((item) => [item.code, compile([{ code: item.code, formula: item.formula }], everything)]),
  );
  return {
    group,
    items: new Map(group.items.map((item) => [item.code, item])),
    before: before.order,
    after: after.order,
    single,
    withhold: withholdWages,
  };
}

const daysBetween = (days: readonly string[], from: string, to: string) =>
  days.filter((day) => day >= from && day <= to);

/**
 * A fixed item over the archive's segments. A segment covering the whole month pays the amount. A
 * partial one pays by calendar days, amount × days ÷ month days (8,000 × 15 ÷ 30 = 4,000.00), or by
 * pay days, amount ÷ 21.75 × the segment's workdays and never above the amount (8,000 ÷ 21.75 × 11 =
 * 4,045.98; 23 workdays would pay 8,000, not 8,459.77).
 */
export function proratedFixed(
  code: string,
  segments: readonly ArchiveSegment[],
  month: PayrollMonth,
  rule: ProrateRule,
  prorated: boolean,
): { value: Decimal; trail: ItemTrail } {
  const first = month.days[0]!;
  const last = month.days[month.days.length - 1]!;
  if (!prorated) {
    // Not pro-rated (an allowance paid whole): the amount of the latest segment.
    const latest = segments[segments.length - 1];
    const amount = latest?.amounts[code] ?? '0';
    return {
      value: new SalaryDecimal(amount),
      trail: {
        kind: 'fixed',
        rule: 'whole',
        parts: latest
          ? [{ from: latest.from, to: latest.to, amount, days: 0, payDays: 0, value: moneyText(amount) }]
          : [],
      },
    };
  }
  let total = new SalaryDecimal(0);
  const parts: Extract<ItemTrail, { kind: 'fixed' }>['parts'] = [];
  for (const segment of segments) {
    const amount = new SalaryDecimal(segment.amounts[code] ?? '0');
    const days = daysBetween(month.days, segment.from, segment.to);
    const payDays = days.filter((day) => month.workdays.has(day)).length;
    let value: Decimal;
    if (segment.from <= first && segment.to >= last) value = amount;
    else if (rule === 'calendarDays') value = amount.times(days.length).div(month.days.length);
    else value = SalaryDecimal.min(amount, amount.div(MONTHLY_PAY_DAYS).times(payDays));
    total = total.plus(value);
    parts.push({
      from: segment.from,
      to: segment.to,
      amount: amount.toFixed(2),
      days: days.length,
      payDays,
      value: value.toFixed(2),
    });
  }
  return { value: total, trail: { kind: 'fixed', rule, parts } };
}

/** The variables formulas read (SALARY_VARIABLES) for one person. */
export function variablesOf(
  month: PayrollMonth,
  person: PersonInput,
  overtimeBase: Decimal,
): Record<SalaryVariable, Decimal> {
  const a = person.attendance;
  const employed = person.member.segments.flatMap((s) => daysBetween(month.days, s.from, s.to));
  const overtimeMinutes = (type: DayType) => a?.overtimeMinutes[type] ?? 0;
  const pay = DAY_TYPES.reduce(
    (sum, dayType) =>
      sum.plus(
        overtimePay({ monthlyWage: overtimeBase.toFixed(2), minutes: overtimeMinutes(dayType), dayType }).pay,
      ),
    new SalaryDecimal(0),
  );
  const hours = (type: DayType) => new SalaryDecimal(overtimeMinutes(type)).div(60).toDecimalPlaces(2);
  return {
    monthDays: new SalaryDecimal(month.days.length),
    payDays: new SalaryDecimal(MONTHLY_PAY_DAYS),
    employedDays: new SalaryDecimal(employed.length),
    employedPayDays: new SalaryDecimal(employed.filter((day) => month.workdays.has(day)).length),
    workYears: new SalaryDecimal(person.workYears),
    onProbation: new SalaryDecimal(person.onProbation ? 1 : 0),
    expectedDays: new SalaryDecimal(a?.expectedDays ?? 0),
    actualDays: new SalaryDecimal(a?.actualDays ?? 0),
    absentDays: new SalaryDecimal(a?.absentDays ?? 0),
    lateCount: new SalaryDecimal(a?.lateCount ?? 0),
    lateMinutes: new SalaryDecimal(a?.lateMinutes ?? 0),
    earlyCount: new SalaryDecimal(a?.earlyCount ?? 0),
    missingPunches: new SalaryDecimal(a?.missingPunches ?? 0),
    leaveDays: new SalaryDecimal(a?.leaveDays ?? 0),
    unpaidLeaveDays: new SalaryDecimal(a?.unpaidLeaveDays ?? 0),
    sickLeaveDays: new SalaryDecimal(a?.sickLeaveDays ?? 0),
    overtimeWorkdayHours: hours('workday'),
    overtimeRestdayHours: hours('restday'),
    overtimeHolidayHours: hours('holiday'),
    overtimePay: pay,
    socialCompany: new SalaryDecimal(person.contribution?.socialCompany ?? 0),
    fundCompany: new SalaryDecimal(person.contribution?.fundCompany ?? 0),
    specialDeductions: new SalaryDecimal(person.specialDeductions),
    performanceCoefficient: new SalaryDecimal(person.performanceCoefficient ?? 1),
  };
}

const sumWhere = (
  plan: RunPlan,
  values: ReadonlyMap<string, Decimal>,
  test: (item: PayrollItem) => boolean,
) =>
  plan.group.items
    .filter((item) => item.source !== 'system' && test(item))
    .reduce((sum, item) => sum.plus(values.get(item.code) ?? 0), new SalaryDecimal(0));

/** One person's line of the run. */
export function calculateLine(plan: RunPlan, month: PayrollMonth, person: PersonInput): LineResult {
  const { group } = plan;
  const values = new Map<string, Decimal>();
  const trail: Record<string, ItemTrail> = {};
  const setItem = (item: PayrollItem, value: Decimal, how: ItemTrail) => {
    values.set(item.code, roundMoney(value, item.rounding));
    trail[item.code] = how;
  };

  for (const item of group.items) {
    if (item.source === 'fixed') {
      const { value, trail: how } = proratedFixed(
        item.code,
        person.member.segments,
        month,
        group.prorate,
        item.prorated,
      );
      setItem(item, value, how);
    } else if (item.source === 'input') {
      const entered = person.inputs[item.code];
      setItem(item, new SalaryDecimal(entered ?? 0), { kind: 'input', entered: entered !== undefined });
    }
  }
  const overtimeBase = group.overtimeBaseItems.reduce(
    (sum, code) => sum.plus(values.get(code) ?? 0),
    new SalaryDecimal(0),
  );
  const variables = variablesOf(month, person, overtimeBase);
  for (const [name, value] of Object.entries(variables)) values.set(name, value);

  const runFormula = (code: string) => {
    const item = plan.items.get(code)!;
    const raw = plan.single.get(code)!.evaluate(values).get(code) ?? new SalaryDecimal(0);
    setItem(item, raw, { kind: 'formula', formula: item.formula ?? '', raw: raw.toString() });
  };
  for (const code of plan.before) runFormula(code);

  const socialPersonal = new SalaryDecimal(person.contribution?.socialPersonal ?? 0);
  const fundPersonal = new SalaryDecimal(person.contribution?.fundPersonal ?? 0);
  const gross = sumWhere(plan, values, (i) => i.effect === 'earning').minus(
    sumWhere(plan, values, (i) => i.effect === 'deduction'),
  );
  const taxFree = sumWhere(plan, values, (i) => i.effect === 'earning' && i.taxFree);
  const taxable = gross.minus(taxFree);
  const tax = plan.withhold(
    {
      income: moneyText(gross),
      taxFree: moneyText(taxFree),
      socialAndFund: moneyText(socialPersonal.plus(fundPersonal)),
      specialDeductions: moneyText(person.specialDeductions),
      otherDeductions: '0.00',
    },
    person.prior,
    person.monthsEmployed,
  );
  const system: Record<string, Decimal> = {
    gross,
    socialPersonal,
    fundPersonal,
    taxable,
    tax: new SalaryDecimal(tax.tax),
  };
  for (const [code, value] of Object.entries(system)) values.set(code, value);
  for (const code of plan.after) runFormula(code);
  const net = gross
    .minus(socialPersonal)
    .minus(fundPersonal)
    .minus(tax.tax)
    .plus(sumWhere(plan, values, (i) => i.effect === 'afterTaxEarning'))
    .minus(sumWhere(plan, values, (i) => i.effect === 'afterTaxDeduction'));
  values.set('net', net);

  const out: Record<string, string> = {};
  for (const item of group.items) {
    out[item.code] = moneyText(values.get(item.code) ?? 0);
    if (item.source === 'system') trail[item.code] = { kind: 'system' };
  }
  return {
    values: out,
    gross: moneyText(gross),
    taxFree: moneyText(taxFree),
    taxable: moneyText(taxable),
    socialPersonal: moneyText(socialPersonal),
    fundPersonal: moneyText(fundPersonal),
    socialCompany: moneyText(person.contribution?.socialCompany ?? 0),
    fundCompany: moneyText(person.contribution?.fundCompany ?? 0),
    specialDeductions: moneyText(person.specialDeductions),
    tax: tax.tax,
    net: moneyText(net),
    inputs: {
      prorate: group.prorate,
      segments: person.member.segments,
      // Only the variables that are not zero: the trail of 10,000 lines stays small.
      variables: Object.fromEntries(
        Object.entries(variables).flatMap(([k, v]) => (v.isZero() ? [] : [[k, v.toString()]])),
      ),
      items: trail,
      attendance: person.attendance,
      contributions: person.contribution,
      tax,
      formulaOrder: [...plan.before, ...plan.after],
    },
  };
}
