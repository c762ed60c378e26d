import type { RepeatFreq, RepeatRule } from '@renli/contracts';
import type { TFunction } from 'i18next';
import * as rrulePkg from 'rrule';

// The repeat rule in the form (docs/product/oa-schedule.md, "Repeat rules"): what it says in words
// and its next dates, from rrule in the browser; the server expands the same rule to draw it.

const { RRule } = ((rrulePkg as { default?: typeof rrulePkg }).default ?? rrulePkg) as typeof rrulePkg;
const FREQ = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
} as const;

/** What the form's repeat select offers; `weekdays` is weekly Monday to Friday. */
export const REPEAT_CHOICES = ['none', 'daily', 'weekdays', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

export interface RepeatForm {
  choice: RepeatChoice;
  interval: number;
  byWeekday: number[];
  end: 'never' | 'until' | 'count';
  until?: string;
  count?: number;
}

/** The form's repeat fields as the rule the server takes, or null. */
export function ruleOfForm(form: RepeatForm): RepeatRule | null {
  if (form.choice === 'none') return null;
  const freq: RepeatFreq = form.choice === 'weekdays' ? 'weekly' : form.choice;
  return {
    freq,
    interval: form.choice === 'weekdays' ? 1 : form.interval,
    byWeekday:
      form.choice === 'weekdays' ? [0, 1, 2, 3, 4] : freq === 'weekly' ? [...form.byWeekday].sort() : [],
    until: form.end === 'until' ? (form.until ?? null) : null,
    count: form.end === 'count' ? (form.count ?? null) : null,
  };
}

/** A stored rule as the form's fields. */
export function formOfRule(rule: RepeatRule | null): RepeatForm {
  if (!rule) return { choice: 'none', interval: 1, byWeekday: [], end: 'never' };
  const weekdays = rule.freq === 'weekly' && rule.interval === 1 && rule.byWeekday.join() === '0,1,2,3,4';
  return {
    choice: weekdays ? 'weekdays' : rule.freq,
    interval: rule.interval,
    byWeekday: rule.byWeekday,
    end: rule.until ? 'until' : rule.count ? 'count' : 'never',
    until: rule.until ?? undefined,
    count: rule.count ?? undefined,
  };
}

/**
 * The next `n` starts of a rule from `startWall` (China wall clock `YYYY-MM-DDTHH:mm`), as wall
 * clock strings: rrule runs on floating times, so the fields stay China's.
 */
export function nextStarts(rule: RepeatRule, startWall: string, n: number): string[] {
  const dtstart = new Date(`${startWall.slice(0, 16)}:00Z`);
  const weekday = (dtstart.getUTCDay() + 6) % 7;
  const r = new RRule({
    freq: FREQ[rule.freq],
    interval: rule.interval,
    byweekday: rule.freq === 'weekly' ? (rule.byWeekday.length > 0 ? rule.byWeekday : [weekday]) : null,
    wkst: RRule.MO,
    dtstart,
    until: rule.until ? new Date(`${rule.until}T23:59:59Z`) : null,
    count: rule.count ?? null,
  });
  return r.all((_, i) => i < n).map((d) => d.toISOString().slice(0, 16).replace('T', ' '));
}

/** The rule in words: `每 2 周的周一、周三，共 6 次`. */
export function describeRule(rule: RepeatRule, t: TFunction): string {
  const isWeekdays = rule.freq === 'weekly' && rule.interval === 1 && rule.byWeekday.join() === '0,1,2,3,4';
  const every = isWeekdays
    ? t('repeatText.weekdays')
    : rule.interval === 1
      ? t(`repeatText.${rule.freq}`)
      : t(`repeatText.${rule.freq}Interval`, { n: rule.interval });
  const days = rule.byWeekday.map((d) => t(`weekday.${d}`)).join(t('listSeparator'));
  const on = rule.freq === 'weekly' && !isWeekdays && days ? t('repeatText.on', { days }) : '';
  const end = rule.until
    ? t('repeatText.until', { date: rule.until })
    : rule.count
      ? t('repeatText.count', { n: rule.count })
      : '';
  return `${every}${on}${end}`;
}
