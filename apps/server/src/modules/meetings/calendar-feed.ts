import type { CalendarFeedItem, CalendarWindow } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The meetings the person attends or organises (docs/product/oa-conference.md), within the window, for the calendar. */
export async function meetingsOnCalendar(
  _db: DbOrTx,
  _actor: CompanyActor,
  _window: CalendarWindow,
): Promise<CalendarFeedItem[]> {
  return [];
}
