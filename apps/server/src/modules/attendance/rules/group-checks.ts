import { type GroupMembers, type GroupRule, SHIFT_MAX_WORK_MINUTES } from '@renli/contracts';
import { parseIpRange } from './ip-ranges.ts';
import type { RuleVersion } from './rule-book.ts';

// What a group's rule must satisfy before it is saved (docs/product/attendance.md, "Groups, shifts
// and rules"). Pure: the caller reads the company's shifts and versions.

export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** The shift ids a rule refers to (fixed weekdays and the make-up shift). */
export function shiftIdsOf(rule: GroupRule): number[] {
  if (rule.scheduleType !== 'fixed') return [];
  const ids = Object.values(rule.weekdayShifts).filter((id): id is number => id != null);
  if (rule.makeupShiftId !== null) ids.push(rule.makeupShiftId);
  return [...new Set(ids)];
}

/** The first thing wrong with a rule, given the company's shifts in use. */
export function ruleProblem(rule: GroupRule, activeShiftIds: ReadonlySet<number>): Problem | null {
  const { members } = rule;
  if (members.deptIds.length === 0 && members.staffIds.length === 0)
    return { key: 'attendance.rules.group.noMembers' };
  if (rule.scheduleType === 'fixed') {
    if (!Object.values(rule.weekdayShifts).some((id) => id != null))
      return { key: 'attendance.rules.group.fixedNeedsShift' };
    if (shiftIdsOf(rule).some((id) => !activeShiftIds.has(id)))
      return { key: 'attendance.rules.group.unknownShift' };
  }
  if (rule.scheduleType === 'roster' && activeShiftIds.size === 0)
    return { key: 'attendance.rules.group.rosterNeedsShifts' };
  if (
    rule.scheduleType === 'flexible' &&
    (rule.flexibleRequiredMinutes <= 0 || rule.flexibleRequiredMinutes > SHIFT_MAX_WORK_MINUTES)
  )
    return { key: 'attendance.rules.group.flexibleMinutes', params: { hours: SHIFT_MAX_WORK_MINUTES / 60 } };
  if (!rule.webPunch && !rule.importPunches) return { key: 'attendance.rules.group.noPunchMethod' };
  const bad = rule.ipRanges.find((range) => parseIpRange(range) === null);
  if (bad !== undefined) return { key: 'attendance.rules.group.badIpRange', params: { range: bad } };
  return null;
}

/** A person or department another group's rule names on some day of `[from, to)`. */
export interface MemberConflict {
  kind: 'staff' | 'department';
  id: number;
  groupName: string;
}

/**
 * The first person, then department, of `members` that another group's version names on a day of
 * `[from, to)` (`to` null: open-ended). Exclusions name nobody.
 */
export function memberConflict(
  versions: readonly RuleVersion[],
  groupId: number | null,
  from: string,
  to: string | null,
  members: GroupMembers,
): MemberConflict | null {
  const overlapping = versions.filter(
    (v) => v.groupId !== groupId && (to === null || v.from < to) && (v.to === null || from < v.to),
  );
  for (const staffId of members.staffIds) {
    const other = overlapping.find((v) => v.rule.members.staffIds.includes(staffId));
    if (other) return { kind: 'staff', id: staffId, groupName: other.groupName };
  }
  for (const deptId of members.deptIds) {
    const other = overlapping.find((v) => v.rule.members.deptIds.includes(deptId));
    if (other) return { kind: 'department', id: deptId, groupName: other.groupName };
  }
  return null;
}
