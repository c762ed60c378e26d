import {
  DAY_EXPORT_MAX_ROWS,
  DAY_TYPE_LABELS,
  type DayFilter,
  type DayPage,
  type DayPageBody,
  type DayRecord,
  explainReason,
  labelIn,
  RESULT_KIND_LABELS,
} from '@renli/contracts';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaDateTime } from '../../../core/china-time.ts';
import { badRequest } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { resourceMessages } from '../../../core/resources/messages.ts';
import { stampedFileName, writeTable } from '../../../core/resources/sheet.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { dayQuery } from './day-query.ts';
import { punchMessages as m } from './messages.ts';

/** One page of HR's daily records (docs/product/attendance.md, "Punching and records"). */
export async function selectDayPage(db: DbOrTx, actor: CompanyActor, body: DayPageBody): Promise<DayPage> {
  const query = await dayQuery(db, actor, body);
  const [list, total] = await Promise.all([
    query.rows(body.pageSize, (body.pageNum - 1) * body.pageSize),
    query.total(),
  ]);
  return { list, total, pageNum: body.pageNum, pageSize: body.pageSize };
}

/** `HH:mm` of an instant in China, `次日 HH:mm` when it falls after the row's day. */
function clock(iso: string | null, day: string, locale: Locale): string | null {
  if (!iso) return null;
  const wall = chinaDateTime(new Date(iso));
  const time = wall.slice(11, 16);
  return wall.slice(0, 10) > day ? `${translate(locale, m['attendance.punch.nextDay'])} ${time}` : time;
}

const COLUMNS = [
  ['name', m['attendance.punch.column.name'], 10],
  ['jobNo', m['attendance.punch.column.jobNo'], 10],
  ['dept', m['attendance.punch.column.dept'], 16],
  ['day', m['attendance.punch.column.day'], 12],
  ['dayType', m['attendance.punch.column.dayType'], 10],
  ['shift', m['attendance.punch.column.shift'], 20],
  ['in', m['attendance.punch.column.in'], 10],
  ['out', m['attendance.punch.column.out'], 12],
  ['status', m['attendance.punch.column.status'], 10],
  ['late', m['attendance.punch.column.late'], 10],
  ['early', m['attendance.punch.column.early'], 10],
  ['worked', m['attendance.punch.column.worked'], 10],
  ['leave', m['attendance.punch.column.leave'], 10],
  ['overtime', m['attendance.punch.column.overtime'], 10],
  ['reasons', m['attendance.punch.column.reasons'], 48],
] as const;

/** A day as the sheet shows it: names, labels, China clock times and the reasons in words. */
function cells(record: DayRecord, locale: Locale) {
  const { result } = record;
  const shift = result.shift;
  const next = shift?.offNextDay ? `${translate(locale, m['attendance.punch.nextDay'])} ` : '';
  return {
    name: record.staffName,
    jobNo: record.jobNo,
    dept: record.deptName,
    day: result.day,
    dayType: labelIn(DAY_TYPE_LABELS[result.dayType], locale),
    shift: shift ? `${shift.name} ${shift.onTime}-${next}${shift.offTime}` : null,
    in: clock(result.punchIn, result.day, locale),
    out: clock(result.punchOut, result.day, locale),
    status: labelIn(RESULT_KIND_LABELS[result.status], locale),
    late: result.lateMinutes,
    early: result.earlyMinutes,
    worked: result.workedMinutes,
    leave: result.leaveMinutes,
    overtime: result.overtimeMinutes,
    reasons: result.reasons
      .map((reason) => explainReason(reason, locale))
      .join(locale === 'en' ? '; ' : '；'),
  };
}

/**
 * 每日考勤_YYYYMMDDhhmmss.xlsx (China time; "Daily attendance_…" in English): the filtered days in
 * the list's order, reasons in words. More than DAY_EXPORT_MAX_ROWS rows: 400, nothing written.
 */
export async function exportDays(db: DbOrTx, actor: CompanyActor, filter: DayFilter, locale: Locale) {
  const query = await dayQuery(db, actor, filter);
  const rows = await query.rows(DAY_EXPORT_MAX_ROWS + 1);
  if (rows.length > DAY_EXPORT_MAX_ROWS)
    throw badRequest(resourceMessages['resource.tooManyRows'], { max: DAY_EXPORT_MAX_ROWS });
  const title = translate(locale, m['attendance.punch.sheet']);
  const columns = COLUMNS.map(([key, header, width]) => ({ key, header: translate(locale, header), width }));
  return {
    file: await writeTable(
      title,
      columns,
      rows.map((row) => cells(row, locale)),
    ),
    fileName: stampedFileName(title),
  };
}
