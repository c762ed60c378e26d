import type { SaveSharesBody, SharesData } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { calendarMessages as m } from './messages.ts';
import { allActiveStaff, namesOfUsers } from './people.ts';
import { calendarShares } from './schema.ts';

// Sharing one's calendar (docs/product/oa-schedule.md, "Shared calendars"): each person decides
// who sees their busy times or their events' details; a colleague sees only what is shared with them.
// Saving changes only the sharer's own rows (no notice to the colleagues: they find it under
// 「共享给我的日历」).

/** Whom the caller shares with, and who shares with the caller, by name. */
export async function sharesOf(db: DbOrTx, actor: CompanyActor): Promise<SharesData> {
  const mine = await db
    .select({ userId: calendarShares.viewerId, level: calendarShares.level })
    .from(calendarShares)
    .where(and(eq(calendarShares.compId, actor.compId), eq(calendarShares.userId, actor.userId)));
  const withMe = await db
    .select({ userId: calendarShares.userId, level: calendarShares.level })
    .from(calendarShares)
    .where(and(eq(calendarShares.compId, actor.compId), eq(calendarShares.viewerId, actor.userId)));
  const names = await namesOfUsers(
    db,
    actor.compId,
    [...mine, ...withMe].map((s) => s.userId),
  );
  const named = (rows: typeof mine) =>
    rows.map((row) => ({ ...row, name: names.get(row.userId) ?? '' })).sort((a, b) => a.userId - b.userId);
  return { mine: named(mine), withMe: named(withMe.filter((row) => names.get(row.userId))) };
}

/** Replaces whom the caller shares their calendar with; colleagues newly shared with are told. */
export async function saveShares(
  db: Database,
  actor: CompanyActor,
  body: SaveSharesBody,
): Promise<SharesData> {
  const wanted = new Map((body.shares ?? []).map((s) => [s.userId, s.level]));
  if (wanted.has(actor.userId)) throw badRequest(m['calendar.shareSelf']);
  if (!(await allActiveStaff(db, actor.compId, [...wanted.keys()])))
    throw badRequest(m['calendar.shareUnknown']);
  await db.transaction(async (tx) => {
    await tx
      .delete(calendarShares)
      .where(and(eq(calendarShares.compId, actor.compId), eq(calendarShares.userId, actor.userId)));
    if (wanted.size > 0)
      await tx.insert(calendarShares).values(
        [...wanted].map(([viewerId, level]) => ({
          compId: actor.compId,
          userId: actor.userId,
          viewerId,
          level,
        })),
      );
  });
  return sharesOf(db, actor);
}
