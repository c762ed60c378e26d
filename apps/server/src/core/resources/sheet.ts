import {
  type CustomField,
  type FieldSpec,
  fieldInfo,
  fieldsIn,
  labelIn,
  MAX_SHEET_BYTES,
  MAX_SHEET_ROWS,
  optionLabel,
  yesNoOptions,
} from '@renli/contracts';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { chinaDateTime, chinaStamp } from '../china-time.ts';
import { badRequest, payloadTooLarge } from '../http/errors.ts';
import { checkZipExpansion } from '../http/zip-bounds.ts';
import { LOCALES, type Locale, translate } from '../i18n/index.ts';
import {
  customExportCells,
  customExportColumns,
  customTemplateColumns,
  readCustomCell,
  type TemplateColumn,
} from './custom-sheet.ts';
import type { AnyResource } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import type { PresentedRow } from './presenter.ts';
import type { ImportRow } from './service.ts';

/**
 * Spreadsheets of a resource, drawn from its field declarations (docs/architecture.md, "Fields
 * declared once"): exports show labels, names and China times; imports and their templates take
 * the same headers and the labels of options, in either language.
 */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A cell as people read it: an option's label, a referenced record's name, China's wall clock. */
function exportCell(spec: FieldSpec, value: unknown, locale: Locale): unknown {
  if (value === null || value === undefined) return null;
  if (spec.options || typeof value === 'boolean') return optionLabel(spec, value, locale);
  if (typeof value === 'string' && (spec.widget === 'datetime' || ISO_INSTANT.test(value)))
    return chinaDateTime(new Date(value));
  return value;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of an exported table: the row's key, the header people read, the width in characters. */
export interface TableColumn {
  key: string;
  header: string;
  width: number;
}

/**
 * One sheet named `title`, bold headers, one row per record (cells already as people read them):
 * what every export writes, a resource's or a module's own (e.g. approval records).
 */
export async function writeTable(title: string, columns: TableColumn[], rows: Record<string, unknown>[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title);
  sheet.columns = columns.map(({ key, header, width }) => ({ key, header, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `<title>_YYYYMMDDhhmmss.xlsx` in China time (docs/architecture.md, "Exports and imports"). */
export const stampedFileName = (title: string, now = new Date()) => `${title}_${chinaStamp(now)}.xlsx`;

/**
 * The export: one sheet, the header in the caller's language, one row per record; the company's
 * `custom` fields (docs/modules.md, "Custom fields") after the declared ones.
 */
export async function writeSheet(
  resource: AnyResource,
  locale: Locale,
  rows: PresentedRow[],
  custom: readonly CustomField[] = [],
) {
  const columns = fieldsIn(resource.contract.fields, 'export');
  return writeTable(
    sheetTitle(resource, locale),
    [
      ...columns.map(([field, spec]) => ({
        key: field,
        header: labelIn(spec.label, locale),
        width: Math.max(12, Math.round((spec.width ?? 160) / 8)),
      })),
      ...customExportColumns(custom),
    ],
    rows.map((row) => ({
      ...Object.fromEntries(
        columns.map(([field, spec]) => [field, exportCell(spec, row[spec.display ?? field], locale)]),
      ),
      ...customExportCells(custom, row, locale),
    })),
  );
}

const sheetTitle = (resource: AnyResource, locale: Locale) => labelIn(resource.contract.title, locale);

export const sheetFileName = (resource: AnyResource, locale: Locale, now = new Date()) =>
  stampedFileName(sheetTitle(resource, locale), now);

export const templateFileName = (resource: AnyResource, locale: Locale) =>
  `${translate(locale, m['resource.template.fileName'], { title: sheetTitle(resource, locale) })}.xlsx`;

/** A field the import reads: its create schema, its declaration, and how a cell becomes a value. */
interface ImportColumn {
  field: string;
  spec: FieldSpec;
  schema: z.ZodType;
}

/**
 * The form fields of the create schema, in declaration order: what an import and its template hold.
 * Passwords are not: a sheet of passwords is a leak, and imported logins get the default one.
 */
function importColumns(resource: AnyResource): ImportColumn[] {
  const shape = resource.contract.schemas.create.shape as Record<string, z.ZodType>;
  return fieldsIn(resource.contract.fields, 'form')
    .filter(([field, spec]) => shape[field] && spec.widget !== 'password')
    .map(([field, spec]) => ({ field, spec, schema: shape[field]! }));
}

const normal = (text: string) => text.trim().toLowerCase();

/** What a person typed into a cell, whatever form exceljs gives it (rich text, links, formulas). */
export function cellText(value: ExcelJS.CellValue): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return undefined;
}

const optionsOf = (column: ImportColumn) =>
  column.spec.options ?? (fieldInfo(column.schema).kind === 'boolean' ? yesNoOptions : undefined);

/**
 * A cell as the create schema expects it. Blanks are absent so defaults apply; an option is found by
 * its label in either language or by its value; a reference's name is resolved later (`names`).
 */
function readCell(
  column: ImportColumn,
  raw: string | number,
): { value?: unknown; name?: string; notAnOption?: string } {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (column.spec.display) return { name: String(text) };
  const options = optionsOf(column);
  if (options) {
    const wanted = normal(String(text));
    const option = options.find(
      (o) =>
        normal(String(o.value)) === wanted || LOCALES.some((l) => normal(labelIn(o.label, l)) === wanted),
    );
    return option ? { value: option.value } : { notAnOption: String(text) };
  }
  if (fieldInfo(column.schema).kind !== 'number') return { value: String(text) };
  // A number typed as text still counts; anything else goes to the schema to be reported.
  return { value: typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text };
}

/**
 * Header labels in any language (or the field names) name the importable columns; a custom field's
 * label names its column unless a declared field has it.
 */
function columnsByHeader(resource: AnyResource, custom: readonly CustomField[]) {
  const byHeader = new Map<string, ImportColumn | CustomField>();
  for (const field of custom) byHeader.set(normal(field.label), field);
  for (const column of importColumns(resource)) {
    byHeader.set(normal(column.field), column);
    for (const locale of LOCALES) byHeader.set(normal(labelIn(column.spec.label, locale)), column);
  }
  return byHeader;
}

/** What an accepted .xlsx may unpack to: its XML is verbose, a bomb's is unbounded. */
const MAX_SHEET_INFLATED_BYTES = 10 * MAX_SHEET_BYTES;
export const sheetTooLarge = () =>
  payloadTooLarge(m['resource.import.tooLarge'], {
    mb: MAX_SHEET_BYTES / 1024 / 1024,
    inflatedMb: MAX_SHEET_INFLATED_BYTES / 1024 / 1024,
  });

/** The .xlsx of an import request (multipart field `file`), refused above the sheet size limit. */
export async function uploadedSheet(request: FastifyRequest): Promise<Buffer> {
  const part = request.isMultipart()
    ? await request.file({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 }, throwFileSizeLimit: false })
    : undefined;
  if (part?.fieldname !== 'file') throw badRequest(m['resource.import.noFile']);
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw sheetTooLarge();
  return bytes;
}

/**
 * The first worksheet of an uploaded .xlsx, for every import (a resource's or a module's own). The
 * archive is bounded before exceljs unpacks it (docs/security.md, "Parsers of client input").
 */
export async function firstWorksheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  if (file.length > MAX_SHEET_BYTES) throw sheetTooLarge();
  const bounds = checkZipExpansion(file, MAX_SHEET_INFLATED_BYTES);
  if (bounds === 'tooLarge') throw sheetTooLarge();
  if (bounds === 'notZip') throw badRequest(m['resource.import.notXlsx']);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(m['resource.import.notXlsx']);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(m['resource.import.notXlsx']);
  return sheet;
}

/**
 * The data rows of an uploaded sheet; one more than the limit is read so the limit can be told.
 */
export async function readSheet(
  resource: AnyResource,
  file: Buffer,
  custom: readonly CustomField[] = [],
): Promise<ImportRow[]> {
  const sheet = await firstWorksheet(file);
  const byHeader = columnsByHeader(resource, custom);
  const mapping: { index: number; column: ImportColumn | CustomField }[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const column = byHeader.get(normal(String(cellText(cell.value) ?? '')));
    if (column) mapping.push({ index, column });
  });
  if (mapping.length === 0) throw badRequest(m['resource.import.noColumns']);
  const rows: ImportRow[] = [];
  for (let number = 2; number <= sheet.rowCount && rows.length <= MAX_SHEET_ROWS; number++) {
    const cells = sheet.getRow(number);
    const values: Record<string, unknown> = {};
    const names: Record<string, string> = {};
    const notOptions: Record<string, string> = {};
    const customValues: Record<string, unknown> = {};
    const customNotOptions: Record<string, string> = {};
    for (const { index, column } of mapping) {
      const raw = cellText(cells.getCell(index).value);
      if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) continue;
      if ('key' in column) {
        const cell = readCustomCell(column, raw);
        if ('value' in cell) customValues[column.key] = cell.value;
        else customNotOptions[column.key] = cell.notAnOption;
        continue;
      }
      const cell = readCell(column, raw);
      if (cell.name !== undefined) names[column.field] = cell.name;
      else if (cell.notAnOption !== undefined) notOptions[column.field] = cell.notAnOption;
      else values[column.field] = cell.value;
    }
    const read = [values, names, notOptions, customValues, customNotOptions];
    if (read.some((cells) => Object.keys(cells).length > 0))
      rows.push({ row: number, values, names, notOptions, custom: customValues, customNotOptions });
  }
  if (rows.length === 0) throw badRequest(m['resource.import.empty']);
  return rows;
}

