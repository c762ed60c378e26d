import type { DiaryStats } from '@renli/contracts';
import ExcelJS from 'exceljs';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { stampedFileName } from '../../core/resources/sheet.ts';
import { diaryMessages as m } from './messages.ts';

/** The statistics as 日志统计_YYYYMMDDhhmmss.xlsx: a sheet by department and one by person, names not ids. */
export async function statsWorkbook(stats: DiaryStats, locale: Locale, now = new Date()) {
  const t = (key: string) => translate(locale, key);
  const noDept = t(m['diary.export.noDept']);
  const counts = [
    { key: 'expected', header: t(m['diary.export.expected']), width: 8 },
    { key: 'onTime', header: t(m['diary.export.onTime']), width: 8 },
    { key: 'late', header: t(m['diary.export.late']), width: 8 },
    { key: 'missing', header: t(m['diary.export.missing']), width: 8 },
    { key: 'rate', header: t(m['diary.export.rate']), width: 10 },
  ];
  const rate = (value: string | null) => (value === null ? '—' : `${value}%`);
  const workbook = new ExcelJS.Workbook();
  const depts = workbook.addWorksheet(t(m['diary.export.byDept']));
  depts.columns = [{ key: 'dept', header: t(m['diary.export.dept']), width: 20 }, ...counts];
  for (const row of stats.departments)
    depts.addRow({ ...row, dept: row.deptName ?? noDept, rate: rate(row.rate) });
  const people = workbook.addWorksheet(t(m['diary.export.byPerson']));
  people.columns = [
    { key: 'name', header: t(m['diary.export.name']), width: 12 },
    { key: 'dept', header: t(m['diary.export.dept']), width: 20 },
    ...counts,
  ];
  for (const row of stats.people)
    people.addRow({ ...row, dept: row.deptName ?? noDept, rate: rate(row.rate) });
  for (const sheet of [depts, people]) {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  return { file, fileName: stampedFileName(t(m['diary.export.file']), now) };
}
