import { describe, expect, it } from 'vitest';
import { dropTransition } from './kanban-rules.ts';

describe('kanban drops', () => {
  it('applies the caller’s allowed transition into the column', () => {
    expect(dropTransition({ status: 'todo', actions: ['start', 'submit'] }, 'doing')).toBe('start');
    expect(dropTransition({ status: 'doing', actions: ['submit'] }, 'submitted')).toBe('submit');
    expect(dropTransition({ status: 'submitted', actions: ['accept', 'reject'] }, 'done')).toBe('accept');
    expect(dropTransition({ status: 'submitted', actions: ['accept', 'reject'] }, 'rejected')).toBe('reject');
    expect(dropTransition({ status: 'done', actions: ['reopen'] }, 'doing')).toBe('reopen');
  });

  it('refuses what the caller may not do, and a drop into the same column', () => {
    // An executor cannot accept their own submitted task.
    expect(dropTransition({ status: 'submitted', actions: [] }, 'done')).toBeNull();
    // A task with a reviewer cannot jump from 进行中 to 已完成.
    expect(dropTransition({ status: 'doing', actions: ['submit'] }, 'done')).toBeNull();
    expect(dropTransition({ status: 'doing', actions: ['submit'] }, 'doing')).toBeNull();
  });
});
