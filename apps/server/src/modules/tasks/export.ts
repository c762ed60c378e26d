import { MAX_SHEET_ROWS, type TaskFilter } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDateTime } from '../../core/china-time.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { stampedFileName, writeTable } from '../../core/resources/sheet.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasksMessages as m } from './messages.ts';
import { tabRows } from './queries.ts';

const COLUMNS = [
  ['title', 30],
  ['parent', 20],
  ['priority', 8],
  ['status', 10],
  ['progress', 10],
  ['executors', 20],
  ['owner', 10],
  ['reviewer', 10],
  ['creator', 10],
  ['start', 18],
  ['due', 18],
  ['overdue', 10],
  ['completed', 20],
] as const;

/** A tab's filtered tasks as 任务_YYYYMMDDhhmmss.xlsx: names, labels and China times, never ids or codes. */
export async function exportTasks(db: DbOrTx, actor: CompanyActor, filter: TaskFilter, locale: Locale) {
  const rows = await tabRows(db, actor, filter, MAX_SHEET_ROWS);
  const t = (key: string) => translate(locale, key);
  const title = t(m['tasks.export.title']);
  const sheetTitle = `${title}-${t(m[`tasks.export.tab.${filter.tab}`])}`;
  const file = await writeTable(
    sheetTitle,
    COLUMNS.map(([key, width]) => ({ key, header: t(m[`tasks.export.col.${key}`]), width })),
    rows.map((row) => ({
      title: row.title,
      parent: row.parentTitle ?? '',
      priority: t(m[`tasks.priority.${row.priority}`]),
      status: t(m[`tasks.status.${row.status}`]),
      progress: row.progress,
      executors: row.executors.map((p) => p.name).join('、'),
      owner: row.owner.name,
      reviewer: row.reviewer?.name ?? '',
      creator: row.creator.name,
      start: row.startAt ?? '',
      due: row.dueAt ?? '',
      overdue: t(m[row.deadline === 'overdue' ? 'tasks.export.yes' : 'tasks.export.no']),
      completed: row.completedAt ? chinaDateTime(new Date(row.completedAt)) : '',
    })),
  );
  return { file, fileName: stampedFileName(title) };
}
