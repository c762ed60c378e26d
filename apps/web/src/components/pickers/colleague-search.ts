import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

export interface ColleagueOption {
  value: number;
  /** 姓名 · 部门 */
  label: string;
  /** The name alone. */
  name: string;
}

interface Options {
  /** Pick by login (approvers, invitees, task people) or by staff record (an announcement's audience). */
  by?: 'userId' | 'staffId';
  /** People already chosen, named before any search finds them. */
  known?: readonly { id: number; name: string }[];
  /** How many the search brings back; the address book's first page when nothing is typed. */
  pageSize?: number;
  /** False to search nothing (a picker limited to given people). */
  enabled?: boolean;
}

/**
 * The address-book search behind every colleague picker (`getStaff`, lib/staff-search.ts: name,
 * pinyin, job number, department): options for what is typed, the known names first. The server
 * answers by relevance, so the select must not filter again (`filterOption: false`).
 */
export function useColleagueSearch({
  by = 'userId',
  known = [],
  pageSize = 50,
  enabled = true,
}: Options = {}) {
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text);
  const query = { pageNum: 1, pageSize, searchText: searchText || undefined };
  const { data = [], isFetching } = useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result.list,
    enabled,
  });
  const options = new Map<number, ColleagueOption>(
    known.map((person) => [person.id, { value: person.id, label: person.name, name: person.name }]),
  );
  for (const staff of data) {
    const id = staff[by];
    if (id)
      options.set(id, {
        value: id,
        label: [staff.staffName, staff.deptName].filter(Boolean).join(' · '),
        name: staff.staffName,
      });
  }
  return { options: [...options.values()], loading: isFetching, onSearch: setText };
}
