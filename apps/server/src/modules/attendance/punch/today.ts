import type { PunchToday } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { addDays, chinaDayEnd, chinaDayStart, chinaToday } from '../../../core/china-time.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { companyCalendar } from '../calendar/company-calendar.ts';
import type { DayPlan } from '../engine/types.ts';
import { loadPlans } from '../results/plans.ts';
import { loadRuleBook } from '../rules/rule-book.ts';
import { attendanceDailyResults } from '../schema.ts';
import { punchesBetween } from './punches.ts';
import { webRuleOn } from './web-rule.ts';
import { checkWhere, needsPosition, plainAddress } from './where.ts';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Yesterday's plan while its cross-midnight shift is still open (until its off time and the
 * off-punch window after it), else today's: a shift belongs to the day it starts
 * (docs/product/attendance.md, "The model").
 */
function workingPlan(
  yesterday: DayPlan | undefined,
  today: DayPlan | undefined,
  now: Date,
  todayDay: string,
) {
  const shift = yesterday?.shift;
  if (!shift?.offNextDay) return today;
  const closes =
    chinaDayStart(todayDay).getTime() + (minutesOf(shift.offTime) + shift.latestOffMinutes) * 60_000;
  return now.getTime() < closes ? yesterday : today;
}

/**
 * The staff member's punch card (docs/product/attendance.md, "Punching and records"): the working
 * day's plan, its punches (voided ones marked) and stored result, and whether a web punch from `ip`
 * is possible now under today's rule. Reads only: opening the card computes nothing.
 */
export async function punchToday(
  db: DbOrTx,
  actor: { compId: number; staffId: number },
  ip: string,
  locale: Locale,
  now = new Date(),
): Promise<PunchToday> {
  const { compId, staffId } = actor;
  const today = chinaToday(now);
  const yesterday = addDays(today, -1);
  const [plans, book] = await Promise.all([
    loadPlans(db, compId, yesterday, today, [staffId]),
    loadRuleBook(db, compId),
  ]);
  const [planYesterday, planToday] = plans.get(staffId) ?? [];
  const plan = workingPlan(planYesterday, planToday, now, today);
  const day = plan?.day ?? today;
  const calendar = plan?.calendar ?? (await companyCalendar(db, compId, today, today)).get(today)!;
  const [punches, [stored], web] = await Promise.all([
    punchesBetween(db, compId, staffId, chinaDayStart(day), chinaDayEnd(today)),
    db
      .select({ result: attendanceDailyResults.result })
      .from(attendanceDailyResults)
      .where(and(eq(attendanceDailyResults.staffId, staffId), eq(attendanceDailyResults.day, day))),
    webRuleOn(db, compId, staffId, today, book),
  ]);
  const group = plan?.groupId ? book.versions.find((v) => v.groupId === plan.groupId) : undefined;
  const shift = plan?.shift;
  // Only the network can be judged before the browser sends a position.
  const network = 'rule' in web && web.rule.geofences.length === 0 ? checkWhere(web.rule, ip, {}) : undefined;
  const refusal = 'refusal' in web ? web.refusal : network?.ok === false ? network.refusal : null;
  return {
    staffId,
    day,
    now: now.toISOString(),
    dayType: calendar.type,
    holidayName: calendar.name,
    makeup: calendar.makeup,
    employed: plan?.employed ?? false,
    groupName: group?.groupName ?? null,
    scheduleType: plan?.scheduleType ?? null,
    shift: shift
      ? { name: shift.name, onTime: shift.onTime, offTime: shift.offTime, offNextDay: shift.offNextDay }
      : null,
    flexible: plan?.flexible ?? null,
    punches,
    result: stored?.result ?? null,
    web: {
      allowed: refusal === null,
      refusal: refusal ? translate(locale, refusal.key, refusal.params) : null,
      needsLocation: 'rule' in web && refusal === null && needsPosition(web.rule, ip),
      places: 'rule' in web ? web.rule.geofences.map((fence) => fence.name) : [],
      ip: plainAddress(ip),
    },
  };
}
