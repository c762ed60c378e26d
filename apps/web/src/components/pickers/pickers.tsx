import { departmentResource } from '@renli/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';
import { useAllRecords } from '../resource/hooks.ts';

/** The address book's first page when nothing is typed: small companies see everyone at once. */
const PAGE = 100;

interface StaffSelectProps {
  value: number[];
  onChange: (userIds: number[]) => void;
  multiple?: boolean;
  label: string;
  placeholder?: string;
}

/**
 * People of the caller's company by login user id (approvers are logins, docs/product/approval.md),
 * searched through the address book (`getStaff`, lib/staff-search.ts).
 */
export function StaffSelect({ value, onChange, multiple = true, label, placeholder }: StaffSelectProps) {
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text);
  const query = { pageNum: 1, pageSize: PAGE, searchText: searchText || undefined };
  const { data = [], isFetching } = useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result.list,
  });
  const options = data.map((staff) => ({
    value: staff.userId,
    label: staff.deptName ? `${staff.staffName} · ${staff.deptName}` : staff.staffName,
  }));
  return (
    <Select<number | number[]>
      aria-label={label}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={isFetching}
      placeholder={placeholder}
      value={multiple ? value : value[0]}
      style={{ width: '100%' }}
      options={options}
      onChange={(next) => onChange(next === undefined ? [] : Array.isArray(next) ? next : [next])}
    />
  );
}

/** This company's departments, and their names by id for summaries. */
export function useDepartments() {
  const departments = useAllRecords(departmentResource, 'sort');
  const names = new Map(departments.map((department) => [department.id, department.name]));
  return { departments, nameOf: (id: number) => names.get(id) };
}

interface DepartmentSelectProps {
  value: number[];
  onChange: (ids: number[]) => void;
  multiple?: boolean;
  label: string;
  placeholder?: string;
}

export function DepartmentSelect({
  value,
  onChange,
  multiple = true,
  label,
  placeholder,
}: DepartmentSelectProps) {
  const { departments } = useDepartments();
  return (
    <Select<number | number[]>
      aria-label={label}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      value={multiple ? value : value[0]}
      style={{ width: '100%' }}
      options={departments.map((department) => ({ value: department.id, label: department.name }))}
      onChange={(next) => onChange(next === undefined ? [] : Array.isArray(next) ? next : [next])}
    />
  );
}
