import { useCallback, useEffect, useRef, useState } from 'react';
import {
  canLoadMore,
  emptyMemberList,
  type MemberListAction,
  type MemberListState,
  memberListReducer,
} from './member-list.ts';
import { READ_FILTER, type ReadReceiptPanelProps, type ReadTab } from './types.ts';

const FILTER_OF_TAB = { unread: READ_FILTER.UNREAD, read: READ_FILTER.READ } as const;

type Lists = Record<ReadTab, MemberListState>;

/** Both tabs' lists, each loaded page by page through the caller's `load`. */
export function useMemberLists(load: ReadReceiptPanelProps['load']) {
  const [lists, setLists] = useState<Lists>({ unread: emptyMemberList, read: emptyMemberList });
  // The state above lags behind clicks; this mirror lets two quick clicks start only one request.
  const current = useRef(lists);
  const loadRef = useRef(load);
  const mounted = useRef(true);

  useEffect(() => {
    loadRef.current = load;
  }, [load]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const apply = useCallback((tab: ReadTab, action: MemberListAction) => {
    const next = { ...current.current, [tab]: memberListReducer(current.current[tab], action) };
    current.current = next;
    setLists(next);
  }, []);

  const loadMore = useCallback(
    async (tab: ReadTab) => {
      const state = current.current[tab];
      if (!canLoadMore(state)) return;
      apply(tab, { type: 'start' });
      try {
        const page = await loadRef.current(FILTER_OF_TAB[tab], state.cursor);
        if (mounted.current) apply(tab, { type: 'success', page });
      } catch {
        if (mounted.current) apply(tab, { type: 'failure' });
      }
    },
    [apply],
  );

  return { lists, loadMore };
}
