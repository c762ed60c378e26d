import type { GroupRule } from '@renli/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { employmentSpans, spanOn } from '../../staff-archives/spans.ts';
import { loadRuleBook, type RuleBook, ruleOn } from '../rules/rule-book.ts';
import type { Refusal } from './where.ts';

/** The rule a staff member's web punch on `day` answers to, or why there is none to punch under. */
export type WebRule = { rule: GroupRule; groupName: string } | { refusal: Refusal };

/**
 * The group rule in effect for `staffId` on `day` (docs/product/attendance.md, "Who belongs"), if
 * it lets them punch from the web: employed that day, in a group, and the group allows web punches.
 */
export async function webRuleOn(
  db: DbOrTx,
  compId: number,
  staffId: number,
  day: string,
  book?: RuleBook,
): Promise<WebRule> {
  const spans = await employmentSpans(db, compId, day, day, [staffId]);
  const span = spanOn(spans.get(staffId), day);
  if (!span) return { refusal: { key: 'attendance.punch.notEmployed' } };
  const version = await ruleOn(
    book ?? (await loadRuleBook(db, compId)),
    { staffId, deptId: span.deptId },
    day,
  );
  if (!version) return { refusal: { key: 'attendance.punch.noGroup' } };
  if (!version.rule.webPunch) return { refusal: { key: 'attendance.punch.webOff' } };
  return { rule: version.rule, groupName: version.groupName };
}
