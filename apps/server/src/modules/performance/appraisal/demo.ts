import { CYCLE_STAGES, isAutomaticItem, type ScoringRule, SHEET_STATUS } from '@renli/contracts';
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { staffNamesOf } from '../../staff/job.ts';
import { perfCycles, perfItemScores, perfSheetEvents, perfSheetItems, perfSheets } from '../cycles/schema.ts';
import { PerfDecimal } from '../engine/score.ts';
import type { Cycle, Sheet } from './access.ts';
import { finalize } from './scoring.ts';
import { LEVEL_SUBMITTED } from './sheet-view.ts';

// The demo's running cycle moved on (docs/product/performance.md, "Appraisal"): two sheets fully
// scored so the calibration board has people, and 周婷 (财务部) in self review for the e2e spec
// (she self-reviews, 黄志强 and the head above score, 张伟 calibrates and publishes, she confirms).

/** The self-review person of the e2e spec (e2e/specs/performance-appraisal.e2e.ts). */
const SELF_REVIEW_STAFF = '周婷';

/** An actual that reaches a KPI's target exactly: full marks by its rule. */
const actualOnTarget = (rule: ScoringRule): string | null => {
  if (rule.kind === 'linear') return rule.target;
  if (rule.kind === 'stepped')
    return rule.steps.reduce((best, s) => (new PerfDecimal(s.from).gt(best.from) ? s : best)).from;
  return null;
};

/** Scores a sheet as its levels would: on target for KPIs with a rule, 85 (or the second level) elsewhere. */
async function scoreFully(tx: Tx, sheet: Sheet, cycle: Cycle) {
  const items = await tx.select().from(perfSheetItems).where(eq(perfSheetItems.sheetId, sheet.id));
  for (const item of items) {
    if (isAutomaticItem(item)) {
      await tx
        .update(perfSheetItems)
        .set({ actual: actualOnTarget(item.rule) })
        .where(eq(perfSheetItems.id, item.id));
      continue;
    }
    const score = item.levels[1]?.score ?? item.levels[0]?.score ?? '85';
    for (const [level, reviewers] of sheet.reviewers.entries())
      for (const reviewerUserId of reviewers.userIds)
        await tx.insert(perfItemScores).values({
          compId: sheet.compId,
          sheetId: sheet.id,
          itemId: item.id,
          level,
          reviewerUserId,
          score,
          comment: reviewers.relation === 'self' ? '按计划完成' : '表现稳定',
        });
  }
  await tx
    .update(perfSheets)
    .set({ selfSummary: '本季度各项工作按计划完成。' })
    .where(eq(perfSheets.id, sheet.id));
  for (const [level, reviewers] of sheet.reviewers.entries())
    for (const actorUserId of reviewers.userIds)
      await tx.insert(perfSheetEvents).values({
        compId: sheet.compId,
        sheetId: sheet.id,
        kind: reviewers.relation === 'self' ? 'selfSubmitted' : LEVEL_SUBMITTED,
        actorUserId,
        detail: reviewers.relation === 'self' ? {} : { level, relation: reviewers.relation },
      });
  await finalize(tx, sheet, cycle);
}

export async function seedDemoPerfAppraisals(tx: Tx, compId: number, cycleId: number): Promise<void> {
  if (cycleId === 0) return;
  const [cycle] = await tx
    .select()
    .from(perfCycles)
    .where(and(eq(perfCycles.id, cycleId), eq(perfCycles.compId, compId)));
  if (!cycle?.config) return;
  // Scored sheets exist only once HR has opened scoring.
  if (CYCLE_STAGES.indexOf(cycle.stage) < CYCLE_STAGES.indexOf('review'))
    await tx.update(perfCycles).set({ stage: 'review' }).where(eq(perfCycles.id, cycle.id));
  const rows = await tx
    .select()
    .from(perfSheets)
    .where(and(eq(perfSheets.cycleId, cycle.id), lte(perfSheets.status, SHEET_STATUS.selfReview)))
    .orderBy(asc(perfSheets.id));
  const names = await staffNamesOf(
    tx,
    compId,
    rows.map((r) => r.staffId),
  );
  const sheets = rows.map((sheet) => ({ sheet, name: names.get(sheet.staffId) }));
  const selfReview = sheets.find((s) => s.name === SELF_REVIEW_STAFF);
  if (selfReview)
    await tx
      .update(perfSheets)
      .set({ status: SHEET_STATUS.selfReview })
      .where(and(eq(perfSheets.id, selfReview.sheet.id), ne(perfSheets.status, SHEET_STATUS.selfReview)));
  let scored = 0;
  for (const { sheet } of sheets) {
    if (scored === 2) break;
    if (
      sheet === selfReview?.sheet ||
      !sheet.reviewers.some((l) => l.relation !== 'self' && l.userIds.length > 0)
    )
      continue;
    const [item] = await tx
      .select({ id: perfSheetItems.id })
      .from(perfSheetItems)
      .where(eq(perfSheetItems.sheetId, sheet.id))
      .limit(1);
    if (!item) continue;
    await scoreFully(tx, sheet, cycle as Cycle);
    scored += 1;
  }
}
