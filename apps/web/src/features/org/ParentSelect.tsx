import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { subtreeIds, toTree } from './tree.ts';
import { useAllDepartments } from './use-all-departments.ts';

interface Props {
  /** The department being edited: it and its subtree cannot become its parent. */
  excludeId?: number;
  /** Shown when empty; "top level" unless the select picks something other than a parent. */
  placeholder?: string;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** Picks a department of this company; empty means top level. */
export function ParentSelect({ excludeId, placeholder, id, value, onChange }: Props) {
  const { t } = useTranslation();
  const departments = useAllDepartments();
  const treeData = useMemo(() => {
    const excluded = excludeId === undefined ? new Set<number>() : subtreeIds(departments, excludeId);
    return toTree(departments.filter((d) => !excluded.has(d.id)));
  }, [departments, excludeId]);
  return (
    <TreeSelect
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      showSearch
      treeDefaultExpandAll
      placeholder={placeholder ?? t('org:department.topLevel')}
      treeNodeFilterProp="name"
      fieldNames={{ label: 'name', value: 'id', children: 'children' }}
      treeData={treeData}
    />
  );
}
