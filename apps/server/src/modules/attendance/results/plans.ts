import type { CalendarDay, GroupRule } from '@renli/contracts';
import { addDays } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { employmentSpans, spanOn } from '../../staff-archives/spans.ts';
import { companyCalendar } from '../calendar/company-calendar.ts';
import type { DayPlan, PlanShift } from '../engine/types.ts';
import { loadRuleBook, type RuleBook, rosterDays, ruleOn } from '../rules/rule-book.ts';

/** ISO weekday (1 Monday … 7 Sunday) of a China day. */
const isoWeekday = (day: string) =>
  String(((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as keyof GroupRule['weekdayShifts'];

function shiftOf(book: RuleBook, shiftId: number | null | undefined): PlanShift | null {
  if (shiftId === null || shiftId === undefined) return null;
  const shift = book.shifts.get(shiftId);
  return shift ? { ...shift.times, shiftId: shift.id, name: shift.name } : null;
}

/** The shift a fixed schedule gives a day: the weekday's, 调休 weekends the make-up shift, holidays none. */
function fixedShiftId(rule: GroupRule, calendar: CalendarDay): number | null {
  const weekdays = rule.weekdayShifts[isoWeekday(calendar.day)] ?? null;
  if (!rule.followHolidays) return weekdays;
  if (calendar.type !== 'workday') return null;
  if (calendar.makeup)
    return rule.makeupShiftId ?? Object.values(rule.weekdayShifts).find((id) => id !== null) ?? null;
  return weekdays;
}

/**
 * What each day of `[from, to]` asks of each staff member employed in it (or of `staffIds`):
 * calendar, employment, group rule and shift (docs/product/attendance.md, "Daily results").
 */
export async function loadPlans(
  db: DbOrTx,
  compId: number,
  from: string,
  to: string,
  staffIds?: readonly number[],
): Promise<Map<number, DayPlan[]>> {
  const [calendar, book, spans, roster] = await Promise.all([
    companyCalendar(db, compId, from, to),
    loadRuleBook(db, compId),
    employmentSpans(db, compId, from, to, staffIds),
    rosterDays(db, compId, from, to),
  ]);
  const out = new Map<number, DayPlan[]>();
  for (const [staffId, staffSpans] of spans) {
    const plans: DayPlan[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const cal = calendar.get(day)!;
      const span = spanOn(staffSpans, day);
      const version = span ? await ruleOn(book, { staffId, deptId: span.deptId }, day) : null;
      const rule = version?.rule;
      const plan: DayPlan = {
        day,
        calendar: cal,
        employed: span !== undefined,
        groupId: version?.groupId ?? null,
        scheduleType: rule?.scheduleType ?? null,
        shift: null,
        flexible: null,
      };
      if (rule?.scheduleType === 'fixed') plan.shift = shiftOf(book, fixedShiftId(rule, cal));
      else if (rule?.scheduleType === 'roster') plan.shift = shiftOf(book, roster.get(`${staffId}:${day}`));
      else if (rule?.scheduleType === 'flexible' && cal.type === 'workday')
        plan.flexible = { requiredMinutes: rule.flexibleRequiredMinutes, latestOn: rule.flexibleLatestOn };
      plans.push(plan);
    }
    out.set(staffId, plans);
  }
  return out;
}
