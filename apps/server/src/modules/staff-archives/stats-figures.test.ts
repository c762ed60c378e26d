import { ageOn } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  bandDates,
  type DayChanges,
  daysAfter,
  headcountOn,
  monthlyFigures,
  monthsEndingAt,
  TENURE_BANDS,
  turnoverPercent,
  yearsBefore,
} from './stats-figures.ts';

const change = (day: string, figures: Partial<Omit<DayChanges, 'day'>>): DayChanges => ({
  day,
  starts: 0,
  ends: 0,
  entries: 0,
  exits: 0,
  ...figures,
});

describe('turnover rate = exits ÷ ((headcount at start + at end) ÷ 2), in per cent', () => {
  it('rounds to two places, half up, without floats', () => {
    // 3 ÷ ((70 + 74) ÷ 2) = 3 ÷ 72 = 4.1666…% → 4.17
    expect(turnoverPercent(3, 70, 74)).toBe('4.17');
    // 1 ÷ ((100 + 99) ÷ 2) = 1 ÷ 99.5 = 1.00502…% → 1.01
    expect(turnoverPercent(1, 100, 99)).toBe('1.01');
    // 1 ÷ 8 = 12.5% exactly; 1 ÷ 16 = 6.25%; 1 ÷ 1600 = 0.0625% → 0.06; 1 ÷ 800 = 0.125% → 0.13 (half up)
    expect(turnoverPercent(1, 8, 8)).toBe('12.50');
    expect(turnoverPercent(1, 16, 16)).toBe('6.25');
    expect(turnoverPercent(1, 1600, 1600)).toBe('0.06');
    expect(turnoverPercent(1, 800, 800)).toBe('0.13');
    // Everyone left: 10 ÷ ((10 + 0) ÷ 2) = 200%
    expect(turnoverPercent(10, 10, 0)).toBe('200.00');
    expect(turnoverPercent(0, 50, 52)).toBe('0.00');
  });

  it('has no rate when nobody was employed at either end', () => {
    expect(turnoverPercent(0, 0, 0)).toBeNull();
    // Someone who came and went within the month leaves nobody at either end.
    expect(turnoverPercent(1, 0, 0)).toBeNull();
  });

  it('stays exact for large companies', () => {
    // 1234 ÷ ((50000 + 49000) ÷ 2) = 1234 ÷ 49500 = 2.49292…% → 2.49
    expect(turnoverPercent(1234, 50_000, 49_000)).toBe('2.49');
  });
});

