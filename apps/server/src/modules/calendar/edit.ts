import type { DeleteEvent, InviteResponse, MoveEvent, Respond, SaveEvent } from '@renli/contracts';
import { and, eq, gte } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDateTime, chinaDayEnd, chinaDayStart } from '../../core/china-time.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { type EventRow, visibleEvent } from './events.ts';
import { calendarMessages as m } from './messages.ts';
import { allActiveStaff, namesOfUsers } from './people.ts';
import { chinaDay, isOccurrence, lastEndOf, shiftExdates, splitSeries } from './recurrence.ts';
import { calendarAttendees, calendarEvents } from './schema.ts';

// Creating, changing, moving and deleting events, and answering invitations
// (docs/product/oa-schedule.md, "Rules"). Only the organiser changes an event; a change of a
// repeating event applies to one occurrence (an exception: its own event, the start listed in the
// series' exdates), to it and the following (the series ends the day before, a new one starts), or
// to all. Invitees hear of every change in the bell and the chat, in the change's transaction.

type Db = Database;

/** The in-app route that opens an event (the bell and the chat card). */
export const eventLink = (id: number) => `#/oa/schedule?event=${id}`;

/** How a notice names an occurrence's time: `2026-12-07 09:30–10:30`, or its days when all-day. */
export function timeText(start: Date, end: Date, allDay: boolean): string {
  if (allDay) {
    const first = chinaDay(start);
    const last = chinaDay(new Date(end.getTime() - 1));
    return first === last ? first : `${first} – ${last}`;
  }
  const a = chinaDateTime(start).slice(0, 16);
  const b = chinaDateTime(end).slice(0, 16);
  return a.slice(0, 10) === b.slice(0, 10) ? `${a}–${b.slice(11)}` : `${a} – ${b}`;
}

/** All-day times cover whole China days: the first day's midnight to the midnight after the last. */
export function normalizedTimes(start: Date, end: Date, allDay: boolean) {
  if (!allDay) return { start, end };
  const first = chinaDayStart(chinaDay(start));
  const endsAtMidnight = chinaDayStart(chinaDay(end)).getTime() === end.getTime();
  const last = endsAtMidnight ? end : chinaDayEnd(chinaDay(end));
  return { start: first, end: last > first ? last : chinaDayEnd(chinaDay(start)) };
}

interface Fields {
  title: string;
  allDay: boolean;
  start: Date;
  end: Date;
  location: string;
  description: string;
  color: string;
  repeat: SaveEvent['repeat'];
  reminders: number[];
  visibility: 'details' | 'busy';
  inviteeIds: number[];
}

async function checkFields(db: DbOrTx, actor: CompanyActor, fields: Fields) {
  if (fields.repeat?.until && fields.repeat.until < chinaDay(fields.start))
    throw badRequest(m['calendar.untilBeforeStart']);
  const invitees = [...new Set(fields.inviteeIds)].filter((id) => id !== actor.userId);
  if (!(await allActiveStaff(db, actor.compId, invitees))) throw badRequest(m['calendar.inviteeUnknown']);
  return invitees;
}

const columnsOf = (fields: Fields) => ({
  title: fields.title,
  allDay: fields.allDay,
  startAt: fields.start,
  endAt: fields.end,
  location: fields.location,
  description: fields.description,
  color: fields.color,
  repeat: fields.repeat ?? null,
  reminders: [...new Set(fields.reminders)].sort((a, b) => a - b),
  visibility: fields.visibility,
  lastEndAt: lastEndOf({ startAt: fields.start, endAt: fields.end, repeat: fields.repeat ?? null }),
  updatedAt: new Date(),
});

type Carried = Map<number, { response: InviteResponse; note: string | null; respondedAt: Date | null }>;

/** Sets an event's invitees, keeping the answers of those already invited (`carried`). */
async function setAttendees(tx: Tx, compId: number, eventId: number, invitees: number[], carried: Carried) {
  await tx.delete(calendarAttendees).where(eq(calendarAttendees.eventId, eventId));
  if (invitees.length > 0)
    await tx.insert(calendarAttendees).values(
      invitees.map((userId) => ({
        compId,
        eventId,
        userId,
        response: carried.get(userId)?.response ?? ('pending' as const),
        note: carried.get(userId)?.note ?? null,
        respondedAt: carried.get(userId)?.respondedAt ?? null,
      })),
    );
}

const carriedOf = (rows: (typeof calendarAttendees.$inferSelect)[]): Carried =>
  new Map(rows.map((a) => [a.userId, { response: a.response, note: a.note, respondedAt: a.respondedAt }]));

