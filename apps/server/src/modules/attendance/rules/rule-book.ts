import type { GroupRule, ShiftTimes } from '@renli/contracts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orgFlowFacts } from '../../org/flow-facts.ts';
import { attendanceGroupRules, attendanceGroups, attendanceRoster, attendanceShifts } from '../schema.ts';

/** A group's rule over `[from, to)` (`to` null: until further notice). */
export interface RuleVersion {
  groupId: number;
  groupName: string;
  from: string;
  to: string | null;
  rule: GroupRule;
}

/** A shift by id, archived ones included (past days keep the shift they were computed with). */
export interface ShiftEntry {
  id: number;
  name: string;
  times: ShiftTimes;
}

/** One company's groups, rule versions and shifts, read once for a computation. */
export interface RuleBook {
  versions: RuleVersion[];
  shifts: Map<number, ShiftEntry>;
  /** Department -> its chain up to the root, itself first. */
  departmentChain: (deptId: number) => Promise<number[]>;
}

export async function loadRuleBook(db: DbOrTx, compId: number): Promise<RuleBook> {
  const [rows, shiftRows, facts] = await Promise.all([
    db
      .select({
        groupId: attendanceGroupRules.groupId,
        groupName: attendanceGroups.name,
        from: attendanceGroupRules.effectiveFrom,
        rule: attendanceGroupRules.rule,
      })
      .from(attendanceGroupRules)
      .innerJoin(attendanceGroups, eq(attendanceGroups.id, attendanceGroupRules.groupId))
      .where(eq(attendanceGroupRules.compId, compId))
      .orderBy(asc(attendanceGroupRules.groupId), asc(attendanceGroupRules.effectiveFrom)),
    db
      .select({ id: attendanceShifts.id, name: attendanceShifts.name, times: attendanceShifts.times })
      .from(attendanceShifts)
      .where(eq(attendanceShifts.compId, compId)),
    orgFlowFacts(db, compId),
  ]);
  const versions = rows.map((row, i) => {
    const next = rows[i + 1];
    return { ...row, to: next && next.groupId === row.groupId ? next.from : null };
  });
  return {
    versions,
    shifts: new Map(shiftRows.map((shift) => [shift.id, shift])),
    departmentChain: (deptId) => facts.departmentAncestors(deptId),
  };
}

/**
 * The rule a staff member's day falls under (docs/product/attendance.md, "Who belongs"): a group
 * that excludes them never counts; one that names them wins; otherwise the group naming their
 * nearest department (theirs, then upwards). Ties go to the older group.
 */
export async function ruleOn(
  book: RuleBook,
  staff: { staffId: number; deptId: number | null },
  day: string,
): Promise<RuleVersion | null> {
  const current = book.versions.filter((v) => v.from <= day && (v.to === null || day < v.to));
  const candidates = current.filter((v) => !v.rule.members.excludedStaffIds.includes(staff.staffId));
  const named = candidates.find((v) => v.rule.members.staffIds.includes(staff.staffId));
  if (named) return named;
  if (staff.deptId === null) return null;
  for (const deptId of await book.departmentChain(staff.deptId)) {
    const byDept = candidates.find((v) => v.rule.members.deptIds.includes(deptId));
    if (byDept) return byDept;
  }
  return null;
}

/** The roster's days of these staff in `[from, to]`: `${staffId}:${day}` -> shift id (null: rest). */
export async function rosterDays(
  db: DbOrTx,
  compId: number,
  from: string,
  to: string,
): Promise<Map<string, number | null>> {
  const rows = await db
    .select({
      staffId: attendanceRoster.staffId,
      day: attendanceRoster.day,
      shiftId: attendanceRoster.shiftId,
    })
    .from(attendanceRoster)
    .where(
      and(
        eq(attendanceRoster.compId, compId),
        gte(attendanceRoster.day, from),
        lte(attendanceRoster.day, to),
      ),
    );
  return new Map(rows.map((row) => [`${row.staffId}:${row.day}`, row.shiftId]));
}
