import {
  ARCHIVE_NOTE_MAX,
  ARCHIVE_REASON_LABELS,
  ARCHIVE_REASONS,
  type ArchiveReason,
  amountSchema,
  EMPLOYEE_TYPE_LABELS,
  labelIn,
  WAGE_IMPORT_MAX_ROWS,
} from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { CompanyActor } from '../../../core/actor.ts';
import { AppError, badRequest } from '../../../core/http/errors.ts';
import { LOCALES, type Locale, type MessageParams, translate } from '../../../core/i18n/index.ts';
import { resourceMessages as kit } from '../../../core/resources/messages.ts';
import { cellText, firstWorksheet, stampedFileName, writeTable } from '../../../core/resources/sheet.ts';
import type { Database } from '../../../db/client.ts';
import { staffCardsOf, staffIdsByKey } from '../../staff/cards.ts';
import { managesPayOf } from '../access.ts';
import { archiveRows, fixedItems, writeArchiveVersion } from './archives.ts';
import { groupsOf } from './groups.ts';
import { wageMessages as m } from './messages.ts';
import { salaryArchives } from './schema.ts';

// The salary archive spreadsheets (docs/product/salary.md, "Salary archives"): the export of the
// list, the import template and the import of amounts by job number or mobile, all rows or none.

/** The sheet's own columns; the fixed items follow, headed by their names. */
const COLUMNS = {
  staffName: { 'zh-CN': '姓名', en: 'Name' },
  jobNo: { 'zh-CN': '工号', en: 'Job no.' },
  mobile: { 'zh-CN': '手机号', en: 'Mobile' },
  deptName: { 'zh-CN': '部门', en: 'Department' },
  employeeType: { 'zh-CN': '员工类型', en: 'Employee type' },
  groupName: { 'zh-CN': '薪资组', en: 'Salary group' },
  effectiveFrom: { 'zh-CN': '生效日期', en: 'Effective date' },
  reason: { 'zh-CN': '调整原因', en: 'Reason' },
  note: { 'zh-CN': '备注', en: 'Note' },
  total: { 'zh-CN': '固定工资合计', en: 'Fixed pay total' },
  pending: { 'zh-CN': '待生效调整', en: 'Change waiting' },
} as const;
type Column = keyof typeof COLUMNS;
const IMPORT_COLUMNS: Column[] = [
  'jobNo',
  'mobile',
  'staffName',
  'groupName',
  'effectiveFrom',
  'reason',
  'note',
];
const EXPORT_COLUMNS: Column[] = [
  'staffName',
  'jobNo',
  'mobile',
  'deptName',
  'employeeType',
  'groupName',
  'effectiveFrom',
  'reason',
];

const header = (column: Column, locale: Locale) => labelIn(COLUMNS[column], locale);
const title = (locale: Locale) => translate(locale, m['salary.wage.sheet.title']);

/** 薪资档案_YYYYMMDDhhmmss.xlsx: the filtered list, amounts in effect today, one column per fixed item. */
export async function exportArchives(db: Database, actor: CompanyActor, filter: unknown, locale: Locale) {
  const [rows, items] = await Promise.all([
    archiveRows(db, actor, filter, WAGE_IMPORT_MAX_ROWS),
    fixedItems(db, actor.compId),
  ]);
  const columns = [
    ...EXPORT_COLUMNS.map((key) => ({
      key,
      header: header(key, locale),
      width: key === 'staffName' ? 12 : 16,
    })),
    ...items.map((item) => ({ key: `item.${item.code}`, header: item.name, width: 14 })),
    { key: 'total', header: header('total', locale), width: 14 },
    { key: 'pending', header: header('pending', locale), width: 16 },
  ];
  const file = await writeTable(
    title(locale),
    columns,
    rows.map((row) => ({
      staffName: row.staffName,
      jobNo: row.jobNo,
      mobile: row.mobile,
      deptName: row.deptName,
      employeeType: labelIn(EMPLOYEE_TYPE_LABELS[row.employeeType as 1 | 2], locale),
      groupName: row.groupName,
      effectiveFrom: row.current?.effectiveFrom ?? translate(locale, m['salary.wage.reason.set']),
      reason: row.current ? labelIn(ARCHIVE_REASON_LABELS[row.current.reason], locale) : null,
      // Amounts as numbers with two places, so Excel sums them; the decimal text is exact.
      ...Object.fromEntries(
        items.map((item) => [
          `item.${item.code}`,
          row.current ? Number(row.current.amounts[item.code] ?? 0) : null,
        ]),
      ),
      total: row.current ? Number(row.current.total) : null,
      pending: row.pending?.effectiveFrom ?? null,
    })),
  );
  return { file, fileName: stampedFileName(title(locale)) };
}

