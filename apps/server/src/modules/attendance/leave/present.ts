import { attendanceRequestResource } from '@renli/contracts';
import type { CompanyActor } from '../../../core/actor.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import type { PresentedRow } from '../../../core/resources/presenter.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { openApprovalsOf } from '../../approval/record-approvals.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import type { attendanceRequests } from '../schema.ts';
import { formatAmount } from './balance-math.ts';
import { leaveTypeNames } from './ledger.ts';
import { amountWords, periodWords } from './words.ts';

type StoredRow = typeof attendanceRequests.$inferSelect;

/** The fields a request shows from its columns: its period and amount in the reader's words. */
export const presentRequest = (row: StoredRow, locale: Locale) => ({
  amount: row.amount === null ? null : formatAmount(row.amount),
  period: periodWords(row, locale),
  amountText: amountWords(row.amount === null ? null : formatAmount(row.amount), row.unit, locale),
  onBehalf: row.requestedBy !== null,
});

/** The department's and leave type's names and the open approval (审批中), kept elsewhere. */
export async function decorateRequests(
  db: DbOrTx,
  rows: PresentedRow[],
  actor?: Pick<CompanyActor, 'compId'>,
): Promise<PresentedRow[]> {
  if (!actor || rows.length === 0) return rows;
  const [types, approvals, depts] = await Promise.all([
    leaveTypeNames(db, actor.compId),
    openApprovalsOf(
      db,
      actor.compId,
      attendanceRequestResource.name,
      rows.map((row) => row.id),
    ),
    activeOrgRecordNames(
      db,
      'department',
      rows.map((row) => row.deptId),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    leaveTypeName: types.get(row.leaveTypeId as number) ?? null,
    deptName: depts.get(row.deptId as number) ?? null,
    approvalId: approvals.get(row.id) ?? null,
  }));
}
