import {
  type MeetingDetail,
  type MeetingListBody,
  type MeetingSummary,
  meetingListBodySchema,
  ONLINE_MEETING_MAX_PEOPLE,
  type SaveMeetingBody,
  saveMeetingBodySchema,
} from '@renli/contracts';
import { and, asc, count, desc, eq, exists, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDateTime } from '../../core/china-time.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.ts';
import { DEFAULT_LOCALE, translate } from '../../core/i18n/index.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { ownUploads } from '../files/ownership.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { meetingsMessages as m } from './messages.ts';
import { activeStaffNames, actorName } from './people.ts';
import { roomOf } from './rooms.ts';
import { overlaps, spanLabel, withinOpeningHours } from './rules.ts';
import { meetingParticipants, meetingRooms, meetings } from './schema.ts';

type MeetingRow = typeof meetings.$inferSelect;

/** The in-app link of a meeting: online ones open the join page. */
export const meetingLink = (meeting: Pick<MeetingRow, 'id' | 'online'>) =>
  `#/oa/conference/${meeting.online ? 'online' : 'meeting'}?id=${meeting.id}`;

/** The meeting's place in the company's language, for notices. */
async function placeOf(db: DbOrTx, meeting: MeetingRow): Promise<string> {
  if (meeting.online) return translate(DEFAULT_LOCALE, m['meetings.place.online']);
  if (!meeting.roomId) return translate(DEFAULT_LOCALE, m['meetings.place.none']);
  const room = await roomOf(db, meeting.compId, meeting.roomId);
  return room.location ? `${room.name}（${room.location}）` : room.name;
}

const timeOf = (meeting: MeetingRow) => spanLabel({ start: meeting.startAt, end: meeting.endAt });

/** The caller's part in a meeting: organiser, participant (with their answer) or none. */
async function roleIn(db: DbOrTx, meeting: MeetingRow, userId: number) {
  if (meeting.organiserUserId === userId) return { organiser: true, participant: null } as const;
  const [row] = await db
    .select()
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.meetingId, meeting.id), eq(meetingParticipants.userId, userId)));
  return { organiser: false, participant: row ?? null } as const;
}

/** A meeting of the company the caller organises or is invited to (locked when `lock`), or 404. */
async function visibleMeeting(db: DbOrTx, actor: CompanyActor, meetingId: number, lock = false) {
  const query = db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.compId, actor.compId)));
  const [meeting] = lock ? await query.for('update') : await query;
  if (!meeting) throw notFound(m['meetings.notFound']);
  const role = await roleIn(db, meeting, actor.userId);
  if (!role.organiser && !role.participant) throw notFound(m['meetings.notFound']);
  return { meeting, role };
}

/** What the detail shows of a meeting to one of its people. */
export async function meetingDetail(
  db: DbOrTx,
  actor: CompanyActor,
  meetingId: number,
): Promise<MeetingDetail> {
  const { meeting, role } = await visibleMeeting(db, actor, meetingId);
  const room = meeting.roomId ? await roomOf(db, meeting.compId, meeting.roomId) : null;
  const participants = await db
    .select()
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, meeting.id))
    .orderBy(asc(meetingParticipants.name));
  const people = new Map(participants.map((p) => [p.userId, p.name]));
  people.set(meeting.organiserUserId, meeting.organiserName);
  const scheduled = meeting.status === 'scheduled';
  return {
    meetingId: meeting.id,
    title: meeting.title,
    startAt: meeting.startAt.toISOString(),
    endAt: meeting.endAt.toISOString(),
    roomId: meeting.roomId,
    roomName: room?.name ?? null,
    roomLocation: room?.location ?? null,
    online: meeting.online,
    status: meeting.status,
    organiserUserId: meeting.organiserUserId,
    organiserName: meeting.organiserName,
    participantCount: participants.length,
    myResponse: role.participant?.response ?? null,
    agenda: meeting.agenda,
    minutes: meeting.minutes,
    minuteTakerUserId: meeting.minuteTakerUserId,
    minuteTakerName: meeting.minuteTakerUserId ? (people.get(meeting.minuteTakerUserId) ?? null) : null,
    attachments: meeting.attachments,
    participants: participants.map((p) => ({ userId: p.userId, name: p.name, response: p.response })),
    chatGroupId: meeting.chatGroupId,
    canEdit: role.organiser && scheduled && meeting.endAt.getTime() > Date.now(),
    canWriteMinutes: scheduled && (role.organiser || meeting.minuteTakerUserId === actor.userId),
  };
}

