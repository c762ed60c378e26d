import { ROSTER_MAX_STAFF } from '@renli/contracts';
import ExcelJS from 'exceljs';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { resourceMessages as kit } from '../../../core/resources/messages.ts';
import type { FieldMessage } from '../../../core/resources/problems.ts';
import { cellText, firstWorksheet, stampedFileName } from '../../../core/resources/sheet.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { groupOf } from './groups.ts';
import { rulesMessages as m } from './messages.ts';
import { rosterGrid, writeRosterCells } from './roster.ts';
import { activeShifts, REST_MARKS } from './shifts.ts';

// The roster as a sheet (docs/product/attendance.md, "Groups, shifts and rules"): 姓名, 工号, then
// one column per day holding a shift's name or short mark, or 休. The export is also the import's
// template; an import sets every cell it fills in or, on any problem, none.

const DAY_HEADER = /^\d{4}-\d{2}-\d{2}$/;

/** 排班表_YYYYMMDDhhmmss.xlsx of a roster group's month, with a second sheet explaining the shifts. */
export async function exportRoster(
  db: DbOrTx,
  actor: CompanyActor,
  body: { groupId: number; month: string },
  locale: Locale,
) {
  const grid = await rosterGrid(db, actor, body.groupId, body.month);
  const shifts = await activeShifts(db, actor.compId);
  const names = new Map([...shifts.values()].map((s) => [s.id, s.name]));
  const rest = translate(locale, m['attendance.rules.roster.rest']);
  const title = translate(locale, m['attendance.rules.roster.sheet']);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title);
  sheet.columns = [
    { key: 'name', header: translate(locale, m['attendance.rules.roster.name']), width: 12 },
    { key: 'jobNo', header: translate(locale, m['attendance.rules.roster.jobNo']), width: 12 },
    ...grid.days.map((day) => ({ key: day, header: day, width: 11 })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  for (const row of grid.rows)
    sheet.addRow({
      name: row.name,
      jobNo: row.jobNo,
      ...Object.fromEntries(
        grid.days.map((day, i) => {
          const cell = row.cells[i];
          return [day, cell == null ? null : cell === 'rest' ? rest : (names.get(cell) ?? null)];
        }),
      ),
    });
  const legend = workbook.addWorksheet(translate(locale, m['attendance.rules.roster.shiftsSheet']));
  legend.columns = [
    { key: 'name', header: translate(locale, m['attendance.rules.roster.name']), width: 16 },
    { key: 'code', header: translate(locale, m['attendance.rules.roster.code']), width: 10 },
    { key: 'times', header: translate(locale, m['attendance.rules.roster.times']), width: 24 },
  ];
  legend.getRow(1).font = { bold: true };
  for (const shift of shifts.values())
    legend.addRow({
      name: shift.name,
      code: shift.code,
      times: `${shift.times.onTime}–${shift.times.offNextDay ? '+1 ' : ''}${shift.times.offTime}`,
    });
  legend.addRow({ name: rest, times: translate(locale, m['attendance.rules.roster.restHint']) });
  return {
    file: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: stampedFileName(title),
  };
}

const text = (value: ExcelJS.CellValue) => String(cellText(value) ?? '').trim();

/** Header labels in either language. */
const headerOf = (key: string) =>
  new Set((['zh-CN', 'en'] as const).map((l) => translate(l, key).toLowerCase()));

/**
 * Reads a roster sheet for a group and sets its cells; every problem is reported with its row, and
 * any problem imports nothing. Answers how many people's rows set a cell.
 */
export async function importRoster(
  db: Database,
  actor: CompanyActor,
  locale: Locale,
  groupId: number | undefined,
  file: Buffer,
): Promise<{ imported: number }> {
  const sheet = await firstWorksheet(file);
  if (groupId === undefined) throw badRequest(m['attendance.rules.roster.noGroup']);
  await groupOf(db, actor.compId, groupId);
  const nameHeaders = headerOf(m['attendance.rules.roster.name']);
  const jobHeaders = headerOf(m['attendance.rules.roster.jobNo']);
  let nameColumn = 0;
  let jobColumn = 0;
  const dayColumns: { index: number; day: string }[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const header = text(cell.value);
    if (nameHeaders.has(header.toLowerCase())) nameColumn = index;
    else if (jobHeaders.has(header.toLowerCase())) jobColumn = index;
    else if (DAY_HEADER.test(header)) dayColumns.push({ index, day: header });
  });
  const month = dayColumns[0]?.day.slice(0, 7);
  if (
    (nameColumn === 0 && jobColumn === 0) ||
    !month ||
    dayColumns.length > 31 ||
    dayColumns.some((column) => !column.day.startsWith(month))
  )
    throw badRequest(m['attendance.rules.roster.noDays']);
  if (sheet.rowCount - 1 > ROSTER_MAX_STAFF)
    throw badRequest(kit['resource.tooManyRows'], { max: ROSTER_MAX_STAFF });

  const grid = await rosterGrid(db, actor, groupId, month);
  const shiftByText = new Map<string, number | null>();
  for (const shift of grid.shifts) {
    shiftByText.set(shift.name.toLowerCase(), shift.id);
    if (shift.code) shiftByText.set(shift.code.toLowerCase(), shift.id);
  }
  for (const mark of REST_MARKS) shiftByText.set(mark, null);

  const errors: (FieldMessage & { row: number })[] = [];
  const cells: { staffId: number; day: string; shiftId: number | null }[] = [];
  const rowOf = new Map<number, number>();
  let people = 0;
  for (let number = 2; number <= sheet.rowCount; number++) {
    const cellsOfRow = sheet.getRow(number);
    const name = nameColumn ? text(cellsOfRow.getCell(nameColumn).value) : '';
    const jobNo = jobColumn ? text(cellsOfRow.getCell(jobColumn).value) : '';
    const filled = dayColumns
      .map((column) => ({ ...column, value: text(cellsOfRow.getCell(column.index).value) }))
      .filter((column) => column.value !== '');
    if (!name && !jobNo && filled.length === 0) continue;
    const report = (field: string, key: string, params: Record<string, string | number> = {}) =>
      errors.push({ row: number, field, message: translate(locale, key, params) });
    const keyField = jobNo
      ? translate(locale, m['attendance.rules.roster.jobNo'])
      : translate(locale, m['attendance.rules.roster.name']);
    const matches = grid.rows.filter((row) => (jobNo ? row.jobNo === jobNo : row.name === name));
    if (matches.length !== 1) {
      report(
        keyField,
        matches.length > 1
          ? m['attendance.rules.roster.ambiguousName']
          : m['attendance.rules.roster.unknownStaff'],
        { key: jobNo || name },
      );
      continue;
    }
    const person = matches[0]!;
    const earlier = rowOf.get(person.staffId);
    if (earlier !== undefined) {
      report(keyField, m['attendance.rules.roster.twice'], { row: earlier });
      continue;
    }
    rowOf.set(person.staffId, number);
    let set = false;
    for (const column of filled) {
      const shiftId = shiftByText.get(column.value.toLowerCase());
      if (shiftId === undefined) {
        report(column.day, m['attendance.rules.roster.unknownShift'], { value: column.value });
        continue;
      }
      if (!person.inGroup[grid.days.indexOf(column.day)]) {
        report(column.day, m['attendance.rules.roster.notInGroup'], { name: person.name, day: column.day });
        continue;
      }
      cells.push({ staffId: person.staffId, day: column.day, shiftId });
      set = true;
    }
    if (set) people += 1;
  }
  if (errors.length > 0)
    throw badRequest(kit['resource.import.rowErrors'], { count: errors.length }, { errors });
  if (cells.length === 0) return { imported: 0 };
  await db.transaction((tx) => writeRosterCells(tx, actor, { groupId, cells }, 'import'));
  return { imported: people };
}
