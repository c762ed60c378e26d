import { describe, expect, it } from 'vitest';
import { parseTaskCard, taskCardLink } from './card-data.ts';

describe('the task chat card', () => {
  it('reads a shared task and links to its drawer', () => {
    const card = parseTaskCard({
      businessID: 'task',
      taskId: 42,
      title: '核对供应商报价',
      status: 'submitted',
      dueAt: '2026-11-29 18:00',
      executors: '赵丽娟、陈静',
      sharedBy: '马晓东',
    });
    expect(card).toMatchObject({
      taskId: 42,
      status: 'submitted',
      dueAt: '2026-11-29 18:00',
      executors: '赵丽娟、陈静',
    });
    expect(taskCardLink(42)).toBe('#/oa/task/execute?id=42');
  });

  it('refuses a malformed card and falls back on an unknown status', () => {
    expect(parseTaskCard({ taskId: '42' })).toBeNull();
    expect(parseTaskCard({ taskId: -1 })).toBeNull();
    expect(parseTaskCard({ taskId: 7, status: 'hacked', dueAt: 3 })).toMatchObject({
      status: 'todo',
      dueAt: null,
    });
  });
});