/** What one column accepts, in the caller's language (the template's instructions sheet). */
function ruleOf(column: ImportColumn, locale: Locale): string {
  const info = fieldInfo(column.schema);
  const options = optionsOf(column);
  const say = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  if (column.spec.display) return say(m['resource.template.reference']);
  if (options)
    return say(m['resource.template.allowed'], {
      allowed: options.map((o) => labelIn(o.label, locale)).join(locale === 'en' ? ', ' : '、'),
    });
  if (info.kind === 'date' || column.spec.widget === 'date') return say(m['resource.template.date']);
  if (info.kind === 'number')
    return info.max !== undefined && info.max < Number.MAX_SAFE_INTEGER
      ? say(m['resource.template.range'], { min: info.min ?? 0, max: info.max })
      : say(m['resource.template.number']);
  return info.maxLength ? say(m['resource.template.maxLength'], { max: info.maxLength }) : '';
}

const MAX_LIST_FORMULA = 255;

/** A declared field's column of the template. */
function templateColumn(column: ImportColumn, locale: Locale): TemplateColumn {
  return {
    key: column.field,
    header: labelIn(column.spec.label, locale),
    example: exampleOf(column, locale),
    choices: optionsOf(column)?.map((o) => labelIn(o.label, locale)),
    required: fieldInfo(column.schema).required,
    rule: ruleOf(column, locale),
  };
}