/** 薪资档案导入模板.xlsx: the import's header, an example row, and what each column takes. */
export async function archiveTemplate(db: Database, actor: CompanyActor, locale: Locale) {
  const [items, groups] = await Promise.all([fixedItems(db, actor.compId), groupsOf(db, actor)]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title(locale));
  sheet.columns = [
    ...IMPORT_COLUMNS.map((key) => ({ key, header: header(key, locale), width: 16, style: { numFmt: '@' } })),
    ...items.map((item) => ({ key: item.code, header: item.name, width: 14 })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    jobNo: 'A0001',
    mobile: '13800000000',
    staffName: '张三',
    groupName: groups[0]?.name ?? '',
    effectiveFrom: '2026-03-01',
    reason: labelIn(ARCHIVE_REASON_LABELS.set, locale),
    ...Object.fromEntries(items.map((item, index) => [item.code, index === 0 ? '8000.00' : '0'])),
  });
  const guide = workbook.addWorksheet(translate(locale, kit['resource.template.sheet']));
  guide.columns = [{ header: translate(locale, kit['resource.template.rule']), width: 100 }];
  guide.getRow(1).font = { bold: true };
  guide.addRow([translate(locale, m['salary.wage.sheet.notes'])]);
  return {
    file: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: `${translate(locale, m['salary.wage.sheet.template'])}.xlsx`,
  };
}

interface RowError {
  row: number;
  field: string;
  message: string;
}

const normal = (text: string) => text.trim().toLowerCase();
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** A date cell or text as `YYYY-MM-DD`, or null. */
function dayOf(text: string): string | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const time = Date.parse(`${day}T00:00:00Z`);
  // 2026-02-30 parses as March 2nd: the day must come back as written.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day ? day : null;
}

const reasonOf = (text: string): ArchiveReason | null =>
  ARCHIVE_REASONS.find(
    (reason) =>
      normal(reason) === normal(text) ||
      LOCALES.some((l) => labelIn(ARCHIVE_REASON_LABELS[reason], l) === text.trim()),
  ) ?? null;

/**
 * Imports salary versions, one row per staff member (docs/product/salary.md, "Salary archives"):
 * named by job number or mobile (a name, if given, must match), a group (by name; blank keeps the
 * archive's), a day, a reason and the fixed items' amounts. Every problem is reported by row; one
 * anywhere imports nothing.
 */
