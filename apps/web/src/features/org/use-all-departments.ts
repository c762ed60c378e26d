import { type Department, departmentResource } from '@renli/contracts';
import { useAllRecords } from '../../components/resource/hooks.ts';

/** This company's departments (the server scopes the list to the caller's company). */
export function useAllDepartments(): Department[] {
  return useAllRecords(departmentResource, 'sort');
}
