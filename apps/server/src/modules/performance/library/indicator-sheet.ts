import {
  COMPETENCY_LEVELS_MAX,
  type CompetencyLevel,
  INDICATOR_IMPORT_MAX_ROWS,
  INDICATOR_KIND_LABELS,
  type Indicator,
  type IndicatorKind,
  KEY_RESULT_MAX,
  KEY_RESULTS_MAX,
  LIBRARY_STATUS_LABELS,
  labelIn,
  RULE_DIRECTION_LABELS,
  RULE_KIND_LABELS,
  type SaveIndicatorBody,
  type ScoringRule,
  scoreSchema,
  weightSchema,
} from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { CompanyActor } from '../../../core/actor.ts';
import { AppError, badRequest } from '../../../core/http/errors.ts';
import { LOCALES, type Locale, type MessageParams, translate } from '../../../core/i18n/index.ts';
import { resourceMessages as kit } from '../../../core/resources/messages.ts';
import { cellText, firstWorksheet, stampedFileName, writeTable } from '../../../core/resources/sheet.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { indicatorsMatching, writeIndicator } from './indicators.ts';
import { perfIndicatorGroups } from './schema.ts';

// The library's spreadsheets (docs/product/performance.md, "Indicator library"): the export
// (指标库_YYYYMMDDhhmmss.xlsx, labels not codes), the import template with the same columns, and the
// import of new indicators — every problem reported by row, one anywhere imports nothing.

const COLUMNS = {
  kind: { 'zh-CN': '类型', en: 'Kind' },
  groupName: { 'zh-CN': '分组', en: 'Group' },
  name: { 'zh-CN': '名称', en: 'Name' },
  definition: { 'zh-CN': '定义', en: 'Definition' },
  unit: { 'zh-CN': '单位', en: 'Unit' },
  ruleKind: { 'zh-CN': '评分方式', en: 'Scoring' },
  target: { 'zh-CN': '目标值', en: 'Target' },
  direction: { 'zh-CN': '方向', en: 'Direction' },
  threshold: { 'zh-CN': '门槛(%)', en: 'Threshold (%)' },
  cap: { 'zh-CN': '封顶(%)', en: 'Cap (%)' },
  steps: { 'zh-CN': '阶梯', en: 'Steps' },
  keyResults: { 'zh-CN': '关键结果', en: 'Key results' },
  levels: { 'zh-CN': '等级', en: 'Levels' },
  status: { 'zh-CN': '状态', en: 'Status' },
} as const;
type Column = keyof typeof COLUMNS;
const IMPORT_COLUMNS = Object.keys(COLUMNS).filter((c) => c !== 'status') as Column[];
const header = (column: Column, locale: Locale) => labelIn(COLUMNS[column], locale);
const title = (locale: Locale) => translate(locale, 'performance.library.sheet.title');
const LIST = /[;；\n]/;

const stepsText = (rule: ScoringRule) =>
  rule.kind === 'stepped' ? rule.steps.map((s) => `${s.from}:${s.score}`).join(';') : '';
const levelsText = (levels: CompetencyLevel[]) =>
  levels.map((l) => [l.name, l.score, l.description].filter(Boolean).join(':')).join(';');

/** The cells of one indicator, in labels (the import reads them back). */
function cellsOf(row: Indicator, locale: Locale): Record<Column, string | null> {
  const rule = row.rule;
  const linear = rule.kind === 'linear' ? rule : null;
  const kpi = row.kind === 'kpi';
  return {
    kind: labelIn(INDICATOR_KIND_LABELS[row.kind], locale),
    groupName: row.groupName,
    name: row.name,
    definition: row.definition,
    unit: row.unit,
    ruleKind: kpi ? labelIn(RULE_KIND_LABELS[rule.kind], locale) : null,
    target: linear?.target ?? null,
    direction: kpi && rule.kind !== 'manual' ? labelIn(RULE_DIRECTION_LABELS[rule.direction], locale) : null,
    threshold: linear?.threshold ?? null,
    cap: linear?.cap ?? null,
    steps: stepsText(rule) || null,
    keyResults: row.keyResults.join('\n') || null,
    levels: levelsText(row.levels) || null,
    status: labelIn(LIBRARY_STATUS_LABELS[row.status], locale),
  };
}

