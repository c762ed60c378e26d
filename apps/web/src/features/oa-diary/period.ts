import type { DiaryPeriod } from '@renli/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import type { TFunction } from 'i18next';

dayjs.extend(isoWeek);

/** The key of the period holding a day: `2026-11-26`, `2026-W48` (ISO week), `2026-11`. */
export function periodKeyOf(period: DiaryPeriod, day: Dayjs): string {
  if (period === 'day') return day.format('YYYY-MM-DD');
  if (period === 'month') return day.format('YYYY-MM');
  return `${day.isoWeekYear()}-W${String(day.isoWeek()).padStart(2, '0')}`;
}

/** A day inside the period of a key (for the period picker). */
export function dayOfPeriod(key: string): Dayjs {
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) return dayjs(`${week[1]}-01-04`).isoWeek(Number(week[2])).isoWeekday(1);
  return dayjs(key.length === 7 ? `${key}-01` : key);
}

/** How people read a period: 2026-11-26, 2026年第48周 (11/23–11/29), 2026年11月. */
export function periodText(period: DiaryPeriod, key: string, t: TFunction): string {
  if (period === 'day') return key;
  if (period === 'month') return t('periodMonth', { year: key.slice(0, 4), month: Number(key.slice(5, 7)) });
  const first = dayOfPeriod(key);
  return t('periodWeek', {
    year: key.slice(0, 4),
    week: Number(key.slice(6)),
    from: first.format('M/D'),
    to: first.add(6, 'day').format('M/D'),
  });
}
