import {
  labelIn,
  PUNCH_IMPORT_COLUMNS,
  PUNCH_IMPORT_MAX_BYTES,
  PUNCH_IMPORT_MAX_ROWS,
  type PunchImportColumn,
} from '@renli/contracts';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../../../core/http/errors.ts';
import { checkZipExpansion } from '../../../core/http/zip-bounds.ts';
import { LOCALES } from '../../../core/i18n/index.ts';
import { resourceMessages } from '../../../core/resources/messages.ts';

// Reading a device's punch log (docs/product/attendance.md, "Punching and records"): an .xlsx (the
// template) or the CSV a time clock exports, UTF-8 or the GB18030 of Chinese Excel. The header, in
// either language, names the columns; cells come back as text, Excel date cells as China wall time.

/** What an accepted .xlsx may unpack to (its XML is verbose, a bomb's unbounded). */
const MAX_INFLATED_BYTES = 10 * PUNCH_IMPORT_MAX_BYTES;

const tooLarge = () =>
  payloadTooLarge('attendance.punch.import.tooLarge', {
    mb: PUNCH_IMPORT_MAX_BYTES / 1024 / 1024,
    inflatedMb: MAX_INFLATED_BYTES / 1024 / 1024,
  });
const unreadable = () => badRequest('attendance.punch.import.unreadable');

/** One data row: its number in the sheet (the header is row 1) and its cells by column. */
export interface PunchFileRow {
  row: number;
  cells: Partial<Record<PunchImportColumn, string>>;
}

/** The uploaded file (multipart field `file`), refused above 5 MB. */
export async function uploadedPunchFile(request: FastifyRequest): Promise<Buffer> {
  const part = request.isMultipart()
    ? await request.file({
        limits: { fileSize: PUNCH_IMPORT_MAX_BYTES, files: 1 },
        throwFileSizeLimit: false,
      })
    : undefined;
  if (part?.fieldname !== 'file') throw badRequest('attendance.punch.import.noFile');
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

/**
 * RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF); a header without commas but with tabs
 * makes it tab-separated, as some clocks write it.
 */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = !firstLine.includes(',') && firstLine.includes('\t') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Text in UTF-8 (a BOM dropped), else in GB18030, the encoding Chinese Excel saves CSV in. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('gb18030').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** An Excel cell as text; a date cell (exceljs reads its wall clock as UTC) as `YYYY-MM-DD HH:mm:ss`. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const seconds = Math.round(value.getTime() / 1000) * 1000;
    return new Date(seconds).toISOString().slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

async function xlsxRows(file: Buffer): Promise<string[][]> {
  const bounds = checkZipExpansion(file, MAX_INFLATED_BYTES);
  if (bounds === 'tooLarge') throw tooLarge();
  if (bounds === 'notZip') throw unreadable();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  // One more than the limit is read, so the limit can be told.
  const last = Math.min(sheet.rowCount, PUNCH_IMPORT_MAX_ROWS + 2);
  for (let number = 1; number <= last; number++) {
    const values = sheet.getRow(number).values as ExcelJS.CellValue[];
    rows.push(values.slice(1).map(cellText));
  }
  return rows;
}

const normal = (text: string) => text.trim().toLowerCase();

const HEADERS = new Map<string, PunchImportColumn>(
  (
    Object.entries(PUNCH_IMPORT_COLUMNS) as [
      PunchImportColumn,
      (typeof PUNCH_IMPORT_COLUMNS)[PunchImportColumn],
    ][]
  ).flatMap(([column, label]) => [
    [normal(column), column],
    ...LOCALES.map((locale) => [normal(labelIn(label, locale)), column] as [string, PunchImportColumn]),
  ]),
);

/** The data rows of a punch log; row numbers are the file's (the header is 1). */
export async function readPunchFile(file: Buffer): Promise<PunchFileRow[]> {
  if (file.length > PUNCH_IMPORT_MAX_BYTES) throw tooLarge();
  const isZip = file.length >= 4 && file.readUInt32LE(0) === 0x04034b50;
  const table = isZip ? await xlsxRows(file) : parseCsv(decodeText(file));
  const header = (table[0] ?? []).map((cell) => HEADERS.get(normal(cell)));
  if (!header.includes('at') || !(header.includes('jobNo') || header.includes('mobile')))
    throw badRequest('attendance.punch.import.noColumns');
  const rows: PunchFileRow[] = [];
  for (let index = 1; index < table.length; index++) {
    const cells: PunchFileRow['cells'] = {};
    table[index]!.forEach((cell, position) => {
      const column = header[position];
      const text = cell.trim();
      if (column && text !== '') cells[column] = text;
    });
    if (Object.keys(cells).length === 0) continue;
    if (rows.length === PUNCH_IMPORT_MAX_ROWS)
      throw badRequest('attendance.punch.import.tooManyRows', { max: PUNCH_IMPORT_MAX_ROWS });
    rows.push({ row: index + 1, cells });
  }
  if (rows.length === 0) throw badRequest(resourceMessages['resource.import.empty']);
  return rows;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * A punch time written in China time, `YYYY-MM-DD HH:mm[:ss]` (`/` or `.` between the date's parts,
 * one-digit months, days and hours too), as an instant; null when it is no such time.
 */
export function parseChinaTime(text: string): Date | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  if (hour! > 23 || minute! > 59 || second > 59) return null;
  const utc = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - CHINA_OFFSET_MS);
}
