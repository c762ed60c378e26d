import {
  meetingsEndpoints as api,
  type MeetingListBody,
  type SaveMeetingBody,
  type SaveRoomBody,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';

// The meetings screens' calls (`/meetingRoom/*`, `/meeting/*`; contracts oa/meetings.ts).

export function useRooms(day: string, all = false) {
  const request = { body: { day, all } };
  return useQuery({
    queryKey: endpointKey(api.rooms, request),
    queryFn: () => call(api.rooms, request),
    placeholderData: keepPreviousData,
  });
}

export function useMeetings(body: MeetingListBody) {
  const request = { body };
  return useQuery({
    queryKey: endpointKey(api.list, request),
    queryFn: () => call(api.list, request),
    placeholderData: keepPreviousData,
  });
}

export function useMeeting(meetingId: number | null) {
  const request = { body: { meetingId: meetingId ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.detail, request),
    queryFn: () => call(api.detail, request),
    enabled: meetingId !== null,
    retry: false,
  });
}

/** After any change the rooms' strips, the lists and the details are read again. */
function useMeetingsMutation<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [api.rooms, api.list, api.detail].map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      ),
  });
}

export const useSaveRoom = () => useMeetingsMutation((body: SaveRoomBody) => call(api.saveRoom, { body }));
export const useDeleteRoom = () =>
  useMeetingsMutation((roomId: number) => call(api.deleteRoom, { body: { roomId } }));
export const useSaveMeeting = () => useMeetingsMutation((body: SaveMeetingBody) => call(api.save, { body }));
export const useCancelMeeting = () =>
  useMeetingsMutation((meetingId: number) => call(api.cancel, { body: { meetingId } }));
export const useRespond = () =>
  useMeetingsMutation((body: { meetingId: number; response: 'accepted' | 'declined' }) =>
    call(api.respond, { body }),
  );
export const useSaveMinutes = () =>
  useMeetingsMutation((body: { meetingId: number; minutes: string }) => call(api.saveMinutes, { body }));
export const useJoin = () =>
  useMeetingsMutation((meetingId: number) => call(api.join, { body: { meetingId } }));
