import { attendanceStatsEndpoints as api, type MonthPageBody, type StatsFilter } from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey } from '../../lib/endpoint.ts';

/** The statistics' calls (`/statistics`, contracts attendance/stats.ts) as TanStack Query hooks. */

export type MonthPageQuery = Partial<MonthPageBody> & Pick<MonthPageBody, 'month'>;

export function useMonthPage(body: MonthPageQuery) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.selectMonthPage, request),
    queryFn: () => call(api.selectMonthPage, request),
    // Paging, sorting or searching keeps the old rows on screen (with a spinner) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useMonthSummary(body: { month: string; employeeType?: 1 | 2 }) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.monthSummary, request),
    queryFn: () => call(api.monthSummary, request),
    placeholderData: keepPreviousData,
  });
}

export function useLocks() {
  const request = { body: {} };
  return useQuery({
    queryKey: endpointKey(api.selectLocks, request),
    queryFn: () => call(api.selectLocks, request),
  });
}

/** A staff member's month and its days; nothing is asked until someone is chosen. */
export function useStaffMonth(body: { staffId: number; month: string } | null) {
  const request = { body: body ?? { staffId: 0, month: '' } };
  return useQuery({
    queryKey: endpointKey(api.staffMonth, request),
    queryFn: () => call(api.staffMonth, request),
    enabled: body !== null,
  });
}

/** Locks or unlocks a month; every figure then shows the new state. */
export function useLockMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ month, locked }: { month: string; locked: boolean }) =>
      locked ? call(api.lockMonth, { body: { month } }) : call(api.unlockMonth, { body: { month } }),
    onSuccess: () =>
      Promise.all(
        [api.selectLocks, api.selectMonthPage, api.monthSummary, api.staffMonth].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

/** 月度考勤汇总_YYYYMMDDhhmmss.xlsx of the filtered month. */
export const exportMonth = (body: StatsFilter) => download(api.export, { body });
