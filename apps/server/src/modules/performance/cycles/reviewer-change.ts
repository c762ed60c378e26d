import { SHEET_STATUS } from '@renli/contracts';
import { eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict, forbidden } from '../../../core/http/errors.ts';
import type { Database } from '../../../db/client.ts';
import { orgFlowFacts } from '../../org/flow-facts.ts';
import { weightsComplete } from '../engine/score.ts';
import { performanceMessages } from '../messages.ts';
import { loadSheetFor } from '../sheet-access.ts';
import { cyclesMessages as m } from './messages.ts';
import { perfSheetEvents, perfSheets, type SheetReviewer } from './schema.ts';

// HR changes a sheet's reviewers until scoring starts (docs/product/performance.md, "Cycles and
// stages"): the levels' weights still sum to 100, the people are active in the company, the `self`
// level stays the person. Recorded in the sheet's history.

export async function setSheetReviewers(
  db: Database,
  actor: CompanyActor,
  sheetId: number,
  reviewers: SheetReviewer[],
) {
  return db.transaction(async (tx) => {
    const access = await loadSheetFor(tx, actor, sheetId, { lock: true });
    if (!access.hr) throw forbidden(performanceMessages['performance.adminOnly']);
    const { sheet } = access;
    if (sheet.status >= SHEET_STATUS.reviewing) throw conflict(m['performance.cycle.reviewersLocked']);
    if (!weightsComplete(reviewers.map((level) => level.weight)))
      throw badRequest(performanceMessages['performance.weightsNot100']);
    const named = reviewers.flatMap((level) => (level.relation === 'self' ? [] : level.userIds));
    const active = await (await orgFlowFacts(tx, actor.compId)).activeUsers(named);
    if (named.some((id) => !active.has(id))) throw badRequest(m['performance.cycle.reviewerNotActive']);
    const after = reviewers.map((level) => ({
      ...level,
      userIds:
        level.relation === 'self'
          ? sheet.userId === null
            ? []
            : [sheet.userId]
          : [...new Set(level.userIds)],
    }));
    await tx
      .update(perfSheets)
      .set({ reviewers: after, version: sql`${perfSheets.version} + 1`, updatedAt: new Date() })
      .where(eq(perfSheets.id, sheet.id));
    await tx.insert(perfSheetEvents).values({
      compId: actor.compId,
      sheetId: sheet.id,
      kind: 'reviewersChanged',
      actorUserId: actor.userId,
      detail: { before: sheet.reviewers, after },
    });
    return { sheetId: sheet.id };
  });
}
