import { isAutomaticItem, SHEET_STATUS, type scoreBodySchema } from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserAuth } from '../../../core/actor.ts';
import { badRequest, conflict } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { createReminder } from '../../notifications/service.ts';
import { perfItemScores, perfSheetEvents, perfSheetItems, perfSheets } from '../cycles/schema.ts';
import { gradeOf, reviewedScore, ruleScore, scoreText, sheetTotal } from '../engine/score.ts';
import { review360ScoreOf } from '../review360/results.ts';
import { type Cycle, type Sheet, type SheetAccess, sheetFor } from './access.ts';
import { appraisalMessages as m } from './messages.ts';
import { levelsActing, nextReviewLevel, scoreAllowed } from './progression.ts';
import { LEVEL_SUBMITTED, sheetDetail, submittedBy } from './sheet-view.ts';

// Reviewers score (docs/product/performance.md, "Appraisal", "Scoring"): only the current level's
// reviewers, every reviewer-scored item with a comment; when all of a level have submitted the next
// level takes over (and is reminded); after the last one the engine computes the item scores, the
// total and the grade, and the sheet waits for calibration.

type ScoreInput = z.output<typeof scoreBodySchema>;

const REVIEW_LINK = '#/performance/performanceappraisal/review';

/** Hands the sheet to reviewer level `level` (reminding its people), or totals it when none is left. */
export async function advanceFrom(tx: DbOrTx, view: SheetAccess, level: number | null) {
  const { sheet, cycle } = view;
  if (level === null) return finalize(tx, sheet, cycle);
  await tx
    .update(perfSheets)
    .set({ status: SHEET_STATUS.reviewing, reviewLevel: level })
    .where(eq(perfSheets.id, sheet.id));
  for (const userId of sheet.reviewers[level]!.userIds)
    await createReminder(tx, {
      userId,
      compId: sheet.compId,
      type: 'system',
      titleKey: m['remind.perf.toScore.title'],
      contentKey: m['remind.perf.toScore.content'],
      params: { staffName: view.staffName, cycleName: cycle.name },
      link: REVIEW_LINK,
    });
}

/** The engine's item scores, total and grade (engine/score.ts); the sheet then waits for calibration. */
export async function finalize(tx: DbOrTx, sheet: Sheet, cycle: Cycle) {
  const config = cycle.config;
  const items = await tx.select().from(perfSheetItems).where(eq(perfSheetItems.sheetId, sheet.id));
  const given = await tx.select().from(perfItemScores).where(eq(perfItemScores.sheetId, sheet.id));
  // The 360 section scores by its raters (review360/results.ts); with too few answers it drops out.
  const review360 = await review360ScoreOf(tx, sheet.id);
  const scored = items.map((item) => {
    const score = isAutomaticItem(item)
      ? item.sectionKind === 'review360'
        ? review360
        : ruleScore(item.rule, item.actual, config.scale.max)
      : reviewedScore(
          sheet.reviewers,
          sheet.reviewers.map((_, level) =>
            given.filter((s) => s.itemId === item.id && s.level === level).map((s) => s.score),
          ),
        );
    return { id: item.id, section: item.section, weight: item.weight, score };
  });
  for (const item of scored)
    await tx
      .update(perfSheetItems)
      .set({ score: item.score === null ? null : scoreText(item.score) })
      .where(eq(perfSheetItems.id, item.id));
  const optional = config.sections.flatMap((section, i) => (section.kind === 'review360' ? [i] : []));
  const { total } = sheetTotal(config, scored, optional);
  await tx
    .update(perfSheets)
    .set({
      status: SHEET_STATUS.calibrating,
      totalScore: total === null ? null : scoreText(total),
      grade: total === null ? null : (gradeOf(config.bands, total)?.grade ?? null),
    })
    .where(eq(perfSheets.id, sheet.id));
  await tx.insert(perfSheetEvents).values({
    compId: sheet.compId,
    sheetId: sheet.id,
    kind: 'scored',
    detail: { total: total === null ? null : scoreText(total) },
  });
}

