import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { pageQueryOf } from './resources/resource.ts';

/**
 * Reminders (`/cNewsRemind/*`): short notices for one person acting in one company (or as their
 * personal identity). The web shows each type's label from its `notifications` namespace
 * (`type.<value>`).
 */
export const REMINDER_TYPES = ['system', 'approval', 'attestation', 'staff', 'chat'] as const;
export const reminderTypeSchema = z.enum(REMINDER_TYPES);
export type ReminderType = z.infer<typeof reminderTypeSchema>;

/** In-app hash routes only (`#/other/setting/company`): a reminder never links off the site. */
export const REMINDER_LINK_PATTERN = /^#\/[A-Za-z0-9/_?=&.-]{0,200}$/;

export const REMINDER_PAGE_SIZE = 10;
/** How many reminders the header bell previews. */
export const REMINDER_PREVIEW_SIZE = 5;

export const reminderCountSchema = z.object({
  total: z.number().int(),
  /** Unread per type; a type without unread reminders is absent. */
  byType: z.partialRecord(reminderTypeSchema, z.number().int()),
});
export type ReminderCount = z.infer<typeof reminderCountSchema>;

/** The filters of the reminder list (the reminder resource's, `resources/reminder.ts`). */
export const reminderFilterSchema = z.object({
  type: reminderTypeSchema.optional(),
  /** true: only read ones, false: only unread ones, absent: both. */
  read: z.boolean().optional(),
});

/** A page of the list: the kit's paging and sorting with the filters. */
export const reminderQuerySchema = pageQueryOf(reminderFilterSchema);
export type ReminderQuery = z.input<typeof reminderQuerySchema>;

/** A reminder as shown: title and content already rendered in the caller's language. */
export const reminderSchema = z.object({
  id: z.number().int(),
  type: reminderTypeSchema,
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderPageSchema = z.object({
  list: z.array(reminderSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type ReminderPage = z.infer<typeof reminderPageSchema>;

export const reminderIdsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
export type ReminderIds = z.infer<typeof reminderIdsSchema>;

/** `read`, `readAll` and `delete` answer how many of the caller's reminders they changed. */
export const reminderChangeSchema = z.object({ changed: z.number().int() });

/**
 * Reminders of the caller's current identity. Listing and deleting are the reminder resource's kit
 * endpoints (`reminders-resource.ts` on the server): the kit mounts its `selectPage` at
 * `selectByType`'s path as an alias, and deleting is `resourceEndpoints(reminderResource).delete`.
 */
export const notificationsEndpoints = defineEndpoints('notifications', {
  selectByType: {
    method: 'POST',
    path: '/cNewsRemind/selectNewsRemindByType',
    access: 'user',
    summary: "A page of the caller's reminders by type and read state (the kit's selectPage, older path)",
    body: reminderQuerySchema,
    data: reminderPageSchema,
  },
  unreadCount: {
    method: 'GET',
    path: '/cNewsRemind/selectNoReadNewsCount',
    access: 'user',
    summary: 'Unread reminders of the current identity, in total and per type',
    data: reminderCountSchema,
  },
  selectById: {
    method: 'GET',
    path: '/cNewsRemind/selectById/:id',
    access: 'user',
    summary: "One of the caller's reminders; opening it marks it read",
    params: z.object({ id: z.coerce.number().int().positive() }),
    data: reminderSchema,
  },
  markRead: {
    method: 'POST',
    path: '/cNewsRemind/read',
    access: 'user',
    summary: 'Mark reminders read (all must be the caller’s)',
    body: reminderIdsSchema,
    data: reminderChangeSchema,
  },
  markAllRead: {
    method: 'POST',
    path: '/cNewsRemind/readAll',
    access: 'user',
    summary: 'Mark every reminder of the current identity read',
    data: reminderChangeSchema,
  },
});