export async function importArchives(db: Database, actor: CompanyActor, locale: Locale, file: Buffer) {
  const sheet = await firstWorksheet(file);
  const [items, groups] = await Promise.all([fixedItems(db, actor.compId), groupsOf(db, actor)]);
  const byHeader = new Map<string, string>();
  for (const key of IMPORT_COLUMNS) {
    byHeader.set(normal(key), key);
    for (const l of LOCALES) byHeader.set(normal(labelIn(COLUMNS[key], l)), key);
  }
  for (const item of items) {
    byHeader.set(normal(item.code), `item.${item.code}`);
    byHeader.set(normal(item.name), `item.${item.code}`);
  }
  const mapping: { index: number; key: string }[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const key = byHeader.get(normal(String(cellText(cell.value) ?? '')));
    if (key) mapping.push({ index, key });
  });
  const keys = new Set(mapping.map((entry) => entry.key));
  if (!(keys.has('jobNo') || keys.has('mobile')) || !keys.has('effectiveFrom'))
    throw badRequest(m['salary.wage.import.noColumns']);

  const errors: RowError[] = [];
  const report = (row: number, field: string, key: string, params?: MessageParams) =>
    errors.push({ row, field, message: translate(locale, key, params) });
  const lines: { row: number; cells: Record<string, string> }[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const cells: Record<string, string> = {};
    for (const { index, key } of mapping) {
      const raw = cellText(sheet.getRow(number).getCell(index).value);
      const text = raw === undefined ? '' : String(raw).trim();
      if (text !== '') cells[key] = text;
    }
    if (Object.keys(cells).length === 0) continue;
    if (lines.length === WAGE_IMPORT_MAX_ROWS)
      throw badRequest(m['salary.wage.import.tooManyRows'], { max: WAGE_IMPORT_MAX_ROWS });
    lines.push({ row: number, cells });
  }
  if (lines.length === 0) throw badRequest(kit['resource.import.empty']);

  return db.transaction(async (tx) => {
    const { byJobNo, byMobile } = await staffIdsByKey(tx, actor.compId, {
      jobNos: lines.flatMap((l) => (l.cells.jobNo ? [l.cells.jobNo] : [])),
      mobiles: lines.flatMap((l) => (!l.cells.jobNo && l.cells.mobile ? [l.cells.mobile] : [])),
    });
    const ids = [...new Set([...byJobNo.values(), ...byMobile.values()])];
    const cards = await staffCardsOf(tx, actor.compId, ids);
    const archived = new Map(
      ids.length
        ? (
            await tx
              .select({ staffId: salaryArchives.staffId, groupId: salaryArchives.groupId })
              .from(salaryArchives)
              .where(and(eq(salaryArchives.compId, actor.compId), inArray(salaryArchives.staffId, ids)))
          ).map((a) => [a.staffId, a.groupId])
        : [],
    );
    const seen = new Map<number, number>();
    let imported = 0;
    for (const { row, cells } of lines) {
      const field = cells.jobNo ? 'jobNo' : 'mobile';
      const key = cells.jobNo ?? cells.mobile;
      if (!key) {
        report(row, 'jobNo', m['salary.wage.import.noKey']);
        continue;
      }
      const staffId = (field === 'jobNo' ? byJobNo : byMobile).get(key);
      const card = staffId === undefined ? undefined : cards.get(staffId);
      let staffOk = false;
      if (staffId === undefined || !card || (cells.staffName && cells.staffName !== card.staffName))
        report(row, field, m['salary.wage.import.unknownStaff'], {
          key: cells.staffName ? `${key} ${cells.staffName}` : key,
        });
      else if (!managesPayOf(actor, card.employeeType))
        report(row, field, m['salary.wage.import.notManaged'], { name: card.staffName });
      else if (seen.has(staffId))
        report(row, field, m['salary.wage.import.twice'], {
          name: card.staffName,
          first: seen.get(staffId)!,
        });
      else {
        seen.set(staffId, row);
        staffOk = true;
      }
      const group = cells.groupName ? groups.find((g) => g.name === cells.groupName) : undefined;
      const groupId = group?.id ?? (cells.groupName || !staffOk ? undefined : archived.get(staffId!));
      if (cells.groupName && !group)
        report(row, 'groupName', m['salary.wage.import.unknownGroup'], { name: cells.groupName });
      else if (staffOk && groupId === undefined)
        report(row, 'groupName', m['salary.wage.import.groupRequired']);
      const effectiveFrom = dayOf(cells.effectiveFrom ?? '');
      if (!effectiveFrom)
        report(row, 'effectiveFrom', m['salary.wage.import.badDate'], { value: cells.effectiveFrom ?? '' });
      const reason = cells.reason
        ? reasonOf(cells.reason)
        : staffOk && archived.has(staffId!)
          ? 'raise'
          : 'set';
      if (!reason) report(row, 'reason', m['salary.wage.import.badReason']);
      const note = cells.note ?? null;
      if (note && note.length > ARCHIVE_NOTE_MAX)
        report(row, 'note', kit['resource.template.maxLength'], { max: ARCHIVE_NOTE_MAX });
      const amounts: Record<string, string> = {};
      let amountsOk = true;
      for (const item of items) {
        const text = cells[`item.${item.code}`];
        if (text === undefined) continue;
        if (!amountSchema.safeParse(text).success) {
          report(row, item.code, m['salary.wage.import.badAmount'], { value: text });
          amountsOk = false;
        } else if (Number(text) !== 0) amounts[item.code] = text;
      }
      if (
        !staffOk ||
        groupId === undefined ||
        !effectiveFrom ||
        !reason ||
        !amountsOk ||
        (note && note.length > ARCHIVE_NOTE_MAX)
      )
        continue;
      try {
        await writeArchiveVersion(tx, actor, {
          staffId: staffId!,
          groupId,
          effectiveFrom,
          amounts,
          reason,
          note,
          employeeType: card!.employeeType,
        });
        imported += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 400) throw error;
        errors.push({ row, field: 'groupName', message: translate(locale, error.key, error.params) });
      }
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.row - b.row);
      // Thrown inside the transaction: every row written before is rolled back.
      throw badRequest(kit['resource.import.rowErrors'], { count: errors.length }, { errors });
    }
    return { imported };
  });
}
