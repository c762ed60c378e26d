import type { WireGroupMember } from '@renli/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requireChat } from '../session/chat-client.ts';
import { chatStore } from '../state/chat-store.ts';
import { MEMBER_PAGE_SIZE } from './group-rules.ts';

export type GroupMember = WireGroupMember;

/**
 * Re-reads a group's profile into the store: member counts are not pushed to members when people
 * join or leave (only tips are), so the screens refresh after their own changes.
 */
export async function refreshGroup(groupID: string): Promise<void> {
  const { data } = await requireChat().getGroupProfile({ groupID });
  chatStore.setState((s) => ({ groups: { ...s.groups, [groupID]: data.group } }));
}

interface MemberPages {
  members: GroupMember[];
  /** The next page's cursor; '' when all are loaded. */
  offset: string;
  loading: boolean;
  failed: boolean;
}

/**
 * The group's members in pages of 100 (docs/chat-ui.md). `reload` starts over (after a change);
 * `version` changes (the group's profile in the store) reload too.
 */
export function useGroupMembers(groupID: string, version: unknown) {
  const [pages, setPages] = useState<MemberPages>({ members: [], offset: '', loading: true, failed: false });
  const ticket = useRef(0);

  const load = useCallback(
    async (offset: string) => {
      const mine = ++ticket.current;
      setPages((p) => ({ ...p, loading: true, failed: false }));
      try {
        const { data } = await requireChat().getGroupMemberList({ groupID, count: MEMBER_PAGE_SIZE, offset });
        if (mine !== ticket.current) return;
        setPages((p) => ({
          members: offset ? [...p.members, ...data.memberList] : data.memberList,
          offset: data.offset,
          loading: false,
          failed: false,
        }));
      } catch {
        if (mine === ticket.current) setPages((p) => ({ ...p, loading: false, failed: true }));
      }
    },
    [groupID],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reason to reload
  useEffect(() => {
    void load('');
  }, [load, version]);

  return {
    ...pages,
    reload: () => load(''),
    loadMore: () => (pages.offset && !pages.loading ? load(pages.offset) : Promise.resolve()),
  };
}
