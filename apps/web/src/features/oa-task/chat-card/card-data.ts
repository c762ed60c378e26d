import { TASK_STATUSES, type TaskCardData, type TaskStatus } from '@renli/contracts/constants';
import type { TFunction } from 'i18next';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A task card's `data`, read defensively: anything malformed gives null and the chat shows the description. */
export function parseTaskCard(data: Record<string, unknown>): TaskCardData | null {
  const taskId = data.taskId;
  if (typeof taskId !== 'number' || !Number.isSafeInteger(taskId) || taskId <= 0) return null;
  const status = TASK_STATUSES.includes(data.status as TaskStatus) ? (data.status as TaskStatus) : 'todo';
  return {
    businessID: 'task',
    version: 1,
    taskId,
    title: text(data.title),
    status,
    dueAt: text(data.dueAt) || null,
    executors: text(data.executors),
    sharedBy: text(data.sharedBy),
  };
}

/** "[任务] 整理合同": the conversation list's line for a card. */
export function taskCardAbstract(data: Record<string, unknown>, t: TFunction): string {
  const card = parseTaskCard(data);
  return card ? t('oa-task:chatCard.abstract', { title: card.title }) : '';
}

/** Where 查看任务 leads: the task's drawer. */
export const taskCardLink = (taskId: number) => `#/oa/task/execute?id=${taskId}`;
