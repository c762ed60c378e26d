import { permissionsEndpoints as api, type CompanyColumns, type StaffGrant } from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { authKeys } from '../../lib/session-queries.ts';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

const keys = {
  company: endpointKey(api.companyColumns),
  staff: (staffId: number) => endpointKey(api.staffSet, { query: { staffId } }),
};

/** A change can alter the caller's own modules, so the auth summary is refreshed with the sets. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.company }),
      client.invalidateQueries({ queryKey: endpointKey(api.staffSet) }),
      client.invalidateQueries({ queryKey: authKeys.summary }),
    ]);
}

export function useCompanyColumns() {
  return useQuery({
    queryKey: keys.company,
    queryFn: () => call(api.companyColumns),
  });
}

export function useUpdateCompanyColumns() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (columns: CompanyColumns['columns']) => call(api.updateCompanyColumns, { body: { columns } }),
    onSuccess: refresh,
  });
}

export function useStaffPermissions(staffId: number | null) {
  return useQuery({
    queryKey: keys.staff(staffId ?? 0),
    queryFn: () => call(api.staffSet, { query: { staffId: staffId! } }),
    enabled: staffId !== null,
  });
}

export function useSaveStaffPermissions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { staffId: number; columns: StaffGrant[] }) => call(api.updateStaffSet, { body }),
    onSuccess: refresh,
  });
}

export function useEmptyStaffPermissions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (staffId: number) => call(api.emptyStaffSet, { body: { staffId } }),
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
