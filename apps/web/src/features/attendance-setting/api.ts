import {
  type AttendanceSettings,
  attendanceRulesEndpoints as api,
  type GroupMembers,
  type GroupSave,
  type RosterSave,
  type ShiftSave,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey, upload } from '../../lib/endpoint.ts';

// The setting screen's calls (`/clockRuleCtl`, contracts attendance/rules.ts) as TanStack Query hooks.

export function useShifts(includeArchived = false) {
  const request = { body: { includeArchived } };
  return useQuery({
    queryKey: endpointKey(api.shiftList, request),
    queryFn: async () => (await call(api.shiftList, request)).list,
  });
}

export function useGroups(includeArchived = false) {
  const request = { body: { includeArchived } };
  return useQuery({
    queryKey: endpointKey(api.groupList, request),
    queryFn: async () => (await call(api.groupList, request)).list,
  });
}

export function useGroupVersions(id: number | null) {
  const request = { params: { id: id ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.groupVersions, request),
    queryFn: async () => (await call(api.groupVersions, request)).list,
    enabled: id !== null,
  });
}

/** Names of the members being edited, as the server knows them. */
export function useMemberNames(members: GroupMembers) {
  const request = { body: members };
  const empty = members.deptIds.length + members.staffIds.length + members.excludedStaffIds.length === 0;
  return useQuery({
    queryKey: endpointKey(api.groupMemberNames, request),
    queryFn: () => call(api.groupMemberNames, request),
    enabled: !empty,
    placeholderData: keepPreviousData,
  });
}

export function useRosterGrid(groupId: number | null, month: string) {
  const request = { body: { groupId: groupId ?? 0, month } };
  return useQuery({
    queryKey: endpointKey(api.rosterGrid, request),
    queryFn: () => call(api.rosterGrid, request),
    enabled: groupId !== null,
  });
}

export function useSettings() {
  return useQuery({ queryKey: endpointKey(api.settings), queryFn: () => call(api.settings) });
}

/** Every write may change what the other tabs show (a shift's name in a group, a group's roster). */
function useRulesWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [api.shiftList, api.groupList, api.groupVersions, api.rosterGrid, api.settings].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

export const useSaveShift = () => useRulesWrite((body: ShiftSave) => call(api.shiftSave, { body }));
export const useArchiveShift = () =>
  useRulesWrite((body: { id: number; version: number }) => call(api.shiftArchive, { body }));
export const useSaveGroup = () => useRulesWrite((body: GroupSave) => call(api.groupSave, { body }));
export const useCancelVersion = () =>
  useRulesWrite((body: { groupId: number; version: number; versionId: number }) =>
    call(api.groupCancelVersion, { body }),
  );
export const useArchiveGroup = () =>
  useRulesWrite((body: { id: number; version: number; from: string }) => call(api.groupArchive, { body }));
export const useSaveRoster = () => useRulesWrite((body: RosterSave) => call(api.rosterSave, { body }));
export const useImportRoster = () =>
  useRulesWrite(({ groupId, file }: { groupId: number; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return upload(api.rosterImport, form, { query: { groupId } }, { silent: true });
  });
export const useSaveSettings = () =>
  useRulesWrite((body: { settings: AttendanceSettings; version: number }) =>
    call(api.settingsSave, { body }),
  );

/** 排班表_YYYYMMDDhhmmss.xlsx of a group's month (also the import's template). */
export const exportRoster = (groupId: number, month: string) =>
  download(api.rosterExport, { body: { groupId, month } });
