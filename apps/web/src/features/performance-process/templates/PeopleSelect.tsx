import { Select } from 'antd';
import { useColleagueSearch } from '../../../components/pickers/colleague-search.ts';

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
  const { options, loading, onSearch } = useColleagueSearch({ pageSize: 100 });
  return (
    <Select<number[]>
      mode="multiple"
      showSearch={{ filterOption: false, onSearch }}
      loading={loading}
      placeholder={placeholder}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
