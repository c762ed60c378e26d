import { labelIn, PUNCH_IMPORT_COLUMNS, type PunchImportColumn } from '@renli/contracts';
import ExcelJS from 'exceljs';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { resourceMessages as kit } from '../../../core/resources/messages.ts';
import { punchMessages as m } from './messages.ts';

const EXAMPLE: Record<PunchImportColumn, string> = {
  jobNo: 'A0001',
  mobile: '13800000000',
  name: '张三',
  at: '2026-03-02 09:01',
  device: '前台考勤机',
};

const RULES: Record<PunchImportColumn, { required: boolean; rule: string }> = {
  jobNo: { required: false, rule: m['attendance.punch.template.jobNo'] },
  mobile: { required: false, rule: m['attendance.punch.template.jobNo'] },
  name: { required: false, rule: m['attendance.punch.template.name.rule'] },
  at: { required: true, rule: m['attendance.punch.template.at'] },
  device: { required: false, rule: m['attendance.punch.template.device'] },
};

/** 打卡记录导入模板.xlsx ("Punch import template.xlsx"): the header the import reads, an example row, a guide. */
export async function punchTemplate(locale: Locale) {
  const columns = Object.keys(PUNCH_IMPORT_COLUMNS) as PunchImportColumn[];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(locale, m['attendance.punch.template.sheet']));
  sheet.columns = columns.map((key) => ({
    key,
    header: labelIn(PUNCH_IMPORT_COLUMNS[key], locale),
    width: key === 'at' ? 22 : 16,
    // Text cells: Excel would otherwise turn job numbers and times into numbers and dates.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLE);
  const guide = workbook.addWorksheet(translate(locale, kit['resource.template.sheet']));
  guide.columns = [
    { header: translate(locale, kit['resource.template.column']), width: 16 },
    { header: translate(locale, kit['resource.template.required']), width: 12 },
    { header: translate(locale, kit['resource.template.rule']), width: 60 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const key of columns) {
    const { required, rule } = RULES[key];
    guide.addRow([
      labelIn(PUNCH_IMPORT_COLUMNS[key], locale),
      translate(locale, kit[required ? 'resource.template.yes' : 'resource.template.no']),
      translate(locale, rule),
    ]);
  }
  guide.addRow([]);
  guide.addRow([translate(locale, m['attendance.punch.template.notes'])]);
  return {
    file: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: `${translate(locale, m['attendance.punch.template.name'])}.xlsx`,
  };
}
