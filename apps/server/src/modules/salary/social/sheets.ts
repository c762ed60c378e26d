import {
  amountSchema,
  type ContributionKind,
  type EnrolmentSave,
  FUND_ITEMS,
  MAX_SHEET_ROWS,
  SOCIAL_ITEMS,
  StaffStatus,
  salaryMonthSchema,
} from '@renli/contracts';
import ExcelJS from 'exceljs';
import type { CompanyActor } from '../../../core/actor.ts';
import { AppError, badRequest } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { resourceMessages as kit } from '../../../core/resources/messages.ts';
import type { FieldMessage } from '../../../core/resources/problems.ts';
import { cellText, firstWorksheet, stampedFileName, writeTable } from '../../../core/resources/sheet.ts';
import type { Database } from '../../../db/client.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { staffIdsWhere } from '../../staff/records.ts';
import { sumMoney } from './calc.ts';
import { type EnrolmentFilter, enrolmentsMatching, enrolmentWrite, writeEnrolment } from './enrolments.ts';
import { socialMessages as m } from './messages.ts';
import { monthView } from './months.ts';
import { itemLabel, schemeRules } from './schemes.ts';

// The sheets HR exchanges (docs/product/salary.md, "Social insurance and housing fund"): enrolments
// out and in (the export's columns are the import's), and the month in the layout HR hands the
// social-insurance office: one row per person, each insurance's employer and employee part, totals.

type Key = keyof typeof m;
const say = (locale: Locale, key: Key, params?: Record<string, string | number>) =>
  translate(locale, m[key], params);

const ENROLMENT_COLUMNS = [
  ['name', 'salary.social.col.name'],
  ['jobNo', 'salary.social.col.jobNo'],
  ['mobile', 'salary.social.col.mobile'],
  ['scheme', 'salary.social.col.scheme'],
  ['base', 'salary.social.col.base'],
  ['startMonth', 'salary.social.col.startMonth'],
  ['stopMonth', 'salary.social.col.stopMonth'],
  ['accountNo', 'salary.social.col.accountNo'],
] as const satisfies readonly (readonly [string, Key])[];

const enrolmentTitle = (locale: Locale, kind: ContributionKind) =>
  say(locale, `salary.social.sheet.enrolments.${kind}`);
const columnsIn = (locale: Locale) =>
  ENROLMENT_COLUMNS.map(([key, label]) => ({
    key,
    header: say(locale, label),
    width: key === 'name' ? 12 : 16,
  }));

export async function exportEnrolments(
  db: Database,
  actor: CompanyActor,
  filter: EnrolmentFilter,
  locale: Locale,
) {
  const rows = await enrolmentsMatching(db, actor, filter);
  const title = enrolmentTitle(locale, filter.kind);
  const file = await writeTable(
    title,
    [...columnsIn(locale), { key: 'status', header: say(locale, 'salary.social.col.status'), width: 8 }],
    rows.map((r) => ({
      name: r.staffName,
      jobNo: r.jobNo,
      mobile: r.mobile,
      scheme: r.schemeName,
      base: Number(r.base),
      startMonth: r.startMonth,
      stopMonth: r.stopMonth,
      accountNo: r.accountNo,
      status: say(locale, `salary.social.status.${r.status}`),
    })),
  );
  return { file, fileName: stampedFileName(title) };
}

/** The import template: the columns, an example row, and what each takes. */
export async function enrolmentTemplate(
  db: Database,
  actor: CompanyActor,
  kind: ContributionKind,
  locale: Locale,
) {
  const schemes = [...(await schemeRules(db, actor.compId, { kind })).values()];
  const workbook = new ExcelJS.Workbook();
  const title = enrolmentTitle(locale, kind);
  const sheet = workbook.addWorksheet(title);
  sheet.columns = columnsIn(locale);
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    name: '张三',
    jobNo: 'A001',
    mobile: '',
    scheme: schemes[0]?.name ?? '上海社保',
    base: 10000,
    startMonth: '2025-07',
    stopMonth: '',
    accountNo: '',
  });
  const help = workbook.addWorksheet(say(locale, 'salary.social.sheet.help'));
  help.columns = [
    { key: 'column', width: 14 },
    { key: 'rule', width: 60 },
  ];
  for (const [column, rule] of [
    ['salary.social.col.jobNo', 'salary.social.help.key'],
    ['salary.social.col.scheme', 'salary.social.help.scheme'],
    ['salary.social.col.base', 'salary.social.help.base'],
    ['salary.social.col.startMonth', 'salary.social.help.month'],
  ] as const)
    help.addRow({ column: say(locale, column), rule: say(locale, rule) });
  return {
    file: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: `${say(locale, 'salary.social.sheet.template', { title })}.xlsx`,
  };
}

