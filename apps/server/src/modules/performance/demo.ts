import type { Tx } from '../../db/client.ts';
import { seedDemoPerfHistory } from './analysis/demo.ts';
import { seedDemoPerfAppraisals } from './appraisal/demo.ts';
import { seedDemoPerfCycles } from './cycles/demo.ts';
import { seedDemoPerfLibrary } from './library/demo.ts';

/**
 * The demo company's performance (docs/product/performance.md): the library and templates, archived
 * earlier cycles with results, and the running quarter with sheets at several stages.
 */
export async function seedDemoPerformance(tx: Tx, compId: number): Promise<void> {
  const library = await seedDemoPerfLibrary(tx, compId);
  await seedDemoPerfHistory(tx, compId, library);
  const cycleId = await seedDemoPerfCycles(tx, compId, library);
  await seedDemoPerfAppraisals(tx, compId, cycleId);
}
