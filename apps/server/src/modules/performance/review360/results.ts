import {
  ANONYMITY_THRESHOLD,
  RATER_STATUS,
  type RaterRelation,
  type Review360Result,
} from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { forbidden, notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { perfCycles, perfSheetItems, perfSheets } from '../cycles/schema.ts';
import { aggregate360 } from '../engine/distribution.ts';
import { PerfDecimal, scoreText } from '../engine/score.ts';
import { review360Messages as m } from './messages.ts';
import { itemsOfSection, questionsOf } from './questions.ts';
import { perfRaterAnswers, perfRaters } from './schema.ts';
import type { Caller } from './sheet-access.ts';
import { sheetFor360 } from './sheet-access.ts';

// A sheet's 360 results (docs/product/performance.md, "360"): aggregates by relation through the
// engine's aggregate360 and ANONYMITY_THRESHOLD; the overall mean is the 360 section's score.

type AnswerRow = {
  relation: RaterRelation;
  submission: string;
  itemId: number;
  score: string;
  comment: string;
};

/** Each submission once: its relation and the mean of its answers. */
export function submissionsOf(answers: readonly AnswerRow[]) {
  const bySubmission = new Map<string, AnswerRow[]>();
  for (const a of answers) bySubmission.set(a.submission, [...(bySubmission.get(a.submission) ?? []), a]);
  return [...bySubmission.values()].map((rows) => ({
    relation: rows[0]!.relation,
    score: rows.reduce((sum, r) => sum.plus(r.score), new PerfDecimal(0)).div(rows.length),
  }));
}

const answersOf = (db: DbOrTx, sheetId: number) =>
  db
    .select({
      relation: perfRaterAnswers.relation,
      submission: perfRaterAnswers.submission,
      itemId: perfRaterAnswers.itemId,
      score: perfRaterAnswers.score,
      comment: perfRaterAnswers.comment,
    })
    .from(perfRaterAnswers)
    .where(eq(perfRaterAnswers.sheetId, sheetId));

/**
 * The sheet's 360 score (the overall mean, two decimals), or null under the threshold. For the
 * appraisal part, which adds it to the total.
 */
export async function review360ScoreOf(db: DbOrTx, sheetId: number): Promise<string | null> {
  const { overall } = aggregate360(submissionsOf(await answersOf(db, sheetId)), ANONYMITY_THRESHOLD);
  return overall === null ? null : scoreText(overall);
}

/** Writes the 360 score into the items of the sheet's 360 section (after each submission). */
export async function writeReview360Score(db: DbOrTx, sheetId: number): Promise<void> {
  const [row] = await db
    .select({ config: perfCycles.config })
    .from(perfSheets)
    .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
    .where(eq(perfSheets.id, sheetId));
  const section = row?.config?.sections.findIndex((s) => s.kind === 'review360') ?? -1;
  if (section < 0) return;
  const score = await review360ScoreOf(db, sheetId);
  await db
    .update(perfSheetItems)
    .set({ score, updatedAt: new Date() })
    .where(itemsOfSection(sheetId, section));
}

/** `results`: HR and the sheet's reviewers; the owner once results are published. */
export async function review360Results(
  db: DbOrTx,
  caller: Caller,
  sheetId: number,
): Promise<Review360Result> {
  const found = await sheetFor360(db, caller, sheetId);
  if (!(found.isHr || found.isReviewer || found.isOwner)) throw notFound(m['performance.360.raterNotFound']);
  if (!(found.isHr || found.isReviewer) && !found.published)
    throw forbidden(m['performance.360.resultsHidden']);
  const [answers, raters, items] = await Promise.all([
    answersOf(db, sheetId),
    db
      .select({ status: perfRaters.status })
      .from(perfRaters)
      .where(
        and(
          eq(perfRaters.sheetId, sheetId),
          inArray(perfRaters.status, [RATER_STATUS.pending, RATER_STATUS.submitted]),
        ),
      ),
    questionsOf(db, sheetId, found.sectionIndex),
  ]);
  const submissions = submissionsOf(answers);
  const aggregate = aggregate360(submissions, ANONYMITY_THRESHOLD);
  const visible = aggregate.overall !== null;
  const itemMean = (itemId: number) => {
    const own = answers.filter((a) => a.itemId === itemId);
    return visible && own.length > 0
      ? scoreText(own.reduce((sum, a) => sum.plus(a.score), new PerfDecimal(0)).div(own.length))
      : null;
  };
  return {
    sheetId,
    staffName: found.staffName,
    invited: raters.length,
    submitted: submissions.length,
    threshold: ANONYMITY_THRESHOLD,
    overall: aggregate.overall === null ? null : scoreText(aggregate.overall),
    groups: aggregate.groups.map((g) => ({
      relation: g.relation,
      count: g.count,
      mean: g.mean === null ? null : scoreText(g.mean),
    })),
    items: items.map((i) => ({ itemId: i.id, name: i.name, mean: itemMean(i.id) })),
    comments: visible
      ? answers
          .map((a) => a.comment)
          .filter((c) => c !== '')
          .sort((a, b) => a.localeCompare(b, 'zh-CN'))
      : [],
  };
}
