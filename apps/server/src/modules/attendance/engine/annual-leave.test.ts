import { explainReason } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { anniversary, annualLeaveEntitlement, annualTier, wholeYears } from './annual-leave.ts';

const entitlement = (workStartDate: string | null, entryDate: string, year: number) => {
  const found = annualLeaveEntitlement({ workStartDate, entryDate, year });
  return { days: found.days, exact: found.exact, said: explainReason(found.reason, 'zh-CN') };
};

describe('the tiers and whole years', () => {
  it('gives 0 under 1 year, 5 from 1, 10 from 10, 15 from 20', () => {
    expect([0, 1, 9, 10, 19, 20, 42].map(annualTier)).toEqual([0, 5, 5, 10, 10, 15, 15]);
  });

  it('completes a year on the anniversary; a 02-29 start on 03-01 of a common year', () => {
    expect(wholeYears('2020-05-10', '2025-05-09')).toBe(4);
    expect(wholeYears('2020-05-10', '2025-05-10')).toBe(5);
    expect(wholeYears('2024-02-29', '2025-02-28')).toBe(0);
    expect(wholeYears('2024-02-29', '2025-03-01')).toBe(1);
    expect(anniversary('2024-02-29', 1)).toBe('2025-03-01');
    expect(anniversary('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('a whole year at the company', () => {
  it('exactly 1 year on 01-01 gives 5 days', () => {
    expect(entitlement('2024-01-01', '2024-01-01', 2025)).toEqual({
      days: 5,
      exact: '5.00',
      said: '累计工龄 1 年，全年 5 天',
    });
  });

  it('exactly 10 years gives 10, exactly 20 gives 15; a year short gives 5 and 10', () => {
    expect(entitlement('2015-01-01', '2020-01-01', 2025).days).toBe(10);
    expect(entitlement('2005-01-01', '2020-01-01', 2025).days).toBe(15);
    expect(entitlement('2016-01-01', '2020-01-01', 2025).days).toBe(5);
    expect(entitlement('2006-01-01', '2020-01-01', 2025).days).toBe(10);
  });

  it('under 1 year all year gives nothing', () => {
    expect(entitlement('2024-07-01', '2024-07-01', 2024)).toEqual({
      days: 0,
      exact: '0.00',
      said: '累计工龄不满 1 年，无年休假',
    });
  });

  it('counts from the entry when the work start is unknown or later than the entry', () => {
    expect(entitlement(null, '2020-03-01', 2025).days).toBe(5);
    expect(entitlement('2026-01-01', '2020-03-01', 2025).days).toBe(5);
  });

  it('is nothing in a year before the entry', () => {
    expect(entitlement('2010-01-01', '2026-01-05', 2025)).toEqual({
      days: 0,
      exact: '0.00',
      said: '2025 年未在职，无年休假',
    });
  });
});

describe('crossing a threshold during the year: pro-rated before and from the anniversary', () => {
  it('reaching 1 year on 07-01: 181 days × 0 + 184 days × 5 = 920 ÷ 365 = 2.52, 2 days', () => {
    expect(entitlement('2024-07-01', '2024-07-01', 2025)).toEqual({
      days: 2,
      exact: '2.52',
      said: '01-01 起 181 天 ÷ 365 × 0 + 07-01 累计工龄满 1 年起 184 天 ÷ 365 × 5 = 2.52，取 2 天',
    });
  });

  it('reaching 10 years on 06-15: (165 × 5 + 200 × 10) ÷ 365 = 7.73, 7 days', () => {
    expect(entitlement('2015-06-15', '2020-01-01', 2025)).toMatchObject({ days: 7, exact: '7.73' });
  });

  it('reaching 10 years on 01-02 is one day short of 10: (1 × 5 + 364 × 10) ÷ 365 = 9.98, 9 days', () => {
    expect(entitlement('2015-01-02', '2020-01-01', 2025)).toMatchObject({ days: 9, exact: '9.98' });
  });

  it('reaching 20 years on 12-31: (364 × 10 + 1 × 15) ÷ 365 = 10.01, 10 days', () => {
    expect(entitlement('2005-12-31', '2020-01-01', 2025)).toMatchObject({ days: 10, exact: '10.01' });
  });

  it('a 02-29 start reaches 10 years on 03-01 of a common year: (59 × 5 + 306 × 10) ÷ 365 = 9.19', () => {
    expect(entitlement('2016-02-29', '2020-01-01', 2026)).toMatchObject({ days: 9, exact: '9.19' });
  });

  it('in the entry year the first part starts at the entry: 03-01 (92 × 5 + 214 × 10) ÷ 365 = 7.12', () => {
    expect(entitlement('2015-06-01', '2025-03-01', 2025).said).toBe(
      '03-01 起 92 天 ÷ 365 × 5 + 06-01 累计工龄满 10 年起 214 天 ÷ 365 × 10 = 7.12，取 7 天',
    );
  });
});

describe("a new hire's first year: remaining calendar days ÷ 365 × the tier, fractions dropped", () => {
  it('12 years of work, joining 07-01: 184 ÷ 365 × 10 = 5.04, 5 days', () => {
    expect(entitlement('2013-03-01', '2025-07-01', 2025)).toEqual({
      days: 5,
      exact: '5.04',
      said: '累计工龄 12 年，本年入职 07-01，剩余 184 天 ÷ 365 × 10 = 5.04，取 5 天',
    });
  });

  it('joining on 01-01 is the whole year', () => {
    expect(entitlement('2013-03-01', '2025-01-01', 2025)).toMatchObject({
      days: 10,
      said: '累计工龄 11 年，全年 10 天',
    });
  });

  it('joining on 12-31 with 25 years: 1 ÷ 365 × 15 = 0.04, nothing', () => {
    expect(entitlement('2000-01-01', '2025-12-31', 2025)).toMatchObject({ days: 0, exact: '0.04' });
  });

  it('joining on 01-02 of a leap year leaves 365 days, a whole 5; of a common year 364, 4.98 so 4', () => {
    expect(entitlement('2010-06-01', '2024-01-02', 2024)).toMatchObject({ days: 10, exact: '10.00' });
    expect(entitlement('2020-06-01', '2024-01-02', 2024)).toMatchObject({ days: 5, exact: '5.00' });
    expect(entitlement('2020-06-01', '2025-01-02', 2025)).toMatchObject({ days: 4, exact: '4.98' });
  });

  it('joining with under a year of work gives nothing in the entry year', () => {
    expect(entitlement(null, '2025-03-01', 2025).days).toBe(0);
  });
});
