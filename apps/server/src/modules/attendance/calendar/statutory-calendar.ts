import type { CalendarDay, CalendarMismatch } from '@renli/contracts';
import chineseDays from 'chinese-days';
import { addDays } from '../../../core/china-time.ts';
import { FESTIVALS, type Festival, statutoryDays, statutoryFestivals } from './statutory-law.ts';

/**
 * The statutory calendar of a year (docs/product/attendance.md, "Calendar"): the State Council's
 * holiday periods and 调休 from the `chinese-days` data, the statutory days themselves from the law
 * (`statutory-law.ts`), weekends and weekdays for the rest.
 */
export interface StatutoryYear {
  year: number;
  /** Whether the data has the year's notice; without it only the law's days and the weekends count. */
  covered: boolean;
  days: Map<string, CalendarDay>;
  mismatches: CalendarMismatch[];
}

/** A day the holiday data lists: a day off of a holiday period, or a make-up working day. */
export interface Listed {
  festival: Festival | null;
  name: string;
  /** The festival's statutory days as the data counts them. */
  count: number;
  work: boolean;
}

const BY_DATA_NAME = new Map<string, Festival>(
  Object.entries(FESTIVALS).map(([festival, { data }]) => [data, festival as Festival]),
);

/** The data's entry of a day, `"National Day,国庆节,3"`; unlisted days are named by their weekday. */
function listedDay(day: string): Listed | null {
  const detail = chineseDays.getDayDetail(day);
  const parts = detail.name.split(',');
  const count = Number(parts.at(-1));
  if (parts.length < 3 || !Number.isInteger(count)) return null;
  const festival = BY_DATA_NAME.get(parts[0]!) ?? null;
  const name = festival ? FESTIVALS[festival].name : parts.slice(1, -1).join(',');
  return { festival, name, count, work: detail.work };
}

export const isWeekend = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

const festivalNames = (festivals: Festival[]) => festivals.map((f) => FESTIVALS[f].name).join('、');

/**
 * One day: a law day the data does not make a working day is `holiday`; a listed working day is a
 * workday (`makeup` on a weekend); a listed day off is a rest day (`inLieu` on a weekday: 调休 or
 * 补休); the rest follows the week.
 */
function dayOf(day: string, law: Festival[] | undefined, listed: Listed | null): CalendarDay {
  const weekend = isWeekend(day);
  if (law && !listed?.work)
    return { day, type: 'holiday', name: festivalNames(law), makeup: false, inLieu: false, source: 'law' };
  if (listed?.work)
    return { day, type: 'workday', name: listed.name, makeup: weekend, inLieu: false, source: 'law' };
  if (listed)
    return { day, type: 'restday', name: listed.name, makeup: false, inLieu: !weekend, source: 'law' };
  return {
    day,
    type: weekend ? 'restday' : 'workday',
    name: null,
    makeup: false,
    inLieu: false,
    source: 'weekday',
  };
}

/**
 * Where the law and the data disagree on a covered year: a festival whose count of statutory days in
 * the data differs from the law's, one the law does not know, or a law day the data makes a working day.
 */
/** Whether the data makes a day a working day: a make-up day, or a weekday it does not list. */
const dataWorks = (day: string, listed: Listed | undefined) => (listed ? listed.work : !isWeekend(day));

export function mismatchesOf(year: number, listed: Map<string, Listed>): CalendarMismatch[] {
  const law = new Map(statutoryFestivals(year));
  const counted = new Map<string, { festival: Festival | null; count: number }>();
  for (const entry of listed.values()) counted.set(entry.name, entry);
  const out = new Map<string, CalendarMismatch>();
  for (const [name, { festival, count }] of counted) {
    const lawDays = festival ? (law.get(festival) ?? []) : [];
    if (lawDays.length !== count) out.set(name, { name, lawDays, dataDays: count });
  }
  for (const [festival, lawDays] of law) {
    const { name } = FESTIVALS[festival];
    if (lawDays.some((day) => dataWorks(day, listed.get(day))))
      out.set(name, { name, lawDays, dataDays: counted.get(name)?.count ?? null });
  }
  return [...out.values()];
}

function buildYear(year: number): StatutoryYear {
  const law = statutoryDays(year);
  const listed = new Map<string, Listed>();
  const days = new Map<string, CalendarDay>();
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    const entry = listedDay(day);
    if (entry) listed.set(day, entry);
    days.set(day, dayOf(day, law.get(day), entry));
  }
  const covered = listed.size > 0;
  return { year, covered, days, mismatches: covered ? mismatchesOf(year, listed) : [] };
}

/** Years already built: every recomputation asks for its days, and a year never changes at runtime. */
const years = new Map<number, StatutoryYear>();

/** The statutory calendar of `year`, built once per process. */
export function statutoryYear(year: number): StatutoryYear {
  let built = years.get(year);
  if (!built) {
    built = buildYear(year);
    years.set(year, built);
  }
  return built;
}

/** The statutory calendar's day. */
export const statutoryDay = (day: string): CalendarDay =>
  statutoryYear(Number(day.slice(0, 4))).days.get(day)!;
