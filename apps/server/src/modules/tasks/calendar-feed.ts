import type { CalendarFeedItem, CalendarWindow } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The due dates of the person's open tasks (docs/product/oa-task.md), within the window, for the calendar. */
export async function tasksDueOnCalendar(
  _db: DbOrTx,
  _actor: CompanyActor,
  _window: CalendarWindow,
): Promise<CalendarFeedItem[]> {
  return [];
}
