import {
  notificationsEndpoints as api,
  REMINDER_PREVIEW_SIZE,
  type ReminderQuery,
  reminderResource,
  resourceEndpoints,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/endpoint.ts';

/**
 * The unread count is polled (every minute and when the window regains focus) rather than pushed:
 * reminders belong to one identity while chat sockets belong to the login (docs/decisions.md).
 */
export const COUNT_POLL_MS = 60_000;

const kit = resourceEndpoints(reminderResource);

export function useUnreadCount() {
  return useQuery({
    queryKey: endpointKey(api.unreadCount),
    queryFn: () => call(api.unreadCount, undefined, { silent: true }),
    refetchInterval: COUNT_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useReminders(query: ReminderQuery, enabled = true) {
  return useQuery({
    queryKey: endpointKey(api.selectByType, { body: query }),
    queryFn: () => call(api.selectByType, { body: query }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

const UNREAD_PREVIEW: ReminderQuery = { read: false, pageNum: 1, pageSize: REMINDER_PREVIEW_SIZE };

/** The workbench's newest unread reminders; the page's total is the unread count. Errors show in the widget. */
export function useUnreadReminders() {
  return useQuery({
    queryKey: endpointKey(api.selectByType, { body: UNREAD_PREVIEW }),
    queryFn: () => call(api.selectByType, { body: UNREAD_PREVIEW }, { silent: true }),
    staleTime: 0,
  });
}

/** Opening a reminder marks it read on the server, so the unread count is refreshed after. */
export function useReminder(id: number | null) {
  const client = useQueryClient();
  const request = { params: { id: id ?? 0 } };
  return useQuery({
    queryKey: endpointKey(api.selectById, request),
    queryFn: async () => {
      const reminder = await call(api.selectById, request);
      void client.invalidateQueries({ queryKey: endpointKey(api.unreadCount) });
      return reminder;
    },
    enabled: id !== null,
  });
}

/** Every read of reminders: what a change refreshes. */
const READS = [api.unreadCount, api.selectByType, api.selectById];

function useReminderChange<V>(send: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(READS.map((read) => client.invalidateQueries({ queryKey: endpointKey(read) }))),
  });
}

export const useMarkRead = () => useReminderChange((ids: number[]) => call(api.markRead, { body: { ids } }));
export const useMarkAllRead = () => useReminderChange(() => call(api.markAllRead));
export const useDeleteReminders = () =>
  useReminderChange((ids: number[]) => call(kit.delete, { body: { ids } }));
