import { PUNCH_REPEAT_SECONDS, type PunchBody } from '@renli/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { chinaToday } from '../../../core/china-time.ts';
import { badRequest, tooManyRequests } from '../../../core/http/errors.ts';
import type { RateLimitStore } from '../../../core/http/rate-limit.ts';
import type { Database } from '../../../db/client.ts';
import { assertMonthsOpen } from '../results/locks.ts';
import { attendancePunches } from '../schema.ts';
import { presentPunch, recomputePunchDays } from './punches.ts';
import { webRuleOn } from './web-rule.ts';
import { checkWhere, plainAddress } from './where.ts';

/** The advisory lock class of one staff member's punches (any number unused elsewhere). */
const PUNCH_LOCK = 20_003;
/** Per staff member: a few taps a shift, not a script. */
const PUNCH_LIMIT = { perWindow: 20, windowSeconds: 600 };

/**
 * A web punch (docs/product/attendance.md, "Punching and records"): under today's group rule, from
 * an allowed network or inside a geofence (either, when the group has both). A punch within 60 s
 * of the last one is the same tap again and answers that one. Stored with the address, position
 * and place, then the staff member's yesterday and today are recomputed (a cross-midnight shift
 * belongs to yesterday).
 */
export async function webPunch(
  db: Database,
  rateLimits: RateLimitStore,
  actor: { compId: number; staffId: number; userId: number },
  ip: string,
  body: PunchBody,
  now = new Date(),
) {
  const { compId, staffId } = actor;
  if (
    (await rateLimits.hit(`attendance:punch:${staffId}`, PUNCH_LIMIT.windowSeconds)) > PUNCH_LIMIT.perWindow
  )
    throw tooManyRequests('attendance.punch.tooMany');
  const today = chinaToday(now);
  const web = await webRuleOn(db, compId, staffId, today);
  if ('refusal' in web) throw badRequest(web.refusal.key, web.refusal.params);
  const where = checkWhere(web.rule, ip, body);
  if (!where.ok) throw badRequest(where.refusal.key, where.refusal.params);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUNCH_LOCK}, ${staffId})`);
    const [recent] = await tx
      .select()
      .from(attendancePunches)
      .where(
        and(
          eq(attendancePunches.compId, compId),
          eq(attendancePunches.staffId, staffId),
          isNull(attendancePunches.voidedAt),
          gt(attendancePunches.at, new Date(now.getTime() - PUNCH_REPEAT_SECONDS * 1000)),
        ),
      )
      .orderBy(desc(attendancePunches.at))
      .limit(1);
    if (recent) return { punch: presentPunch(recent), repeated: true };
    await assertMonthsOpen(tx, compId, [today]);
    const located = where.place !== null;
    const [row] = await tx
      .insert(attendancePunches)
      .values({
        compId,
        staffId,
        at: now,
        source: 'web',
        ip: plainAddress(ip),
        latitude: located ? body.latitude : null,
        longitude: located ? body.longitude : null,
        accuracyMeters: located ? body.accuracy : null,
        place: where.place,
        createdBy: actor.userId,
      })
      .returning();
    await recomputePunchDays(tx, compId, [staffId], [today]);
    return { punch: presentPunch(row!), repeated: false };
  });
}
