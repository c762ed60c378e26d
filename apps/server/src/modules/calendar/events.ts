import type {
  CalendarFeedItem,
  EventDetail,
  EventsData,
  EventsQuery,
  InviteResponse,
  Occurrence,
} from '@renli/contracts';
import { and, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { notFound } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { leaveOnCalendar } from '../attendance/leave/calendar-feed.ts';
import { meetingsOnCalendar } from '../meetings/calendar-feed.ts';
import { tasksDueOnCalendar } from '../tasks/calendar-feed.ts';
import { eventView, shareLevel } from './access.ts';
import { calendarMessages as m } from './messages.ts';
import { namesOfUsers } from './people.ts';
import { isOccurrence, occurrenceStarts, rruleText } from './recurrence.ts';
import { calendarAttendees, calendarEvents } from './schema.ts';

// Reading calendars (docs/product/oa-schedule.md, "Views"): the caller's own events and
// invitations, colleagues' shared calendars beside them, and the other modules' feeds.

export type EventRow = typeof calendarEvents.$inferSelect;

/** Events of the company whose occurrences may fall in `[from, to)`, among `where`. */
const inWindow = (compId: number, from: Date, to: Date) =>
  and(
    eq(calendarEvents.compId, compId),
    lt(calendarEvents.startAt, to),
    or(isNull(calendarEvents.lastEndAt), gt(calendarEvents.lastEndAt, from)),
  );

/** The events `userId` organises or is invited to (declined ones left out unless `withDeclined`). */
async function eventsOf(
  db: DbOrTx,
  compId: number,
  userId: number,
  from: Date,
  to: Date,
  withDeclined: boolean,
) {
  const invited = db
    .select({ id: calendarAttendees.eventId })
    .from(calendarAttendees)
    .where(
      and(
        eq(calendarAttendees.compId, compId),
        eq(calendarAttendees.userId, userId),
        withDeclined ? undefined : ne(calendarAttendees.response, 'declined'),
      ),
    );
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        inWindow(compId, from, to),
        or(eq(calendarEvents.ownerId, userId), inArray(calendarEvents.id, invited)),
      ),
    );
}

/** `userId`'s answers to the invitations among `eventIds`. */
export async function responsesOf(db: DbOrTx, userId: number, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map<number, InviteResponse>();
  const rows = await db
    .select({ eventId: calendarAttendees.eventId, response: calendarAttendees.response })
    .from(calendarAttendees)
    .where(and(eq(calendarAttendees.userId, userId), inArray(calendarAttendees.eventId, [...eventIds])));
  return new Map(rows.map((row) => [row.eventId, row.response]));
}

const BUSY_COLOR = '#8c8c8c';

function occurrencesOf(
  event: EventRow,
  from: Date,
  to: Date,
  view: 'full' | 'busy',
  facts: { calendarUserId: number; myResponse: InviteResponse | null; canEdit: boolean },
): Occurrence[] {
  const duration = event.endAt.getTime() - event.startAt.getTime();
  return occurrenceStarts(event, from, to).map((start) => ({
    eventId: event.id,
    occurrenceStart: start.toISOString(),
    start: start.toISOString(),
    end: new Date(start.getTime() + duration).toISOString(),
    allDay: event.allDay,
    title: view === 'full' ? event.title : null,
    location: view === 'full' ? event.location || null : null,
    color: view === 'full' ? event.color : BUSY_COLOR,
    organizerId: event.ownerId,
    busyOnly: view === 'busy',
    repeating: event.repeat !== null,
    ...facts,
  }));
}

