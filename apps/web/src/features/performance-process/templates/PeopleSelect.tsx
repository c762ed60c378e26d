import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { searchStaff, staffSearchKey } from '../../../lib/staff-search.ts';

/** Staff of the company picked by login (a designated reviewer level's `userIds`), searched as the address book searches. */
export function PeopleSelect({
  value,
  onChange,
  placeholder,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text);
  const query = { pageNum: 1, pageSize: 100, searchText: searchText || undefined };
  const { data = [], isFetching } = useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result.list,
  });
  return (
    <Select<number[]>
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={isFetching}
      placeholder={placeholder}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={data.map((staff) => ({
        value: staff.userId,
        label: [staff.staffName, staff.deptName].filter(Boolean).join(' · '),
      }))}
      style={{ width: '100%' }}
    />
  );
}
