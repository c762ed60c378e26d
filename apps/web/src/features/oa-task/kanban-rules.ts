import type { TaskRow, TaskStatus, TaskTransition } from '@renli/contracts';

/** Where each transition lands (the server's table, docs/product/oa-task.md "Statuses"). */
export const LANDS: Record<TaskTransition, TaskStatus> = {
  start: 'doing',
  submit: 'submitted',
  complete: 'done',
  accept: 'done',
  reject: 'rejected',
  cancel: 'cancelled',
  reopen: 'doing',
};

/** The transition a drop into column `to` means for this caller, among those the server allows now; null refuses. */
export const dropTransition = (
  row: Pick<TaskRow, 'status' | 'actions'>,
  to: TaskStatus,
): TaskTransition | null =>
  row.status === to ? null : (row.actions.find((action) => LANDS[action] === to) ?? null);
