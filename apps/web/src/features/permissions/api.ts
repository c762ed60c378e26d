import {
  type CompanyColumns,
  companyColumnsSchema,
  type StaffGrant,
  type StaffPermissionSet,
  staffPermissionSetSchema,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

const keys = {
  company: ['permissions', 'company'] as const,
  staff: (staffId: number) => ['permissions', 'staff', staffId] as const,
};

/** A change can alter the caller's own modules, so the auth summary is refreshed with the sets. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['permissions'] }),
      client.invalidateQueries({ queryKey: ['auth', 'summary'] }),
    ]);
}

export function useCompanyColumns() {
  return useQuery({
    queryKey: keys.company,
    queryFn: () => http.get('/cPowerSetCtl/select', undefined, { schema: companyColumnsSchema }),
  });
}

export function useUpdateCompanyColumns() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (columns: CompanyColumns['columns']) =>
      http.post('/cPowerSetCtl/update', { columns }, { schema: companyColumnsSchema }),
    onSuccess: refresh,
  });
}

export function useStaffPermissions(staffId: number | null) {
  return useQuery({
    queryKey: keys.staff(staffId ?? 0),
    queryFn: () =>
      http.get('/cAccountAuthCtl/select', { staffId: staffId! }, { schema: staffPermissionSetSchema }),
    enabled: staffId !== null,
  });
}

export function useSaveStaffPermissions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { staffId: number; columns: StaffGrant[] }): Promise<StaffPermissionSet> =>
      http.post('/cAccountAuthCtl/update', input, { schema: staffPermissionSetSchema }),
    onSuccess: refresh,
  });
}

export function useEmptyStaffPermissions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (staffId: number): Promise<StaffPermissionSet> =>
      http.post('/cAccountAuthCtl/empty', { staffId }, { schema: staffPermissionSetSchema }),
    onSuccess: refresh,
  });
}

/** Staff to pick from: the address book search (`getStaff`), first page. */
export function useStaffOptions(searchText: string) {
  const query = { pageNum: 1, pageSize: 20, searchText: searchText || undefined };
  return useQuery({
    queryKey: staffSearchKey(query),
    queryFn: async () => (await searchStaff(query)).result,
    select: (result) => result.list,
  });
}
