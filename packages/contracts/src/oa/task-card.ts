// The plain values of tasks the chat card needs without zod (docs/product/oa-task.md, "Sharing"):
// exported by `@renli/contracts/constants` and, through ./tasks.ts, by the package root.

/** 未开始, 进行中, 待验收, 已驳回, 已完成, 已取消. */
export const TASK_STATUSES = ['todo', 'doing', 'submitted', 'rejected', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The chat card of a shared task (business ID `task`). */
export interface TaskCardData {
  businessID: 'task';
  version: 1;
  taskId: number;
  title: string;
  /** The status when it was shared. */
  status: TaskStatus;
  /** China wall clock `YYYY-MM-DD HH:mm`, or null. */
  dueAt: string | null;
  /** The executors' names, joined with 、. */
  executors: string;
  sharedBy: string;
}
