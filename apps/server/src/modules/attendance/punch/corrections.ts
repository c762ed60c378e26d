import type { CorrectPunchBody, Punch, VoidPunchBody } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaDayStart, chinaToday } from '../../../core/china-time.ts';
import { badRequest, forbidden, notFound } from '../../../core/http/errors.ts';
import { writeAudit } from '../../../core/resources/audit.ts';
import type { AuditChanges } from '../../../core/resources/schema.ts';
import type { Database } from '../../../db/client.ts';
import { assertMonthsOpen } from '../results/locks.ts';
import { attendancePunches } from '../schema.ts';
import { presentPunch, recomputePunchDays } from './punches.ts';
import { isManagedOn, managedSpanOn } from './scope.ts';

// HR's corrections (docs/product/attendance.md, "Punching and records"): a punch added or voided,
// each with a note, audited, never in a locked month, and never of one's own punches.

/** The audit log's name for punches (docs/modules.md, "Timeline"). */
export const PUNCH_AUDIT = 'attendancePunch';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The fields of a punch that changed, as the audit log keeps them. */
function changesOf(before: Punch | null, after: Punch): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of Object.keys(after) as (keyof Punch)[]) {
    if (key === 'id') continue;
    const was = before ? before[key] : null;
    if (was !== after[key]) changes[key] = { before: was, after: after[key] };
  }
  return changes;
}

/** HR correcting their own attendance would be judge in their own cause: the company account has none. */
function refuseOwn(actor: CompanyActor, staffId: number) {
  if (actor.staffId === staffId) throw forbidden('attendance.punch.own');
}

/** Adds the punch HR knows was made (source `correction`, the note saying how they know). */
export async function correctPunch(
  db: Database,
  actor: CompanyActor,
  body: CorrectPunchBody,
  now = new Date(),
) {
  refuseOwn(actor, body.staffId);
  const at = new Date(chinaDayStart(body.day).getTime() + minutesOf(body.time) * 60_000);
  if (at > now) throw badRequest('attendance.punch.future');
  await managedSpanOn(db, actor, body.staffId, body.day);
  return db.transaction(async (tx) => {
    await assertMonthsOpen(tx, actor.compId, [body.day]);
    const [row] = await tx
      .insert(attendancePunches)
      .values({
        compId: actor.compId,
        staffId: body.staffId,
        at,
        source: 'correction',
        note: body.note,
        createdBy: actor.userId,
      })
      .returning();
    const punch = presentPunch(row!);
    await writeAudit(tx, actor, PUNCH_AUDIT, [
      { recordId: punch.id, action: 'insert', changes: changesOf(null, punch) },
    ]);
    await recomputePunchDays(tx, actor.compId, [body.staffId], [body.day]);
    return punch;
  });
}

/** Voids a punch with HR's note: it stays listed, and no longer counts. */
export async function voidPunch(db: Database, actor: CompanyActor, body: VoidPunchBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(attendancePunches)
      .where(and(eq(attendancePunches.id, body.id), eq(attendancePunches.compId, actor.compId)))
      .for('update');
    const day = row && chinaToday(row.at);
    if (!row || !day || !(await isManagedOn(tx, actor, row.staffId, day)))
      throw notFound('attendance.punch.notFound');
    refuseOwn(actor, row.staffId);
    if (row.voidedAt) throw badRequest('attendance.punch.alreadyVoided');
    await assertMonthsOpen(tx, actor.compId, [day]);
    const [voided] = await tx
      .update(attendancePunches)
      .set({ voidedAt: new Date(), voidedBy: actor.userId, voidNote: body.note })
      .where(eq(attendancePunches.id, row.id))
      .returning();
    const punch = presentPunch(voided!);
    await writeAudit(tx, actor, PUNCH_AUDIT, [
      { recordId: punch.id, action: 'update', changes: changesOf(presentPunch(row), punch) },
    ]);
    await recomputePunchDays(tx, actor.compId, [row.staffId], [day]);
    return punch;
  });
}
