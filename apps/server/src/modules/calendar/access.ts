import type { InviteResponse, ShareLevel } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { calendarShares } from './schema.ts';

// Who sees what of a calendar (docs/product/oa-schedule.md, "Who sees what"): the organiser and the
// invitees see an event whole; a colleague the owner shares with sees busy blocks, or details when
// shared so and the event is not marked busy-only; anyone else nothing (404).

/** The caller as a member of the company with the 办公 column open to them. */
export async function calendarActor(db: DbOrTx, auth: UserAuth): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, auth);
  await requireColumn(db, actor, 'oa', 'read');
  return actor;
}

/** How far `viewerId` sees `ownerId`'s calendar, by the owner's share; null when not shared. */
export async function shareLevel(
  db: DbOrTx,
  compId: number,
  ownerId: number,
  viewerId: number,
): Promise<ShareLevel | null> {
  const [row] = await db
    .select({ level: calendarShares.level })
    .from(calendarShares)
    .where(
      and(
        eq(calendarShares.compId, compId),
        eq(calendarShares.userId, ownerId),
        eq(calendarShares.viewerId, viewerId),
      ),
    );
  return row?.level ?? null;
}

export type EventView = 'full' | 'busy' | null;

/**
 * What a viewer sees of one event: the organiser and invitees all of it; a colleague with a share
 * busy blocks only, or the details when shared with details and the event is not busy-only.
 */
export function eventView(
  event: { ownerId: number; visibility: 'details' | 'busy' },
  viewerId: number,
  invited: InviteResponse | null,
  share: ShareLevel | null,
): EventView {
  if (event.ownerId === viewerId || invited !== null) return 'full';
  if (share === null) return null;
  return share === 'details' && event.visibility === 'details' ? 'full' : 'busy';
}
