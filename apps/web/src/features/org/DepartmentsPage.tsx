import { type Department, departmentResource } from '@renli/contracts';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { ParentSelect } from './ParentSelect.tsx';
import { toTree } from './tree.ts';

const config = defineResourcePage<Department>({
  resource: departmentResource,
  titleKey: 'org:department.title',
  itemKey: 'org:department.item',
  // A department cannot move under itself or its own subtree; empty means top level.
  inputs: { parentId: (editing) => <ParentSelect excludeId={editing?.id} /> },
  tree: toTree,
});

/**
 * Settings › organisation (`#/other/setting/org`): the company's departments as a tree. Removal is the
 * server's soft delete (status 2); it refuses a department that still has sub-departments or staff,
 * and the HTTP client shows that refusal.
 */
export function DepartmentsPage() {
  return <ResourcePage config={config} />;
}
