import type { LeaveFigure, StaffMonthRow, StatsFilter } from '@renli/contracts';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { resourceMessages } from '../../../core/resources/messages.ts';
import { stampedFileName, type TableColumn, writeTable } from '../../../core/resources/sheet.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { LeaveTypeInfo } from './figures.ts';
import { statsMessages as m } from './messages.ts';
import { leaveTypesOf } from './month-query.ts';
import { allStaffRows } from './month-rows.ts';

/**
 * A payroll export holds the whole company in one file, so it may be longer than the kit's exports
 * (MAX_SHEET_ROWS): 20,000 people (docs/product/attendance.md, "Statistics").
 */
export const EXPORT_MAX_ROWS = 20_000;

type Key = keyof typeof m;
const col = (key: string, header: string, width = 12): TableColumn => ({ key, header, width });

/** The fixed columns before the leave types, and after them, as payroll imports them. */
const BEFORE = [
  ['name', 'attendance.stats.col.name'],
  ['jobNo', 'attendance.stats.col.jobNo'],
  ['deptName', 'attendance.stats.col.deptName'],
  ['expectedDays', 'attendance.stats.col.expectedDays'],
  ['actualDays', 'attendance.stats.col.actualDays'],
  ['lateCount', 'attendance.stats.col.lateCount'],
  ['lateMinutes', 'attendance.stats.col.lateMinutes'],
  ['earlyCount', 'attendance.stats.col.earlyCount'],
  ['earlyMinutes', 'attendance.stats.col.earlyMinutes'],
  ['missingPunches', 'attendance.stats.col.missingPunches'],
  ['absentDays', 'attendance.stats.col.absentDays'],
] as const satisfies readonly (readonly [keyof StaffMonthRow, Key])[];

const AFTER = [
  ['tripDays', 'attendance.stats.col.tripDays', (row: StaffMonthRow) => row.tripDays],
  [
    'overtimeWorkday',
    'attendance.stats.col.overtimeWorkday',
    (row: StaffMonthRow) => row.overtimeHours.workday,
  ],
  [
    'overtimeRestday',
    'attendance.stats.col.overtimeRestday',
    (row: StaffMonthRow) => row.overtimeHours.restday,
  ],
  [
    'overtimeHoliday',
    'attendance.stats.col.overtimeHoliday',
    (row: StaffMonthRow) => row.overtimeHours.holiday,
  ],
] as const;

/** Exact two-place decimals as numbers: a spreadsheet adds them up; two places survive a double. */
const figure = (value: string | number | null) =>
  typeof value === 'string' && /^-?\d+\.\d+$/.test(value) ? Number(value) : value;

/**
 * One column per leave type someone used, in the types' order: days for day and half-day types,
 * hours for hour types.
 */
function leaveColumns(
  rows: readonly StaffMonthRow[],
  types: ReadonlyMap<number, LeaveTypeInfo>,
  locale: Locale,
) {
  const used = new Map<number, LeaveFigure>();
  for (const row of rows) for (const leave of row.leave) used.set(leave.leaveTypeId, leave);
  const order = (id: number) => types.get(id)?.sort ?? Number.MAX_SAFE_INTEGER;
  return [...used.values()]
    .sort((a, b) => order(a.leaveTypeId) - order(b.leaveTypeId) || a.leaveTypeId - b.leaveTypeId)
    .map(({ leaveTypeId, leaveName, unit }) => ({
      leaveTypeId,
      inHours: unit === 'hour',
      column: col(
        `leave${leaveTypeId}`,
        translate(
          locale,
          m[unit === 'hour' ? 'attendance.stats.col.leaveHours' : 'attendance.stats.col.leaveDays'],
          {
            name: leaveName,
          },
        ),
      ),
    }));
}

/**
 * 月度考勤汇总_YYYYMMDDhhmmss.xlsx (China time; "Monthly attendance_…" in English): one row per staff
 * member of the caller's scope in the list's order, the layout payroll imports (docs/product/attendance.md,
 * "Statistics"). More than EXPORT_MAX_ROWS people: 400, nothing written.
 */
export async function exportMonth(db: DbOrTx, actor: CompanyActor, filter: StatsFilter, locale: Locale) {
  const [rows, types] = await Promise.all([
    allStaffRows(db, actor, filter.month, filter, EXPORT_MAX_ROWS + 1),
    leaveTypesOf(db, actor.compId),
  ]);
  if (rows.length > EXPORT_MAX_ROWS)
    throw badRequest(resourceMessages['resource.tooManyRows'], { max: EXPORT_MAX_ROWS });
  const leaves = leaveColumns(rows, types, locale);
  const columns = [
    ...BEFORE.map(([key, header]) => col(key, translate(locale, m[header]), key === 'deptName' ? 16 : 12)),
    ...leaves.map((leave) => leave.column),
    ...AFTER.map(([key, header]) => col(key, translate(locale, m[header]), 14)),
  ];
  const cells = rows.map((row) => {
    const byType = new Map(row.leave.map((leave) => [leave.leaveTypeId, leave]));
    return Object.fromEntries([
      ...BEFORE.map(([key]) => [key, figure(row[key])]),
      ...leaves.map(({ leaveTypeId, inHours, column }) => {
        const leave = byType.get(leaveTypeId);
        return [column.key, leave ? figure(inHours ? leave.hours : leave.days) : 0];
      }),
      ...AFTER.map(([key, , value]) => [key, figure(value(row))]),
    ]);
  });
  const title = translate(locale, m['attendance.stats.sheet']);
  return { file: await writeTable(title, columns, cells), fileName: stampedFileName(title) };
}