export async function saveScores(db: Database, auth: UserAuth, body: ScoreInput, locale: Locale) {
  const view = await sheetFor(db, auth, body.id);
  const { sheet, cycle } = view;
  const userId = auth.userId;
  const acting =
    sheet.status === SHEET_STATUS.reviewing ? levelsActing(sheet.reviewers, sheet.reviewLevel, userId) : [];
  if (acting.length === 0) throw conflict(m['perf.appraisal.notYourTurn']);
  if ((await submittedBy(db, sheet.id)).get(sheet.reviewLevel)?.has(userId))
    throw conflict(m['perf.appraisal.alreadySubmitted']);
  const items = await db.select().from(perfSheetItems).where(eq(perfSheetItems.sheetId, sheet.id));
  const byId = new Map(items.map((i) => [i.id, i]));
  const max = cycle.config.scale.max;
  for (const input of body.items) {
    const item = byId.get(input.itemId);
    if (!item) throw badRequest(m['perf.appraisal.unknownItem']);
    if (input.score === null) continue;
    if (isAutomaticItem(item)) throw badRequest(m['perf.appraisal.autoItemScored'], { item: item.name });
    if (!scoreAllowed(input.score, max, item.levels))
      throw item.levels.length > 0
        ? badRequest(m['perf.appraisal.levelScore'], {
            item: item.name,
            levels: item.levels.map((l) => `${l.name} ${l.score}`).join('、'),
          })
        : badRequest(m['perf.appraisal.scoreRange'], { item: item.name, max });
  }

  return db.transaction(async (tx) => {
    // The same scores count at every level the reviewer holds now (manager and skip-level head).
    for (const level of acting)
      for (const input of body.items) {
        await tx
          .delete(perfItemScores)
          .where(
            and(
              eq(perfItemScores.itemId, input.itemId),
              eq(perfItemScores.level, level),
              eq(perfItemScores.reviewerUserId, userId),
            ),
          );
        if (input.score !== null)
          await tx.insert(perfItemScores).values({
            compId: sheet.compId,
            sheetId: sheet.id,
            itemId: input.itemId,
            level,
            reviewerUserId: userId,
            score: input.score,
            comment: input.comment,
          });
      }
    if (body.submit) {
      const manual = items.filter((item) => !isAutomaticItem(item));
      const mine = await tx
        .select({ itemId: perfItemScores.itemId })
        .from(perfItemScores)
        .where(
          and(
            eq(perfItemScores.sheetId, sheet.id),
            eq(perfItemScores.level, sheet.reviewLevel),
            eq(perfItemScores.reviewerUserId, userId),
            inArray(perfItemScores.itemId, manual.length ? manual.map((i) => i.id) : [0]),
          ),
        );
      const done = new Set(mine.map((r) => r.itemId));
      const missing = manual
        .filter((item) => !done.has(item.id))
        .map((item) => translate(locale, m['perf.appraisal.missingScore'], { item: item.name }));
      if (missing.length > 0) throw badRequest(m['perf.appraisal.missing'], { fields: missing.join('、') });
      await submitLevels(tx, view, acting, userId);
    }
    return sheetDetail(tx, await sheetFor(tx, auth, sheet.id));
  });
}

/** Records the reviewer's submission of their levels; a level all of whose reviewers submitted passes on. */
async function submitLevels(tx: DbOrTx, view: SheetAccess, acting: number[], userId: number) {
  const { sheet } = view;
  for (const level of acting)
    await tx.insert(perfSheetEvents).values({
      compId: sheet.compId,
      sheetId: sheet.id,
      kind: LEVEL_SUBMITTED,
      actorUserId: userId,
      detail: { level, relation: sheet.reviewers[level]!.relation },
    });
  const submitted = await submittedBy(tx, sheet.id);
  let level: number | null = sheet.reviewLevel;
  while (level !== null && sheet.reviewers[level]!.userIds.every((id) => submitted.get(level!)?.has(id)))
    level = nextReviewLevel(sheet.reviewers, level + 1);
  if (level !== sheet.reviewLevel) await advanceFrom(tx, view, level);
}
