import {
  calendarEndpoints as api,
  type DeleteEventBody,
  type EventsBody,
  type MoveEventBody,
  type RespondBody,
  type SaveEventBody,
  type SaveSharesBody,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';

// The calendar's calls (docs/product/oa-schedule.md, "Endpoints"). Every change refreshes the
// calendar and the open event.

export function useCalendarEvents(body: EventsBody | null) {
  return useQuery({
    queryKey: endpointKey(api.events, { body: body ?? { from: '', to: '' } }),
    queryFn: () => call(api.events, { body: body! }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEventDetail(id: number | null, occurrenceStart: string | null) {
  const body = { id: id ?? 0, occurrenceStart };
  return useQuery({
    queryKey: endpointKey(api.detail, { body }),
    queryFn: () => call(api.detail, { body }),
    enabled: id !== null,
  });
}

export function useShares() {
  return useQuery({ queryKey: endpointKey(api.shares), queryFn: () => call(api.shares) });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: endpointKey(api.events) }),
      client.invalidateQueries({ queryKey: endpointKey(api.detail) }),
    ]);
}

export function useSaveEvent() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: SaveEventBody) => call(api.save, { body }), onSuccess: refresh });
}

export function useMoveEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: MoveEventBody) => call(api.move, { body }),
    onSettled: refresh,
  });
}

export function useDeleteEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DeleteEventBody) => call(api.delete, { body }),
    onSuccess: refresh,
  });
}

export function useRespond() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: RespondBody) => call(api.respond, { body }), onSuccess: refresh });
}

export function useSaveShares() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSharesBody) => call(api.saveShares, { body }),
    onSuccess: (data) => client.setQueryData(endpointKey(api.shares), data),
  });
}
