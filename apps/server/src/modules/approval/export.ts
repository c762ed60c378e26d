import { type InstanceState, MAX_SHEET_ROWS } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDateTime } from '../../core/china-time.ts';
import { badRequest } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { resourceMessages } from '../../core/resources/messages.ts';
import { stampedFileName, writeTable } from '../../core/resources/sheet.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type ListFilter, listInstances } from './lists.ts';
import { approvalMessages as m } from './messages.ts';

const COLUMNS = [
  ['serialNo', 16],
  ['title', 28],
  ['templateName', 14],
  ['initiatorName', 12],
  ['state', 10],
  ['submittedAt', 20],
  ['finishedAt', 20],
] as const;

const at = (iso: string | null) => (iso ? chinaDateTime(new Date(iso)) : '');

/**
 * 审批记录_YYYYMMDDhhmmss.xlsx: the company's instances as the admins' list filters them, with names,
 * state labels and China times (docs/architecture.md, "Exports and imports"); admins only, as the list.
 */
export async function exportInstances(db: DbOrTx, actor: CompanyActor, filter: ListFilter, locale: Locale) {
  const page = await listInstances(db, actor, 'all', { ...filter, pageNum: 1, pageSize: MAX_SHEET_ROWS + 1 });
  if (page.list.length > MAX_SHEET_ROWS)
    throw badRequest(resourceMessages['resource.tooManyRows'], { max: MAX_SHEET_ROWS });
  const rows = page.list.map((row) => ({
    serialNo: row.serialNo ?? '',
    title: row.title,
    templateName: row.templateName,
    initiatorName: row.initiatorName,
    state: translate(locale, m[`approval.state.${row.state satisfies InstanceState}`]),
    submittedAt: at(row.submittedAt),
    finishedAt: at(row.finishedAt),
  }));
  const title = translate(locale, m['approval.export.sheet']);
  const columns = COLUMNS.map(([key, width]) => ({
    key,
    header: translate(locale, m[`approval.export.${key}`]),
    width,
  }));
  return { file: await writeTable(title, columns, rows), fileName: stampedFileName(title) };
}