/** The caller's meetings, organised or invited to: upcoming (not yet ended, soonest first) or past. */
export async function meetingList(db: DbOrTx, actor: CompanyActor, input: MeetingListBody) {
  const body = meetingListBodySchema.parse(input);
  const now = new Date();
  const mine = or(
    eq(meetings.organiserUserId, actor.userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(meetingParticipants)
        .where(
          and(eq(meetingParticipants.meetingId, meetings.id), eq(meetingParticipants.userId, actor.userId)),
        ),
    ),
  );
  const where = and(
    eq(meetings.compId, actor.compId),
    mine,
    body.when === 'upcoming' ? gte(meetings.endAt, now) : lt(meetings.endAt, now),
    body.online ? eq(meetings.online, true) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(meetings).where(where);
  const rows = await db
    .select({ meeting: meetings, roomName: meetingRooms.name })
    .from(meetings)
    .leftJoin(meetingRooms, eq(meetingRooms.id, meetings.roomId))
    .where(where)
    .orderBy(body.when === 'upcoming' ? asc(meetings.startAt) : desc(meetings.startAt), asc(meetings.id))
    .limit(body.pageSize)
    .offset((body.pageNum - 1) * body.pageSize);
  const ids = rows.map((r) => r.meeting.id);
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            meetingId: meetingParticipants.meetingId,
            userId: meetingParticipants.userId,
            response: meetingParticipants.response,
          })
          .from(meetingParticipants)
          .where(inArray(meetingParticipants.meetingId, ids));
  const list: MeetingSummary[] = rows.map(({ meeting, roomName }) => {
    const invited = people.filter((p) => p.meetingId === meeting.id);
    return {
      meetingId: meeting.id,
      title: meeting.title,
      startAt: meeting.startAt.toISOString(),
      endAt: meeting.endAt.toISOString(),
      roomId: meeting.roomId,
      roomName,
      online: meeting.online,
      status: meeting.status,
      organiserUserId: meeting.organiserUserId,
      organiserName: meeting.organiserName,
      participantCount: invited.length,
      myResponse: invited.find((p) => p.userId === actor.userId)?.response ?? null,
    };
  });
  return { list, total, pageNum: body.pageNum, pageSize: body.pageSize };
}

/**
 * Books the room for the span, inside the caller's transaction, after locking the room's row: two
 * bookings of one room run one after the other, so the second sees the first and is refused
 * (docs/product/oa-conference.md, "Booking"). Checks it is enabled, open then and large enough.
 */
async function checkRoom(
  tx: DbOrTx,
  compId: number,
  roomId: number,
  span: { start: Date; end: Date },
  people: number,
  meetingId: number | null,
) {
  const room = await roomOf(tx, compId, roomId, true);
  if (!room.enabled) throw badRequest(m['meetings.room.disabled'], { name: room.name });
  if (!withinOpeningHours(span, room.openFrom, room.openTo)) {
    throw badRequest(m['meetings.room.outsideHours'], {
      name: room.name,
      from: room.openFrom,
      to: room.openTo,
    });
  }
  if (people > room.capacity) {
    throw badRequest(m['meetings.room.overCapacity'], {
      name: room.name,
      capacity: room.capacity,
      count: people,
    });
  }
  const [clash] = await tx
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.roomId, roomId),
        eq(meetings.status, 'scheduled'),
        lt(meetings.startAt, span.end),
        gt(meetings.endAt, span.start),
        meetingId ? ne(meetings.id, meetingId) : undefined,
      ),
    )
    .orderBy(asc(meetings.startAt))
    .limit(1);
  if (clash && overlaps(span, { start: clash.startAt, end: clash.endAt })) {
    throw conflict(m['meetings.room.clash'], {
      name: room.name,
      time: spanLabel({ start: clash.startAt, end: clash.endAt }),
      organiser: clash.organiserName,
      title: clash.title,
    });
  }
}

