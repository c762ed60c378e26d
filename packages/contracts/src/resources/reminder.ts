import { z } from 'zod';
import { reminderSchema, reminderTypeSchema } from '../notifications.ts';
import type { ResourceContract } from './resource.ts';

/**
 * Reminders as a personal resource: the caller's own, in their current identity. Listed at
 * `selectPage` (and the older `selectNewsRemindByType`) and removed at `delete`; opening and marking
 * read are the module's own endpoints.
 */
export const reminderResource = {
  prefix: '/cNewsRemind',
  scope: 'personal',
  name: 'reminder',
  operations: ['selectPage', 'delete'],
  schemas: {
    row: reminderSchema,
    create: z.object({}),
    update: z.object({}),
    filter: z.object({
      type: reminderTypeSchema.optional(),
      /** true: only read ones, false: only unread ones, absent: both. */
      read: z.boolean().optional(),
    }),
  },
  sortFields: ['createdAt'],
} as const satisfies ResourceContract;
