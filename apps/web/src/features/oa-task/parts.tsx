import type { TaskDeadlineState, TaskPriority, TaskStatus } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOR: Record<TaskStatus, string> = {
  todo: 'default',
  doing: 'processing',
  submitted: 'gold',
  rejected: 'error',
  done: 'success',
  cancelled: 'default',
};
const PRIORITY_COLOR: Record<TaskPriority, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'default',
};

export function StatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('oa-task');
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
}

export function PriorityTag({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('oa-task');
  return <Tag color={PRIORITY_COLOR[priority]}>{t(`priority.${priority}`)}</Tag>;
}

export function DeadlineTag({ deadline }: { deadline: TaskDeadlineState | null }) {
  const { t } = useTranslation('oa-task');
  if (!deadline) return null;
  return <Tag color={deadline === 'overdue' ? 'red' : 'orange'}>{t(`deadline.${deadline}`)}</Tag>;
}
