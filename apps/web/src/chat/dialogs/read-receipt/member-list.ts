import type { ReadMember, ReadMemberPage } from './types.ts';

/**
 * One tab's list of the read-receipt panel, paged by cursor. Pure, so paging, failure and retry are
 * testable without rendering.
 */
export interface MemberListState {
  members: ReadMember[];
  cursor: string;
  isCompleted: boolean;
  /** idle: never asked; ready: the last page arrived; error: the last request failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export type MemberListAction =
  | { type: 'start' }
  | { type: 'success'; page: ReadMemberPage }
  | { type: 'failure' };

export const emptyMemberList: MemberListState = {
  members: [],
  cursor: '',
  isCompleted: false,
  status: 'idle',
};

/** Another page may be asked for: nothing is in flight and the server has more. */
export const canLoadMore = (state: MemberListState) => state.status !== 'loading' && !state.isCompleted;

export function memberListReducer(state: MemberListState, action: MemberListAction): MemberListState {
  switch (action.type) {
    case 'start':
      return { ...state, status: 'loading' };
    case 'success': {
      // Receipts keep arriving while the panel is open, so a member can move between pages: show once.
      const seen = new Set(state.members.map((member) => member.userID));
      const fresh = action.page.list.filter((member) => !seen.has(member.userID));
      return {
        members: [...state.members, ...fresh],
        cursor: action.page.cursor,
        isCompleted: action.page.isCompleted,
        status: 'ready',
      };
    }
    case 'failure':
      // The cursor stays, so a retry asks for the same page again.
      return { ...state, status: 'error' };
  }
}
