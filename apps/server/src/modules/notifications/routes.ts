import {
  reminderChangeSchema,
  reminderCountSchema,
  reminderIdsSchema,
  reminderPageSchema,
  reminderQuerySchema,
  reminderSchema,
} from '@renli/contracts';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { userAuth } from '../../http/auth.ts';
import { ok, okSchema } from '../../http/envelope.ts';
import { remindAttestationReviewed, remindStaffJoined } from './reactions.ts';
import {
  countUnread,
  deleteReminders,
  listReminders,
  markAllRead,
  markRead,
  openReminder,
} from './service.ts';

const tags = ['notifications'];

/**
 * Reminders of the caller's current identity (`/cNewsRemind/*`), and the reactions that create them
 * from other domains' events. The web polls the count (see docs/decisions.md), so creating one
 * pushes nothing.
 */
export const notificationsModule: AppModule = async (app, deps) => {
  // Listeners log their own failures: a reminder that could not be written never undoes the change.
  const logFailure = (event: string) => (error: unknown) =>
    app.log.error({ err: error, event }, 'writing a reminder failed');
  deps.events.on('company.attestationReviewed', (e) =>
    remindAttestationReviewed(deps.db, e).catch(logFailure('company.attestationReviewed')),
  );
  deps.events.on('staff.joined', (e) => remindStaffJoined(deps.db, e).catch(logFailure('staff.joined')));

  app.get(
    '/cNewsRemind/selectNoReadNewsCount',
    {
      schema: {
        tags,
        summary: 'Unread reminders of the current identity, in total and per type',
        response: okSchema(reminderCountSchema),
      },
    },
    async (request) => ok(request, await countUnread(deps.db, userAuth(request))),
  );
  app.post(
    '/cNewsRemind/selectNewsRemindByType',
    {
      schema: {
        tags,
        summary: 'A page of reminders, newest first, optionally of one type and read state',
        body: reminderQuerySchema,
        response: okSchema(reminderPageSchema),
      },
    },
    async (request) =>
      ok(request, await listReminders(deps.db, userAuth(request), request.body, request.locale)),
  );
  app.get(
    '/cNewsRemind/selectById/:id',
    {
      schema: {
        tags,
        summary: "One of the caller's reminders; opening it marks it read",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: okSchema(reminderSchema),
      },
    },
    async (request) =>
      ok(request, await openReminder(deps.db, userAuth(request), request.params.id, request.locale)),
  );
  const idsRoute = { body: reminderIdsSchema, response: okSchema(reminderChangeSchema) };
  app.post(
    '/cNewsRemind/read',
    { schema: { tags, summary: 'Mark reminders read (all must be the caller’s)', ...idsRoute } },
    async (request) => ok(request, await markRead(deps.db, userAuth(request), request.body.ids)),
  );
  app.post(
    '/cNewsRemind/readAll',
    {
      schema: {
        tags,
        summary: 'Mark every reminder of the current identity read',
        response: okSchema(reminderChangeSchema),
      },
    },
    async (request) => ok(request, await markAllRead(deps.db, userAuth(request))),
  );
  app.post(
    '/cNewsRemind/delete',
    { schema: { tags, summary: 'Delete reminders (all must be the caller’s)', ...idsRoute } },
    async (request) => ok(request, await deleteReminders(deps.db, userAuth(request), request.body.ids)),
  );
};
