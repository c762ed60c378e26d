import { type Department, departmentResource } from '@renli/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { ParentSelect } from './ParentSelect.tsx';
import { toTree } from './tree.ts';
import { useAllDepartments } from './use-all-departments.ts';

/**
 * Settings › organisation (`#/other/setting/org`): the company's departments as a tree. Removal is the
 * server's soft delete (status 2); it refuses a department that still has sub-departments or staff,
 * and the HTTP client shows that refusal.
 */
export function DepartmentsPage() {
  const { i18n } = useTranslation();
  const departments = useAllDepartments();
  const config = useMemo(() => {
    const names = new Map(departments.map((d) => [d.id, d.name]));
    const parentName = (d: Department) =>
      d.parentId === null ? '' : (names.get(d.parentId) ?? `#${d.parentId}`);
    const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);
    return defineResourcePage<Department>({
      resource: departmentResource,
      titleKey: 'org:department.title',
      itemKey: 'org:department.item',
      columns: [
        { key: 'name', titleKey: 'org:department.name' },
        { key: 'parentId', titleKey: 'org:department.parent', render: parentName },
        { key: 'sort', titleKey: 'org:department.sort', width: 100 },
        {
          key: 'createdAt',
          titleKey: 'org:department.createdAt',
          hidden: true,
          render: (d) => time(d.createdAt),
        },
        {
          key: 'updatedAt',
          titleKey: 'org:department.updatedAt',
          hidden: true,
          render: (d) => time(d.updatedAt),
        },
      ],
      filters: [
        { name: 'name', labelKey: 'org:department.name' },
        { name: 'parentId', labelKey: 'org:department.parent', input: <ParentSelect /> },
      ],
      form: [
        { name: 'name', labelKey: 'org:department.name' },
        {
          name: 'parentId',
          labelKey: 'org:department.parent',
          input: (editing) => <ParentSelect excludeId={editing?.id} />,
        },
        { name: 'sort', labelKey: 'org:department.sort' },
      ],
      tree: toTree,
    });
  }, [departments, i18n.language]);
  return <ResourcePage config={config} />;
}
