import { describe, expect, it } from 'vitest';
import { NO_PRIOR } from '../tax/withholding.ts';
import type { PayrollGroup, PayrollItem } from '../wage/setup-of.ts';
import { calculateLine, type PayrollMonth, type PersonInput, planRun } from './calculate.ts';

// Salary formulas read the performance coefficient (绩效系数, docs/product/performance.md, "Result
// analysis"): a result of A (1.2) makes `base * performanceCoefficient` 12000.00 on a base of 10000.

const month: PayrollMonth = {
  month: '2026-07',
  days: Array.from({ length: 31 }, (_, i) => `2026-07-${String(i + 1).padStart(2, '0')}`),
  workdays: new Set(),
};

const item = (code: string, over: Partial<PayrollItem>): PayrollItem => ({
  code,
  name: code,
  source: 'fixed',
  effect: 'earning',
  taxFree: false,
  formula: null,
  rounding: 'cent',
  prorated: false,
  showOnPayslip: true,
  sort: 0,
  ...over,
});

const group: PayrollGroup = {
  id: 1,
  name: '绩效组',
  employeeType: 1,
  clientCompany: null,
  serviceFee: null,
  prorate: 'calendarDays',
  overtimeBaseItems: [],
  items: [
    item('base', { source: 'input' }),
    item('perfPay', { source: 'formula', formula: 'base * performanceCoefficient' }),
    item('gross', { source: 'system' }),
    item('net', { source: 'system' }),
  ],
};

const person = (performanceCoefficient?: string): PersonInput => ({
  member: { staffId: 1, bankName: null, bankAccount: null, segments: [] },
  inputs: { base: '10000' },
  attendance: null,
  contribution: null,
  specialDeductions: '0',
  prior: NO_PRIOR,
  monthsEmployed: 7,
  workYears: '1',
  onProbation: false,
  ...(performanceCoefficient === undefined ? {} : { performanceCoefficient }),
});

describe('the performanceCoefficient variable', () => {
  const plan = planRun(group);

  it('A → 1.2: base 10000 × 1.2 = 12000.00', () => {
    const line = calculateLine(plan, month, person('1.2'));
    expect(line.values.perfPay).toBe('12000.00');
    expect(line.inputs.variables.performanceCoefficient).toBe('1.2');
  });

  it('C → 0.8 gives 8000.00; without a result the coefficient is 1 (10000.00)', () => {
    expect(calculateLine(plan, month, person('0.8')).values.perfPay).toBe('8000.00');
    expect(calculateLine(plan, month, person()).values.perfPay).toBe('10000.00');
  });
});
