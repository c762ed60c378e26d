import { attendanceCalendarEndpoints as api, type SetCalendarDayBody } from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/endpoint.ts';

/** The calendar's calls (`/clockRuleCtl/calendar`, contracts attendance/calendar.ts). */

export function useCalendarYear(year: number) {
  const request = { query: { year } };
  return useQuery({
    queryKey: endpointKey(api.selectYear, request),
    queryFn: () => call(api.selectYear, request),
    // Another year keeps the shown one on screen (with a spinner) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** Setting or restoring a day refreshes every year shown; the dialog shows refusals itself. */
function useDayWrite<A>(send: (input: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(api.selectYear) }),
  });
}

export const useSetDay = () =>
  useDayWrite((body: SetCalendarDayBody) => call(api.setDay, { body }, { silent: true }));

export const useClearDay = () =>
  useDayWrite((day: string) => call(api.clearDay, { body: { day } }, { silent: true }));
