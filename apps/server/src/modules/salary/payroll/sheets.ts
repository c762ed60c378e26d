import { salaryMoneySchema } from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { resourceMessages as kitMessages } from '../../../core/resources/messages.ts';
import {
  cellText,
  firstWorksheet,
  stampedFileName,
  type TableColumn,
  writeTable,
} from '../../../core/resources/sheet.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { staffFacts } from '../../staff/records.ts';
import { idNumbersOf } from '../../staff-archives/id-numbers.ts';
import type { MonthContribution } from '../social/contributions.ts';
import { payrollGroupOf, payrollMembersOf } from '../wage/setup-of.ts';
import { saveInputs } from './lines.ts';
import { payrollMessages as m } from './messages.ts';
import { runOf } from './runs.ts';
import { payrollLines } from './schema.ts';

// A run's spreadsheets (docs/product/salary.md, "Payroll runs"): 工资表, the bank transfer file, the
// 个税扣缴申报表 in the layout of the 自然人电子税务局 扣缴端's 正常工资薪金所得 import, and the inputs'
// template and import. Headers in Chinese as HR and the tax client read them; names, never ids.

const col = (key: string, header: string, width = 14): TableColumn => ({ key, header, width });
/**
 * A computed two-decimal amount as a number cell, so Excel and the tax client sum it; only the
 * finished figure is converted, never anything computed with.
 */
const amountCell = (amount: string) => Number(amount);

/** The 扣缴端 import's columns in its order; the ones payroll cannot know stay empty. */
export const TAX_COLUMNS = [
  '工号',
  '*姓名',
  '*证件类型',
  '*证件号码',
  '本期收入',
  '本期免税收入',
  '基本养老保险费',
  '基本医疗保险费',
  '失业保险费',
  '住房公积金',
  '累计子女教育',
  '累计继续教育',
  '累计住房贷款利息',
  '累计住房租金',
  '累计赡养老人',
  '累计3岁以下婴幼儿照护',
  '累计个人养老金',
  '企业(职业)年金',
  '商业健康保险',
  '税延养老保险',
  '其他',
  '准予扣除的捐赠额',
  '减免税额',
  '备注',
] as const;

/** A person's personal contributions by the tax return's columns (大病 counts with 医疗, 补充公积金 with 公积金). */
export function personalByColumn(c: MonthContribution | null) {
  const sum = (items: readonly string[]) =>
    (c?.lines ?? [])
      .filter((line) => items.includes(line.item))
      .reduce((total, line) => total.plus(line.personal), new Decimal(0))
      .toFixed(2);
  return {
    pension: sum(['pension']),
    medical: sum(['medical', 'seriousIllness']),
    unemployment: sum(['unemployment']),
    fund: sum(['fund', 'supplementaryFund']),
  };
}

export async function exportRun(
  db: DbOrTx,
  actor: CompanyActor,
  body: { runId: number; kind: 'sheet' | 'bank' | 'tax' },
  locale: Locale,
) {
  const run = await runOf(db, actor, body.runId);
  const [group, lines] = await Promise.all([
    payrollGroupOf(db, actor.compId, run.groupId),
    db.select().from(payrollLines).where(eq(payrollLines.runId, run.id)).orderBy(asc(payrollLines.staffId)),
  ]);
  const facts = await staffFacts(
    db,
    actor.compId,
    lines.map((line) => line.staffId),
  );
  const who = (staffId: number) => facts.get(staffId);
  const figure = (code: string) => translate(locale, m[`salary.payroll.figure.${code}` as keyof typeof m]);
  let title: string;
  let columns: TableColumn[];
  let rows: Record<string, unknown>[];
  if (body.kind === 'sheet') {
    title = translate(locale, m['salary.payroll.sheetTitle']);
    const items = (group?.items ?? []).filter((item) => item.source !== 'system');
    columns = [
      col('jobNo', '工号'),
      col('name', '姓名'),
      ...items.map((item) => col(`i_${item.code}`, item.name)),
      ...['gross', 'socialPersonal', 'fundPersonal', 'tax', 'net'].map((code) => col(code, figure(code))),
    ];
    rows = lines.map((line) => ({
      jobNo: who(line.staffId)?.jobNo ?? '',
      name: who(line.staffId)?.staffName ?? '',
      ...Object.fromEntries(
        items.map((item) => [`i_${item.code}`, amountCell(line.values[item.code] ?? '0')]),
      ),
      gross: amountCell(line.gross),
      socialPersonal: amountCell(line.socialPersonal),
      fundPersonal: amountCell(line.fundPersonal),
      tax: amountCell(line.tax),
      net: amountCell(line.net),
    }));
  } else if (body.kind === 'bank') {
    title = translate(locale, m['salary.payroll.bankTitle']);
    columns = [
      col('name', '姓名'),
      col('account', '银行账号', 24),
      col('bank', '开户银行', 20),
      col('amount', '金额'),
    ];
    rows = lines.map((line) => ({
      name: who(line.staffId)?.staffName ?? '',
      account: line.bankAccount ?? '',
      bank: line.bankName ?? '',
      amount: amountCell(line.net),
    }));
  } else {
    title = translate(locale, m['salary.payroll.taxTitle']);
    columns = TAX_COLUMNS.map((header) => col(header, header));
    const idNumbers = await idNumbersOf(
      db,
      actor.compId,
      lines.map((line) => line.staffId),
    );
    rows = lines.map((line) => {
      const idNumber = idNumbers.get(line.staffId);
      const own = personalByColumn(
        (line.inputs as { contributions?: MonthContribution | null }).contributions ?? null,
      );
      return {
        工号: who(line.staffId)?.jobNo ?? '',
        '*姓名': who(line.staffId)?.staffName ?? '',
        // Archives hold mainland ID cards (GB 11643, docs/product/staff.md); without one HR fills it in.
        '*证件类型': idNumber ? '居民身份证' : '',
        '*证件号码': idNumber ?? '',
        本期收入: amountCell(line.gross),
        本期免税收入: amountCell(line.taxFree),
        基本养老保险费: amountCell(own.pension),
        基本医疗保险费: amountCell(own.medical),
        失业保险费: amountCell(own.unemployment),
        住房公积金: amountCell(own.fund),
      };
    });
  }
  return { file: await writeTable(title, columns, rows), fileName: stampedFileName(title) };
}

