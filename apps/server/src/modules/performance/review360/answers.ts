import { type Questionnaire, RATER_STATUS } from '@renli/contracts';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { badRequest, notFound } from '../../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { perfCycles, perfSheets } from '../cycles/schema.ts';
import { review360Messages as m } from './messages.ts';
import { type Answer, checkAnswers, presentQuestions, questionsOf } from './questions.ts';
import { writeReview360Score } from './results.ts';
import { perfRaterAnswers, perfRaters } from './schema.ts';
import { closedFor360 } from './sheet-access.ts';
import { hashRaterToken, newSubmissionKey } from './token.ts';

// Answering a 360 questionnaire (docs/product/performance.md, "360"). The answers are written without
// the rater, under a random submission key; the rater's row only flips to 已评. Nothing links the two:
// no rater id, no shared key, and no answer's time is ever read back.

type RaterRow = typeof perfRaters.$inferSelect;

/** `inbox` (待我评价): the questionnaires sent to the caller in their company, newest first. */
export async function inboxOf(db: DbOrTx, compId: number, userId: number) {
  const rows = await db
    .select({ rater: perfRaters, sheet: perfSheets, cycleName: perfCycles.name })
    .from(perfRaters)
    .innerJoin(perfSheets, eq(perfSheets.id, perfRaters.sheetId))
    .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
    .where(
      and(
        eq(perfRaters.compId, compId),
        eq(perfRaters.raterUserId, userId),
        inArray(perfRaters.status, [RATER_STATUS.pending, RATER_STATUS.submitted]),
      ),
    )
    .orderBy(desc(perfRaters.id));
  const cards = await staffCardsOf(
    db,
    compId,
    rows.map((r) => r.sheet.staffId),
  );
  return {
    list: rows.map((r) => ({
      raterId: r.rater.id,
      staffName: cards.get(r.sheet.staffId)?.staffName ?? '',
      cycleName: r.cycleName,
      relation: r.rater.relation,
      status: r.rater.status,
    })),
  };
}

async function contextOf(db: DbOrTx, rater: RaterRow) {
  const [row] = await db
    .select({ sheet: perfSheets, cycle: perfCycles })
    .from(perfSheets)
    .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
    .where(eq(perfSheets.id, rater.sheetId));
  const { sheet, cycle } = row!;
  const sectionIndex = cycle.config!.sections.findIndex((s) => s.kind === 'review360');
  const items = await questionsOf(db, sheet.id, sectionIndex);
  const card = (await staffCardsOf(db, sheet.compId, [sheet.staffId])).get(sheet.staffId);
  return { sheet, cycle, items, staffName: card?.staffName ?? '' };
}

async function questionnaireOf(db: DbOrTx, rater: RaterRow): Promise<Questionnaire> {
  const { cycle, items, staffName } = await contextOf(db, rater);
  return {
    staffName,
    cycleName: cycle.name,
    relation: rater.relation,
    scaleMax: cycle.config!.scale.max,
    questions: presentQuestions(items),
    submitted: rater.status === RATER_STATUS.submitted,
  };
}

/** The caller's own rater row (sent, not revoked), or 404. */
async function ownRater(db: DbOrTx, compId: number, userId: number, raterId: number, forUpdate = false) {
  const query = db
    .select()
    .from(perfRaters)
    .where(
      and(
        eq(perfRaters.id, raterId),
        eq(perfRaters.compId, compId),
        eq(perfRaters.raterUserId, userId),
        inArray(perfRaters.status, [RATER_STATUS.pending, RATER_STATUS.submitted]),
      ),
    );
  const [rater] = await (forUpdate ? query.for('update') : query);
  if (!rater) throw notFound(m['performance.360.questionnaireNotFound']);
  return rater;
}

export async function questionnaire(db: DbOrTx, compId: number, userId: number, raterId: number) {
  return questionnaireOf(db, await ownRater(db, compId, userId, raterId));
}

/**
 * Stores one submission: the answers under a fresh random key, the rater flipped to 已评 (its token
 * forgotten), and the sheet's 360 score written again.
 */
async function storeSubmission(db: DbOrTx, rater: RaterRow, answers: readonly Answer[]) {
  if (rater.status === RATER_STATUS.submitted) throw badRequest(m['performance.360.alreadySubmitted']);
  const { sheet, cycle, items } = await contextOf(db, rater);
  if (closedFor360(sheet.status, cycle.status)) throw badRequest(m['performance.360.answersClosed']);
  checkAnswers(items, answers, cycle.config!);
  const submission = newSubmissionKey();
  await db.insert(perfRaterAnswers).values(
    answers.map((a) => ({
      compId: sheet.compId,
      sheetId: sheet.id,
      itemId: a.itemId,
      relation: rater.relation,
      submission,
      score: a.score,
      comment: a.comment,
    })),
  );
  await db
    .update(perfRaters)
    .set({ status: RATER_STATUS.submitted, tokenHash: null })
    .where(eq(perfRaters.id, rater.id));
  await writeReview360Score(db, sheet.id);
  return { submitted: true as const };
}

export async function submitAnswers(
  db: Database,
  compId: number,
  userId: number,
  raterId: number,
  answers: readonly Answer[],
) {
  return db.transaction(async (tx) =>
    storeSubmission(tx, await ownRater(tx, compId, userId, raterId, true), answers),
  );
}

/** The external rater a link's token opens; a used or revoked link (its hash cleared) is refused. */
async function raterOfToken(db: DbOrTx, token: string, forUpdate = false) {
  const query = db
    .select()
    .from(perfRaters)
    .where(
      and(
        eq(perfRaters.tokenHash, hashRaterToken(token)),
        eq(perfRaters.relation, 'external'),
        ne(perfRaters.status, RATER_STATUS.revoked),
      ),
    );
  const [rater] = await (forUpdate ? query.for('update') : query);
  if (!rater || rater.status !== RATER_STATUS.pending) throw notFound(m['performance.360.linkInvalid']);
  return rater;
}

/** An external rater's questionnaire; refused at once when the 360 is over, before they fill it in. */
export async function externalQuestionnaire(db: DbOrTx, token: string) {
  const rater = await raterOfToken(db, token);
  const { sheet, cycle } = await contextOf(db, rater);
  if (closedFor360(sheet.status, cycle.status)) throw badRequest(m['performance.360.answersClosed']);
  return questionnaireOf(db, rater);
}

export async function submitExternal(db: Database, token: string, answers: readonly Answer[]) {
  return db.transaction(async (tx) => storeSubmission(tx, await raterOfToken(tx, token, true), answers));
}
