import {
  OPEN_TASK_STATUSES,
  TASK_TRANSITIONS,
  type TaskDeadlineState,
  type TaskRole,
  type TaskStatus,
  type TaskTransition,
} from '@renli/contracts';
import { addDays, chinaDateTime, chinaToday } from '../../core/china-time.ts';

// The rules of tasks as plain functions (docs/product/oa-task.md, "Statuses", "Due dates"): the
// transition table by role, the deadline marks and the progress of a task with subtasks.

interface TransitionRule {
  from: readonly TaskStatus[];
  to: TaskStatus;
  /** Roles allowed to apply it. */
  by: readonly TaskRole[];
  /** `withReviewer`: only when the task has a reviewer; `withoutReviewer`: only when it has none. */
  when?: 'withReviewer' | 'withoutReviewer';
}

/**
 * Who may move a task where. Executors do the work (start, submit, or complete a task nobody
 * reviews); the reviewer accepts or rejects what was submitted; the creator and the owner cancel and
 * reopen. A rejected task goes back to the executors (已驳回), who start or submit it again.
 */
export const TRANSITION_TABLE: Record<TaskTransition, TransitionRule> = {
  start: { from: ['todo', 'rejected'], to: 'doing', by: ['executor'] },
  submit: { from: ['todo', 'doing', 'rejected'], to: 'submitted', by: ['executor'], when: 'withReviewer' },
  complete: {
    from: ['todo', 'doing', 'rejected'],
    to: 'done',
    by: ['executor', 'owner'],
    when: 'withoutReviewer',
  },
  accept: { from: ['submitted'], to: 'done', by: ['reviewer'] },
  reject: { from: ['submitted'], to: 'rejected', by: ['reviewer'] },
  cancel: { from: ['todo', 'doing', 'submitted', 'rejected'], to: 'cancelled', by: ['creator', 'owner'] },
  reopen: { from: ['done', 'cancelled'], to: 'doing', by: ['creator', 'owner'] },
};

export type TransitionRefusal = 'status' | 'role' | 'reviewer';

/** Whether `roles` may apply `name` to a task in `status`; the reason when not. */
export function checkTransition(
  name: TaskTransition,
  status: TaskStatus,
  roles: ReadonlySet<TaskRole>,
  hasReviewer: boolean,
): TransitionRefusal | null {
  const rule = TRANSITION_TABLE[name];
  if (!rule.from.includes(status)) return 'status';
  if (rule.when === 'withReviewer' && !hasReviewer) return 'reviewer';
  if (rule.when === 'withoutReviewer' && hasReviewer) return 'reviewer';
  if (!rule.by.some((role) => roles.has(role))) return 'role';
  return null;
}

/** The transitions these roles may apply now, in the table's order. */
export const allowedTransitions = (status: TaskStatus, roles: ReadonlySet<TaskRole>, hasReviewer: boolean) =>
  TASK_TRANSITIONS.filter((name) => checkTransition(name, status, roles, hasReviewer) === null);

/** The transition that moves a task from `from` to `to` (the kanban's drop), or null when none does. */
export function transitionBetween(
  from: TaskStatus,
  to: TaskStatus,
  hasReviewer: boolean,
): TaskTransition | null {
  return (
    TASK_TRANSITIONS.find((name) => {
      const rule = TRANSITION_TABLE[name];
      if (rule.to !== to || !rule.from.includes(from)) return false;
      if (rule.when === 'withReviewer') return hasReviewer;
      if (rule.when === 'withoutReviewer') return !hasReviewer;
      return true;
    }) ?? null
  );
}

/**
 * The mark of an unfinished task's due instant against `now`, by China dates: past the instant
 * `overdue`; otherwise due on today's or tomorrow's China date. Finished, submitted and cancelled
 * tasks carry none.
 */
export function deadlineState(dueAt: Date | null, status: TaskStatus, now: Date): TaskDeadlineState | null {
  if (!dueAt || !OPEN_TASK_STATUSES.includes(status)) return null;
  if (dueAt.getTime() < now.getTime()) return 'overdue';
  const dueDay = chinaDateTime(dueAt).slice(0, 10);
  const today = chinaToday(now);
  if (dueDay === today) return 'dueToday';
  if (dueDay === addDays(today, 1)) return 'dueTomorrow';
  return null;
}

/** A task's progress: with subtasks the share of finished ones (cancelled ones left out), else its own. */
export function progressOf(own: number, subtasks: readonly { status: TaskStatus }[]): number {
  const counted = subtasks.filter((task) => task.status !== 'cancelled');
  if (counted.length === 0) return own;
  const done = counted.filter((task) => task.status === 'done').length;
  return Math.round((done * 100) / counted.length);
}

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `2026-11-27 18:00` China wall clock as an instant. */
export const fromChinaMinute = (value: string) =>
  new Date(Date.parse(`${value.replace(' ', 'T')}:00Z`) - CHINA_OFFSET_MS);

/** An instant as China wall clock to the minute, `2026-11-27 18:00`. */
export const toChinaMinute = (at: Date | null) => (at ? chinaDateTime(at).slice(0, 16) : null);
