import { MAX_SHEET_BYTES, MAX_SHEET_ROWS } from '@renli/contracts';
import ExcelJS from 'exceljs';
import { badRequest, payloadTooLarge } from '../http/errors.ts';
import { checkZipExpansion } from '../http/zip-bounds.ts';
import { LOCALES, type Locale, translate } from '../i18n/index.ts';
import type { AnyResource, ExportColumn } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import type { PresentedRow } from './presenter.ts';
import type { ImportRow } from './service.ts';

type Column = ExportColumn<Record<string, unknown>>;

/** The export: one sheet, the header in the caller's language, one row per record. */
export async function writeSheet(resource: AnyResource, locale: Locale, rows: PresentedRow[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(resource.contract.name);
  sheet.columns = resource.exportColumns.map((column: Column) => ({
    header: translate(locale, column.labelKey),
    key: column.field,
    width: 20,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `<resource>-YYYYMMDDhhmmss.xlsx` (docs/modules.md: export names carry a timestamp). */
export function sheetFileName(resource: AnyResource, now = new Date()) {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `${resource.contract.name}-${stamp}.xlsx`;
}

const normal = (text: string) => text.trim().toLowerCase();

/** What a person typed into a cell, whatever form exceljs gives it (rich text, links, formulas). */
function cellText(value: ExcelJS.CellValue): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return undefined;
}

/** Cells become the values the create schema expects; blanks are absent so defaults apply. */
function readCell(value: ExcelJS.CellValue, type: Column['type']): unknown {
  const raw = cellText(value);
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (text === undefined || text === '') return undefined;
  if (type !== 'number') return String(text);
  // A number typed as text still counts; anything else goes to the schema to be reported.
  return typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** Header labels in any language (or the field names) name the importable columns. */
function columnsByLabel(resource: AnyResource) {
  const importable = new Set(Object.keys(resource.contract.schemas.create.shape));
  const byLabel = new Map<string, Column>();
  for (const column of resource.exportColumns as readonly Column[]) {
    if (!importable.has(column.field)) continue;
    byLabel.set(normal(column.field), column);
    for (const locale of LOCALES) byLabel.set(normal(translate(locale, column.labelKey)), column);
  }
  return byLabel;
}

/** What an accepted .xlsx may unpack to: its XML is verbose, a bomb's is unbounded. */
const MAX_SHEET_INFLATED_BYTES = 10 * MAX_SHEET_BYTES;
export const sheetTooLarge = () =>
  payloadTooLarge(m['resource.import.tooLarge'], {
    mb: MAX_SHEET_BYTES / 1024 / 1024,
    inflatedMb: MAX_SHEET_INFLATED_BYTES / 1024 / 1024,
  });

/**
 * The data rows of an uploaded sheet; one more than the limit is read so the limit can be told.
 * The archive is bounded before exceljs unpacks it (docs/security.md, "Parsers of client input").
 */
export async function readSheet(resource: AnyResource, file: Buffer): Promise<ImportRow[]> {
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
  const byLabel = columnsByLabel(resource);
  const mapping: { index: number; column: Column }[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const column = byLabel.get(normal(String(cellText(cell.value) ?? '')));
    if (column) mapping.push({ index, column });
  });
  if (mapping.length === 0) throw badRequest(m['resource.import.noColumns']);
  const rows: ImportRow[] = [];
  for (let number = 2; number <= sheet.rowCount && rows.length <= MAX_SHEET_ROWS; number++) {
    const cells = sheet.getRow(number);
    const values: Record<string, unknown> = {};
    for (const { index, column } of mapping) {
      const value = readCell(cells.getCell(index).value, column.type);
      if (value !== undefined) values[column.field] = value;
    }
    if (Object.keys(values).length > 0) rows.push({ row: number, values });
  }
  if (rows.length === 0) throw badRequest(m['resource.import.empty']);
  return rows;
}
