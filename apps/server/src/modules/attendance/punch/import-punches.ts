import type { PunchImportResult } from '@renli/contracts';
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaDayEnd, chinaDayStart, chinaToday } from '../../../core/china-time.ts';
import { badRequest } from '../../../core/http/errors.ts';
import { type Locale, type MessageParams, translate } from '../../../core/i18n/index.ts';
import { resourceMessages as kit } from '../../../core/resources/messages.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { staffCardsOf, staffIdsByKey } from '../../staff/cards.ts';
import { employmentSpans, spanOn } from '../../staff-archives/spans.ts';
import { managesType } from '../access.ts';
import { loadRuleBook, ruleOn } from '../rules/rule-book.ts';
import { attendanceMonthLocks, attendancePunches } from '../schema.ts';
import { parseChinaTime, readPunchFile } from './import-file.ts';
import { recomputePunchDays } from './punches.ts';

const DEVICE_MAX = 50;
const WRITE_BATCH = 1000;

interface RowError {
  row: number;
  field: string;
  message: string;
}

/** A row that reads well on its own: who (by job number or mobile), when, where. */
interface ReadRow {
  row: number;
  key: string;
  field: 'jobNo' | 'mobile';
  name: string | undefined;
  at: Date;
  day: string;
  device: string | null;
}

/** A staff member's punch minute: one punch per person and minute is kept. */
const minuteKey = (staffId: number, at: Date) => `${staffId}:${Math.floor(at.getTime() / 60_000)}`;

async function lockedMonths(tx: Tx, compId: number, months: string[]) {
  if (months.length === 0) return new Set<string>();
  const rows = await tx
    .select({ month: attendanceMonthLocks.month })
    .from(attendanceMonthLocks)
    .where(and(eq(attendanceMonthLocks.compId, compId), inArray(attendanceMonthLocks.month, months)));
  return new Set(rows.map((row) => row.month));
}

/** The minutes already punched (valid punches of any source) by these staff within the days. */
async function punchedMinutes(tx: Tx, compId: number, staffIds: number[], from: string, to: string) {
  if (staffIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ staffId: attendancePunches.staffId, at: attendancePunches.at })
    .from(attendancePunches)
    .where(
      and(
        eq(attendancePunches.compId, compId),
        inArray(attendancePunches.staffId, staffIds),
        gte(attendancePunches.at, chinaDayStart(from)),
        lt(attendancePunches.at, chinaDayEnd(to)),
        isNull(attendancePunches.voidedAt),
      ),
    );
  return new Set(rows.map((row) => minuteKey(row.staffId, row.at)));
}

/**
 * Imports a device's punch log (docs/product/attendance.md, "Punching and records"). Each row names
 * a staff member by job number or mobile (the name, if given, must be theirs) employed that day in a
 * type the caller manages, whose group takes imports, in an open month. Every problem is reported
 * by row; one problem anywhere imports nothing. A person's minute already punched (in the file or
 * before) is skipped and counted. The days touched are recomputed.
 */