/** Schedules a meeting, or its organiser changes it; participants hear of it (invited, or changed). */
export async function saveMeeting(
  db: Database,
  actor: CompanyActor,
  input: SaveMeetingBody,
): Promise<MeetingDetail> {
  const body = saveMeetingBodySchema.parse(input);
  const span = { start: new Date(body.startAt), end: new Date(body.endAt) };
  const invitedIds = [...new Set(body.participantUserIds)].filter((id) => id !== actor.userId);
  const names = await activeStaffNames(db, actor.compId, invitedIds);
  if (names.size !== invitedIds.length) throw badRequest(m['meetings.participantNotStaff']);
  const people = invitedIds.length + 1;
  if (body.online && people > ONLINE_MEETING_MAX_PEOPLE) {
    throw badRequest(m['meetings.online.tooMany'], { max: ONLINE_MEETING_MAX_PEOPLE, count: people });
  }
  if (
    body.minuteTakerUserId &&
    body.minuteTakerUserId !== actor.userId &&
    !names.has(body.minuteTakerUserId)
  ) {
    throw badRequest(m['meetings.minuteTakerNotIn']);
  }
  const organiserName = await actorName(db, actor);

  const id = await db.transaction(async (tx) => {
    let before: MeetingRow | null = null;
    if (body.meetingId) {
      const { meeting, role } = await visibleMeeting(tx, actor, body.meetingId, true);
      if (!role.organiser) throw forbidden(m['meetings.organiserOnly'], { name: meeting.organiserName });
      if (meeting.status !== 'scheduled') throw badRequest(m['meetings.cancelled']);
      if (meeting.endAt.getTime() <= Date.now()) throw badRequest(m['meetings.ended']);
      before = meeting;
    }
    const startMoved = !before || before.startAt.getTime() !== span.start.getTime();
    if (startMoved && span.start.getTime() < Date.now() - 60_000) throw badRequest(m['meetings.startPassed']);
    // Files already on the meeting stay; new ones must be the caller's own uploads.
    const kept = new Set((before?.attachments ?? []).map((a) => a.url));
    const fresh = body.attachments.filter((a) => !kept.has(a.url));
    const owned = await ownUploads(
      tx,
      actor.userId,
      fresh.map((a) => a.url),
    );
    const stranger = fresh.find((a) => !owned.has(a.url));
    if (stranger) throw badRequest(m['meetings.attachmentNotOwn'], { name: stranger.name });
    const roomId = body.online ? null : (body.roomId ?? null);
    if (roomId) await checkRoom(tx, actor.compId, roomId, span, people, before?.id ?? null);

    const values = {
      title: body.title,
      startAt: span.start,
      endAt: span.end,
      roomId,
      online: body.online,
      minuteTakerUserId: body.minuteTakerUserId ?? null,
      agenda: body.agenda,
      attachments: body.attachments,
    };
    const [row] = before
      ? await tx
          .update(meetings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(meetings.id, before.id))
          .returning()
      : await tx
          .insert(meetings)
          .values({ ...values, compId: actor.compId, organiserUserId: actor.userId, organiserName })
          .returning();
    const meeting = row!;

    const previous = before
      ? await tx.select().from(meetingParticipants).where(eq(meetingParticipants.meetingId, meeting.id))
      : [];
    const previousIds = new Set(previous.map((p) => p.userId));
    const removed = previous.filter((p) => !names.has(p.userId)).map((p) => p.userId);
    if (removed.length > 0) {
      await tx
        .delete(meetingParticipants)
        .where(
          and(eq(meetingParticipants.meetingId, meeting.id), inArray(meetingParticipants.userId, removed)),
        );
    }
    const added = invitedIds.filter((userId) => !previousIds.has(userId));
    if (added.length > 0) {
      await tx.insert(meetingParticipants).values(
        added.map((userId) => ({
          meetingId: meeting.id,
          compId: actor.compId,
          userId,
          name: names.get(userId) ?? '',
        })),
      );
    }
    // A moved meeting asks everyone again.
    const moved = before && (startMoved || before.endAt.getTime() !== span.end.getTime());
    if (moved) {
      await tx
        .update(meetingParticipants)
        .set({ response: 'pending' })
        .where(eq(meetingParticipants.meetingId, meeting.id));
    }

    const params = {
      organiser: organiserName,
      title: meeting.title,
      time: timeOf(meeting),
      place: await placeOf(tx, meeting),
    };
    await notifyPeople(tx, {
      compId: actor.compId,
      userIds: added,
      titleKey: m['meetings.notice.invitedTitle'],
      contentKey: m['meetings.notice.invited'],
      params,
      link: meetingLink(meeting),
    });
    const placeChanged = before && (before.roomId !== meeting.roomId || before.online !== meeting.online);
    if (before && (moved || placeChanged || before.title !== meeting.title)) {
      await notifyPeople(tx, {
        compId: actor.compId,
        userIds: invitedIds.filter((userId) => previousIds.has(userId)),
        titleKey: m['meetings.notice.changedTitle'],
        contentKey: m['meetings.notice.changed'],
        params,
        link: meetingLink(meeting),
      });
    }
    return meeting.id;
  });
  return meetingDetail(db, actor, id);
}

