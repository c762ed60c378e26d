import { departmentResource } from '@renli/contracts';
import { Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useAllRecords } from '../resource/hooks.ts';
import { useColleagueSearch } from './colleague-search.ts';

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
  const { options, loading, onSearch } = useColleagueSearch({ pageSize: PAGE });
  return (
    <Select<number | number[]>
      aria-label={label}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch }}
      loading={loading}
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

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

/** Several of the company's departments as a tree; choosing one covers the departments below it. */
export function DepartmentTreeSelect({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder?: string;
}) {
  const { departments } = useDepartments();
  const tree = useMemo(() => {
    const below = (parentId: number | null): TreeNode[] =>
      departments
        .filter((department) => (department.parentId ?? null) === parentId)
        .map((department) => ({
          value: department.id,
          title: department.name,
          children: below(department.id),
        }));
    return below(null);
  }, [departments]);
  return (
    <TreeSelect
      id={id}
      multiple
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={placeholder}
      value={value ?? []}
      onChange={(next) => onChange?.(next as number[])}
      treeData={tree}
      style={{ width: '100%' }}
    />
  );
}

/**
 * Several staff members by staff record (a cycle's or an announcement's people), searched as the
 * address book searches; the names chosen earlier stay while the search shows others.
 */
export function StaffRecordsSelect({
  id,
  value,
  onChange,
  labels,
  placeholder,
}: {
  id?: string;
  value?: number[];
  onChange?: (staffIds: number[]) => void;
  /** Names of the staff already chosen, by staff id. */
  labels?: ReadonlyMap<number, string>;
  placeholder?: string;
}) {
  const [known, setKnown] = useState(new Map<number, string>(labels ?? []));
  const { options, loading, onSearch } = useColleagueSearch({
    by: 'staffId',
    known: [...known].map(([staffId, name]) => ({ id: staffId, name })),
    pageSize: 30,
  });
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch }}
      loading={loading}
      placeholder={placeholder}
      value={value ?? []}
      onChange={(next) => {
        setKnown(new Map(options.filter((o) => next.includes(o.value)).map((o) => [o.value, o.label])));
        onChange?.(next);
      }}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