const text = (value: ExcelJS.CellValue) => String(cellText(value) ?? '').trim();
/** A header in either language. */
const headerKeys = () => {
  const map = new Map<string, string>();
  for (const [key, label] of ENROLMENT_COLUMNS)
    for (const locale of ['zh-CN', 'en'] as const) map.set(say(locale, label).toLowerCase(), key);
  return map;
};

/** Reads an enrolment sheet: every row or none; each problem with its sheet row. */
export async function importEnrolments(
  db: Database,
  actor: CompanyActor,
  locale: Locale,
  kind: ContributionKind | undefined,
  file: Buffer,
) {
  const sheet = await firstWorksheet(file);
  if (!kind) throw badRequest(m['salary.social.noKind']);
  const byHeader = headerKeys();
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, index) => {
    const key = byHeader.get(text(cell.value).toLowerCase());
    if (key) columns.set(key, index);
  });
  if (!columns.has('jobNo') && !columns.has('mobile')) throw badRequest(kit['resource.import.noColumns']);
  if (sheet.rowCount - 1 > MAX_SHEET_ROWS)
    throw badRequest(kit['resource.tooManyRows'], { max: MAX_SHEET_ROWS });

  const [ids, schemes] = await Promise.all([
    db.select().from(
      staffIdsWhere({
        compId: actor.compId,
        employeeTypes: actor.managedTypes,
        status: StaffStatus.ACTIVE,
      }).as('s'),
    ),
    schemeRules(db, actor.compId, { kind }),
  ]);
  const cards = await staffCardsOf(
    db,
    actor.compId,
    ids.map((r) => r.id),
  );
  const byKey = new Map<string, number>();
  for (const card of cards.values()) {
    if (card.jobNo) byKey.set(`j:${card.jobNo}`, card.staffId);
    if (card.mobile) byKey.set(`m:${card.mobile}`, card.staffId);
  }
  const schemeByName = new Map([...schemes.values()].map((s) => [s.name, s.id]));
  const errors: (FieldMessage & { row: number })[] = [];
  const saves: { row: number; body: EnrolmentSave }[] = [];
  const rowOf = new Map<number, number>();
  for (let number = 2; number <= sheet.rowCount; number++) {
    const cells = sheet.getRow(number);
    const get = (key: string) => (columns.has(key) ? text(cells.getCell(columns.get(key)!).value) : '');
    const values = Object.fromEntries(ENROLMENT_COLUMNS.map(([key]) => [key, get(key)]));
    if (Object.values(values).every((v) => v === '')) continue;
    const report = (key: Key, field: Key, params: Record<string, string | number> = {}) =>
      errors.push({ row: number, field: say(locale, field), message: say(locale, key, params) });
    const staffKey = values.jobNo || values.mobile;
    const staffId = values.jobNo ? byKey.get(`j:${values.jobNo}`) : byKey.get(`m:${values.mobile}`);
    if (!staffKey) report('salary.social.staffKeyMissing', 'salary.social.col.jobNo');
    else if (staffId === undefined)
      report('salary.social.unknownStaff', 'salary.social.col.jobNo', { key: staffKey });
    else if (rowOf.has(staffId))
      report('salary.social.twice', 'salary.social.col.jobNo', { row: rowOf.get(staffId)! });
    else rowOf.set(staffId, number);
    const schemeId = schemeByName.get(values.scheme!);
    if (!values.scheme) report('salary.social.required', 'salary.social.col.scheme');
    else if (schemeId === undefined)
      report('salary.social.unknownScheme', 'salary.social.col.scheme', { name: values.scheme });
    const base = amountSchema.safeParse(values.base);
    if (!base.success) report('salary.social.help.base', 'salary.social.col.base');
    const start = salaryMonthSchema.safeParse(values.startMonth);
    if (!start.success) report('salary.social.monthCell', 'salary.social.col.startMonth');
    const stop = values.stopMonth
      ? salaryMonthSchema.safeParse(values.stopMonth)
      : { success: true as const, data: null };
    if (!stop.success) report('salary.social.monthCell', 'salary.social.col.stopMonth');
    if (staffId !== undefined && schemeId !== undefined && base.success && start.success && stop.success)
      saves.push({
        row: number,
        body: {
          kind,
          staffId,
          schemeId,
          base: base.data,
          startMonth: start.data,
          stopMonth: stop.data,
          accountNo: (values.accountNo ?? '').slice(0, 40),
        },
      });
  }
  if (errors.length === 0 && saves.length === 0) throw badRequest(kit['resource.import.empty']);
  if (errors.length > 0)
    throw badRequest(kit['resource.import.rowErrors'], { count: errors.length }, { errors });
  // The rules every save checks (scope, version by the start month, no overlap) run per row; the
  // first refusal names its row and rolls every row back.
  await enrolmentWrite(() =>
    db.transaction(async (tx) => {
      for (const { row, body } of saves) {
        try {
          await writeEnrolment(tx, actor, body, locale);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const message = translate(locale, error.key, error.params);
          throw badRequest(
            kit['resource.import.rowErrors'],
            { count: 1 },
            { errors: [{ row, field: '', message }] },
          );
        }
      }
    }),
  );
  return { imported: saves.length };
}

