import { readFile } from 'node:fs/promises';
import { DOC_TEXT_MAX, type DocPreview } from '@renli/contracts';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import { extractText } from 'unpdf';

// What documents read out of a file (docs/product/oa-docs.md, "Preview" and "Search"): the content
// text of PDF, docx and xlsx for search, and the in-page preview of each type. Every parser is
// bounded, and a file it cannot read simply has no text or preview: the upload still succeeds.

/** Files larger than this are stored but not read for text or previews. */
export const READ_MAX_BYTES = 30 * 1024 * 1024;
/** A sheet preview shows at most this many rows and columns. */
export const SHEET_ROWS_MAX = 200;
export const SHEET_COLUMNS_MAX = 30;

const clip = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, DOC_TEXT_MAX);

function sheetCellText(cell: ExcelJS.Cell): string {
  const text = cell.text;
  return typeof text === 'string' ? text : String(text ?? '');
}

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The first DOC_TEXT_MAX characters of a file's text; empty for types without text or unreadable files. */
export async function extractContent(path: string, ext: string, size: number): Promise<string> {
  if (size > READ_MAX_BYTES || !['pdf', 'docx', 'xlsx'].includes(ext)) return '';
  try {
    const bytes = await readFile(path);
    if (ext === 'pdf') {
      const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
      return clip(text);
    }
    if (ext === 'docx') return clip((await mammoth.extractRawText({ buffer: bytes })).value);
    const workbook = await loadWorkbook(bytes);
    const parts: string[] = [];
    let length = 0;
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        if (length > DOC_TEXT_MAX) return;
        row.eachCell((cell) => {
          const text = sheetCellText(cell);
          parts.push(text);
          length += text.length + 1;
        });
      });
    }
    return clip(parts.join(' '));
  } catch {
    return '';
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What a docx turns into may keep: text structure and tables, no links, images, styles or scripts. */
const DOCX_ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'br',
    'blockquote',
  ],
  allowedAttributes: { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
};

/** The first sheet as an HTML table, cut to SHEET_ROWS_MAX rows and SHEET_COLUMNS_MAX columns. */
export function sheetTable(sheet: ExcelJS.Worksheet): { html: string; truncated: boolean } {
  const rows = Math.min(sheet.rowCount, SHEET_ROWS_MAX);
  const columns = Math.min(sheet.columnCount, SHEET_COLUMNS_MAX);
  const body: string[] = [];
  for (let r = 1; r <= rows; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= columns; c += 1) cells.push(`<td>${escapeHtml(sheetCellText(row.getCell(c)))}</td>`);
    body.push(`<tr>${cells.join('')}</tr>`);
  }
  return {
    html: `<table><tbody>${body.join('')}</tbody></table>`,
    truncated: sheet.rowCount > SHEET_ROWS_MAX || sheet.columnCount > SHEET_COLUMNS_MAX,
  };
}

const NONE: DocPreview = { kind: 'none', html: '', truncated: false };

/** How the web shows a file of this type and content. */
export async function previewOf(ext: string, mime: string, size: number, read: () => Promise<Buffer>) {
  if (mime.startsWith('image/')) return { kind: 'image', html: '', truncated: false } satisfies DocPreview;
  if (ext === 'pdf') return { kind: 'pdf', html: '', truncated: false } satisfies DocPreview;
  if (size > READ_MAX_BYTES || !['docx', 'xlsx'].includes(ext)) return NONE;
  try {
    const bytes = await read();
    if (ext === 'docx') {
      const { value } = await mammoth.convertToHtml({ buffer: bytes });
      return { kind: 'html', html: sanitizeHtml(value, DOCX_ALLOWED), truncated: false } satisfies DocPreview;
    }
    const sheet = (await loadWorkbook(bytes)).worksheets[0];
    if (!sheet) return NONE;
    return { kind: 'html', ...sheetTable(sheet) } satisfies DocPreview;
  } catch {
    return NONE;
  }
}
