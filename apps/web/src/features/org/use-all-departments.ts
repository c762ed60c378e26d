import { type Department, departmentResource } from '@renli/contracts';
import { useResourceList } from '../../components/resource/hooks.ts';

/** The contract's largest page: enough for a company's departments in a select and a name lookup. */
const ALL = { pageNum: 1, pageSize: 100, sortField: 'sort', sortOrder: 'ascend' as const };

/** This company's departments (the server scopes the list to the caller's company). */
export function useAllDepartments(): Department[] {
  return useResourceList(departmentResource, ALL).data?.list ?? [];
}