/** The month in the office's layout: 社保明细_YYYYMM_YYYYMMDDhhmmss.xlsx. */
export async function exportMonth(
  db: Database,
  actor: CompanyActor,
  key: { kind: ContributionKind; month: string; employeeType?: number },
  locale: Locale,
) {
  const view = await monthView(db, actor, key);
  const items = (key.kind === 'social' ? SOCIAL_ITEMS : FUND_ITEMS).filter((item) =>
    view.totals.some((t) => t.item === item),
  );
  const title = say(locale, `salary.social.sheet.month.${key.kind}`);
  const amount = (value: string | null) => (value === null ? null : Number(value));
  const rows = view.people.map((p) => ({
    name: p.staffName,
    jobNo: p.jobNo,
    idNumber: p.idNumber,
    base: amount(p.base),
    ...Object.fromEntries(
      items.flatMap((item) => {
        const of = p.lines.filter((l) => l.item === item);
        const total = (part: 'company' | 'personal') => Number(sumMoney(of.map((l) => l[part])));
        return [
          [`${item}Company`, total('company')],
          [`${item}Personal`, total('personal')],
        ];
      }),
    ),
    company: amount(p.company),
    personal: amount(p.personal),
    total: Number(sumMoney([p.company, p.personal])),
  }));
  const file = await writeTable(
    title,
    [
      { key: 'name', header: say(locale, 'salary.social.col.name'), width: 10 },
      { key: 'jobNo', header: say(locale, 'salary.social.col.jobNo'), width: 10 },
      { key: 'idNumber', header: say(locale, 'salary.social.col.idNumber'), width: 20 },
      { key: 'base', header: say(locale, 'salary.social.col.base'), width: 12 },
      ...items.flatMap((item) => [
        {
          key: `${item}Company`,
          header: say(locale, 'salary.social.col.company', { item: itemLabel(locale, item) }),
          width: 14,
        },
        {
          key: `${item}Personal`,
          header: say(locale, 'salary.social.col.personal', { item: itemLabel(locale, item) }),
          width: 14,
        },
      ]),
      { key: 'company', header: say(locale, 'salary.social.col.companyTotal'), width: 12 },
      { key: 'personal', header: say(locale, 'salary.social.col.personalTotal'), width: 12 },
      { key: 'total', header: say(locale, 'salary.social.col.total'), width: 12 },
    ],
    rows,
  );
  return { file, fileName: stampedFileName(`${title}_${key.month.replace('-', '')}`) };
}
