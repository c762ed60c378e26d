import chineseDays from 'chinese-days';
import { addDays } from '../../../core/china-time.ts';

/**
 * Which days are statutory holidays (法定节假日, 300 % overtime), derived from the State Council's
 * 《全国年节及纪念日放假办法》 in the version in force each year (docs/product/attendance.md,
 * "Calendar"). Only these days are `holiday`; the other days off of a holiday period are rest days.
 */

/** The festivals the law names, and the one-off 纪念日 of 2015. `data` is the package's English name. */
export const FESTIVALS = {
  newYear: { name: '元旦', data: "New Year's Day" },
  springFestival: { name: '春节', data: 'Spring Festival' },
  qingming: { name: '清明节', data: 'Tomb-sweeping Day' },
  labourDay: { name: '劳动节', data: 'Labour Day' },
  dragonBoat: { name: '端午节', data: 'Dragon Boat Festival' },
  midAutumn: { name: '中秋节', data: 'Mid-autumn Festival' },
  nationalDay: { name: '国庆节', data: 'National Day' },
  victoryDay: { name: '抗战胜利70周年纪念日', data: 'Anti-Fascist 70th Day' },
} as const;
export type Festival = keyof typeof FESTIVALS;

/** Years the law's dates are derived for: from the 1999 version to the end of the lunar tables. */
export const LAW_FIRST_YEAR = 2000;
export const LAW_LAST_YEAR = 2099;

/** The Gregorian day of a lunar month and day in lunar year `year` (never a leap month). */
const lunar = (year: number, month: number, day: number) =>
  chineseDays.getSolarDateFromLunar(
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  ).date;

const run = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i));

/** 春节: 初一–初三 (1999, 2013 versions); 除夕–初二 (2007 version, 2008–2013); 除夕–初三 (2024 version, from 2025). */
function springFestival(year: number): string[] {
  const first = lunar(year, 1, 1);
  if (year >= 2025) return run(addDays(first, -1), 4);
  if (year >= 2008 && year <= 2013) return run(addDays(first, -1), 3);
  return run(first, 3);
}

/** 劳动节: 5/1–5/3 (1999 version), 5/1 (2008–2024), 5/1–5/2 (from 2025). */
function labourDay(year: number): string[] {
  const days = year < 2008 ? 3 : year < 2025 ? 1 : 2;
  return run(`${year}-05-01`, days);
}

/** One-off statutory days the State Council decided outside the 办法 (2015: 9/3, the 70th anniversary). */
const ONE_OFF: Record<number, [Festival, string[]][]> = { 2015: [['victoryDay', ['2015-09-03']]] };

/**
 * The statutory days of a year by festival. 清明, 端午 and 中秋 are statutory from 2008 (the 2007
 * version): 清明 is the 清明 solar-term day, 端午 lunar 5/5, 中秋 lunar 8/15. Empty outside
 * `LAW_FIRST_YEAR`…`LAW_LAST_YEAR`.
 */
export function statutoryFestivals(year: number): [Festival, string[]][] {
  if (year < LAW_FIRST_YEAR || year > LAW_LAST_YEAR) return [];
  const since2008 = (festivals: [Festival, string[]][]) => (year >= 2008 ? festivals : []);
  // 国庆节 before 中秋节: a day of both is named as the State Council names it, 国庆节、中秋节.
  return [
    ['newYear', [`${year}-01-01`]],
    ['springFestival', springFestival(year)],
    ...since2008([['qingming', [chineseDays.getSolarTermDate(year, 4, 'pure_brightness')]]]),
    ['labourDay', labourDay(year)],
    ...since2008([['dragonBoat', [lunar(year, 5, 5)]]]),
    ['nationalDay', run(`${year}-10-01`, 3)],
    ...since2008([['midAutumn', [lunar(year, 8, 15)]]]),
    ...(ONE_OFF[year] ?? []),
  ];
}

/** The statutory days of a year, each with its festivals (two when they fall on one day: 2020-10-01). */
export function statutoryDays(year: number): Map<string, Festival[]> {
  const days = new Map<string, Festival[]>();
  for (const [festival, dates] of statutoryFestivals(year))
    for (const day of dates) days.set(day, [...(days.get(day) ?? []), festival]);
  return days;
}
