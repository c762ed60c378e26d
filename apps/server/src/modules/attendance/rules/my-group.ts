import type { MyGroup } from '@renli/contracts';
import { chinaToday } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { employmentSpans, spanOn } from '../../staff-archives/spans.ts';
import { loadPlans } from '../results/plans.ts';
import { loadRuleBook, ruleOn } from './rule-book.ts';

/**
 * A staff member's group today, its punch methods and today's shift (docs/product/attendance.md,
 * "Groups, shifts and rules"): what the punch screen shows and checks before a web punch.
 */
export async function myGroup(db: DbOrTx, compId: number, staffId: number): Promise<MyGroup> {
  const day = chinaToday();
  const [book, spans, plans] = await Promise.all([
    loadRuleBook(db, compId),
    employmentSpans(db, compId, day, day, [staffId]),
    loadPlans(db, compId, day, day, [staffId]),
  ]);
  const span = spanOn(spans.get(staffId), day);
  const version = span ? await ruleOn(book, { staffId, deptId: span.deptId }, day) : null;
  const shift = plans.get(staffId)?.[0]?.shift ?? null;
  if (!version) return { day, group: null, shift: null };
  const { rule } = version;
  return {
    day,
    group: {
      id: version.groupId,
      name: version.groupName,
      scheduleType: rule.scheduleType,
      webPunch: rule.webPunch,
      ipRanges: rule.ipRanges,
      geofences: rule.geofences,
      importPunches: rule.importPunches,
      flexibleRequiredMinutes: rule.flexibleRequiredMinutes,
      flexibleLatestOn: rule.flexibleLatestOn,
    },
    shift: shift && {
      name: shift.name,
      onTime: shift.onTime,
      offTime: shift.offTime,
      offNextDay: shift.offNextDay,
    },
  };
}