/** Tells the invitees of a saved event: new ones are invited, kept ones told of the change, dropped ones that they were removed. */
async function tellInvitees(
  tx: Tx,
  actor: CompanyActor,
  eventId: number,
  fields: Fields,
  before: readonly number[],
  after: readonly number[],
) {
  const organizer = (await namesOfUsers(tx, actor.compId, [actor.userId])).get(actor.userId) ?? '';
  const params = { organizer, title: fields.title, time: timeText(fields.start, fields.end, fields.allDay) };
  const link = eventLink(eventId);
  const notice = (userIds: number[], titleKey: string, contentKey: string) =>
    notifyPeople(tx, { compId: actor.compId, userIds, titleKey, contentKey, params, link });
  await notice(
    after.filter((id) => !before.includes(id)),
    m['calendar.notice.invitedTitle'],
    m['calendar.notice.invited'],
  );
  await notice(
    after.filter((id) => before.includes(id)),
    m['calendar.notice.changedTitle'],
    m['calendar.notice.changed'],
  );
  await notice(
    before.filter((id) => !after.includes(id)),
    m['calendar.notice.changedTitle'],
    m['calendar.notice.removed'],
  );
}

/** The event to change, locked, as its organiser; 404 when not visible, 403 for anyone but the organiser. */
async function ownEvent(tx: Tx, actor: CompanyActor, id: number) {
  const { event, attendees } = await visibleEvent(tx, actor, id, true);
  if (event.ownerId !== actor.userId) throw forbidden(m['calendar.organizerOnly']);
  return { event, attendees };
}

function occurrenceOf(event: EventRow, occurrenceStart: string | null | undefined): Date {
  const at = occurrenceStart ? new Date(occurrenceStart) : event.startAt;
  if (!isOccurrence(event, at)) throw badRequest(m['calendar.notAnOccurrence']);
  return at;
}

async function insertEvent(tx: Tx, actor: CompanyActor, fields: Fields, extra: Partial<EventRow> = {}) {
  const [row] = await tx
    .insert(calendarEvents)
    .values({ compId: actor.compId, ownerId: actor.userId, ...columnsOf(fields), ...extra })
    .returning({ id: calendarEvents.id });
  return row!.id;
}

/** Creates an event, or changes one (its occurrences per `scope`); answers the event the change lives in. */
async function applySave(
  tx: Tx,
  actor: CompanyActor,
  id: number | null | undefined,
  scope: SaveEvent['scope'],
  occurrenceStart: string | null | undefined,
  given: Fields,
): Promise<number> {
  const times = normalizedTimes(given.start, given.end, given.allDay);
  const fields = { ...given, ...times };
  const invitees = await checkFields(tx, actor, fields);
  if (!id) {
    const eventId = await insertEvent(tx, actor, fields);
    await setAttendees(tx, actor.compId, eventId, invitees, new Map());
    await tellInvitees(tx, actor, eventId, fields, [], invitees);
    return eventId;
  }
  const { event, attendees } = await ownEvent(tx, actor, id);
  const before = attendees.map((a) => a.userId);
  const carried = carriedOf(attendees);
  const at = occurrenceOf(event, occurrenceStart);
  const delta = fields.start.getTime() - at.getTime();

  if (event.repeat && scope === 'this') {
    await tx
      .update(calendarEvents)
      .set({ exdates: [...event.exdates, at.toISOString()], updatedAt: new Date() })
      .where(eq(calendarEvents.id, event.id));
    const single = { ...fields, repeat: null };
    const eventId = await insertEvent(tx, actor, single, { seriesId: event.id, originalStart: at });
    await setAttendees(tx, actor.compId, eventId, invitees, carried);
    await tellInvitees(tx, actor, eventId, single, before, invitees);
    return eventId;
  }

  const split =
    event.repeat && scope === 'following' ? splitSeries({ ...event, repeat: event.repeat }, at) : null;
  if (split && event.repeat) {
    await tx
      .update(calendarEvents)
      .set({
        repeat: split.head,
        exdates: split.headExdates,
        lastEndAt: lastEndOf({ startAt: event.startAt, endAt: event.endAt, repeat: split.head }),
        updatedAt: new Date(),
      })
      .where(eq(calendarEvents.id, event.id));
    // The form shows the series' count; what follows keeps what remains of it.
    const repeat =
      fields.repeat?.count && fields.repeat.count === event.repeat.count
        ? { ...fields.repeat, count: split.remainingCount }
        : fields.repeat;
    const tail = { ...fields, repeat };
    const eventId = await insertEvent(tx, actor, tail, { exdates: shiftExdates(split.tailExdates, delta) });
    await setAttendees(tx, actor.compId, eventId, invitees, carried);
    await tellInvitees(tx, actor, eventId, tail, before, invitees);
    return eventId;
  }

  // All occurrences: the series moves by what the edited occurrence moved.
  const start = new Date(event.startAt.getTime() + delta);
  const end = new Date(start.getTime() + (fields.end.getTime() - fields.start.getTime()));
  const all = { ...fields, start, end };
  await tx
    .update(calendarEvents)
    .set({
      ...columnsOf(all),
      exdates:
        all.repeat && delta !== 0 ? shiftExdates(event.exdates, delta) : all.repeat ? event.exdates : [],
    })
    .where(eq(calendarEvents.id, event.id));
  await setAttendees(tx, actor.compId, event.id, invitees, carried);
  await tellInvitees(tx, actor, event.id, { ...all, start: fields.start, end: fields.end }, before, invitees);
  return event.id;
}

