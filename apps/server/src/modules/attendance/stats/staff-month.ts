import type { StaffMonth } from '@renli/contracts';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { UserAuth } from '../../../core/actor.ts';
import { forbidden, notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { resolveCompanyActor } from '../../org/actor.ts';
import { isAttendanceAdmin } from '../access.ts';
import { attendanceDailyResults as r } from '../schema.ts';
import { monthDays } from './figures.ts';
import { isLocked } from './month-query.ts';
import { allStaffRows } from './month-rows.ts';

/**
 * A staff member's month, the documented read-only API (docs/product/attendance.md, "Statistics"): their
 * summary row and every stored day it sums. HR of their employee type, or the staff member
 * themselves; anyone else's is 403 for plain staff and 404 for HR (as if there were no such person).
 */
export async function staffMonth(
  db: DbOrTx,
  auth: UserAuth,
  body: { staffId: number; month: string },
): Promise<StaffMonth> {
  const actor = await resolveCompanyActor(db, auth);
  const own = actor.staffId === body.staffId;
  if (!own && !isAttendanceAdmin(actor)) throw forbidden('attendance.adminOnly');
  const { first, last } = monthDays(body.month);
  const [[summary], days, locked] = await Promise.all([
    allStaffRows(db, actor, body.month, { staffIds: [body.staffId], anyType: own }, 1),
    db
      .select({ result: r.result })
      .from(r)
      .where(
        and(
          eq(r.compId, actor.compId),
          eq(r.staffId, body.staffId),
          gte(r.day, first),
          lte(r.day, last),
          ne(r.status, 'notEmployed'),
        ),
      )
      .orderBy(asc(r.day)),
    isLocked(db, actor.compId, body.month),
  ]);
  if (!summary && !own) throw notFound('attendance.staffNotManaged');
  return {
    month: body.month,
    locked,
    summary: summary ?? null,
    days: summary ? days.map((day) => day.result) : [],
  };
}
