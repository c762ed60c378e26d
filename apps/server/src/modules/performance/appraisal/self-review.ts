import { CYCLE_STAGES, isAutomaticItem, SHEET_STATUS, type selfReviewBodySchema } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserAuth } from '../../../core/actor.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import { translate } from '../../../core/i18n/index.ts';
import type { Database } from '../../../db/client.ts';
import { perfItemScores, perfSheetEvents, perfSheetItems, perfSheets } from '../cycles/schema.ts';
import { performanceMessages as pm } from '../messages.ts';
import { sheetFor } from './access.ts';
import { ownEvidence } from './evidence.ts';
import { appraisalMessages as m } from './messages.ts';
import { nextReviewLevel, scoreAllowed, selfLevelOf } from './progression.ts';
import { advanceFrom } from './scoring.ts';
import { sheetDetail } from './sheet-view.ts';

// Self review (docs/product/performance.md, "Appraisal"): the owner fills actuals (KPIs with a rule
// then score themselves), evidence from their own uploads, a comment per item, the self score of
// each reviewer-scored item when the template has a self level, and a summary; submitting needs
// everything and hands the sheet to the first reviewer level.

type SelfReview = z.output<typeof selfReviewBodySchema>;

export async function saveSelfReview(db: Database, auth: UserAuth, body: SelfReview, locale: Locale) {
  const view = await sheetFor(db, auth, body.id);
  const { sheet, cycle } = view;
  if (!view.owner) throw notFound(pm['performance.sheetNotFound']);
  if (sheet.status !== SHEET_STATUS.selfReview) throw conflict(m['perf.appraisal.notSelfReview']);
  if (CYCLE_STAGES.indexOf(cycle.stage) < CYCLE_STAGES.indexOf('selfReview'))
    throw conflict(m['perf.appraisal.stageNotOpen']);
  const max = cycle.config.scale.max;
  const selfLevel = selfLevelOf(sheet.reviewers);
  const items = await db.select().from(perfSheetItems).where(eq(perfSheetItems.sheetId, sheet.id));
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const input of body.items) {
    const item = byId.get(input.itemId);
    if (!item) throw badRequest(m['perf.appraisal.unknownItem']);
    if (input.selfScore === null) continue;
    if (selfLevel === null) throw badRequest(m['perf.appraisal.noSelfLevel']);
    if (isAutomaticItem(item)) throw badRequest(m['perf.appraisal.autoItemScored'], { item: item.name });
    if (!scoreAllowed(input.selfScore, max, item.levels))
      throw item.levels.length > 0
        ? badRequest(m['perf.appraisal.levelScore'], {
            item: item.name,
            levels: item.levels.map((l) => `${l.name} ${l.score}`).join('、'),
          })
        : badRequest(m['perf.appraisal.scoreRange'], { item: item.name, max });
  }
  const evidence = await ownEvidence(
    db,
    auth.userId,
    body.items.flatMap((i) => i.evidence),
  );

  return db.transaction(async (tx) => {
    for (const input of body.items) {
      await tx
        .update(perfSheetItems)
        .set({
          actual: input.actual,
          selfComment: input.comment,
          evidence: input.evidence.map((url) => evidence.get(url)!),
        })
        .where(eq(perfSheetItems.id, input.itemId));
      if (selfLevel === null) continue;
      const key = and(
        eq(perfItemScores.itemId, input.itemId),
        eq(perfItemScores.level, selfLevel),
        eq(perfItemScores.reviewerUserId, auth.userId),
      );
      await tx.delete(perfItemScores).where(key);
      if (input.selfScore !== null)
        await tx.insert(perfItemScores).values({
          compId: sheet.compId,
          sheetId: sheet.id,
          itemId: input.itemId,
          level: selfLevel,
          reviewerUserId: auth.userId,
          score: input.selfScore,
          comment: input.comment,
        });
    }
    await tx.update(perfSheets).set({ selfSummary: body.summary }).where(eq(perfSheets.id, sheet.id));

    if (body.submit) {
      const saved = await tx.select().from(perfSheetItems).where(eq(perfSheetItems.sheetId, sheet.id));
      const selfScored =
        selfLevel === null
          ? new Set<number>()
          : new Set(
              (
                await tx
                  .select({ itemId: perfItemScores.itemId })
                  .from(perfItemScores)
                  .where(
                    and(
                      eq(perfItemScores.sheetId, sheet.id),
                      eq(perfItemScores.level, selfLevel),
                      inArray(
                        perfItemScores.itemId,
                        saved.map((i) => i.id),
                      ),
                    ),
                  )
              ).map((r) => r.itemId),
            );
      const missing = saved.flatMap((item) => {
        if (isAutomaticItem(item))
          return item.actual === null
            ? [translate(locale, m['perf.appraisal.missingActual'], { item: item.name })]
            : [];
        return selfLevel !== null && !selfScored.has(item.id)
          ? [translate(locale, m['perf.appraisal.missingScore'], { item: item.name })]
          : [];
      });
      if (body.summary === '') missing.push(translate(locale, m['perf.appraisal.missingSummary']));
      if (missing.length > 0) throw badRequest(m['perf.appraisal.missing'], { fields: missing.join('、') });
      await tx.insert(perfSheetEvents).values({
        compId: sheet.compId,
        sheetId: sheet.id,
        kind: 'selfSubmitted',
        actorUserId: auth.userId,
      });
      await advanceFrom(tx, view, nextReviewLevel(sheet.reviewers, 0));
    }
    return sheetDetail(tx, await sheetFor(tx, auth, sheet.id));
  });
}