/** 指标库_YYYYMMDDhhmmss.xlsx: the filtered library. */
export async function exportIndicators(db: DbOrTx, actor: CompanyActor, filter: unknown, locale: Locale) {
  const rows = await indicatorsMatching(db, actor, filter, INDICATOR_IMPORT_MAX_ROWS);
  const columns = (Object.keys(COLUMNS) as Column[]).map((key) => ({
    key,
    header: header(key, locale),
    width: key === 'definition' || key === 'keyResults' || key === 'levels' ? 36 : 14,
  }));
  const file = await writeTable(
    title(locale),
    columns,
    rows.map((row) => cellsOf(row, locale)),
  );
  return { file, fileName: stampedFileName(title(locale)) };
}

/** 指标库导入模板.xlsx: the import's columns, one example of each kind, and how to fill them in. */
export async function indicatorTemplate(locale: Locale) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title(locale));
  sheet.columns = IMPORT_COLUMNS.map((key) => ({
    key,
    header: header(key, locale),
    width: 16,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  const example = (kind: IndicatorKind, cells: Partial<Record<Column, string>>) =>
    sheet.addRow({ kind: labelIn(INDICATOR_KIND_LABELS[kind], locale), ...cells });
  example('kpi', {
    groupName: '销售业绩',
    name: '季度回款额',
    definition: '本季度实际到账的回款金额',
    unit: '万元',
    ruleKind: labelIn(RULE_KIND_LABELS.linear, locale),
    target: '100',
    direction: labelIn(RULE_DIRECTION_LABELS.higher, locale),
    threshold: '60',
    cap: '120',
  });
  example('okr', {
    groupName: '年度目标',
    name: '打造标杆客户',
    keyResults: '签约 3 家标杆客户;客户满意度达到 95%',
  });
  example('competency', {
    groupName: '通用能力',
    name: '执行力',
    levels: '卓越:100;良好:80;合格:60;待改进:40',
  });
  const guide = workbook.addWorksheet(translate(locale, kit['resource.template.sheet']));
  guide.columns = [{ header: translate(locale, kit['resource.template.rule']), width: 100 }];
  guide.getRow(1).font = { bold: true };
  guide.addRow([translate(locale, 'performance.library.sheet.notes')]);
  return {
    file: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: `${translate(locale, 'performance.library.sheet.template')}.xlsx`,
  };
}

interface RowError {
  row: number;
  field: string;
  message: string;
}

const normal = (text: string) => text.trim().toLowerCase();
/** The code whose label (in any language) or code is `text`. */
function codeOf<C extends string>(labels: Record<C, Parameters<typeof labelIn>[0]>, text: string): C | null {
  const codes = Object.keys(labels) as C[];
  return (
    codes.find(
      (code) =>
        normal(code) === normal(text) ||
        LOCALES.some((l) => normal(labelIn(labels[code], l)) === normal(text)),
    ) ?? null
  );
}

/** Reads the spreadsheet's rows as cells by column, skipping blank rows. */
async function readLines(file: Buffer) {
  const sheet = await firstWorksheet(file);
  const byHeader = new Map<string, Column>();
  for (const key of IMPORT_COLUMNS) {
    byHeader.set(normal(key), key);
    for (const l of LOCALES) byHeader.set(normal(labelIn(COLUMNS[key], l)), key);
  }
  const mapping: { index: number; key: Column }[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const key = byHeader.get(normal(String(cellText(cell.value) ?? '')));
    if (key) mapping.push({ index, key });
  });
  const keys = new Set(mapping.map((m) => m.key));
  if (!keys.has('kind') || !keys.has('name')) throw badRequest('performance.library.import.noColumns');
  const lines: { row: number; cells: Partial<Record<Column, string>> }[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const cells: Partial<Record<Column, string>> = {};
    for (const { index, key } of mapping) {
      const raw = cellText(sheet.getRow(number).getCell(index).value);
      const text = raw === undefined ? '' : String(raw).trim();
      if (text !== '') cells[key] = text;
    }
    if (Object.keys(cells).length === 0) continue;
    if (lines.length === INDICATOR_IMPORT_MAX_ROWS)
      throw badRequest('performance.library.import.tooManyRows', { max: INDICATOR_IMPORT_MAX_ROWS });
    lines.push({ row: number, cells });
  }
  if (lines.length === 0) throw badRequest(kit['resource.import.empty']);
  return lines;
}

/**
 * One row as a save body, or the row's problems reported: each cell is read by its label, then the
 * whole indicator is checked by the same rules as the form (rules.ts) when it is written.
 */
function bodyOf(
  cells: Partial<Record<Column, string>>,
  locale: Locale,
  report: (field: Column, key: string, params?: MessageParams) => void,
): (Omit<SaveIndicatorBody, 'groupId'> & { groupName?: string }) | null {
  const column = (c: Column) => labelIn(COLUMNS[c], locale);
  const kind = cells.kind ? codeOf(INDICATOR_KIND_LABELS, cells.kind) : null;
  if (!kind) {
    report('kind', 'performance.library.import.badKind', { value: cells.kind ?? '' });
    return null;
  }
  let ok = true;
  const fail = (field: Column, key: string, params?: MessageParams) => {
    report(field, key, params);
    ok = false;
  };
  if (!cells.name) fail('name', 'performance.library.import.required', { column: column('name') });
  const number = (c: Column, schema: typeof scoreSchema | typeof weightSchema, fallback?: string) => {
    const text = cells[c] ?? fallback;
    if (text === undefined) {
      fail(c, 'performance.library.import.required', { column: column(c) });
      return '0';
    }
    if (!schema.safeParse(text).success)
      fail(c, 'performance.library.import.badNumber', { column: column(c), value: text });
    return text;
  };
  const choice = <C extends string>(
    c: Column,
    labels: Record<C, Parameters<typeof labelIn>[0]>,
    fallback: C,
  ): C => {
    if (!cells[c]) return fallback;
    const code = codeOf(labels, cells[c]);
    if (code === null)
      fail(c, 'performance.library.import.badChoice', {
        column: column(c),
        value: cells[c],
        allowed: Object.values<Parameters<typeof labelIn>[0]>(labels)
          .map((l) => labelIn(l, locale))
          .join('、'),
      });
    return code ?? fallback;
  };
  let rule: ScoringRule = { kind: 'manual' };
  let keyResults: string[] = [];
  let levels: CompetencyLevel[] = [];
  if (kind === 'kpi') {
    const ruleKind = choice<ScoringRule['kind']>('ruleKind', RULE_KIND_LABELS, 'manual');
    const direction = choice<'higher' | 'lower'>('direction', RULE_DIRECTION_LABELS, 'higher');
    if (ruleKind === 'linear')
      rule = {
        kind: 'linear',
        direction,
        target: number('target', scoreSchema),
        threshold: number('threshold', weightSchema, '0'),
        cap: number('cap', scoreSchema, '100'),
      };
    if (ruleKind === 'stepped') {
      const steps = (cells.steps ?? '').split(LIST).flatMap((part) => {
        const [from, score, ...rest] = part.split(/[:：]/).map((s) => s.trim());
        return part.trim() === '' ? [] : [{ from: from ?? '', score: score ?? '', rest: rest.length }];
      });
      if (
        steps.length === 0 ||
        steps.length > 20 ||
        steps.some(
          (s) =>
            s.rest > 0 || !scoreSchema.safeParse(s.from).success || !scoreSchema.safeParse(s.score).success,
        )
      )
        fail('steps', 'performance.library.import.badSteps');
      rule = { kind: 'stepped', direction, steps: steps.map(({ from, score }) => ({ from, score })) };
    }
  }
  if (kind === 'okr') {
    keyResults = (cells.keyResults ?? '')
      .split(LIST)
      .map((s) => s.trim())
      .filter(Boolean);
    if (keyResults.length > KEY_RESULTS_MAX || keyResults.some((k) => k.length > KEY_RESULT_MAX))
      fail('keyResults', 'performance.library.import.badKeyResults', {
        count: KEY_RESULTS_MAX,
        max: KEY_RESULT_MAX,
      });
  }
  if (kind === 'competency') {
    levels = (cells.levels ?? '').split(LIST).flatMap((part) => {
      if (part.trim() === '') return [];
      const [name = '', score = '', ...description] = part.split(/[:：]/).map((s) => s.trim());
      return [{ name, score, description: description.join(':') }];
    });
    if (
      levels.length > COMPETENCY_LEVELS_MAX ||
      levels.some(
        (l) =>
          !l.name ||
          l.name.length > 20 ||
          l.description.length > 500 ||
          !scoreSchema.safeParse(l.score).success,
      )
    )
      fail('levels', 'performance.library.import.badLevels');
  }
  const limits: [Column, number][] = [
    ['name', 60],
    ['groupName', 30],
    ['definition', 1000],
    ['unit', 20],
  ];
  for (const [c, max] of limits)
    if ((cells[c]?.length ?? 0) > max)
      fail(c, 'performance.library.import.tooLong', { column: column(c), max });
  if (!ok) return null;
  return {
    kind,
    name: cells.name!,
    groupName: cells.groupName,
    definition: cells.definition ?? '',
    unit: cells.unit ?? '',
    rule,
    keyResults,
    levels,
  };
}

/** Finds the company's group of `kind` named `name`, creating it on first use. */
async function groupIdOf(tx: DbOrTx, actor: CompanyActor, kind: IndicatorKind, name: string) {
  const [found] = await tx
    .select({ id: perfIndicatorGroups.id })
    .from(perfIndicatorGroups)
    .where(
      and(
        eq(perfIndicatorGroups.compId, actor.compId),
        eq(perfIndicatorGroups.kind, kind),
        eq(perfIndicatorGroups.name, name),
      ),
    );
  if (found) return found.id;
  const [made] = await tx
    .insert(perfIndicatorGroups)
    .values({ compId: actor.compId, kind, name, createdBy: actor.userId, updatedBy: actor.userId })
    .returning({ id: perfIndicatorGroups.id });
  return made!.id;
}

/** Imports new indicators, all rows or none; a row's errors carry its spreadsheet row number. */
export async function importIndicators(db: Database, actor: CompanyActor, locale: Locale, file: Buffer) {
  const lines = await readLines(file);
  return db.transaction(async (tx) => {
    const errors: RowError[] = [];
    const seen = new Map<string, number>();
    let imported = 0;
    for (const { row, cells } of lines) {
      const report = (field: Column, key: string, params?: MessageParams) =>
        errors.push({ row, field, message: translate(locale, key, params) });
      const body = bodyOf(cells, locale, report);
      if (!body) continue;
      const key = `${body.kind}:${body.name}`;
      if (seen.has(key)) {
        report('name', 'performance.library.import.twice', { name: body.name, first: seen.get(key)! });
        continue;
      }
      seen.set(key, row);
      try {
        const { groupName, ...rest } = body;
        const groupId = groupName ? await groupIdOf(tx, actor, body.kind, groupName) : null;
        await writeIndicator(tx, actor, { ...rest, groupId });
        imported += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 400) throw error;
        errors.push({ row, field: 'name', message: translate(locale, error.key, error.params) });
      }
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.row - b.row);
      // Thrown inside the transaction: every row (and group) written before is rolled back.
      throw badRequest(kit['resource.import.rowErrors'], { count: errors.length }, { errors });
    }
    return { imported };
  });
}
