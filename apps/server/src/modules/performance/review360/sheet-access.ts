import { CYCLE_STATUS, SHEET_STATUS } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { UserAuth } from '../../../core/actor.ts';
import { notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { managesStaffOf, perfAdminOrNull, perfPerson } from '../access.ts';
import { perfCycles, perfSheets } from '../cycles/schema.ts';
import { performanceMessages } from '../messages.ts';
import { isNamedReviewer } from '../sheet-access.ts';

// Who may do what with a sheet's 360 (docs/product/performance.md, "Permissions", "360"): the roles
// of sheet-access.ts, without refusing — a rater has none of them and still answers.

/** Whether a sheet's 360 is over: scoring finished (待校准 or later) or the cycle archived. */
export const closedFor360 = (sheetStatus: number, cycleStatus: number) =>
  sheetStatus >= SHEET_STATUS.calibrating || cycleStatus === CYCLE_STATUS.archived;

/** The caller's person and, when they are performance HR, that too. */
export async function callerOf(db: DbOrTx, auth: UserAuth) {
  const actor = await perfPerson(db, auth);
  const hr = actor.isCompany || actor.staffAdmin ? await perfAdminOrNull(db, auth) : null;
  return { actor, hr };
}
export type Caller = Awaited<ReturnType<typeof callerOf>>;

/**
 * A sheet of the caller's company with its cycle, its person's name and the caller's roles on it;
 * 404 for another company's sheet.
 */
export async function sheetFor360(db: DbOrTx, caller: Caller, sheetId: number) {
  const [row] = await db
    .select({ sheet: perfSheets, cycle: perfCycles })
    .from(perfSheets)
    .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
    .where(and(eq(perfSheets.id, sheetId), eq(perfSheets.compId, caller.actor.compId)));
  if (!row) throw notFound(performanceMessages['performance.sheetNotFound']);
  const card = (await staffCardsOf(db, caller.actor.compId, [row.sheet.staffId])).get(row.sheet.staffId);
  const isOwner = row.sheet.userId === caller.actor.userId;
  const isHr = caller.hr !== null && card !== undefined && managesStaffOf(caller.hr, card.employeeType);
  const isReviewer = isNamedReviewer(caller.actor, row.sheet.reviewers);
  const sectionIndex = row.cycle.config?.sections.findIndex((s) => s.kind === 'review360') ?? -1;
  return {
    ...row,
    staffName: card?.staffName ?? '',
    isOwner,
    isHr,
    isReviewer,
    sectionIndex,
    /** The owner sees the 360 results only once results are published (status 7 待确认 or later). */
    published: row.sheet.status >= SHEET_STATUS.confirming,
    /** Raters and answers close once scoring is over (status 6 待校准 or later) or the cycle is archived. */
    closed: closedFor360(row.sheet.status, row.cycle.status),
  };
}
export type Sheet360 = Awaited<ReturnType<typeof sheetFor360>>;
