import { isAutomaticItem, SHEET_STATUS, type SheetDetail, type SheetItemView } from '@renli/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { perfItemScores, perfSheetEvents, perfSheetItems } from '../cycles/schema.ts';
import { PerfDecimal, ruleScore, scoreText } from '../engine/score.ts';
import type { SheetAccess } from './access.ts';
import { evidenceOf } from './evidence.ts';
import { namesOfUsers, sheetNames } from './people.ts';
import { gradesOf, levelsActing, selfLevelOf } from './progression.ts';

// One sheet as its viewer may see it (docs/product/performance.md, "Appraisal"): levels score in
// order and the next level sees the earlier ones; the employee sees reviewers' scores, the total
// and the grade only once HR has published the results; HR sees everything.

/** A reviewer's submission of a level is an event of this kind, detail `{ level }`. */
export const LEVEL_SUBMITTED = 'levelSubmitted';

const PUBLISHED = SHEET_STATUS.confirming;

type Visibility = 'all' | 'mine' | 'none';

/** What the viewer sees of level `level`'s scores. */
export function levelVisibility(
  view: Pick<SheetAccess, 'owner' | 'hr'>,
  sheet: { status: number; reviewLevel: number },
  level: number,
  selfLevel: number | null,
): Visibility {
  if (view.hr || sheet.status >= PUBLISHED) return 'all';
  if (view.owner) return level === selfLevel ? 'all' : 'none';
  if (sheet.status >= SHEET_STATUS.calibrating || level < sheet.reviewLevel) return 'all';
  return 'mine';
}

/** The user ids who submitted each level (from the sheet's events). */
export async function submittedBy(db: DbOrTx, sheetId: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .select({ actor: perfSheetEvents.actorUserId, detail: perfSheetEvents.detail })
    .from(perfSheetEvents)
    .where(and(eq(perfSheetEvents.sheetId, sheetId), eq(perfSheetEvents.kind, LEVEL_SUBMITTED)));
  const byLevel = new Map<number, Set<number>>();
  for (const row of rows) {
    const level = Number(row.detail.level);
    byLevel.set(level, (byLevel.get(level) ?? new Set()).add(row.actor ?? 0));
  }
  return byLevel;
}

export async function sheetDetail(db: DbOrTx, view: SheetAccess): Promise<SheetDetail> {
  const { sheet, cycle, actor } = view;
  const config = cycle.config;
  const items = await db
    .select()
    .from(perfSheetItems)
    .where(eq(perfSheetItems.sheetId, sheet.id))
    .orderBy(asc(perfSheetItems.section), asc(perfSheetItems.sort), asc(perfSheetItems.id));
  const scores = await db.select().from(perfItemScores).where(eq(perfItemScores.sheetId, sheet.id));
  const events = await db
    .select()
    .from(perfSheetEvents)
    .where(eq(perfSheetEvents.sheetId, sheet.id))
    .orderBy(asc(perfSheetEvents.id));
  const submitted = await submittedBy(db, sheet.id);
  const names = await namesOfUsers(db, sheet.compId, [
    ...sheet.reviewers.flatMap((l) => l.userIds),
    ...scores.map((s) => s.reviewerUserId),
    ...events.flatMap((e) => (e.actorUserId ? [e.actorUserId] : [])),
  ]);
  const files = await evidenceOf(
    db,
    items.flatMap((i) => i.evidence),
  );
  const { departmentName } = await sheetNames(db, sheet.compId, [sheet]);
  const selfLevel = selfLevelOf(sheet.reviewers);
  const published = sheet.status >= PUBLISHED;
  const showResult = !view.owner || view.hr || published;
  const scaleMax = config.scale.max;

  const itemViews: SheetItemView[] = items.map((item) => {
    const automatic = isAutomaticItem(item);
    const auto = automatic ? ruleScore(item.rule, item.actual, scaleMax) : null;
    return {
      id: item.id,
      section: item.section,
      sectionKind: item.sectionKind,
      name: item.name,
      definition: item.definition,
      unit: item.unit,
      targetText: item.targetText,
      weight: item.weight,
      rule: item.rule,
      levels: item.levels,
      keyResults: item.keyResults,
      automatic,
      actual: item.actual === null ? null : new PerfDecimal(item.actual).toString(),
      autoScore: auto === null ? null : scoreText(auto),
      selfComment: item.selfComment,
      evidence: item.evidence.flatMap((id) => files.get(id) ?? []),
      scores: sheet.reviewers.map((_, level) => {
        const seen = levelVisibility(view, sheet, level, selfLevel);
        return scores
          .filter((s) => s.itemId === item.id && s.level === level)
          .filter((s) => seen === 'all' || (seen === 'mine' && s.reviewerUserId === actor.userId))
          .map((s) => ({
            reviewerName: names.get(s.reviewerUserId) ?? '',
            score: scoreText(s.score),
            comment: s.comment,
            mine: s.reviewerUserId === actor.userId,
          }));
      }),
      score: showResult && item.score !== null ? scoreText(item.score) : null,
    };
  });

  const acting =
    sheet.status === SHEET_STATUS.reviewing && !submitted.get(sheet.reviewLevel)?.has(actor.userId)
      ? levelsActing(sheet.reviewers, sheet.reviewLevel, actor.userId)
      : [];
  return {
    id: sheet.id,
    cycleId: cycle.id,
    cycleName: cycle.name,
    cycleStage: cycle.stage,
    staffName: view.staffName,
    departmentName: departmentName(sheet),
    status: sheet.status as SheetDetail['status'],
    reviewLevel: sheet.reviewLevel,
    scaleMax,
    grades: gradesOf(config),
    sections: config.sections,
    reviewers: sheet.reviewers.map((level, index) => ({
      relation: level.relation,
      weight: level.weight,
      names: level.userIds.map((id) => names.get(id) ?? ''),
      done:
        sheet.status >= SHEET_STATUS.calibrating ||
        (sheet.status === SHEET_STATUS.reviewing && index < sheet.reviewLevel) ||
        (index === selfLevel && sheet.status > SHEET_STATUS.selfReview),
    })),
    selfSummary: sheet.selfSummary,
    totalScore: showResult ? sheet.totalScore && scoreText(sheet.totalScore) : null,
    grade: showResult ? sheet.grade : null,
    calibratedGrade: showResult ? sheet.calibratedGrade : null,
    calibrationNote: showResult ? sheet.calibrationNote : null,
    potential: view.hr ? sheet.potential : null,
    appeal: sheet.appeal,
    appealReply: sheet.appealReply,
    can: {
      selfReview: view.owner && sheet.status === SHEET_STATUS.selfReview,
      score: acting.length > 0,
      confirm: view.owner && sheet.status === SHEET_STATUS.confirming,
      reply: view.hr && sheet.status === SHEET_STATUS.appealing,
    },
    myLevels: acting,
    items: itemViews,
    history: events.map((e) => ({
      kind: e.kind,
      actorName: e.actorUserId ? (names.get(e.actorUserId) ?? '') : '',
      detail: e.detail,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
