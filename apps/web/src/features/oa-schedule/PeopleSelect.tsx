import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

/**
 * Colleagues picked by login, searched as the address book searches; `known` names the ones already
 * chosen (an event's invitees) so they read as names before any search.
 */
export function PeopleSelect({
  id,
  value,
  onChange,
  placeholder,
  known = [],
  exclude = [],
  onLabels,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder?: string;
  known?: { userId: number; name: string }[];
  exclude?: number[];
  /** Told the names of the people the search found, for callers that list picked people. */
  onLabels?: (labels: Map<number, string>) => void;
}) {
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text);
  const query = { pageNum: 1, pageSize: 50, searchText: searchText || undefined };
  const { data = [], isFetching } = useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result.list,
  });
  const options = new Map<number, string>(known.map((k) => [k.userId, k.name]));
  for (const staff of data)
    if (staff.userId)
      options.set(staff.userId, [staff.staffName, staff.deptName].filter(Boolean).join(' · '));
  for (const userId of exclude) options.delete(userId);
  const found = new Map(data.filter((s) => s.userId).map((s) => [s.userId as number, s.staffName]));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={isFetching}
      placeholder={placeholder}
      value={value ?? []}
      onChange={(next) => {
        onLabels?.(found);
        onChange?.(next);
      }}
      options={[...options].map(([userId, label]) => ({ value: userId, label }))}
      style={{ width: '100%' }}
    />
  );
}
