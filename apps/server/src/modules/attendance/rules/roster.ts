import { ROSTER_MAX_STAFF, type RosterCell, type RosterGrid, type RosterSave } from '@renli/contracts';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { addDays, daysBetween } from '../../../core/china-time.ts';
import { badRequest } from '../../../core/http/errors.ts';
import { type AuditAction, writeAudit } from '../../../core/resources/audit.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { staffFacts } from '../../staff/records.ts';
import { employmentSpans, spanOn } from '../../staff-archives/spans.ts';
import { managesType } from '../access.ts';
import { assertMonthsOpen } from '../results/locks.ts';
import { attendanceRoster } from '../schema.ts';
import { type GroupRow, groupOf, versionsOf } from './groups.ts';
import { rulesMessages as m } from './messages.ts';
import { pastPart, recomputeRange } from './past-days.ts';
import { loadRuleBook, ruleOn } from './rule-book.ts';
import { activeShifts } from './shifts.ts';

// The roster (排班, docs/product/attendance.md, "Groups, shifts and rules"): for the people of a
// roster group, each day's shift or rest. A person's cell is theirs to set only on the days the
// group's roster rule holds for them (who belongs: `ruleOn`).

/** The China days of a month `YYYY-MM`. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/** Who the group's roster rule holds for on which of `days`, among the staff the caller manages. */
export interface RosterPeople {
  /** staff id -> the days (of `days`) they are rostered by the group. */
  days: Map<number, Set<string>>;
  /** staff id -> their department on the last such day. */
  deptIds: Map<number, number | null>;
}

export async function rosterPeople(
  db: DbOrTx,
  actor: CompanyActor,
  groupId: number,
  days: readonly string[],
  staffIds?: readonly number[],
): Promise<RosterPeople> {
  const out: RosterPeople = { days: new Map(), deptIds: new Map() };
  if (days.length === 0) return out;
  const [book, spans] = await Promise.all([
    loadRuleBook(db, actor.compId),
    employmentSpans(db, actor.compId, days[0]!, days.at(-1)!, staffIds),
  ]);
  for (const [staffId, list] of spans) {
    for (const day of days) {
      const span = spanOn(list, day);
      if (!span || !managesType(actor, span.employeeType)) continue;
      const version = await ruleOn(book, { staffId, deptId: span.deptId }, day);
      if (version?.groupId !== groupId || version.rule.scheduleType !== 'roster') continue;
      const set = out.days.get(staffId) ?? new Set<string>();
      set.add(day);
      out.days.set(staffId, set);
      out.deptIds.set(staffId, span.deptId);
    }
  }
  return out;
}

/** The group, refused unless one of its versions over `days` is a roster. */
export async function rosterGroup(db: DbOrTx, compId: number, groupId: number, days: readonly string[]) {
  const group = await groupOf(db, compId, groupId);
  const versions = await versionsOf(db, compId, [groupId]);
  const first = days[0]!;
  const last = days.at(-1)!;
  const roster = versions.some(
    (v) => v.rule.scheduleType === 'roster' && v.effectiveFrom <= last && (v.to === null || first < v.to),
  );
  if (!roster) throw badRequest(m['attendance.rules.roster.notRoster'], { group: group.name });
  return group;
}

/** The roster's stored cells of these staff over `[from, to]`: `${staffId}:${day}` -> shift id or null (rest). */
async function storedCells(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
  from: string,
  to: string,
) {
  if (staffIds.length === 0) return new Map<string, number | null>();
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
        inArray(attendanceRoster.staffId, [...staffIds]),
        gte(attendanceRoster.day, from),
        lte(attendanceRoster.day, to),
      ),
    );
  return new Map(rows.map((row) => [`${row.staffId}:${row.day}`, row.shiftId]));
}

