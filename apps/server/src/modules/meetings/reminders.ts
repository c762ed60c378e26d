import { MEETING_REMIND_BEFORE_MINUTES } from '@renli/contracts';
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, translate } from '../../core/i18n/index.ts';
import type { Database } from '../../db/client.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { meetingsMessages as m } from './messages.ts';
import { meetingParticipants, meetingRooms, meetings } from './schema.ts';
import { clockOf, meetingLink } from './service.ts';

/**
 * The 15-minute reminder (docs/product/oa-conference.md, "Reminders"): each run claims the scheduled
 * meetings starting within 15 minutes that were not yet reminded for this start time, with one
 * conditional update, so however many nodes sweep, each meeting and start time is told once; a moved
 * meeting is reminded again. The organiser and the participants who did not decline hear of it.
 */
export async function remindMeetings(db: Database, now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + MEETING_REMIND_BEFORE_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(meetings)
      .set({ remindedFor: sql`${meetings.startAt}` })
      .where(
        and(
          eq(meetings.status, 'scheduled'),
          gt(meetings.startAt, now),
          lte(meetings.startAt, soon),
          or(isNull(meetings.remindedFor), ne(meetings.remindedFor, meetings.startAt)),
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;
    const ids = claimed.map((meeting) => meeting.id);
    const invited = await tx
      .select({ meetingId: meetingParticipants.meetingId, userId: meetingParticipants.userId })
      .from(meetingParticipants)
      .where(and(inArray(meetingParticipants.meetingId, ids), ne(meetingParticipants.response, 'declined')));
    const roomIds = claimed.flatMap((meeting) => (meeting.roomId ? [meeting.roomId] : []));
    const rooms =
      roomIds.length === 0
        ? []
        : await tx
            .select({ id: meetingRooms.id, name: meetingRooms.name })
            .from(meetingRooms)
            .where(inArray(meetingRooms.id, roomIds));
    for (const meeting of claimed) {
      const place = meeting.online
        ? translate(DEFAULT_LOCALE, m['meetings.place.online'])
        : (rooms.find((room) => room.id === meeting.roomId)?.name ??
          translate(DEFAULT_LOCALE, m['meetings.place.none']));
      await notifyPeople(tx, {
        compId: meeting.compId,
        userIds: [
          meeting.organiserUserId,
          ...invited.filter((p) => p.meetingId === meeting.id).map((p) => p.userId),
        ],
        titleKey: m['meetings.notice.reminderTitle'],
        contentKey: m['meetings.notice.reminder'],
        params: { title: meeting.title, time: clockOf(meeting.startAt), place },
        link: meetingLink(meeting),
      });
    }
    return claimed.length;
  });
}
