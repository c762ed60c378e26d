import { departmentResource } from '@renli/contracts';
import { Select } from 'antd';
import { useResourceList } from '../../components/resource/hooks.ts';

const ALL = { pageNum: 1, pageSize: 100, sortField: 'sort', sortOrder: 'ascend' as const };

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
}

/** Picks one of this company's departments (a flat list; the org screen shows the tree). */
export function DeptSelect({ id, value, onChange, placeholder }: Props) {
  const departments = useResourceList(departmentResource, ALL).data?.list ?? [];
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={departments.map((d) => ({ value: d.id, label: d.name }))}
    />
  );
}
