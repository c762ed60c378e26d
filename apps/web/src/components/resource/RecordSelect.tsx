import { Select } from 'antd';
import { useAllRecords } from './hooks.ts';
import type { BaseRow, ResourceDef } from './types.ts';

type NamedRow = BaseRow & { name: string };

interface Props {
  /** A resource whose rows have an `id` and a `name` (departments, positions, ranks…). */
  resource: ResourceDef<NamedRow>;
  sortField: string;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
}

/** Picks one record of a company resource by name, searchable and clearable. */
export function RecordSelect({ resource, sortField, id, value, onChange, placeholder }: Props) {
  const rows = useAllRecords(resource, sortField);
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={rows.map((row) => ({ value: row.id, label: row.name }))}
    />
  );
}
