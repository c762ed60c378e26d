import type { CalendarFeedItem, CalendarWindow } from '@renli/contracts';
import type { CompanyActor } from '../../../core/actor.ts';
import type { DbOrTx } from '../../../db/client.ts';

/** The person's approved leave (docs/product/oa-schedule.md, "Feeds"), within the window, for the calendar. */
export async function leaveOnCalendar(
  _db: DbOrTx,
  _actor: CompanyActor,
  _window: CalendarWindow,
): Promise<CalendarFeedItem[]> {
  return [];
}