/**
 * The import template: the header the import reads (the company's `custom` fields after the declared
 * ones), an example row, a drop-down on option columns, and a second sheet saying what each column
 * takes (docs/architecture.md, "Exports and imports").
 */
export async function writeTemplate(
  resource: AnyResource,
  locale: Locale,
  custom: readonly CustomField[] = [],
) {
  const columns = [
    ...importColumns(resource).map((column) => templateColumn(column, locale)),
    ...customTemplateColumns(custom, locale),
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetTitle(resource, locale));
  sheet.columns = columns.map(({ header, key }) => ({ header, key, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.example])));
  columns.forEach((column, index) => {
    const list = column.choices && `"${column.choices.join(',')}"`;
    // Excel refuses a file whose list formula is longer than 255 characters: long lists go without.
    if (!list || list.length > MAX_LIST_FORMULA) return;
    for (let row = 2; row <= MAX_SHEET_ROWS + 1; row += 1) {
      sheet.getCell(row, index + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [list],
      };
    }
  });
  const guide = workbook.addWorksheet(translate(locale, m['resource.template.sheet']));
  guide.columns = [
    { header: translate(locale, m['resource.template.column']), width: 20 },
    { header: translate(locale, m['resource.template.required']), width: 12 },
    { header: translate(locale, m['resource.template.rule']), width: 48 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const column of columns) {
    guide.addRow([
      column.header,
      translate(locale, m[column.required ? 'resource.template.yes' : 'resource.template.no']),
      column.rule,
    ]);
  }
  guide.addRow([]);
  guide.addRow([translate(locale, m['resource.template.example'])]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function exampleOf(column: ImportColumn, locale: Locale): string | number | null {
  if (column.spec.example !== undefined) return column.spec.example;
  const options = optionsOf(column);
  return options?.[0] ? labelIn(options[0].label, locale) : null;
}
