import type { TaskRole } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  checkTransition,
  deadlineState,
  fromChinaMinute,
  progressOf,
  toChinaMinute,
  transitionBetween,
} from './rules.ts';

const roles = (...list: TaskRole[]) => new Set<TaskRole>(list);

describe('the transition table by role', () => {
  it('lets only executors submit, and only when the task has a reviewer', () => {
    expect(checkTransition('submit', 'doing', roles('executor'), true)).toBeNull();
    expect(checkTransition('submit', 'doing', roles('owner', 'creator', 'participant'), true)).toBe('role');
    expect(checkTransition('submit', 'doing', roles('executor'), false)).toBe('reviewer');
    expect(checkTransition('submit', 'done', roles('executor'), true)).toBe('status');
  });

  it('lets only the reviewer accept or reject a submitted task', () => {
    expect(checkTransition('accept', 'submitted', roles('reviewer'), true)).toBeNull();
    expect(checkTransition('reject', 'submitted', roles('reviewer'), true)).toBeNull();
    expect(checkTransition('accept', 'submitted', roles('executor', 'owner', 'creator'), true)).toBe('role');
    expect(checkTransition('accept', 'doing', roles('reviewer'), true)).toBe('status');
  });

  it('completes a task without a reviewer directly, by an executor or the owner', () => {
    expect(checkTransition('complete', 'doing', roles('owner'), false)).toBeNull();
    expect(checkTransition('complete', 'doing', roles('executor'), true)).toBe('reviewer');
    expect(checkTransition('complete', 'doing', roles('participant'), false)).toBe('role');
  });

  it('lets the creator or owner cancel and reopen, nobody else', () => {
    expect(checkTransition('cancel', 'submitted', roles('creator'), true)).toBeNull();
    expect(checkTransition('cancel', 'doing', roles('executor', 'reviewer'), true)).toBe('role');
    expect(checkTransition('cancel', 'done', roles('owner'), true)).toBe('status');
    expect(checkTransition('reopen', 'cancelled', roles('owner'), true)).toBeNull();
  });

  it('lists what a role may do now', () => {
    expect(allowedTransitions('todo', roles('executor'), true)).toEqual(['start', 'submit']);
    expect(allowedTransitions('rejected', roles('executor', 'owner'), true)).toEqual([
      'start',
      'submit',
      'cancel',
    ]);
    expect(allowedTransitions('submitted', roles('reviewer'), true)).toEqual(['accept', 'reject']);
    expect(allowedTransitions('done', roles('participant'), true)).toEqual([]);
  });

  it('finds the transition a kanban drop means, or none', () => {
    expect(transitionBetween('todo', 'doing', true)).toBe('start');
    expect(transitionBetween('doing', 'submitted', true)).toBe('submit');
    expect(transitionBetween('doing', 'done', false)).toBe('complete');
    expect(transitionBetween('submitted', 'done', true)).toBe('accept');
    expect(transitionBetween('doing', 'done', true)).toBeNull();
    expect(transitionBetween('done', 'todo', true)).toBeNull();
  });
});

describe('deadline marks in China dates', () => {
  // 2026-11-26 23:30 in China is 15:30 UTC.
  const now = new Date('2026-11-26T15:30:00Z');

  it('marks a due instant already passed as overdue, by minutes', () => {
    expect(deadlineState(fromChinaMinute('2026-11-26 23:29'), 'doing', now)).toBe('overdue');
    expect(deadlineState(fromChinaMinute('2026-11-26 23:31'), 'doing', now)).toBe('dueToday');
  });

  it('marks tomorrow by the China date, though UTC is still on the 26th', () => {
    // 2026-11-27 07:00 China = 2026-11-26 23:00 UTC: the same UTC day as now, but China's tomorrow.
    expect(deadlineState(fromChinaMinute('2026-11-27 07:00'), 'todo', now)).toBe('dueTomorrow');
    expect(deadlineState(fromChinaMinute('2026-11-27 23:59'), 'rejected', now)).toBe('dueTomorrow');
    expect(deadlineState(fromChinaMinute('2026-11-28 00:00'), 'todo', now)).toBeNull();
  });

  it('marks nothing on submitted, finished or cancelled tasks, or without a due date', () => {
    const past = fromChinaMinute('2026-11-20 18:00');
    expect(deadlineState(past, 'submitted', now)).toBeNull();
    expect(deadlineState(past, 'done', now)).toBeNull();
    expect(deadlineState(past, 'cancelled', now)).toBeNull();
    expect(deadlineState(null, 'doing', now)).toBeNull();
  });

  it('reads and writes China wall clock minutes', () => {
    expect(fromChinaMinute('2026-11-27 08:00').toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(toChinaMinute(new Date('2026-11-26T16:05:00Z'))).toBe('2026-11-27 00:05');
    expect(toChinaMinute(null)).toBeNull();
  });
});

describe('progress', () => {
  it('is the share of finished subtasks, cancelled ones left out', () => {
    // 2 of 3 counted subtasks done: 66.7 % rounds to 67.
    expect(
      progressOf(10, [{ status: 'done' }, { status: 'done' }, { status: 'doing' }, { status: 'cancelled' }]),
    ).toBe(67);
    expect(progressOf(10, [{ status: 'todo' }, { status: 'submitted' }])).toBe(0);
  });

  it('is the task’s own without subtasks (or with only cancelled ones)', () => {
    expect(progressOf(40, [])).toBe(40);
    expect(progressOf(40, [{ status: 'cancelled' }])).toBe(40);
  });
});