describe('completed years as dates', () => {
  it('is the same day that many years earlier; a missing 29 February is the 28th', () => {
    expect(yearsBefore('2025-03-01', 25)).toBe('2000-03-01');
    expect(yearsBefore('2025-02-28', 25)).toBe('2000-02-28');
    expect(yearsBefore('2024-02-29', 25)).toBe('1999-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
    expect(yearsBefore('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('agrees with ageOn: born on or before yearsBefore(day, n) is n or older that day', () => {
    const births = ['2000-02-29', '2000-03-01', '1999-02-28', '2001-02-28', '1990-12-31', '1991-01-01'];
    const days = ['2025-02-28', '2025-03-01', '2024-02-29', '2024-02-28', '2026-01-01', '2025-12-31'];
    for (const day of days)
      for (const birth of births)
        for (const years of [0, 1, 24, 25, 26, 34, 35]) {
          const older = birth <= yearsBefore(day, years);
          expect([day, birth, years, older]).toEqual([day, birth, years, ageOn(birth, day) >= years]);
        }
  });
});

describe('age and tenure bands as dates', () => {
  it('puts each boundary in the band it starts', () => {
    // On 2025-03-01: under 25 is born after 2000-03-01; 25–29 after 1995-03-01 up to 2000-03-01; …
    expect(bandDates(AGE_BANDS, '2025-03-01')).toEqual([
      { bucket: 'under25', after: '2000-03-01', until: null },
      { bucket: '25to29', after: '1995-03-01', until: '2000-03-01' },
      { bucket: '30to34', after: '1990-03-01', until: '1995-03-01' },
      { bucket: '35to39', after: '1985-03-01', until: '1990-03-01' },
      { bucket: '40to49', after: '1975-03-01', until: '1985-03-01' },
      { bucket: '50plus', after: null, until: '1975-03-01' },
    ]);
    expect(bandDates(TENURE_BANDS, '2026-11-25')).toEqual([
      { bucket: 'under1', after: '2025-11-25', until: null },
      { bucket: '1to3', after: '2023-11-25', until: '2025-11-25' },
      { bucket: '3to5', after: '2021-11-25', until: '2023-11-25' },
      { bucket: '5to10', after: '2016-11-25', until: '2021-11-25' },
      { bucket: '10plus', after: null, until: '2016-11-25' },
    ]);
  });

  it('counts someone born on 29 February into the next band only from 1 March in common years', () => {
    const bandOf = (birth: string, day: string) =>
      bandDates(AGE_BANDS, day).find(
        (band) => (band.after === null || birth > band.after) && (band.until === null || birth <= band.until),
      )?.bucket;
    expect(bandOf('2000-02-29', '2025-02-28')).toBe('under25');
    expect(bandOf('2000-02-29', '2025-03-01')).toBe('25to29');
    expect(bandOf('1975-11-30', '2025-11-29')).toBe('40to49');
    expect(bandOf('1975-11-30', '2025-11-30')).toBe('50plus');
  });
});

describe('months of the statistics', () => {
  it('are the 12 calendar months ending with the as-of month, the last one cut at the day', () => {
    const months = monthsEndingAt('2026-03-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-04', from: '2025-04-01', to: '2025-04-30' });
    expect(months[10]).toEqual({ month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
    expect(months[11]).toEqual({ month: '2026-03', from: '2026-03-01', to: '2026-03-15' });
    expect(monthsEndingAt('2024-02-29', 2)).toEqual([
      { month: '2024-01', from: '2024-01-01', to: '2024-01-31' },
      { month: '2024-02', from: '2024-02-01', to: '2024-02-29' },
    ]);
  });

  it('counts days across month and year ends', () => {
    expect(daysAfter('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysAfter('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysAfter('2026-01-20', 30)).toBe('2026-02-19');
  });
});

describe('headcount and monthly figures from the days versions changed', () => {
  // Before March: 10 in service (summed into one day). 1 March: 2 entries. 10 March: one 转正 (a
  // probation version ends, an official one starts: no change in headcount). 1 April: someone whose
  // last working day was 31 March leaves. 16 April: someone whose last day was 15 April leaves.
  const changes = [
    change('2026-02-28', { starts: 10 }),
    change('2026-03-01', { starts: 2, entries: 2 }),
    change('2026-03-10', { starts: 1, ends: 1 }),
    change('2026-04-01', { ends: 1, exits: 1, starts: 0 }),
    change('2026-04-16', { ends: 1, exits: 1 }),
  ];

  it('is the in-service versions begun on or before the day less those ended by then', () => {
    expect(headcountOn(changes, '2026-02-28')).toBe(10);
    expect(headcountOn(changes, '2026-03-01')).toBe(12);
    expect(headcountOn(changes, '2026-03-31')).toBe(12);
    // The one who left after 31 March no longer counts on 1 April.
    expect(headcountOn(changes, '2026-04-01')).toBe(11);
    expect(headcountOn(changes, '2026-04-30')).toBe(10);
  });

  it('counts an exit in the month of the last working day', () => {
    const [march, april] = monthlyFigures(changes, monthsEndingAt('2026-04-30', 2));
    // March: start 12 (the 1 March entries count on their first day), end 12, the exit of 31 March.
    expect(march).toEqual({
      month: '2026-03',
      entries: 2,
      exits: 1,
      headcountStart: 12,
      headcountEnd: 12,
      turnoverPercent: '8.33',
    });
    // April: start 11, end 10, one exit (15 April): 1 ÷ 10.5 = 9.5238…% → 9.52.
    expect(april).toEqual({
      month: '2026-04',
      entries: 0,
      exits: 1,
      headcountStart: 11,
      headcountEnd: 10,
      turnoverPercent: '9.52',
    });
  });
});
