import { describe, expect, it } from 'vitest';
import { canLoadMore, emptyMemberList, type MemberListState, memberListReducer } from './member-list.ts';

const member = (userID: string) => ({ userID, nick: userID.toUpperCase(), avatar: '' });

describe('memberListReducer', () => {
  it('appends pages and remembers the cursor and completion', () => {
    let state = memberListReducer(emptyMemberList, { type: 'start' });
    expect(state.status).toBe('loading');
    state = memberListReducer(state, {
      type: 'success',
      page: { list: [member('a'), member('b')], cursor: 'c1', isCompleted: false },
    });
    expect(state).toEqual({
      members: [member('a'), member('b')],
      cursor: 'c1',
      isCompleted: false,
      status: 'ready',
    });
    state = memberListReducer(state, {
      type: 'success',
      page: { list: [member('c')], cursor: '', isCompleted: true },
    });
    expect(state.members.map((m) => m.userID)).toEqual(['a', 'b', 'c']);
    expect(state.isCompleted).toBe(true);
  });

  it('shows a member who moved between pages once', () => {
    const state: MemberListState = {
      members: [member('a')],
      cursor: 'c1',
      isCompleted: false,
      status: 'loading',
    };
    const next = memberListReducer(state, {
      type: 'success',
      page: { list: [member('a'), member('b')], cursor: 'c2', isCompleted: false },
    });
    expect(next.members.map((m) => m.userID)).toEqual(['a', 'b']);
  });

  it('keeps the members and cursor on failure so a retry asks for the same page', () => {
    const state: MemberListState = {
      members: [member('a')],
      cursor: 'c1',
      isCompleted: false,
      status: 'loading',
    };
    const failed = memberListReducer(state, { type: 'failure' });
    expect(failed).toEqual({ ...state, status: 'error' });
    expect(canLoadMore(failed)).toBe(true);
  });

  it('allows another page only when idle, ready or failed and not complete', () => {
    expect(canLoadMore(emptyMemberList)).toBe(true);
    expect(canLoadMore({ ...emptyMemberList, status: 'loading' })).toBe(false);
    expect(canLoadMore({ ...emptyMemberList, status: 'ready', isCompleted: true })).toBe(false);
    expect(canLoadMore({ ...emptyMemberList, status: 'ready' })).toBe(true);
  });
});
