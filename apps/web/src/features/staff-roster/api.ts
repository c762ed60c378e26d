import { staffRosterEndpoints as api, type RosterExportBody, type RosterPageBody } from '@renli/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download, endpointKey } from '../../lib/endpoint.ts';

/** The roster's calls (`/staffRoster`, contracts staff-hr/roster.ts) as TanStack Query hooks. */

export type RosterQuery = Partial<RosterPageBody>;

export function useRosterPage(body: RosterQuery) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.selectPage, request),
    queryFn: () => call(api.selectPage, request),
    // Paging, sorting or filtering keeps the old rows on screen (with a spinner) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useRosterStats(body: { asOf?: string; employeeType?: 1 | 2 }) {
  const request = { body };
  return useQuery({ queryKey: endpointKey(api.stats, request), queryFn: () => call(api.stats, request) });
}

/** 花名册_YYYYMMDDhhmmss.xlsx of the filtered roster with the chosen columns. */
export const exportRoster = (body: Partial<RosterExportBody> & Pick<RosterExportBody, 'columns'>) =>
  download(api.export, { body });
