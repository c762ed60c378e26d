import { CYCLE_STATUS, SHEET_STATUS } from '@renli/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { UserAuth } from '../../../core/actor.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import type { Database } from '../../../db/client.ts';
import { createReminder } from '../../notifications/service.ts';
import { perfAdmin } from '../access.ts';
import { perfCycles, perfSheetEvents, perfSheets } from '../cycles/schema.ts';
import { performanceMessages as pm } from '../messages.ts';
import { cycleOf, sheetFor, sheetForHr } from './access.ts';
import { appraisalMessages as m } from './messages.ts';
import { gradesOf } from './progression.ts';
import { sheetDetail } from './sheet-view.ts';

// Confirmation (docs/product/performance.md, "Appraisal"): the employee confirms the published
// result or appeals with a reason; HR replies, changing the grade or not, and the employee decides
// again. Archiving the cycle archives every sheet; a result nobody confirmed counts as confirmed
// (as in Beisen: silence after the deadline is consent), recorded as its own event.

async function ownConfirming(db: Database, auth: UserAuth, id: number) {
  const view = await sheetFor(db, auth, id);
  if (!view.owner) throw notFound(pm['performance.sheetNotFound']);
  if (view.sheet.status !== SHEET_STATUS.confirming) throw conflict(m['perf.appraisal.notConfirming']);
  return view;
}

export async function confirmResult(db: Database, auth: UserAuth, id: number) {
  const { sheet } = await ownConfirming(db, auth, id);
  return db.transaction(async (tx) => {
    await tx
      .update(perfSheets)
      .set({ status: SHEET_STATUS.confirmed, confirmedAt: new Date() })
      .where(eq(perfSheets.id, sheet.id));
    await tx
      .insert(perfSheetEvents)
      .values({ compId: sheet.compId, sheetId: sheet.id, kind: 'confirmed', actorUserId: auth.userId });
    return sheetDetail(tx, await sheetFor(tx, auth, sheet.id));
  });
}

export async function appealResult(db: Database, auth: UserAuth, body: { id: number; reason: string }) {
  const { sheet } = await ownConfirming(db, auth, body.id);
  return db.transaction(async (tx) => {
    await tx
      .update(perfSheets)
      .set({ status: SHEET_STATUS.appealing, appeal: body.reason, appealReply: null })
      .where(eq(perfSheets.id, sheet.id));
    await tx.insert(perfSheetEvents).values({
      compId: sheet.compId,
      sheetId: sheet.id,
      kind: 'appealed',
      actorUserId: auth.userId,
      detail: { reason: body.reason },
    });
    return sheetDetail(tx, await sheetFor(tx, auth, sheet.id));
  });
}

export async function replyAppeal(
  db: Database,
  auth: UserAuth,
  body: { id: number; reply: string; grade: string | null },
) {
  const { sheet, cycle } = await sheetForHr(db, auth, body.id);
  if (sheet.status !== SHEET_STATUS.appealing) throw conflict(m['perf.appraisal.notAppealing']);
  if (body.grade !== null && !gradesOf(cycle.config).includes(body.grade))
    throw badRequest(m['perf.appraisal.unknownGrade'], { grade: body.grade });
  const before = sheet.calibratedGrade ?? sheet.grade;
  const changed = body.grade !== null && body.grade !== before;
  return db.transaction(async (tx) => {
    await tx
      .update(perfSheets)
      .set({
        status: SHEET_STATUS.confirming,
        appealReply: body.reply,
        ...(changed ? { calibratedGrade: body.grade, calibrationNote: body.reply } : {}),
      })
      .where(eq(perfSheets.id, sheet.id));
    await tx.insert(perfSheetEvents).values({
      compId: sheet.compId,
      sheetId: sheet.id,
      kind: 'appealReplied',
      actorUserId: auth.userId,
      detail: { reply: body.reply, ...(changed ? { from: before, to: body.grade } : {}) },
    });
    if (sheet.userId)
      await createReminder(tx, {
        userId: sheet.userId,
        compId: sheet.compId,
        type: 'system',
        titleKey: m['remind.perf.replied.title'],
        contentKey: m['remind.perf.replied.content'],
        params: { cycleName: cycle.name },
        link: '#/performance/performanceappraisal/my',
      });
    return sheetDetail(tx, await sheetFor(tx, auth, sheet.id));
  });
}

/** Archives the cycle once every result is published and no appeal is open. */
export async function archiveCycle(db: Database, auth: UserAuth, cycleId: number) {
  const actor = await perfAdmin(db, auth);
  const cycle = await cycleOf(db, actor.compId, cycleId);
  if (cycle.status === CYCLE_STATUS.archived) throw conflict(m['perf.appraisal.alreadyArchived']);
  const sheets = await db
    .select({ id: perfSheets.id, status: perfSheets.status })
    .from(perfSheets)
    .where(eq(perfSheets.cycleId, cycle.id));
  const closable: number[] = [SHEET_STATUS.confirming, SHEET_STATUS.confirmed, SHEET_STATUS.archived];
  const blocked = sheets.filter((s) => !closable.includes(s.status));
  if (blocked.length > 0) throw conflict(m['perf.appraisal.archiveBlocked'], { count: blocked.length });
  const unconfirmed = sheets.filter((s) => s.status === SHEET_STATUS.confirming).map((s) => s.id);
  await db.transaction(async (tx) => {
    if (unconfirmed.length > 0) {
      await tx.insert(perfSheetEvents).values(
        unconfirmed.map((sheetId) => ({
          compId: actor.compId,
          sheetId,
          kind: 'confirmedByDefault',
          actorUserId: auth.userId,
        })),
      );
      await tx.update(perfSheets).set({ confirmedAt: new Date() }).where(inArray(perfSheets.id, unconfirmed));
    }
    await tx
      .update(perfSheets)
      .set({ status: SHEET_STATUS.archived })
      .where(and(eq(perfSheets.cycleId, cycle.id), notInArray(perfSheets.status, [SHEET_STATUS.archived])));
    await tx
      .update(perfCycles)
      .set({ status: CYCLE_STATUS.archived, stage: 'archived', archivedAt: new Date() })
      .where(eq(perfCycles.id, cycle.id));
  });
  return { archived: sheets.length };
}
