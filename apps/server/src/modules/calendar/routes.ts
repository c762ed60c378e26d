import { calendarEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { sweep } from '../../core/sweep.ts';
import { calendarActor } from './access.ts';
import { deleteEvent, moveEvent, respond, saveEvent } from './edit.ts';
import { calendarEventsOf, eventDetail } from './events.ts';
import { sendDueReminders } from './reminders.ts';
import { saveShares, sharesOf } from './shares.ts';

/** Hand-written endpoints of calendar 日程 (docs/product/oa-schedule.md, "Endpoints"), and its reminder sweep. */
export const calendarRoutes: AppModule = async (app, deps) => {
  const { db } = deps;
  const actor = (request: Parameters<typeof userAuth>[0]) => calendarActor(db, userAuth(request));

  serve(app, api.events, async ({ body }, request) => calendarEventsOf(db, await actor(request), body));
  serve(app, api.detail, async ({ body }, request) =>
    eventDetail(db, await actor(request), body.id, body.occurrenceStart),
  );
  serve(app, api.save, async ({ body }, request) => saveEvent(db, await actor(request), body));
  serve(app, api.move, async ({ body }, request) => moveEvent(db, await actor(request), body));
  serve(app, api.delete, async ({ body }, request) => deleteEvent(db, await actor(request), body));
  serve(app, api.respond, async ({ body }, request) => respond(db, await actor(request), body));
  serve(app, api.shares, async (_, request) => sharesOf(db, await actor(request)));
  serve(app, api.saveShares, async ({ body }, request) => saveShares(db, await actor(request), body));

  await sweep('calendar-reminders', 60_000, ({ db }) => sendDueReminders(db))(app, deps);
};