export async function importPunches(
  db: Database,
  actor: CompanyActor,
  locale: Locale,
  file: Buffer,
  now = new Date(),
): Promise<PunchImportResult> {
  const lines = await readPunchFile(file);
  const errors: RowError[] = [];
  const report = (row: number, field: string, key: string, params?: MessageParams) =>
    errors.push({ row, field, message: translate(locale, key, params) });

  const read: ReadRow[] = [];
  for (const { row, cells } of lines) {
    const field = cells.jobNo ? 'jobNo' : 'mobile';
    const key = cells.jobNo ?? cells.mobile;
    if (!key) report(row, 'jobNo', 'attendance.punch.import.noKey');
    const at = cells.at ? parseChinaTime(cells.at) : null;
    if (!cells.at) report(row, 'at', 'attendance.punch.import.noTime');
    else if (!at) report(row, 'at', 'attendance.punch.import.badTime', { value: cells.at });
    else if (at > now) report(row, 'at', 'attendance.punch.future');
    const device = cells.device ?? null;
    if (device && device.length > DEVICE_MAX)
      report(row, 'device', 'attendance.punch.import.deviceTooLong', { max: DEVICE_MAX });
    if (key && at && at <= now && (device?.length ?? 0) <= DEVICE_MAX)
      read.push({ row, key, field, name: cells.name, at, day: chinaToday(at), device });
  }

  return db.transaction(async (tx) => {
    const { byJobNo, byMobile } = await staffIdsByKey(tx, actor.compId, {
      jobNos: read.flatMap((r) => (r.field === 'jobNo' ? [r.key] : [])),
      mobiles: read.flatMap((r) => (r.field === 'mobile' ? [r.key] : [])),
    });
    const staffOf = (r: ReadRow) => (r.field === 'jobNo' ? byJobNo : byMobile).get(r.key);
    const ids = [...new Set(read.flatMap((r) => staffOf(r) ?? []))];
    const days = read.map((r) => r.day).sort();
    const from = days[0] ?? chinaToday(now);
    const to = days.at(-1) ?? from;
    const [cards, spans, book, locked, punched] = await Promise.all([
      staffCardsOf(tx, actor.compId, ids),
      employmentSpans(tx, actor.compId, from, to, ids),
      loadRuleBook(tx, actor.compId),
      lockedMonths(tx, actor.compId, [...new Set(days.map((day) => day.slice(0, 7)))]),
      punchedMinutes(tx, actor.compId, ids, from, to),
    ]);

    const writes: (typeof attendancePunches.$inferInsert)[] = [];
    let skipped = 0;
    for (const r of read) {
      const staffId = staffOf(r);
      const card = staffId === undefined ? undefined : cards.get(staffId);
      if (staffId === undefined || !card) {
        report(r.row, r.field, 'attendance.punch.import.unknownStaff', { key: r.key });
        continue;
      }
      const name = card.staffName;
      if (r.name !== undefined && r.name !== name) {
        report(r.row, 'name', 'attendance.punch.import.nameMismatch', {
          key: r.key,
          actual: name,
          name: r.name,
        });
        continue;
      }
      const span = spanOn(spans.get(staffId), r.day);
      if (!span || !managesType(actor, span.employeeType)) {
        report(r.row, r.field, 'attendance.punch.import.notEmployed', { name, day: r.day });
        continue;
      }
      const version = await ruleOn(book, { staffId, deptId: span.deptId }, r.day);
      if (!version) {
        report(r.row, r.field, 'attendance.punch.import.noGroup', { name, day: r.day });
        continue;
      }
      if (!version.rule.importPunches) {
        report(r.row, r.field, 'attendance.punch.import.notAllowed', { name, group: version.groupName });
        continue;
      }
      if (locked.has(r.day.slice(0, 7))) {
        report(r.row, 'at', 'attendance.monthLocked', { month: r.day.slice(0, 7) });
        continue;
      }
      const minute = minuteKey(staffId, r.at);
      if (punched.has(minute)) {
        skipped += 1;
        continue;
      }
      punched.add(minute);
      writes.push({
        compId: actor.compId,
        staffId,
        at: r.at,
        source: 'import',
        place: r.device,
        createdBy: actor.userId,
      });
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.row - b.row);
      throw badRequest(kit['resource.import.rowErrors'], { count: errors.length }, { errors });
    }

    let imported = 0;
    for (let i = 0; i < writes.length; i += WRITE_BATCH) {
      // The unique index keeps a device log imported twice at once from counting twice.
      const inserted = await tx
        .insert(attendancePunches)
        .values(writes.slice(i, i + WRITE_BATCH))
        .onConflictDoNothing()
        .returning({ id: attendancePunches.id });
      imported += inserted.length;
    }
    skipped += writes.length - imported;
    await recomputePunchDays(
      tx,
      actor.compId,
      [...new Set(writes.map((w) => w.staffId))],
      new Set(writes.map((w) => chinaToday(w.at as Date))),
    );
    return { imported, skipped };
  });
}
