import {
  permissionsEndpoints as api,
  authEndpoints,
  type CompanyColumns,
  type StaffGrant,
} from '@renli/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { searchStaff, staffSearchKey } from '../../lib/staff-search.ts';

/** A change can alter the caller's own modules, so the auth summary is refreshed with the sets. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [api.companyColumns, api.staffSet, authEndpoints.selectAuthByToken].map((read) =>
        client.invalidateQueries({ queryKey: endpointKey(read) }),
      ),
    );
}

export function useCompanyColumns() {
  return useQuery({
    queryKey: endpointKey(api.companyColumns),
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
  const request = { query: { staffId: staffId ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.staffSet, request),
    queryFn: () => call(api.staffSet, request),
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
