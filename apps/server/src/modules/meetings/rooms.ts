import type { MeetingRoom, RoomDay, SaveRoomBody } from '@renli/contracts';
import { saveRoomBodySchema } from '@renli/contracts';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaDayEnd, chinaDayStart, chinaToday } from '../../core/china-time.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { meetingsMessages as m } from './messages.ts';
import { meetingRooms, meetings } from './schema.ts';

type RoomRow = typeof meetingRooms.$inferSelect;

export const toRoom = (row: RoomRow): MeetingRoom => ({
  roomId: row.id,
  name: row.name,
  location: row.location,
  capacity: row.capacity,
  equipment: row.equipment,
  openFrom: row.openFrom,
  openTo: row.openTo,
  enabled: row.enabled,
});

/** A room of the company, locked for the caller's transaction when `lock` (bookings), or 404. */
export async function roomOf(db: DbOrTx, compId: number, roomId: number, lock = false): Promise<RoomRow> {
  const query = db
    .select()
    .from(meetingRooms)
    .where(and(eq(meetingRooms.id, roomId), eq(meetingRooms.compId, compId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m['meetings.room.notFound']);
  return row;
}

/** The rooms with their bookings on one China day: enabled ones, or all for OA administrators asking. */
export async function roomsOnDay(
  db: DbOrTx,
  compId: number,
  day: string | undefined,
  all: boolean,
): Promise<{ day: string; list: RoomDay[] }> {
  const date = day ?? chinaToday();
  const rows = await db
    .select()
    .from(meetingRooms)
    .where(and(eq(meetingRooms.compId, compId), all ? undefined : eq(meetingRooms.enabled, true)))
    .orderBy(asc(meetingRooms.name), asc(meetingRooms.id));
  const ids = rows.map((row) => row.id);
  const bookings =
    ids.length === 0
      ? []
      : await db
          .select({
            roomId: meetings.roomId,
            meetingId: meetings.id,
            title: meetings.title,
            organiserName: meetings.organiserName,
            startAt: meetings.startAt,
            endAt: meetings.endAt,
          })
          .from(meetings)
          .where(
            and(
              eq(meetings.compId, compId),
              inArray(meetings.roomId, ids),
              eq(meetings.status, 'scheduled'),
              lt(meetings.startAt, chinaDayEnd(date)),
              gt(meetings.endAt, chinaDayStart(date)),
            ),
          )
          .orderBy(asc(meetings.startAt));
  return {
    day: date,
    list: rows.map((row) => ({
      ...toRoom(row),
      bookings: bookings
        .filter((b) => b.roomId === row.id)
        .map((b) => ({
          meetingId: b.meetingId,
          title: b.title,
          organiserName: b.organiserName,
          startAt: b.startAt.toISOString(),
          endAt: b.endAt.toISOString(),
        })),
    })),
  };
}

/** Adds or changes a room (OA administrators; the caller checked). Names are unique in the company. */
export async function saveRoom(db: Database, actor: CompanyActor, input: SaveRoomBody): Promise<MeetingRoom> {
  const body = saveRoomBodySchema.parse(input);
  return db.transaction(async (tx) => {
    if (body.roomId) await roomOf(tx, actor.compId, body.roomId, true);
    const [twin] = await tx
      .select({ id: meetingRooms.id })
      .from(meetingRooms)
      .where(
        and(
          eq(meetingRooms.compId, actor.compId),
          eq(meetingRooms.name, body.name),
          body.roomId ? ne(meetingRooms.id, body.roomId) : undefined,
        ),
      );
    if (twin) throw badRequest(m['meetings.room.nameTaken'], { name: body.name });
    const values = {
      name: body.name,
      location: body.location,
      capacity: body.capacity,
      equipment: [...new Set(body.equipment)],
      openFrom: body.openFrom,
      openTo: body.openTo,
      enabled: body.enabled,
    };
    const [row] = body.roomId
      ? await tx
          .update(meetingRooms)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(meetingRooms.id, body.roomId), eq(meetingRooms.compId, actor.compId)))
          .returning()
      : await tx
          .insert(meetingRooms)
          .values({ ...values, compId: actor.compId })
          .returning();
    return toRoom(row!);
  });
}

/** Removes a room nobody ever booked; a booked room keeps its history and is disabled instead. */
export async function deleteRoom(db: Database, actor: CompanyActor, roomId: number) {
  return db.transaction(async (tx) => {
    const room = await roomOf(tx, actor.compId, roomId, true);
    const [used] = await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(eq(meetings.roomId, roomId))
      .limit(1);
    if (used) throw conflict(m['meetings.room.booked'], { name: room.name });
    const gone = await tx
      .delete(meetingRooms)
      .where(and(eq(meetingRooms.id, roomId), eq(meetingRooms.compId, actor.compId)))
      .returning({ id: meetingRooms.id });
    return { deleted: gone.length };
  });
}
