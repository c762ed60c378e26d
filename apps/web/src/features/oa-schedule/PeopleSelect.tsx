import { Select } from 'antd';
import { useColleagueSearch } from '../../components/pickers/colleague-search.ts';

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
  const { options, loading, onSearch } = useColleagueSearch({
    known: known.map((k) => ({ id: k.userId, name: k.name })),
  });
  const allowed = options.filter((option) => !exclude.includes(option.value));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch }}
      loading={loading}
      placeholder={placeholder}
      value={value ?? []}
      onChange={(next) => {
        onLabels?.(new Map(options.map((option) => [option.value, option.name])));
        onChange?.(next);
      }}
      options={allowed}
      style={{ width: '100%' }}
    />
  );
}