/** A roster group's month: its people × days (docs/product/attendance.md, "Groups, shifts and rules"). */
export async function rosterGrid(
  db: DbOrTx,
  actor: CompanyActor,
  groupId: number,
  month: string,
): Promise<RosterGrid & { group: GroupRow }> {
  const days = daysOfMonth(month);
  const group = await rosterGroup(db, actor.compId, groupId, days);
  const people = await rosterPeople(db, actor, groupId, days);
  const staffIds = [...people.days.keys()];
  if (staffIds.length > ROSTER_MAX_STAFF)
    throw badRequest(m['attendance.rules.roster.tooLarge'], { max: ROSTER_MAX_STAFF });
  const [facts, depts, cells, shifts] = await Promise.all([
    staffFacts(db, actor.compId, staffIds),
    activeOrgRecordNames(db, 'department', [...people.deptIds.values()]),
    storedCells(db, actor.compId, staffIds, days[0]!, days.at(-1)!),
    activeShifts(db, actor.compId),
  ]);
  const rows = staffIds
    .map((staffId) => {
      const fact = facts.get(staffId);
      const deptId = people.deptIds.get(staffId) ?? null;
      const rostered = people.days.get(staffId)!;
      return {
        staffId,
        name: fact?.staffName ?? '',
        jobNo: fact?.jobNo ?? null,
        deptName: deptId === null ? null : (depts.get(deptId) ?? null),
        cells: days.map((day): RosterCell => {
          const key = `${staffId}:${day}`;
          if (!cells.has(key)) return null;
          return cells.get(key) ?? 'rest';
        }),
        inGroup: days.map((day) => rostered.has(day)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.staffId - b.staffId);
  return {
    group,
    month,
    days,
    shifts: [...shifts.values()].map((s) => ({ id: s.id, name: s.name, code: s.code })),
    rows,
  };
}

/** A cell as people read it: the shift's name, 休, or nothing. */
const cellText = (shiftId: number | null | undefined, names: Map<number, string>) =>
  shiftId === undefined ? null : shiftId === null ? '休' : (names.get(shiftId) ?? String(shiftId));

/**
 * Sets roster cells inside the caller's transaction: each must be a day the group rosters the
 * person, with a shift in use or rest; only changed cells are written, audited and recomputed (up
 * to today). Locked months refuse. Answers how many cells changed.
 */
export async function writeRosterCells(
  tx: Tx,
  actor: CompanyActor,
  body: RosterSave,
  action: AuditAction = 'update',
): Promise<number> {
  const days = [...new Set(body.cells.map((cell) => cell.day))].sort();
  const from = days[0]!;
  const to = days.at(-1)!;
  // One month's grid at a time: the checks below walk every day between the first and the last.
  if (daysBetween(from, to) > 30) throw badRequest(m['attendance.rules.roster.range']);
  const allDays = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
  const group = await groupOf(tx, actor.compId, body.groupId);
  const staffIds = [...new Set(body.cells.map((cell) => cell.staffId))];
  const [people, shifts, facts, stored] = await Promise.all([
    rosterPeople(tx, actor, group.id, allDays, staffIds),
    activeShifts(tx, actor.compId),
    staffFacts(tx, actor.compId, staffIds),
    storedCells(tx, actor.compId, staffIds, from, to),
  ]);
  const latest = new Map<string, { staffId: number; day: string; shiftId: number | null }>();
  for (const cell of body.cells) {
    if (!people.days.get(cell.staffId)?.has(cell.day))
      throw badRequest(m['attendance.rules.roster.notInGroup'], {
        name: facts.get(cell.staffId)?.staffName ?? String(cell.staffId),
        day: cell.day,
      });
    if (cell.shiftId !== null && !shifts.has(cell.shiftId))
      throw badRequest(m['attendance.rules.group.unknownShift']);
    latest.set(`${cell.staffId}:${cell.day}`, cell);
  }
  const changed = [...latest.entries()].filter(
    ([key, cell]) => !stored.has(key) || stored.get(key) !== cell.shiftId,
  );
  if (changed.length === 0) return 0;
  await assertMonthsOpen(
    tx,
    actor.compId,
    changed.map(([, cell]) => cell.day),
  );
  const now = new Date();
  await tx
    .insert(attendanceRoster)
    .values(changed.map(([, cell]) => ({ compId: actor.compId, ...cell, updatedBy: actor.userId })))
    .onConflictDoUpdate({
      target: [attendanceRoster.staffId, attendanceRoster.day],
      set: { shiftId: sql`excluded.shift_id`, updatedBy: actor.userId, updatedAt: now },
    });
  const names = new Map([...shifts.values()].map((s) => [s.id, s.name]));
  await writeAudit(tx, actor, 'attendanceRoster', [
    {
      recordId: group.id,
      action,
      changes: Object.fromEntries(
        changed.map(([key, cell]) => [
          `${cell.day} ${facts.get(cell.staffId)?.staffName ?? cell.staffId}`,
          { before: cellText(stored.get(key), names), after: cellText(cell.shiftId, names) },
        ]),
      ),
    },
  ]);
  const changedDays = changed.map(([, cell]) => cell.day).sort();
  await recomputeRange(tx, actor.compId, pastPart(changedDays[0]!, addDays(changedDays.at(-1)!, 1)), [
    ...new Set(changed.map(([, cell]) => cell.staffId)),
  ]);
  return changed.length;
}
