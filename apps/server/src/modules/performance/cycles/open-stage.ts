import { CYCLE_STATUS, type CycleStage, SHEET_STATUS } from '@renli/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict } from '../../../core/http/errors.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { type CycleRecord, cycleFor, presentCycles } from './cycles.ts';
import { cyclesMessages as m } from './messages.ts';
import { perfCycles, perfSheets } from './schema.ts';
import { stageToOpen } from './stages.ts';

// HR opens a running cycle's stages one after another (docs/product/performance.md, "Cycles and
// stages"). Opening a stage moves the sheets that finished the step before into it; sheets still
// behind follow on their own (approved targets land in 自评 once it is open, target-approval.ts).

/**
 * Opens `stage` of `cycle` in the caller's transaction: the sheets' moves, then the cycle's stage.
 * 自评 moves every executing sheet to self review.
 */
export async function openStage(tx: Tx, cycle: CycleRecord, stage: CycleStage): Promise<void> {
  if (stage === 'selfReview') await moveSheets(tx, cycle.id, SHEET_STATUS.executing, SHEET_STATUS.selfReview);
  await tx
    .update(perfCycles)
    .set({
      stage,
      version: sql`${perfCycles.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(perfCycles.id, cycle.id));
}

async function moveSheets(tx: Tx, cycleId: number, from: number, to: number) {
  await tx
    .update(perfSheets)
    .set({ status: to, version: sql`${perfSheets.version} + 1`, updatedAt: new Date() })
    .where(and(eq(perfSheets.cycleId, cycleId), eq(perfSheets.status, from)));
}

/** HR opens the next stage of a running cycle of types they manage all of. */
export async function openNextStage(db: Database, actor: CompanyActor, id: number, version: number) {
  return db.transaction(async (tx) => {
    const cycle = await cycleFor(tx, actor, id, { change: true, lock: true });
    if (cycle.status !== CYCLE_STATUS.running) throw conflict(m['performance.cycle.notRunning']);
    if (cycle.version !== version) throw conflict(m['performance.cycle.stale']);
    const next = stageToOpen(cycle.stage);
    if (next === null) throw badRequest(m['performance.cycle.lastStage']);
    await openStage(tx, cycle, next);
    const [row] = await tx.select().from(perfCycles).where(eq(perfCycles.id, cycle.id));
    return (await presentCycles(tx, [row!]))[0]!;
  });
}
