import { describe, expect, it } from 'vitest';
import { compensatoryHours, overtimePay, repayableWithLeave } from './overtime.ts';

describe('overtime pay (劳动法 art. 44, daily = monthly ÷ 21.75, hourly = daily ÷ 8)', () => {
  it('8,700.00 a month: daily 400.00, hourly 50.00; 3 h on a rest day at 200 % is 300.00', () => {
    expect(overtimePay({ monthlyWage: '8700.00', minutes: 180, dayType: 'restday' })).toEqual({
      dailyWage: '400.00',
      hourlyWage: '50.00',
      rate: '2',
      pay: '300.00',
    });
  });

  it('pays 150 % on a workday and 300 % on a statutory holiday: 2 h are 150.00 and 300.00', () => {
    expect(overtimePay({ monthlyWage: '8700', minutes: 120, dayType: 'workday' }).pay).toBe('150.00');
    expect(overtimePay({ monthlyWage: '8700', minutes: 120, dayType: 'holiday' }).pay).toBe('300.00');
  });

  it('rounds once at the end: 10,000.00, 2 h on a rest day is 229.89 (the rounded 57.47 × 4 would be 229.88)', () => {
    const result = overtimePay({ monthlyWage: '10000.00', minutes: 120, dayType: 'restday' });
    expect(result).toEqual({ dailyWage: '459.77', hourlyWage: '57.47', rate: '2', pay: '229.89' });
  });

  it('a holiday day of 8 h at 10,000.00 is 459.770… × 3 = 1379.31', () => {
    expect(overtimePay({ monthlyWage: '10000.00', minutes: 480, dayType: 'holiday' }).pay).toBe('1379.31');
  });

  it('rounds half-up to the cent: 87.00 a month (hourly 0.50), 2 min on a workday is 0.025 → 0.03', () => {
    expect(overtimePay({ monthlyWage: '87.00', minutes: 2, dayType: 'workday' }).pay).toBe('0.03');
  });

  it('refuses what is not money or whole minutes', () => {
    expect(() => overtimePay({ monthlyWage: '1e4', minutes: 60, dayType: 'workday' })).toThrow();
    expect(() => overtimePay({ monthlyWage: '8700.001', minutes: 60, dayType: 'workday' })).toThrow();
    expect(() => overtimePay({ monthlyWage: '8700', minutes: 1.5, dayType: 'workday' })).toThrow();
  });
});

describe('compensatory leave', () => {
  it('is overtime hours × the ratio, half-up to two decimals', () => {
    expect(compensatoryHours(90, '1')).toBe('1.50');
    expect(compensatoryHours(90, '1.5')).toBe('2.25');
    expect(compensatoryHours(50, '1')).toBe('0.83');
    expect(compensatoryHours(0, '2')).toBe('0.00');
  });

  it("repays workday and rest-day overtime, never a statutory holiday's (pay only)", () => {
    expect(repayableWithLeave('workday')).toBe(true);
    expect(repayableWithLeave('restday')).toBe(true);
    expect(repayableWithLeave('holiday')).toBe(false);
  });
});
