import { CYCLE_STATUS, SHEET_STATUS, type SheetFilter, type SheetRow } from '@renli/contracts';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { UserAuth } from '../../../core/actor.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { stampedFileName, writeTable } from '../../../core/resources/sheet.ts';
import type { Database } from '../../../db/client.ts';
import { staffMatching, staffOfTypes } from '../../staff/cards.ts';
import { perfAdmin, perfAdminOrNull, perfPerson } from '../access.ts';
import { perfCycles, perfSheets } from '../cycles/schema.ts';
import { scoreText } from '../engine/score.ts';
import { cycleOf } from './access.ts';
import { appraisalMessages as m } from './messages.ts';
import { departmentsHeadedBy, sheetNames } from './people.ts';
import { levelsActing } from './progression.ts';
import { submittedBy } from './sheet-view.ts';

// The appraisal lists (docs/product/performance.md, "Appraisal"): my sheets, the sheets waiting for
// my scores, and HR's table of everyone it manages with its Excel export.

/** At most this many rows per list (a cycle of a large company). */
const LIST_MAX = 2000;

async function rowsWhere(
  db: Database,
  compId: number,
  where: SQL | undefined,
  owner = false,
): Promise<SheetRow[]> {
  const rows = await db
    .select({ sheet: perfSheets, cycleName: perfCycles.name })
    .from(perfSheets)
    .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
    .where(and(eq(perfSheets.compId, compId), ne(perfCycles.status, CYCLE_STATUS.draft), where))
    .orderBy(desc(perfCycles.periodStart), desc(perfSheets.id))
    .limit(LIST_MAX);
  const names = await sheetNames(
    db,
    compId,
    rows.map((r) => r.sheet),
  );
  return rows.map(({ sheet, cycleName }) => {
    // The employee sees the result only once it is published.
    const shown = !owner || sheet.status >= SHEET_STATUS.confirming;
    return {
      id: sheet.id,
      cycleId: sheet.cycleId,
      cycleName,
      staffName: names.staffName(sheet),
      departmentName: names.departmentName(sheet),
      status: sheet.status as SheetRow['status'],
      reviewLevel: sheet.reviewLevel,
      reviewRelation:
        sheet.status === SHEET_STATUS.reviewing
          ? (sheet.reviewers[sheet.reviewLevel]?.relation ?? null)
          : null,
      totalScore: shown && sheet.totalScore ? scoreText(sheet.totalScore) : null,
      grade: shown ? sheet.grade : null,
      calibratedGrade: shown ? sheet.calibratedGrade : null,
      potential: owner ? null : sheet.potential,
    };
  });
}

export async function mySheets(db: Database, auth: UserAuth) {
  const actor = await perfPerson(db, auth);
  return { list: await rowsWhere(db, actor.compId, eq(perfSheets.userId, actor.userId), true) };
}

/** Sheets at a level the caller reviews now and has not submitted yet. */
export async function sheetsToReview(db: Database, auth: UserAuth) {
  const actor = await perfPerson(db, auth);
  const candidates = await db
    .select({ id: perfSheets.id, reviewers: perfSheets.reviewers, level: perfSheets.reviewLevel })
    .from(perfSheets)
    .where(
      and(
        eq(perfSheets.compId, actor.compId),
        eq(perfSheets.status, SHEET_STATUS.reviewing),
        sql`${perfSheets.reviewers} @> ${JSON.stringify([{ userIds: [actor.userId] }])}::jsonb`,
      ),
    )
    .limit(LIST_MAX);
  const waiting: number[] = [];
  for (const sheet of candidates) {
    if (levelsActing(sheet.reviewers, sheet.level, actor.userId).length === 0) continue;
    if ((await submittedBy(db, sheet.id)).get(sheet.level)?.has(actor.userId)) continue;
    waiting.push(sheet.id);
  }
  if (waiting.length === 0) return { list: [] };
  return { list: await rowsWhere(db, actor.compId, inArray(perfSheets.id, waiting)) };
}

async function hrRows(db: Database, auth: UserAuth, filter: SheetFilter) {
  const actor = await perfAdmin(db, auth);
  // A cycle of another company is not found, rather than an empty list.
  if (filter.cycleId) await cycleOf(db, actor.compId, filter.cycleId);
  return rowsWhere(
    db,
    actor.compId,
    and(
      staffOfTypes(perfSheets.staffId, actor.managedTypes.length ? actor.managedTypes : [0]),
      filter.cycleId ? eq(perfSheets.cycleId, filter.cycleId) : undefined,
      filter.departmentId ? eq(perfSheets.departmentId, filter.departmentId) : undefined,
      filter.status ? eq(perfSheets.status, filter.status) : undefined,
      filter.keyword ? staffMatching(perfSheets.staffId, filter.keyword) : undefined,
    ),
  );
}

export async function allSheets(db: Database, auth: UserAuth, filter: SheetFilter) {
  return { list: await hrRows(db, auth, filter) };
}

export async function exportSheets(db: Database, auth: UserAuth, filter: SheetFilter, locale: Locale) {
  const rows = await hrRows(db, auth, filter);
  const say = (key: keyof typeof m) => translate(locale, m[key]);
  const title = say('perf.appraisal.export.title');
  const column = (key: string, label: keyof typeof m, width = 12) => ({ key, header: say(label), width });
  const file = await writeTable(
    title,
    [
      column('cycle', 'perf.appraisal.col.cycle', 24),
      column('name', 'perf.appraisal.col.name'),
      column('department', 'perf.appraisal.col.department', 16),
      column('status', 'perf.appraisal.col.status'),
      column('total', 'perf.appraisal.col.total', 10),
      column('grade', 'perf.appraisal.col.grade', 10),
      column('result', 'perf.appraisal.col.result', 10),
      column('potential', 'perf.appraisal.col.potential', 8),
    ],
    rows.map((r) => ({
      cycle: r.cycleName,
      name: r.staffName,
      department: r.departmentName,
      status: translate(locale, m[`perf.appraisal.status.${r.status}` as keyof typeof m]),
      total: r.totalScore ?? '',
      grade: r.grade ?? '',
      result: r.calibratedGrade ?? r.grade ?? '',
      potential: r.potential
        ? translate(locale, m[`perf.appraisal.potential.${r.potential}` as keyof typeof m])
        : '',
    })),
  );
  return { file, fileName: stampedFileName(title) };
}

/** Launched cycles for HR, or for a head (calibration of their departments), newest first. */
export async function appraisalCycles(db: Database, auth: UserAuth) {
  const actor = await perfPerson(db, auth);
  const hr = await perfAdminOrNull(db, auth);
  const leads = hr !== null || (await headsSheetDepartments(db, actor.compId, actor.userId));
  if (!leads) return { list: [] };
  const list = await db
    .select({ id: perfCycles.id, name: perfCycles.name, status: perfCycles.status, stage: perfCycles.stage })
    .from(perfCycles)
    .where(and(eq(perfCycles.compId, actor.compId), ne(perfCycles.status, CYCLE_STATUS.draft)))
    .orderBy(desc(perfCycles.periodStart), desc(perfCycles.id))
    .limit(200);
  return { list };
}

/** Whether the caller heads a department some sheet of the company belongs to (calibration, read-only). */
async function headsSheetDepartments(db: Database, compId: number, userId: number) {
  const rows = await db
    .selectDistinct({ departmentId: perfSheets.departmentId })
    .from(perfSheets)
    .where(eq(perfSheets.compId, compId));
  return (
    (
      await departmentsHeadedBy(
        db,
        compId,
        userId,
        rows.map((r) => r.departmentId),
      )
    ).size > 0
  );
}
