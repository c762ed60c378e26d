import { RATER_STATUS, type RaterRelation } from '@renli/contracts';
import type { Tx } from '../../../db/client.ts';
import { PerfDecimal } from '../engine/score.ts';
import { perfRaterAnswers, perfRaters } from './schema.ts';
import { newSubmissionKey } from './token.ts';

// Answered 360 questionnaires for the demo's archived history (analysis/demo.ts), stored as the real
// flow stores them: raters flipped to 已评, answers under random submission keys without the rater.

/** Five colleagues' relations: three peers (shown), a superior and a subordinate (pooled, hidden). */
const RELATIONS: RaterRelation[] = ['peer', 'peer', 'peer', 'superior', 'subordinate'];
/** Offsets around the mean that sum to zero, so the overall mean is exactly the one asked for. */
const OFFSETS = [3, -1, -2, 1, -1];

export async function seedDemo360Answers(
  tx: Tx,
  sheet: { compId: number; sheetId: number; itemId: number },
  raterUserIds: readonly number[],
  mean: string,
): Promise<void> {
  await tx.insert(perfRaters).values(
    RELATIONS.map((relation, i) => ({
      compId: sheet.compId,
      sheetId: sheet.sheetId,
      relation,
      raterUserId: raterUserIds[i]!,
      status: RATER_STATUS.submitted,
    })),
  );
  await tx.insert(perfRaterAnswers).values(
    RELATIONS.map((relation, i) => ({
      compId: sheet.compId,
      sheetId: sheet.sheetId,
      itemId: sheet.itemId,
      relation,
      submission: newSubmissionKey(),
      score: new PerfDecimal(mean).plus(OFFSETS[i]!).toFixed(2),
      comment: '',
    })),
  );
}