/** The organiser cancels a meeting before it ends: the room is free again, participants are told. */
export async function cancelMeeting(
  db: Database,
  actor: CompanyActor,
  meetingId: number,
): Promise<MeetingDetail> {
  await db.transaction(async (tx) => {
    const { meeting, role } = await visibleMeeting(tx, actor, meetingId, true);
    if (!role.organiser) throw forbidden(m['meetings.organiserOnly'], { name: meeting.organiserName });
    if (meeting.status !== 'scheduled') throw badRequest(m['meetings.cancelled']);
    if (meeting.endAt.getTime() <= Date.now()) throw badRequest(m['meetings.ended']);
    await tx
      .update(meetings)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(meetings.id, meeting.id));
    const invited = await tx
      .select({ userId: meetingParticipants.userId })
      .from(meetingParticipants)
      .where(eq(meetingParticipants.meetingId, meeting.id));
    await notifyPeople(tx, {
      compId: actor.compId,
      userIds: invited.map((p) => p.userId),
      titleKey: m['meetings.notice.cancelledTitle'],
      contentKey: m['meetings.notice.cancelled'],
      params: { organiser: meeting.organiserName, title: meeting.title, time: timeOf(meeting) },
      link: meetingLink(meeting),
    });
  });
  return meetingDetail(db, actor, meetingId);
}

/** A participant accepts or declines (the organiser has nothing to answer). */
export async function respondToMeeting(
  db: Database,
  actor: CompanyActor,
  meetingId: number,
  response: 'accepted' | 'declined',
): Promise<MeetingDetail> {
  const { meeting, role } = await visibleMeeting(db, actor, meetingId);
  if (role.organiser) throw badRequest(m['meetings.organiserNoReply']);
  if (meeting.status !== 'scheduled') throw badRequest(m['meetings.cancelled']);
  await db
    .update(meetingParticipants)
    .set({ response })
    .where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, actor.userId)));
  return meetingDetail(db, actor, meetingId);
}

/** The organiser or the minute-taker writes the minutes; the other people hear of it. */
export async function saveMinutes(
  db: Database,
  actor: CompanyActor,
  meetingId: number,
  minutes: string,
): Promise<MeetingDetail> {
  await db.transaction(async (tx) => {
    const { meeting, role } = await visibleMeeting(tx, actor, meetingId, true);
    if (!role.organiser && meeting.minuteTakerUserId !== actor.userId)
      throw forbidden(m['meetings.minutesForbidden']);
    if (meeting.status !== 'scheduled') throw badRequest(m['meetings.cancelled']);
    await tx.update(meetings).set({ minutes, updatedAt: new Date() }).where(eq(meetings.id, meetingId));
    if (meeting.minutes === '' && minutes !== '') {
      const invited = await tx
        .select({ userId: meetingParticipants.userId, name: meetingParticipants.name })
        .from(meetingParticipants)
        .where(eq(meetingParticipants.meetingId, meetingId));
      const writer = role.organiser
        ? meeting.organiserName
        : (invited.find((p) => p.userId === actor.userId)?.name ?? '');
      await notifyPeople(tx, {
        compId: actor.compId,
        userIds: [meeting.organiserUserId, ...invited.map((p) => p.userId)].filter(
          (id) => id !== actor.userId,
        ),
        titleKey: m['meetings.notice.minutesTitle'],
        contentKey: m['meetings.notice.minutes'],
        params: { name: writer, title: meeting.title },
        link: `#/oa/conference/meeting?id=${meeting.id}`,
      });
    }
  });
  return meetingDetail(db, actor, meetingId);
}

/**
 * What joining an online meeting needs: its chat group's ID and the people who belong in it. The
 * group is `meeting-<id>`; the route asks the chat for it (`chat.groupWanted`) and then records it.
 */
export async function onlineMeetingGroup(db: DbOrTx, actor: CompanyActor, meetingId: number) {
  const { meeting } = await visibleMeeting(db, actor, meetingId);
  if (!meeting.online) throw badRequest(m['meetings.online.notOnline']);
  if (meeting.status !== 'scheduled') throw badRequest(m['meetings.cancelled']);
  const invited = await db
    .select({ userId: meetingParticipants.userId, response: meetingParticipants.response })
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, meetingId));
  return {
    groupId: meeting.chatGroupId ?? `meeting-${meeting.id}`,
    name: meeting.title,
    ownerUserId: meeting.organiserUserId,
    memberUserIds: [...invited.filter((p) => p.response !== 'declined').map((p) => p.userId), actor.userId],
  };
}

/** Records the online meeting's chat group once it exists (the first join). */
export async function recordMeetingGroup(db: DbOrTx, compId: number, meetingId: number, groupId: string) {
  await db
    .update(meetings)
    .set({ chatGroupId: groupId })
    .where(
      and(eq(meetings.id, meetingId), eq(meetings.compId, compId), sql`${meetings.chatGroupId} is null`),
    );
}

/** China wall clock `HH:mm` of an instant (reminders). */
export const clockOf = (at: Date) => chinaDateTime(at).slice(11, 16);