/** The inputs' template: one row per member, one column per input item, with what HR entered so far. */
export async function inputsTemplate(db: DbOrTx, actor: CompanyActor, runId: number, locale: Locale) {
  const run = await runOf(db, actor, runId);
  const group = await payrollGroupOf(db, actor.compId, run.groupId);
  const items = (group?.items ?? []).filter((item) => item.source === 'input');
  const members = await payrollMembersOf(db, actor.compId, run.groupId, run.month);
  const facts = await staffFacts(
    db,
    actor.compId,
    members.map((p) => p.staffId),
  );
  const title = translate(locale, m['salary.payroll.inputsTitle']);
  const columns = [
    col('jobNo', '工号'),
    col('name', '姓名'),
    ...items.map((item) => col(item.code, item.name)),
  ];
  const rows = members.map((p) => ({
    jobNo: facts.get(p.staffId)?.jobNo ?? '',
    name: facts.get(p.staffId)?.staffName ?? '',
  }));
  return { file: await writeTable(title, columns, rows), fileName: stampedFileName(title) };
}

/** Imports HR's entries: 工号 (or 姓名 when unique), then input items by name or code; all rows or none. */
export async function importInputs(
  db: Database,
  actor: CompanyActor,
  runId: number,
  file: Buffer,
  locale: Locale,
) {
  const run = await runOf(db, actor, runId);
  const group = await payrollGroupOf(db, actor.compId, run.groupId);
  const items = (group?.items ?? []).filter((item) => item.source === 'input');
  const members = await payrollMembersOf(db, actor.compId, run.groupId, run.month);
  const facts = await staffFacts(
    db,
    actor.compId,
    members.map((p) => p.staffId),
  );
  const byJobNo = new Map<string, number>();
  const byName = new Map<string, number[]>();
  for (const [staffId, f] of facts) {
    if (f.jobNo) byJobNo.set(f.jobNo, staffId);
    byName.set(f.staffName, [...(byName.get(f.staffName) ?? []), staffId]);
  }
  const sheet = await firstWorksheet(file);
  const header = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, index) => header.set(index, String(cellText(cell.value) ?? '').trim()));
  const jobCol = [...header].find(([, h]) => h === '工号')?.[0];
  const nameCol = [...header].find(([, h]) => h === '姓名')?.[0];
  const itemCols = [...header].flatMap(([index, h]) => {
    const item = items.find((i) => i.name === h || i.code === h);
    return item ? [{ index, code: item.code }] : [];
  });
  if (itemCols.length === 0) throw badRequest(m['salary.payroll.import.noItems']);
  const errors: { row: number; field: string; message: string }[] = [];
  const inputs: { staffId: number; code: string; value: string | null }[] = [];
  for (let number = 2; number <= Math.min(sheet.rowCount, 10_001); number++) {
    const row = sheet.getRow(number);
    const text = (index: number | undefined) =>
      index === undefined ? '' : String(cellText(row.getCell(index).value) ?? '').trim();
    const jobNo = text(jobCol);
    const name = text(nameCol);
    if (!jobNo && !name && itemCols.every((c) => text(c.index) === '')) continue;
    let staffId: number | undefined;
    if (jobNo) staffId = byJobNo.get(jobNo);
    else if (name) {
      const named = byName.get(name) ?? [];
      if (named.length > 1) {
        errors.push({
          row: number,
          field: '姓名',
          message: translate(locale, m['salary.payroll.import.ambiguous'], { key: name }),
        });
        continue;
      }
      staffId = named[0];
    } else {
      errors.push({
        row: number,
        field: '工号',
        message: translate(locale, m['salary.payroll.import.noKey']),
      });
      continue;
    }
    if (staffId === undefined) {
      errors.push({
        row: number,
        field: jobNo ? '工号' : '姓名',
        message: translate(locale, m['salary.payroll.import.unknownStaff'], { key: jobNo || name }),
      });
      continue;
    }
    for (const c of itemCols) {
      const value = text(c.index);
      if (value === '') continue;
      if (!salaryMoneySchema.safeParse(value).success) {
        errors.push({
          row: number,
          field: header.get(c.index) ?? c.code,
          message: translate(locale, m['salary.payroll.import.badAmount'], { value }),
        });
        continue;
      }
      inputs.push({ staffId, code: c.code, value });
    }
  }
  if (errors.length > 0)
    throw badRequest(kitMessages['resource.import.rowErrors'], { count: errors.length }, { errors });
  if (inputs.length === 0) return { imported: 0 };
  await saveInputs(db, actor, { runId, inputs }, locale);
  return { imported: inputs.length };
}

/** Rows by staff, for tests and the payslip source. */
export const linesOfRun = (db: DbOrTx, compId: number, runId: number) =>
  db
    .select()
    .from(payrollLines)
    .where(and(eq(payrollLines.runId, runId), eq(payrollLines.compId, compId)))
    .orderBy(asc(payrollLines.staffId));