export async function saveEvent(db: Db, actor: CompanyActor, body: SaveEvent): Promise<{ id: number }> {
  const fields: Fields = {
    ...body,
    start: new Date(body.start),
    end: new Date(body.end),
    repeat: body.repeat ?? null,
    reminders: [...body.reminders],
  };
  const id = await db.transaction((tx) =>
    applySave(tx, actor, body.id, body.scope, body.occurrenceStart, fields),
  );
  return { id };
}

/** Drag or resize on the calendar: the occurrence's new times, everything else as it was. */
export async function moveEvent(db: Db, actor: CompanyActor, body: MoveEvent): Promise<{ id: number }> {
  const id = await db.transaction(async (tx) => {
    const { event, attendees } = await ownEvent(tx, actor, body.id);
    const fields: Fields = {
      title: event.title,
      allDay: body.allDay,
      start: new Date(body.start),
      end: new Date(body.end),
      location: event.location,
      description: event.description,
      color: event.color,
      repeat: event.repeat,
      reminders: event.reminders,
      visibility: event.visibility,
      inviteeIds: attendees.map((a) => a.userId),
    };
    return applySave(tx, actor, event.id, body.scope, body.occurrenceStart, fields);
  });
  return { id };
}

/** Deletes an event (its occurrences per `scope`) and tells its invitees. */
export async function deleteEvent(db: Db, actor: CompanyActor, body: DeleteEvent): Promise<null> {
  await db.transaction(async (tx) => {
    const { event, attendees } = await ownEvent(tx, actor, body.id);
    const at = occurrenceOf(event, body.occurrenceStart);
    const duration = event.endAt.getTime() - event.startAt.getTime();
    const split =
      event.repeat && body.scope === 'following' ? splitSeries({ ...event, repeat: event.repeat }, at) : null;
    let time = timeText(event.startAt, event.endAt, event.allDay);
    if (event.repeat && body.scope === 'this') {
      await tx
        .update(calendarEvents)
        .set({ exdates: [...event.exdates, at.toISOString()], updatedAt: new Date() })
        .where(eq(calendarEvents.id, event.id));
      time = timeText(at, new Date(at.getTime() + duration), event.allDay);
    } else if (split) {
      await tx
        .update(calendarEvents)
        .set({
          repeat: split.head,
          exdates: split.headExdates,
          lastEndAt: lastEndOf({ startAt: event.startAt, endAt: event.endAt, repeat: split.head }),
          updatedAt: new Date(),
        })
        .where(eq(calendarEvents.id, event.id));
      await tx
        .delete(calendarEvents)
        .where(and(eq(calendarEvents.seriesId, event.id), gte(calendarEvents.originalStart, at)));
      time = `${timeText(at, new Date(at.getTime() + duration), event.allDay)} …`;
    } else {
      await tx.delete(calendarEvents).where(eq(calendarEvents.seriesId, event.id));
      await tx.delete(calendarEvents).where(eq(calendarEvents.id, event.id));
    }
    const organizer = (await namesOfUsers(tx, actor.compId, [actor.userId])).get(actor.userId) ?? '';
    await notifyPeople(tx, {
      compId: actor.compId,
      userIds: attendees.filter((a) => a.response !== 'declined').map((a) => a.userId),
      titleKey: m['calendar.notice.cancelledTitle'],
      contentKey: m['calendar.notice.cancelled'],
      params: { organizer, title: event.title, time },
      link: '#/oa/schedule',
    });
  });
  return null;
}

const RESPONSE_NOTICE = {
  accepted: m['calendar.notice.accepted'],
  tentative: m['calendar.notice.tentative'],
  declined: m['calendar.notice.declined'],
} as const;

/** An invitee answers (the whole series); the organiser hears of it. */
export async function respond(db: Db, actor: CompanyActor, body: Respond): Promise<null> {
  await db.transaction(async (tx) => {
    const { event, mine } = await visibleEvent(tx, actor, body.id);
    if (!mine) throw forbidden(m['calendar.notInvited']);
    await tx
      .update(calendarAttendees)
      .set({ response: body.response, note: body.note || null, respondedAt: new Date() })
      .where(eq(calendarAttendees.id, mine.id));
    if (mine.response === body.response && (mine.note ?? '') === body.note) return;
    const name = (await namesOfUsers(tx, actor.compId, [actor.userId])).get(actor.userId) ?? '';
    await notifyPeople(tx, {
      compId: actor.compId,
      userIds: [event.ownerId],
      titleKey: m['calendar.notice.respondedTitle'],
      contentKey: RESPONSE_NOTICE[body.response],
      params: { name, title: event.title },
      link: eventLink(event.id),
    });
  });
  return null;
}
