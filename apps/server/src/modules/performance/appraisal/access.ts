import { CYCLE_STATUS, type TemplateConfig } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { CompanyActor, UserAuth } from '../../../core/actor.ts';
import { notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { perfAdmin, perfPerson } from '../access.ts';
import { perfCycles, type perfSheets } from '../cycles/schema.ts';
import { performanceMessages as pm } from '../messages.ts';
import { isNamedReviewer, loadSheetFor } from '../sheet-access.ts';

// The appraisal's view of who may act on a sheet: the rules of sheet-access.ts (docs/product/
// performance.md, "Permissions") with the cycle's launched configuration and the person's name.

export type Sheet = typeof perfSheets.$inferSelect;
export type Cycle = typeof perfCycles.$inferSelect & { config: TemplateConfig };

export interface SheetAccess {
  actor: CompanyActor;
  sheet: Sheet;
  cycle: Cycle;
  staffName: string;
  owner: boolean;
  /** Named at a non-self level of the sheet. */
  reviewer: boolean;
  hr: boolean;
}

/** A cycle of the caller's company with its launched configuration, or 404. */
export async function cycleOf(db: DbOrTx, compId: number, cycleId: number): Promise<Cycle> {
  const [cycle] = await db
    .select()
    .from(perfCycles)
    .where(and(eq(perfCycles.id, cycleId), eq(perfCycles.compId, compId)));
  if (!cycle?.config || cycle.status === CYCLE_STATUS.draft) throw notFound('perf.appraisal.cycleNotFound');
  return cycle as Cycle;
}

/** The sheet as the caller may see it (sheet-access.ts), with its cycle and the staff member's name; or 404. */
export async function sheetFor(db: DbOrTx, auth: UserAuth, sheetId: number): Promise<SheetAccess> {
  const actor = await perfPerson(db, auth);
  const { sheet, hr } = await loadSheetFor(db, actor, sheetId);
  const card = (await staffCardsOf(db, actor.compId, [sheet.staffId])).get(sheet.staffId);
  if (!card) throw notFound(pm['performance.sheetNotFound']);
  const cycle = await cycleOf(db, actor.compId, sheet.cycleId);
  const owner = sheet.userId === actor.userId;
  return {
    actor,
    sheet,
    cycle,
    staffName: card.staffName,
    owner,
    reviewer: isNamedReviewer(actor, sheet.reviewers),
    hr,
  };
}

/** The sheet for HR managing its staff's type, or 404 (403 when the caller is no HR at all). */
export async function sheetForHr(db: DbOrTx, auth: UserAuth, sheetId: number): Promise<SheetAccess> {
  await perfAdmin(db, auth);
  const access = await sheetFor(db, auth, sheetId);
  if (!access.hr) throw notFound(pm['performance.sheetNotFound']);
  return access;
}
