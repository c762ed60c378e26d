import {
  punchEndpoints as api,
  type CorrectPunchBody,
  type DayFilter,
  type DayPageBody,
  type PunchBody,
  type StaffDaysBody,
  type VoidPunchBody,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointKey, upload } from '../../lib/endpoint.ts';

/** `/cPunchCard` (contracts attendance/punch.ts) as TanStack Query hooks. */

export const usePunchToday = () =>
  useQuery({ queryKey: endpointKey(api.today), queryFn: () => call(api.today) });

export const useStaffDays = (body: StaffDaysBody | null) =>
  useQuery({
    queryKey: endpointKey(api.staffDays, { body: body ?? { from: '', to: '' } }),
    queryFn: () => call(api.staffDays, { body: body! }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

export const useDayPage = (body: DayPageBody) =>
  useQuery({
    queryKey: endpointKey(api.selectDayPage, { body }),
    queryFn: () => call(api.selectDayPage, { body }),
    placeholderData: keepPreviousData,
  });

/** Everything a punch changes: the card, the days and the records lists. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [api.today, api.staffDays, api.selectDayPage].map((endpoint) =>
        client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
      ),
    );
}

export function usePunch() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: PunchBody) => call(api.punch, { body }), onSuccess: refresh });
}

/** Corrections answer their errors on the dialog's fields (`silent`). */
export function useCorrectPunch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CorrectPunchBody) => call(api.correct, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useVoidPunch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: VoidPunchBody) => call(api.void, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

/** The import answers row errors in `data.errors`; the dialog lists them (`silent`). */
export function useImportPunches() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload(api.import, form, undefined, { silent: true });
    },
    onSuccess: refresh,
  });
}

export const exportDays = (body: DayFilter) => download(api.export, { body });
export const downloadTemplate = () => download(api.importTemplate);