/** The caller's calendar and the shared ones asked for, within the window, with the feeds. */
export async function calendarEventsOf(
  db: DbOrTx,
  actor: CompanyActor,
  query: EventsQuery,
): Promise<EventsData> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const me = actor.userId;
  const own = await eventsOf(db, actor.compId, me, from, to, true);
  const mine = await responsesOf(
    db,
    me,
    own.map((e) => e.id),
  );
  const events = own.flatMap((event) =>
    occurrencesOf(event, from, to, 'full', {
      calendarUserId: me,
      myResponse: event.ownerId === me ? null : (mine.get(event.id) ?? null),
      canEdit: event.ownerId === me,
    }),
  );
  const seen = new Set(own.map((e) => e.id));
  for (const userId of new Set(query.userIds)) {
    if (userId === me) continue;
    const share = await shareLevel(db, actor.compId, userId, me);
    if (!share) continue; // not shared with the caller: nothing, and nothing said about why
    for (const event of await eventsOf(db, actor.compId, userId, from, to, false)) {
      if (seen.has(event.id)) continue;
      const view = eventView(event, me, null, share) ?? 'busy';
      events.push(
        ...occurrencesOf(event, from, to, view, { calendarUserId: userId, myResponse: null, canEdit: false }),
      );
    }
  }
  const window = { from, to };
  const feeds: CalendarFeedItem[] = [
    ...(await meetingsOnCalendar(db, actor, window)),
    ...(await leaveOnCalendar(db, actor, window)),
    ...(await tasksDueOnCalendar(db, actor, window)),
  ];
  events.sort((a, b) => a.start.localeCompare(b.start));
  return { events, feeds };
}

/** The event of the company with this id, or 404. */
export async function eventById(db: DbOrTx, compId: number, id: number, lock = false): Promise<EventRow> {
  const query = db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.compId, compId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m['calendar.notFound']);
  return row;
}

/** The attendees of an event. */
export const attendeesOf = (db: DbOrTx, eventId: number) =>
  db.select().from(calendarAttendees).where(eq(calendarAttendees.eventId, eventId));

/** The event as the caller may see it whole, or 404 (not visible, or busy blocks only). */
export async function visibleEvent(db: DbOrTx, actor: CompanyActor, id: number, lock = false) {
  const event = await eventById(db, actor.compId, id, lock);
  const attendees = await attendeesOf(db, event.id);
  const mine = attendees.find((a) => a.userId === actor.userId) ?? null;
  const share =
    event.ownerId === actor.userId ? null : await shareLevel(db, actor.compId, event.ownerId, actor.userId);
  if (eventView(event, actor.userId, mine?.response ?? null, share) !== 'full')
    throw notFound(m['calendar.notFound']);
  return { event, attendees, mine };
}

/** One event with its invitees' answers, at the asked occurrence. */
export async function eventDetail(
  db: DbOrTx,
  actor: CompanyActor,
  id: number,
  occurrenceStart: string | null | undefined,
): Promise<EventDetail> {
  const { event, attendees, mine } = await visibleEvent(db, actor, id);
  const duration = event.endAt.getTime() - event.startAt.getTime();
  const asked = occurrenceStart ? new Date(occurrenceStart) : null;
  const start = asked && isOccurrence(event, asked) ? asked : event.startAt;
  const names = await namesOfUsers(db, actor.compId, [event.ownerId, ...attendees.map((a) => a.userId)]);
  return {
    id: event.id,
    title: event.title,
    allDay: event.allDay,
    seriesStart: event.startAt.toISOString(),
    seriesEnd: event.endAt.toISOString(),
    start: start.toISOString(),
    end: new Date(start.getTime() + duration).toISOString(),
    occurrenceStart: start.toISOString(),
    location: event.location,
    description: event.description,
    color: event.color,
    repeat: event.repeat
      ? {
          freq: event.repeat.freq,
          interval: event.repeat.interval,
          byWeekday: event.repeat.byWeekday,
          until: event.repeat.until ?? null,
          count: event.repeat.count ?? null,
        }
      : null,
    rrule: event.repeat ? rruleText(event.repeat, event.startAt) : null,
    reminders: event.reminders,
    visibility: event.visibility,
    organizerId: event.ownerId,
    organizerName: names.get(event.ownerId) ?? '',
    attendees: attendees
      .map((a) => ({ userId: a.userId, name: names.get(a.userId) ?? '', response: a.response, note: a.note }))
      .sort((a, b) => a.userId - b.userId),
    myResponse: mine?.response ?? null,
    myNote: mine?.note ?? null,
    canEdit: event.ownerId === actor.userId,
  };
}
