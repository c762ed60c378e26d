import { type ChecklistItem, staffChangeResource, stageOf } from '@renli/contracts';
import { chinaToday } from '../../core/china-time.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { openApprovalsOf } from '../approval/record-approvals.ts';
import { staffNamesOf } from '../staff/job.ts';
import type { staffChanges } from './schema.ts';
import { summaryOf } from './summary.ts';

type StoredRow = typeof staffChanges.$inferSelect;

/** The row fields derived from its columns: the stage on China's today, the summary in the reader's words. */
export const presentChange = (row: StoredRow, locale: Locale) => ({
  deptName: row.before.deptName,
  stage: stageOf(row.status, row.effectiveFrom, chinaToday()),
  summary: summaryOf(row.before, row.after, locale),
  selfRequested: row.requestedBy !== null,
  checklist: row.checklist.map(
    (item): ChecklistItem => ({
      key: item.key as ChecklistItem['key'],
      done: item.done,
      doneBy: item.doneByName,
      doneAt: item.doneAt,
    }),
  ),
});

/** The handover colleague's name and the open approval, kept by other modules. */
export async function decorateChanges(
  db: DbOrTx,
  rows: PresentedRow[],
  actor?: { compId: number },
): Promise<PresentedRow[]> {
  const ids = rows.map((row) => row.id);
  const handovers = rows.flatMap((row) =>
    typeof row.handoverStaffId === 'number' ? [row.handoverStaffId] : [],
  );
  const [names, approvals] = actor
    ? [
        await staffNamesOf(db, actor.compId, handovers),
        await openApprovalsOf(db, actor.compId, staffChangeResource.name, ids),
      ]
    : [new Map<number, string>(), new Map<number, number>()];
  return rows.map((row) => ({
    ...row,
    handoverName: names.get(row.handoverStaffId as number) ?? null,
    approvalId: approvals.get(row.id) ?? null,
  }));
}
