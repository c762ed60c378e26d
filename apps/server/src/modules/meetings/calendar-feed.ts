import type { CalendarFeedItem, CalendarWindow } from '@renli/contracts';
import { and, asc, eq, exists, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { meetingParticipants, meetings } from './schema.ts';
import { meetingLink } from './service.ts';

/**
 * The meetings the person organises or attends (invited and not declined), scheduled and overlapping
 * the window, for the calendar (docs/product/oa-conference.md, "On the calendar").
 */
export async function meetingsOnCalendar(
  db: DbOrTx,
  actor: CompanyActor,
  window: CalendarWindow,
): Promise<CalendarFeedItem[]> {
  const rows = await db
    .select({
      id: meetings.id,
      title: meetings.title,
      startAt: meetings.startAt,
      endAt: meetings.endAt,
      online: meetings.online,
    })
    .from(meetings)
    .where(
      and(
        eq(meetings.compId, actor.compId),
        eq(meetings.status, 'scheduled'),
        lt(meetings.startAt, window.to),
        gt(meetings.endAt, window.from),
        or(
          eq(meetings.organiserUserId, actor.userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(meetingParticipants)
              .where(
                and(
                  eq(meetingParticipants.meetingId, meetings.id),
                  eq(meetingParticipants.userId, actor.userId),
                  ne(meetingParticipants.response, 'declined'),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(meetings.startAt))
    .limit(500);
  return rows.map((row) => ({
    kind: 'meeting',
    id: String(row.id),
    title: row.title,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    allDay: false,
    link: meetingLink(row),
  }));
}
