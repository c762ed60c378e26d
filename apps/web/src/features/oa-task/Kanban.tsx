import type { TaskRow, TaskStatus } from '@renli/contracts';
import { Card, Empty, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { dropTransition } from './kanban-rules.ts';
import { DeadlineTag, PriorityTag } from './parts.tsx';
import { useTransition } from './TaskDrawer.tsx';

const COLUMNS: TaskStatus[] = ['todo', 'doing', 'submitted', 'rejected', 'done', 'cancelled'];
/** Kanban by status: dropping a card applies the caller's allowed transition into that column, or says why not. */
export function Kanban({ rows, onOpen }: { rows: TaskRow[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('oa-task');
  const transition = useTransition();
  const [dragged, setDragged] = useState<TaskRow | null>(null);
  const drop = (to: TaskStatus) => {
    const row = dragged;
    setDragged(null);
    if (!row || row.status === to) return;
    const name = dropTransition(row, to);
    if (!name) {
      toast.warning(t('kanban.refused', { from: t(`status.${row.status}`), to: t(`status.${to}`) }));
      return;
    }
    transition.run(row, name);
  };
  return (
    <div className="rl-task-board">
      {COLUMNS.map((status) => {
        const cards = rows.filter((row) => row.status === status);
        return (
          <section
            key={status}
            className="rl-task-column"
            data-status={status}
            aria-label={t(`status.${status}`)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              drop(status);
            }}
          >
            <header className="rl-task-column-head">
              {t(`status.${status}`)} <Typography.Text type="secondary">{cards.length}</Typography.Text>
            </header>
            {cards.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kanban.empty')} />
            ) : (
              cards.map((row) => (
                <Card
                  key={row.id}
                  size="small"
                  className="rl-task-card"
                  draggable
                  onDragStart={() => setDragged(row)}
                  onClick={() => onOpen(row.id)}
                  data-task-id={row.id}
                >
                  <div className="rl-task-card-title">{row.title}</div>
                  <Space wrap size={4}>
                    <PriorityTag priority={row.priority} />
                    <DeadlineTag deadline={row.deadline} />
                  </Space>
                  <Typography.Text type="secondary" className="rl-task-card-meta">
                    {row.executors.map((p) => p.name).join('、')} {row.dueAt ?? ''}
                  </Typography.Text>
                  <Progress percent={row.progress} size="small" />
                </Card>
              ))
            )}
          </section>
        );
      })}
      {transition.dialog}
    </div>
  );
}
