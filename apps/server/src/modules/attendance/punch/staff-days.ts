import type { StaffDays, StaffDaysBody } from '@renli/contracts';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { UserAuth } from '../../../core/actor.ts';
import { forbidden } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { resolveCompanyActor } from '../../org/actor.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { isAttendanceAdmin } from '../access.ts';
import { attendanceDailyResults } from '../schema.ts';
import { punchesOfDays } from './punches.ts';
import { managedStaffName } from './scope.ts';

/**
 * The read-only API of a staff member's days (docs/product/attendance.md, "Punching and records"):
 * the stored results and the punches of at most 31 days. Staff read their own (no `staffId`, or
 * their own); HR anyone they manage in the range.
 */
export async function staffDays(db: DbOrTx, auth: UserAuth, body: StaffDaysBody): Promise<StaffDays> {
  const actor = await resolveCompanyActor(db, auth);
  const own = body.staffId === undefined || body.staffId === actor.staffId;
  let staffId: number;
  let staffName: string;
  if (own) {
    if (actor.staffId === null) throw forbidden('attendance.staffOnly');
    staffId = actor.staffId;
    staffName = (await staffCardsOf(db, actor.compId, [staffId])).get(staffId)?.staffName ?? '';
  } else {
    if (!isAttendanceAdmin(actor)) throw forbidden('attendance.adminOnly');
    staffId = body.staffId!;
    staffName = await managedStaffName(db, actor, staffId, body.from, body.to);
  }
  const [rows, punches] = await Promise.all([
    db
      .select({ result: attendanceDailyResults.result })
      .from(attendanceDailyResults)
      .where(
        and(
          eq(attendanceDailyResults.compId, actor.compId),
          eq(attendanceDailyResults.staffId, staffId),
          gte(attendanceDailyResults.day, body.from),
          lte(attendanceDailyResults.day, body.to),
        ),
      )
      .orderBy(asc(attendanceDailyResults.day)),
    punchesOfDays(db, actor.compId, staffId, body.from, body.to),
  ]);
  return { staffId, staffName, days: rows.map((row) => row.result), punches };
}
