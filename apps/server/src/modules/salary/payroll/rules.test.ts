import { describe, expect, it } from 'vitest';
import { changedCodes, previousMonth } from './lines.ts';
import { monthsEmployedOf, payrollMonth, workYearsOf } from './runs.ts';
import { personalByColumn } from './sheets.ts';

describe('months employed in the tax year (累计减除费用 = 5,000 × months)', () => {
  it('counts from January for someone employed all year', () => {
    expect(monthsEmployedOf('2026-10', '2019-03-15', 0)).toBe(10);
  });
  it('counts from the entry month for someone who joined this year', () => {
    expect(monthsEmployedOf('2026-10', '2026-06-20', 4)).toBe(5);
    expect(monthsEmployedOf('2026-06', '2026-06-20', 0)).toBe(1);
  });
  it('without an entry date, the months already paid and this one', () => {
    expect(monthsEmployedOf('2026-10', null, 3)).toBe(4);
  });
});

describe('years of service', () => {
  it('whole years to the month’s last day', () => {
    expect(workYearsOf('2020-10-31', '2026-10-31')).toBe(6);
    expect(workYearsOf('2020-11-01', '2026-10-31')).toBe(5);
    expect(workYearsOf(null, '2026-10-31')).toBe(0);
    expect(workYearsOf('2026-11-01', '2026-10-31')).toBe(0);
  });
});

describe('the payroll month', () => {
  it('has its days and its statutory workdays (October 2026: National Day week off, 10-10 a make-up Saturday)', () => {
    const month = payrollMonth('2026-10');
    expect(month.days).toHaveLength(31);
    expect(month.workdays.has('2026-10-01')).toBe(false);
    expect(month.workdays.has('2026-10-12')).toBe(true);
    expect(month.workdays.has('2026-10-18')).toBe(false);
  });
  it('knows the month before', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
  });
});

describe('the diff against last month', () => {
  const line = (values: Record<string, string>, net: string) =>
    ({
      values,
      gross: '100.00',
      taxable: '100.00',
      socialPersonal: '0.00',
      fundPersonal: '0.00',
      tax: '0.00',
      net,
    }) as never;
  it('names the items and figures that changed; nothing to compare without last month’s line', () => {
    expect(
      changedCodes(
        line({ base: '8000.00', bonus: '500.00' }, '7000.00'),
        line({ base: '8000.00' }, '6500.00'),
      ),
    ).toEqual(['bonus', 'net']);
    expect(changedCodes(line({ base: '8000.00' }, '1.00'), undefined)).toBeNull();
  });
});

describe('the withholding return’s contribution columns', () => {
  it('adds 大病 to 医疗 and 补充公积金 to 公积金, exactly', () => {
    const line = (item: string, personal: string) => ({
      item,
      forMonth: '2026-10',
      base: '0',
      companyRate: '0',
      personalRate: '0',
      company: '0',
      personal,
    });
    const own = personalByColumn({
      staffId: 1,
      socialCompany: '0',
      socialPersonal: '0',
      fundCompany: '0',
      fundPersonal: '0',
      lines: [
        line('pension', '800.10'),
        line('medical', '200.20'),
        line('seriousIllness', '3.30'),
        line('unemployment', '50.05'),
        line('fund', '840.00'),
        line('supplementaryFund', '0.10'),
      ] as never,
    });
    expect(own).toEqual({ pension: '800.10', medical: '203.50', unemployment: '50.05', fund: '840.10' });
  });
});
