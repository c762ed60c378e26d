import {
  notificationsEndpoints as api,
  deleteResultSchema,
  REMINDER_PREVIEW_SIZE,
  type ReminderQuery,
  reminderPageSchema,
} from '@renli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/endpoint.ts';
import { http } from '../../lib/http.ts';

/**
 * The unread count is polled (every minute and when the window regains focus) rather than pushed:
 * reminders belong to one identity while chat sockets belong to the login (docs/decisions.md).
 */
export const COUNT_POLL_MS = 60_000;

const keys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  page: (query: ReminderQuery) => ['notifications', 'page', query] as const,
  one: (id: number) => ['notifications', 'one', id] as const,
};

export function useUnreadCount() {
  return useQuery({
    queryKey: keys.count,
    queryFn: () => call(api.unreadCount, undefined, { silent: true }),
    refetchInterval: COUNT_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useReminders(query: ReminderQuery, enabled = true) {
  return useQuery({
    queryKey: keys.page(query),
    queryFn: () => http.post('/cNewsRemind/selectNewsRemindByType', query, { schema: reminderPageSchema }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

const UNREAD_PREVIEW: ReminderQuery = { read: false, pageNum: 1, pageSize: REMINDER_PREVIEW_SIZE };

/** The workbench's newest unread reminders; the page's total is the unread count. Errors show in the widget. */
export function useUnreadReminders() {
  return useQuery({
    queryKey: keys.page(UNREAD_PREVIEW),
    queryFn: () =>
      http.post('/cNewsRemind/selectNewsRemindByType', UNREAD_PREVIEW, {
        schema: reminderPageSchema,
        silent: true,
      }),
    staleTime: 0,
  });
}

/** Opening a reminder marks it read on the server, so the unread count is refreshed after. */
export function useReminder(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: async () => {
      const reminder = await call(api.selectById, { params: { id: id ?? 0 } });
      void client.invalidateQueries({ queryKey: keys.count });
      return reminder;
    },
    enabled: id !== null,
  });
}

function useReminderChange<V>(send: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useMarkRead = () => useReminderChange((ids: number[]) => call(api.markRead, { body: { ids } }));
export const useMarkAllRead = () => useReminderChange(() => call(api.markAllRead));
export const useDeleteReminders = () =>
  useReminderChange((ids: number[]) =>
    http.post('/cNewsRemind/delete', { ids }, { schema: deleteResultSchema }),
  );
