import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { eventLink, timeText } from './edit.ts';
import { calendarMessages as m } from './messages.ts';
import { dueReminders, occurrenceStarts } from './recurrence.ts';
import { calendarAttendees, calendarEvents, calendarRemindersSent } from './schema.ts';

// The reminder sweep (docs/product/oa-schedule.md, "Reminders"): every minute each node computes
// the reminders due from the occurrences of the next day (repeat rules expanded in that window) and
// claims each (event, occurrence, offset, person) by inserting it into calendar_reminders_sent,
// whose unique key lets exactly one insert win; only the winner tells the person.

/** A reminder whose moment passed this long ago is still sent (a sweep that missed its minute). */
export const REMINDER_LOOKBACK_MS = 10 * 60_000;
const LONGEST_OFFSET_MS = 1440 * 60_000;

/** Sends the reminders due at `now`; answers how many were sent. */
export async function sendDueReminders(db: Database, now: Date = new Date()): Promise<number> {
  const from = new Date(now.getTime() - REMINDER_LOOKBACK_MS);
  const to = new Date(now.getTime() + LONGEST_OFFSET_MS + 60_000);
  const candidates = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        sql`jsonb_array_length(${calendarEvents.reminders}) > 0`,
        lte(calendarEvents.startAt, to),
        or(isNull(calendarEvents.lastEndAt), gt(calendarEvents.lastEndAt, from)),
      ),
    );
  let sent = 0;
  for (const event of candidates) {
    const duration = event.endAt.getTime() - event.startAt.getTime();
    // Occurrences starting in [from, to): expanding asks for overlap, so widen by the duration and filter.
    const starts = occurrenceStarts(event, from, to).filter((s) => s >= from);
    const due = dueReminders(starts, event.reminders, now, REMINDER_LOOKBACK_MS, event.createdAt);
    if (due.length === 0) continue;
    sent += await db.transaction(async (tx) => {
      const invitees = await tx
        .select({ userId: calendarAttendees.userId })
        .from(calendarAttendees)
        .where(and(eq(calendarAttendees.eventId, event.id), ne(calendarAttendees.response, 'declined')));
      const people = [event.ownerId, ...invitees.map((i) => i.userId)];
      let told = 0;
      for (const reminder of due) {
        const claimed = await tx
          .insert(calendarRemindersSent)
          .values(
            people.map((userId) => ({
              compId: event.compId,
              eventId: event.id,
              occurrenceStart: reminder.occurrenceStart,
              minutesBefore: reminder.minutesBefore,
              userId,
            })),
          )
          .onConflictDoNothing()
          .returning({ userId: calendarRemindersSent.userId });
        if (claimed.length === 0) continue;
        const start = reminder.occurrenceStart;
        await notifyPeople(tx, {
          compId: event.compId,
          userIds: claimed.map((c) => c.userId),
          titleKey: m['calendar.notice.remindTitle'],
          contentKey: event.location ? m['calendar.notice.remindAt'] : m['calendar.notice.remind'],
          params: {
            title: event.title,
            time: timeText(start, new Date(start.getTime() + duration), event.allDay),
            location: event.location,
          },
          link: eventLink(event.id),
        });
        told += claimed.length;
      }
      return told;
    });
  }
  return sent;
}
