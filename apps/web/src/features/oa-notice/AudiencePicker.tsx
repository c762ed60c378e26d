import { departmentResource } from '@renli/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllRecords } from '../../components/resource/hooks.ts';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

interface DeptNode {
  value: number;
  title: string;
  children: DeptNode[];
}

/** The company's departments as a tree; choosing one covers the departments below it. */
export function DepartmentsPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number[];
  onChange?: (v: number[]) => void;
}) {
  const { t } = useTranslation('oa-notice');
  const rows = useAllRecords(departmentResource, 'sort') as {
    id: number;
    name: string;
    parentId: number | null;
  }[];
  const tree = useMemo(() => {
    const node = (parentId: number | null): DeptNode[] =>
      rows
        .filter((row) => (row.parentId ?? null) === parentId)
        .map((row) => ({ value: row.id, title: row.name, children: node(row.id) }));
    return node(null);
  }, [rows]);
  return (
    <TreeSelect
      id={id}
      multiple
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={t('editor.departmentsPlaceholder')}
      value={value ?? []}
      onChange={(next) => onChange?.(next as number[])}
      treeData={tree}
      style={{ width: '100%' }}
    />
  );
}

/** Several staff members, searched by name on the server. */
export function StaffPicker({
  id,
  value,
  onChange,
  labels,
}: {
  id?: string;
  value?: number[];
  onChange?: (v: number[]) => void;
  labels?: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation('oa-notice');
  const [text, setText] = useState('');
  const searchText = useDeferredValue(text);
  const query = { pageNum: 1, pageSize: 30, searchText: searchText || undefined };
  const { data = [], isFetching } = useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result.list,
  });
  const [known, setKnown] = useState(new Map<number, string>(labels ?? []));
  const options = useMemo(() => {
    const all = new Map(known);
    for (const staff of data)
      all.set(staff.staffId, `${staff.staffName}${staff.deptName ? ` · ${staff.deptName}` : ''}`);
    return [...all].map(([v, label]) => ({ value: v, label }));
  }, [data, known]);
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={isFetching}
      placeholder={t('editor.staffPlaceholder')}
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
