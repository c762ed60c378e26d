import type { CalendarDay } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { type Listed, mismatchesOf, statutoryYear } from './statutory-calendar.ts';
import { FESTIVALS, statutoryFestivals } from './statutory-law.ts';

/** A day as `type[+makeup|+inLieu] name`, so a holiday period reads as one line. */
const brief = ({ type, makeup, inLieu, name }: CalendarDay) =>
  `${type}${makeup ? '+makeup' : ''}${inLieu ? '+inLieu' : ''} ${name ?? ''}`.trim();
const days = (year: number, from: string, to: string) =>
  [...statutoryYear(year).days.values()]
    .filter(({ day }) => day >= from && day <= to)
    .map((day) => `${day.day.slice(5)} ${brief(day)}`);

describe('the statutory calendar: periods and 调休 from the data, statutory days from the law', () => {
  it('2026 国庆: 10-01–03 statutory; the Sunday a rest day; 10-05 (补休) and 10-06/07 (调休) off in lieu; 9-20 and 10-10 worked', () => {
    expect(days(2026, '2026-09-19', '2026-10-11')).toEqual([
      '09-19 restday',
      '09-20 workday+makeup 国庆节',
      '09-21 workday',
      '09-22 workday',
      '09-23 workday',
      '09-24 workday',
      '09-25 holiday 中秋节',
      '09-26 restday 中秋节',
      '09-27 restday 中秋节',
      '09-28 workday',
      '09-29 workday',
      '09-30 workday',
      '10-01 holiday 国庆节',
      '10-02 holiday 国庆节',
      // A Saturday, and statutory: 300 % all the same.
      '10-03 holiday 国庆节',
      '10-04 restday 国庆节',
      '10-05 restday+inLieu 国庆节',
      '10-06 restday+inLieu 国庆节',
      '10-07 restday+inLieu 国庆节',
      '10-08 workday',
      '10-09 workday',
      '10-10 workday+makeup 国庆节',
      '10-11 restday',
    ]);
  });

  it('2026 春节: 除夕 02-16 and 初一–初三 statutory, 02-14 and 02-28 worked', () => {
    expect(days(2026, '2026-02-14', '2026-02-28').filter((line) => !line.endsWith('workday'))).toEqual([
      '02-14 workday+makeup 春节',
      '02-15 restday 春节',
      '02-16 holiday 春节',
      '02-17 holiday 春节',
      '02-18 holiday 春节',
      '02-19 holiday 春节',
      '02-20 restday+inLieu 春节',
      '02-21 restday 春节',
      '02-22 restday 春节',
      '02-23 restday+inLieu 春节',
      '02-28 workday+makeup 春节',
    ]);
  });

  it('2020: 除夕 is a day off but not statutory; 10-01 is both 国庆节 and 中秋节', () => {
    const year = statutoryYear(2020).days;
    expect(brief(year.get('2020-01-24')!)).toBe('restday+inLieu 春节');
    expect(brief(year.get('2020-01-25')!)).toBe('holiday 春节');
    expect(brief(year.get('2020-10-01')!)).toBe('holiday 国庆节、中秋节');
    expect(year.get('2020-10-01')!.source).toBe('law');
  });

  it('2013: 除夕 02-09 statutory, 01-05/06 worked for 元旦', () => {
    expect(days(2013, '2013-01-01', '2013-01-06')).toEqual([
      '01-01 holiday 元旦',
      '01-02 restday+inLieu 元旦',
      '01-03 restday+inLieu 元旦',
      '01-04 workday',
      '01-05 workday+makeup 元旦',
      '01-06 workday+makeup 元旦',
    ]);
    expect(brief(statutoryYear(2013).days.get('2013-02-09')!)).toBe('holiday 春节');
  });

  it('a law day the data leaves out is still statutory (端午 2012-06-23, a Saturday)', () => {
    expect(brief(statutoryYear(2012).days.get('2012-06-23')!)).toBe('holiday 端午节');
  });

  it('ordinary weeks follow the weekday', () => {
    const year = statutoryYear(2026).days;
    expect(year.get('2026-03-02')).toEqual({
      day: '2026-03-02',
      type: 'workday',
      name: null,
      makeup: false,
      inLieu: false,
      source: 'weekday',
    });
    expect(brief(year.get('2026-03-07')!)).toBe('restday');
    expect(year.size).toBe(365);
    expect(statutoryYear(2028).days.size).toBe(366);
  });

  it('a year without data is flagged; its statutory days still come from the law, the rest from the week', () => {
    const year = statutoryYear(2030);
    expect(year.covered).toBe(false);
    expect(year.mismatches).toEqual([]);
    const off = [...year.days.values()].filter((day) => day.type === 'holiday').map((day) => day.day);
    // 初一 of 庚戌 is 2030-02-03; 端午 06-05; 中秋 09-12; 清明 04-05.
    expect(off).toEqual([
      '2030-01-01',
      '2030-02-02',
      '2030-02-03',
      '2030-02-04',
      '2030-02-05',
      '2030-04-05',
      '2030-05-01',
      '2030-05-02',
      '2030-06-05',
      '2030-09-12',
      '2030-10-01',
      '2030-10-02',
      '2030-10-03',
    ]);
    // No 调休 is known: the Friday after 国庆 and the weekend are as every week.
    expect(days(2030, '2030-10-04', '2030-10-06')).toEqual([
      '10-04 workday',
      '10-05 restday',
      '10-06 restday',
    ]);
  });

  it('every year of the data agrees with the law (a disagreement after an upgrade fails here)', () => {
    const covered = [];
    for (let year = 2000; year <= 2040; year++) {
      const built = statutoryYear(year);
      if (!built.covered) continue;
      covered.push(year);
      expect({ year, mismatches: built.mismatches }).toEqual({ year, mismatches: [] });
    }
    expect(covered[0]).toBe(2004);
    expect(covered).toContain(2026);
  });

  it('flags a festival whose data counts other days than the law, and a law day the data works', () => {
    // The 2026 data as it should be: every law day listed as a day off with its festival's count.
    const listed = new Map<string, Listed>();
    for (const [festival, lawDays] of statutoryFestivals(2026))
      for (const day of lawDays)
        listed.set(day, { festival, name: FESTIVALS[festival].name, count: lawDays.length, work: false });
    expect(mismatchesOf(2026, listed)).toEqual([]);
    // 国庆节 listed with 4 statutory days instead of 3; 劳动节 5/2 made a make-up working day; a
    // festival the law does not know.
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-03'])
      listed.set(day, { festival: 'nationalDay', name: '国庆节', count: 4, work: false });
    listed.set('2026-05-02', { festival: 'labourDay', name: '劳动节', count: 2, work: true });
    listed.set('2026-11-11', { festival: null, name: '光棍节', count: 1, work: false });
    expect(mismatchesOf(2026, listed)).toEqual([
      { name: '国庆节', lawDays: ['2026-10-01', '2026-10-02', '2026-10-03'], dataDays: 4 },
      { name: '光棍节', lawDays: [], dataDays: 1 },
      { name: '劳动节', lawDays: ['2026-05-01', '2026-05-02'], dataDays: 2 },
    ]);
  });

  it('builds a year once', () => {
    expect(statutoryYear(2026)).toBe(statutoryYear(2026));
  });
});
