import { type Shift, type ShiftSave, shiftWorkMinutes } from '@renli/contracts';
import { and, asc, eq, gte, min, ne } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaToday } from '../../../core/china-time.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import { diffRows, writeAudit } from '../../../core/resources/audit.ts';
import { resourceMessages } from '../../../core/resources/messages.ts';
import type { Database, DbOrTx, Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { attendanceGroupRules, attendanceRoster, attendanceShifts } from '../schema.ts';
import { shiftIdsOf } from './group-checks.ts';
import { rulesMessages as m } from './messages.ts';
import { recomputeRange } from './past-days.ts';
import { loadRuleBook } from './rule-book.ts';
import { shiftTimesProblem } from './shift-times.ts';

// Shifts (班次, docs/product/attendance.md, "Groups, shifts and rules"). A shift's times are not
// versioned: changing them changes every unlocked day that used the shift, so those days are
// recomputed; archiving keeps it for the days computed with it.

type ShiftRow = typeof attendanceShifts.$inferSelect;
const ACTIVE = 1;
const ARCHIVED = 2;
/** 休 marks a rest day in the roster and its sheet, so no shift may be called that. */
export const REST_MARKS = ['休', 'rest'];
const AUDIT = 'attendanceShift';

/** Group names whose rule in effect today or a later one uses each shift. */
async function usersOfShifts(db: DbOrTx, compId: number): Promise<Map<number, string[]>> {
  const today = chinaToday();
  const book = await loadRuleBook(db, compId);
  const users = new Map<number, string[]>();
  for (const version of book.versions) {
    if (version.to !== null && version.to <= today) continue;
    for (const id of shiftIdsOf(version.rule)) {
      const names = users.get(id) ?? [];
      if (!names.includes(version.groupName)) names.push(version.groupName);
      users.set(id, names);
    }
  }
  return users;
}

const present = (row: ShiftRow, usedBy: string[]): Shift => ({
  id: row.id,
  name: row.name,
  code: row.code,
  times: row.times,
  status: row.status,
  version: row.version,
  workMinutes: shiftWorkMinutes(row.times),
  usedBy,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a shift. */
const audited = (row: ShiftRow) => ({
  id: row.id,
  version: row.version,
  name: row.name,
  code: row.code,
  times: row.times,
  status: row.status,
});

export async function shiftList(db: DbOrTx, compId: number, includeArchived: boolean): Promise<Shift[]> {
  const [rows, users] = await Promise.all([
    db
      .select()
      .from(attendanceShifts)
      .where(
        and(
          eq(attendanceShifts.compId, compId),
          includeArchived ? undefined : eq(attendanceShifts.status, ACTIVE),
        ),
      )
      .orderBy(asc(attendanceShifts.status), asc(attendanceShifts.id)),
    usersOfShifts(db, compId),
  ]);
  return rows.map((row) => present(row, users.get(row.id) ?? []));
}

/** The company's shifts in use: id -> row. */
export async function activeShifts(db: DbOrTx, compId: number): Promise<Map<number, ShiftRow>> {
  const rows = await db
    .select()
    .from(attendanceShifts)
    .where(and(eq(attendanceShifts.compId, compId), eq(attendanceShifts.status, ACTIVE)))
    .orderBy(asc(attendanceShifts.id));
  return new Map(rows.map((row) => [row.id, row]));
}

async function lockedShift(tx: Tx, compId: number, id: number, version: number | undefined) {
  const [row] = await tx
    .select()
    .from(attendanceShifts)
    .where(and(eq(attendanceShifts.compId, compId), eq(attendanceShifts.id, id)))
    .for('update');
  if (!row) throw notFound(m['attendance.rules.shift.notFound']);
  if (row.status !== ACTIVE) throw badRequest(m['attendance.rules.shift.archived']);
  if (row.version !== version) throw conflict(resourceMessages['resource.stale']);
  return row;
}

/** 400 unless the name and short mark are free among the company's other shifts in use. */
async function assertNamesFree(tx: Tx, compId: number, body: ShiftSave) {
  const marks = [body.name, body.code].filter((text): text is string => Boolean(text));
  if (marks.some((text) => REST_MARKS.includes(text.toLowerCase())))
    throw badRequest(m['attendance.rules.shift.reserved']);
  const others = await tx
    .select({ name: attendanceShifts.name, code: attendanceShifts.code })
    .from(attendanceShifts)
    .where(
      and(
        eq(attendanceShifts.compId, compId),
        eq(attendanceShifts.status, ACTIVE),
        body.id === undefined ? undefined : ne(attendanceShifts.id, body.id),
      ),
    );
  const sameName = others.find((o) => o.name === body.name);
  if (sameName) throw badRequest(m['attendance.rules.shift.nameTaken'], { name: body.name });
  // The roster's sheet finds a shift by its name or its short mark, so neither may name another.
  for (const other of others) {
    const clash = marks.find((text) => text === other.code || (text === body.code && text === other.name));
    if (clash) throw badRequest(m['attendance.rules.shift.codeTaken'], { code: clash, name: other.name });
  }
}

/** The first day a rule or the roster used the shift, if any. */
async function firstUse(tx: Tx, compId: number, shiftId: number): Promise<string | null> {
  const [versions, [roster]] = await Promise.all([
    tx
      .select({ from: attendanceGroupRules.effectiveFrom, rule: attendanceGroupRules.rule })
      .from(attendanceGroupRules)
      .where(eq(attendanceGroupRules.compId, compId)),
    tx
      .select({ first: min(attendanceRoster.day) })
      .from(attendanceRoster)
      .where(and(eq(attendanceRoster.compId, compId), eq(attendanceRoster.shiftId, shiftId))),
  ]);
  const days = versions.filter((v) => shiftIdsOf(v.rule).includes(shiftId)).map((v) => v.from);
  if (roster?.first) days.push(roster.first);
  return days.length === 0 ? null : days.sort()[0]!;
}

/** Creates or changes a shift; changed times recompute the days that used it up to today. */
export async function saveShift(db: Database, actor: CompanyActor, body: ShiftSave): Promise<Shift> {
  const problem = shiftTimesProblem(body.times);
  if (problem) throw badRequest(problem.key, problem.params);
  const values = { name: body.name, code: body.code || null, times: body.times };
  const saved = await db.transaction(async (tx) => {
    const existing =
      body.id === undefined ? null : await lockedShift(tx, actor.compId, body.id, body.version);
    await assertNamesFree(tx, actor.compId, body);
    let rows: ShiftRow[];
    try {
      rows = existing
        ? await tx
            .update(attendanceShifts)
            .set({ ...values, version: existing.version + 1, updatedAt: new Date() })
            .where(eq(attendanceShifts.id, existing.id))
            .returning()
        : await tx
            .insert(attendanceShifts)
            .values({ ...values, compId: actor.compId })
            .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(resourceMessages['resource.duplicate']);
      throw error;
    }
    const row = rows[0]!;
    await writeAudit(tx, actor, AUDIT, [
      {
        recordId: row.id,
        action: existing ? 'update' : 'insert',
        changes: diffRows(existing && audited(existing), audited(row)),
      },
    ]);
    if (existing && JSON.stringify(existing.times) !== JSON.stringify(row.times)) {
      const first = await firstUse(tx, actor.compId, existing.id);
      // Locked months keep their results (recompute skips them); the open days follow the new times.
      if (first && first <= chinaToday())
        await recomputeRange(tx, actor.compId, { from: first, to: chinaToday() });
    }
    return row;
  });
  return present(saved, (await usersOfShifts(db, actor.compId)).get(saved.id) ?? []);
}

/** Archives a shift no rule in effect today or later, and no roster day from today on, uses. */
export async function archiveShift(
  db: Database,
  actor: CompanyActor,
  body: { id: number; version: number },
): Promise<Shift> {
  return db.transaction(async (tx) => {
    const existing = await lockedShift(tx, actor.compId, body.id, body.version);
    const [group] = (await usersOfShifts(tx, actor.compId)).get(existing.id) ?? [];
    if (group) throw badRequest(m['attendance.rules.shift.inUse'], { group });
    const [rostered] = await tx
      .select({ day: attendanceRoster.day })
      .from(attendanceRoster)
      .where(
        and(
          eq(attendanceRoster.compId, actor.compId),
          eq(attendanceRoster.shiftId, existing.id),
          gte(attendanceRoster.day, chinaToday()),
        ),
      )
      .orderBy(asc(attendanceRoster.day))
      .limit(1);
    if (rostered) throw badRequest(m['attendance.rules.shift.rostered'], { day: rostered.day });
    const [row] = await tx
      .update(attendanceShifts)
      .set({ status: ARCHIVED, version: existing.version + 1, updatedAt: new Date() })
      .where(eq(attendanceShifts.id, existing.id))
      .returning();
    await writeAudit(tx, actor, AUDIT, [
      {
        recordId: existing.id,
        action: 'transition',
        transition: 'archive',
        changes: diffRows(audited(existing), audited(row!)),
      },
    ]);
    return present(row!, []);
  });
}
