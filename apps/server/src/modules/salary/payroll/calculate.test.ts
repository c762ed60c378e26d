import { describe, expect, it } from 'vitest';
import { NO_PRIOR } from '../tax/withholding.ts';
import type { PayrollGroup, PayrollItem } from '../wage/setup-of.ts';
import { calculateLine, type PayrollMonth, type PersonInput, planRun, proratedFixed } from './calculate.ts';

/** November 2026: 30 days, 1 November a Sunday, 21 weekdays. */
function november(): PayrollMonth {
  const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
  const workdays = new Set(days.filter((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())));
  return { month: '2026-11', days, workdays };
}

const item = (code: string, over: Partial<PayrollItem>): PayrollItem => ({
  code,
  name: code,
  source: 'fixed',
  effect: 'earning',
  taxFree: false,
  formula: null,
  rounding: 'cent',
  prorated: true,
  showOnPayslip: true,
  sort: 0,
  ...over,
});

const group: PayrollGroup = {
  id: 1,
  name: '月薪组',
  employeeType: 1,
  clientCompany: null,
  serviceFee: null,
  prorate: 'calendarDays',
  overtimeBaseItems: ['base'],
  items: [
    item('base', {}),
    item('meal', { taxFree: true, prorated: false }),
    item('bonus', { source: 'input' }),
    item('ot', { source: 'formula', formula: 'overtimePay' }),
    item('perf', { source: 'formula', formula: 'base * 0.1', rounding: 'yuan' }),
    item('absence', { source: 'formula', formula: 'absentDays * 200', effect: 'deduction' }),
    item('union', { source: 'formula', formula: 'gross * 0.005', effect: 'afterTaxDeduction' }),
    item('gross', { source: 'system' }),
    item('net', { source: 'system' }),
  ],
};

const attendance = {
  expectedDays: 21,
  actualDays: '20.00',
  absentDays: '1.00',
  lateCount: 0,
  lateMinutes: 0,
  earlyCount: 0,
  missingPunches: 0,
  leaveDays: '0.00',
  unpaidLeaveDays: '0.00',
  sickLeaveDays: '0.00',
  overtimeMinutes: { workday: 120, restday: 0, holiday: 0 },
};

const person = (over: Partial<PersonInput>): PersonInput => ({
  member: { staffId: 1, bankName: null, bankAccount: null, segments: [] },
  inputs: {},
  attendance: null,
  contribution: null,
  specialDeductions: '0',
  prior: NO_PRIOR,
  monthsEmployed: 1,
  workYears: '0',
  onProbation: false,
  ...over,
});

describe('proratedFixed', () => {
  const month = november();
  const whole = { from: '2026-11-01', to: '2026-11-30', amounts: { base: '8000' } };
  const late = { from: '2026-11-16', to: '2026-11-30', amounts: { base: '8000' } };

  it('pays a whole month in full', () => {
    expect(proratedFixed('base', [whole], month, 'payDays', true).value.toFixed(2)).toBe('8000.00');
  });
  it('by calendar days: 8,000 × 15 ÷ 30 = 4,000.00', () => {
    expect(proratedFixed('base', [late], month, 'calendarDays', true).value.toFixed(2)).toBe('4000.00');
  });
  it('by pay days: 8,000 ÷ 21.75 × 11 workdays = 4,045.98', () => {
    const { value, trail } = proratedFixed('base', [late], month, 'payDays', true);
    expect(value.toDecimalPlaces(2).toFixed(2)).toBe('4045.98');
    expect(trail).toMatchObject({ kind: 'fixed', parts: [{ days: 15, payDays: 11 }] });
  });
  it('by pay days never above the amount: 23 workdays pay 8,000, not 8,459.77', () => {
    const days = Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const month23 = { month: '2026-12', days, workdays: new Set(days.slice(1, 24)) };
    const partial = { from: '2026-12-02', to: '2026-12-31', amounts: { base: '8000' } };
    expect(proratedFixed('base', [partial], month23, 'payDays', true).value.toFixed(2)).toBe('8000.00');
  });
  it('a raise on the 16th: 8,000 × 15 ÷ 30 + 9,000 × 15 ÷ 30 = 8,500.00', () => {
    const segments = [
      { from: '2026-11-01', to: '2026-11-15', amounts: { base: '8000' } },
      { from: '2026-11-16', to: '2026-11-30', amounts: { base: '9000' } },
    ];
    expect(proratedFixed('base', segments, month, 'calendarDays', true).value.toFixed(2)).toBe('8500.00');
  });
  it('an item not pro-rated takes the latest segment’s amount whole', () => {
    const meal = { from: '2026-11-16', to: '2026-11-30', amounts: { meal: '300' } };
    expect(proratedFixed('meal', [meal], month, 'calendarDays', false).value.toFixed(2)).toBe('300.00');
  });
});

