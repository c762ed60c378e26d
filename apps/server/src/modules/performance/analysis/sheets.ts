import { CYCLE_STATUS } from '@renli/contracts';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { departmentAndBelowIds } from '../../org/references-sql.ts';
import { type StaffCard, staffCardsOf } from '../../staff/cards.ts';
import { managesStaffOf } from '../access.ts';
import { perfCycles, perfSheetItems, perfSheets } from '../cycles/schema.ts';
import { analysisMessages as m } from './messages.ts';

// The sheets an analysis reads (docs/product/performance.md, "Result analysis"): one cycle of the
// caller's company, the staff of the employee types the HR user manages, optionally one department
// (as the cycle recorded it) with the departments below it.

type Cycle = typeof perfCycles.$inferSelect;
type Sheet = typeof perfSheets.$inferSelect;

export interface AnalysedSheet {
  sheet: Sheet;
  card: StaffCard | undefined;
  departmentName: string;
}

/** The company's launched cycle, or 404. */
export async function cycleOf(db: DbOrTx, actor: CompanyActor, cycleId: number): Promise<Cycle> {
  const [cycle] = await db
    .select()
    .from(perfCycles)
    .where(
      and(
        eq(perfCycles.id, cycleId),
        eq(perfCycles.compId, actor.compId),
        ne(perfCycles.status, CYCLE_STATUS.draft),
      ),
    );
  if (!cycle) throw notFound(m['performance.analysis.cycleNotFound']);
  return cycle;
}

/** The sheets of `cycleIds` the HR user analyses, with their person and department name. */
export async function sheetsOf(
  db: DbOrTx,
  actor: CompanyActor,
  cycleIds: readonly number[],
  departmentId: number | undefined,
): Promise<AnalysedSheet[]> {
  if (cycleIds.length === 0) return [];
  const departments =
    departmentId === undefined ? null : await departmentAndBelowIds(db, actor.compId, departmentId);
  if (departments?.length === 0) return [];
  const rows = await db
    .select()
    .from(perfSheets)
    .where(
      and(
        eq(perfSheets.compId, actor.compId),
        inArray(perfSheets.cycleId, [...cycleIds]),
        departments ? inArray(perfSheets.departmentId, departments) : undefined,
      ),
    );
  const [cards, names] = await Promise.all([
    staffCardsOf(
      db,
      actor.compId,
      rows.map((r) => r.staffId),
    ),
    activeOrgRecordNames(
      db,
      'department',
      rows.map((r) => r.departmentId),
    ),
  ]);
  return rows
    .map((sheet) => ({
      sheet,
      card: cards.get(sheet.staffId),
      departmentName: sheet.departmentId === null ? '' : (names.get(sheet.departmentId) ?? ''),
    }))
    .filter((row) => row.card !== undefined && managesStaffOf(actor, row.card.employeeType));
}

/** The items of these sheets. */
export async function itemsOf(db: DbOrTx, sheetIds: readonly number[]) {
  if (sheetIds.length === 0) return [];
  return db
    .select()
    .from(perfSheetItems)
    .where(inArray(perfSheetItems.sheetId, [...sheetIds]));
}

/** The company's launched cycles, newest period first. */
export async function launchedCycles(db: DbOrTx, compId: number) {
  return db
    .select()
    .from(perfCycles)
    .where(and(eq(perfCycles.compId, compId), ne(perfCycles.status, CYCLE_STATUS.draft)))
    .orderBy(desc(perfCycles.periodEnd), desc(perfCycles.id));
}
