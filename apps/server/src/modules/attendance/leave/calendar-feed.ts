import { AttendanceRequestStatus, type CalendarFeedItem, type CalendarWindow } from '@renli/contracts';
import { and, asc, eq, gt, gte, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaDateTime, chinaDayEnd, chinaDayStart } from '../../../core/china-time.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { attendanceLeaveTypes, attendanceRequests } from '../schema.ts';

/** The in-app route of one's leave (请假). */
const VACATION_LINK = '#/oa/attendance/vacation';

const chinaDay = (at: Date) => chinaDateTime(at).slice(0, 10);

/**
 * The person's approved leave (docs/product/oa-schedule.md, "Feeds"), within the window, for the
 * calendar: leave in days or half days as all-day items over its days (titled by the leave type),
 * leave in hours as timed items. The company account (no staff record) has none.
 */
export async function leaveOnCalendar(
  db: DbOrTx,
  actor: CompanyActor,
  window: CalendarWindow,
): Promise<CalendarFeedItem[]> {
  if (actor.staffId === null) return [];
  const firstDay = chinaDay(window.from);
  const lastDay = chinaDay(new Date(window.to.getTime() - 1));
  const rows = await db
    .select({
      id: attendanceRequests.id,
      type: attendanceLeaveTypes.name,
      startDay: attendanceRequests.startDay,
      endDay: attendanceRequests.endDay,
      startAt: attendanceRequests.startAt,
      endAt: attendanceRequests.endAt,
    })
    .from(attendanceRequests)
    .innerJoin(attendanceLeaveTypes, eq(attendanceLeaveTypes.id, attendanceRequests.leaveTypeId))
    .where(
      and(
        eq(attendanceRequests.compId, actor.compId),
        eq(attendanceRequests.staffId, actor.staffId),
        eq(attendanceRequests.kind, 'leave'),
        eq(attendanceRequests.status, AttendanceRequestStatus.APPROVED),
        or(
          and(
            isNotNull(attendanceRequests.startDay),
            lte(attendanceRequests.startDay, lastDay),
            gte(attendanceRequests.endDay, firstDay),
          ),
          and(
            isNotNull(attendanceRequests.startAt),
            lt(attendanceRequests.startAt, window.to),
            gt(attendanceRequests.endAt, window.from),
          ),
        ),
      ),
    )
    .orderBy(asc(attendanceRequests.id));
  return rows.flatMap((row): CalendarFeedItem[] => {
    const base = { kind: 'leave' as const, id: String(row.id), title: row.type, link: VACATION_LINK };
    if (row.startDay && row.endDay)
      return [
        {
          ...base,
          start: chinaDayStart(row.startDay).toISOString(),
          end: chinaDayEnd(row.endDay).toISOString(),
          allDay: true,
        },
      ];
    if (row.startAt && row.endAt)
      return [{ ...base, start: row.startAt.toISOString(), end: row.endAt.toISOString(), allDay: false }];
    return [];
  });
}