describe('calculateLine', () => {
  const plan = planRun(group);
  const month = november();

  it('works a full month through to the net', () => {
    const line = calculateLine(
      plan,
      month,
      person({
        member: {
          staffId: 1,
          bankName: '招商银行',
          bankAccount: '6225',
          segments: [{ from: '2026-11-01', to: '2026-11-30', amounts: { base: '10000', meal: '300' } }],
        },
        inputs: { bonus: '500' },
        attendance,
        contribution: {
          staffId: 1,
          socialCompany: '2600.00',
          socialPersonal: '1050.00',
          fundCompany: '840.00',
          fundPersonal: '840.00',
          lines: [],
        },
        specialDeductions: '2000',
      }),
    );
    // 10,000 ÷ 21.75 ÷ 8 × 2 h × 1.5 = 172.41; perf 10,000 × 0.1 = 1,000 (to the yuan); absence 1 × 200.
    expect(line.values).toMatchObject({
      base: '10000.00',
      meal: '300.00',
      bonus: '500.00',
      ot: '172.41',
      perf: '1000.00',
      absence: '200.00',
    });
    // gross 10,000 + 300 + 500 + 172.41 + 1,000 − 200 = 11,772.41; taxable without the 300 tax-free.
    expect(line.gross).toBe('11772.41');
    expect(line.taxable).toBe('11472.41');
    // (11,772.41 − 300 − 5,000 − 1,890 − 2,000) × 3 % = 77.47
    expect(line.tax).toBe('77.47');
    // union 11,772.41 × 0.5 % = 58.86 after tax; net 11,772.41 − 1,050 − 840 − 77.47 − 58.86
    expect(line.values.union).toBe('58.86');
    expect(line.net).toBe('9746.08');
    expect(line.values.net).toBe('9746.08');
    expect(line.inputs.formulaOrder).toEqual(['ot', 'perf', 'absence', 'union']);
    expect(line.inputs.items.bonus).toEqual({ kind: 'input', entered: true });
  });

  it('pays only paid overtime and none without attendance', () => {
    const line = calculateLine(
      plan,
      month,
      person({ member: { staffId: 2, bankName: null, bankAccount: null, segments: [] } }),
    );
    expect(line.values.ot).toBe('0.00');
    expect(line.gross).toBe('0.00');
    expect(line.tax).toBe('0.00');
  });

  it('withholds against the earlier months: the prior tax is taken off', () => {
    const segments = [{ from: '2026-11-01', to: '2026-11-30', amounts: { base: '10000', meal: '0' } }];
    const prior = { ...NO_PRIOR, income: '10000', withheld: '150.00' };
    const line = calculateLine(
      plan,
      month,
      person({
        member: { staffId: 3, bankName: null, bankAccount: null, segments },
        prior,
        monthsEmployed: 2,
      }),
    );
    // gross 10,000 + perf 1,000 = 11,000; cumulative (21,000 − 10,000) × 3 % = 330 − 150 = 180
    expect(line.gross).toBe('11000.00');
    expect(line.tax).toBe('180.00');
  });
});
