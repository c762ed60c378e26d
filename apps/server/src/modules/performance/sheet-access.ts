import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { notFound } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { effectiveColumns } from '../permissions/access.ts';
import { staffFacts } from '../staff/records.ts';
import { managesStaffOf } from './access.ts';
import { perfSheets, type SheetReviewer } from './cycles/schema.ts';
import { performanceMessages as m } from './messages.ts';

// Who may read and act on one appraisal sheet (docs/product/performance.md, "Permissions"): its
// owner, the people its reviewer levels name, and HR managing the owner's employee type. Targets,
// appraisal and 360 all ask here, so the rule is written once.

export type SheetRole = 'owner' | 'reviewer' | 'hr';
export type PerfSheetRow = typeof perfSheets.$inferSelect;

/** What the role depends on: the owner's login, the reviewer levels and the owner's employee type. */
export interface SheetAccessFacts {
  userId: number | null;
  reviewers: readonly SheetReviewer[];
  /** The owner's employee type (HRM 1, HRO 2). */
  employeeType: number;
}

/**
 * The caller's role on a sheet, the closest first: the owner, then a reviewer named by a level other
 * than `self`, then HR (company account or a staff admin managing the owner's employee type); null
 * when none. An HR user who is also the person's manager acts as reviewer: scoring needs that role.
 */
export function sheetRoleOf(actor: CompanyActor, sheet: SheetAccessFacts): SheetRole | null {
  if (sheet.userId !== null && sheet.userId === actor.userId) return 'owner';
  if (isNamedReviewer(actor, sheet.reviewers)) return 'reviewer';
  if ((actor.isCompany || actor.staffAdmin) && managesStaffOf(actor, sheet.employeeType)) return 'hr';
  return null;
}

/** Whether a level other than `self` names the caller. */
export const isNamedReviewer = (actor: CompanyActor, reviewers: readonly SheetReviewer[]) =>
  reviewers.some((level) => level.relation !== 'self' && level.userIds.includes(actor.userId));

/** Whether HR `actor` may act as HR on the sheet too (the reviewer-first role hides it). */
export const isSheetHr = (actor: CompanyActor, sheet: SheetAccessFacts) =>
  (actor.isCompany || actor.staffAdmin) && managesStaffOf(actor, sheet.employeeType);

export interface SheetAccess {
  sheet: PerfSheetRow;
  role: SheetRole;
  employeeType: number;
  /** The caller is HR of this sheet (whatever `role` says), with the 绩效 column open. */
  hr: boolean;
}

/**
 * The sheet `sheetId` of the caller's company with the caller's role, or 404 with
 * `performance.sheetNotFound` (another company's, none, or not the caller's to see). `lock` reads it `for update` (pass a
 * transaction) for writes that check its status. HR powers need the 绩效 column open.
 */
export async function loadSheetFor(
  db: DbOrTx,
  actor: CompanyActor,
  sheetId: number,
  options: { lock?: boolean } = {},
): Promise<SheetAccess> {
  const query = db
    .select()
    .from(perfSheets)
    .where(and(eq(perfSheets.id, sheetId), eq(perfSheets.compId, actor.compId)));
  const [sheet] = options.lock ? await query.for('update') : await query;
  if (!sheet) throw notFound(m['performance.sheetNotFound']);
  const facts = (await staffFacts(db, actor.compId, [sheet.staffId])).get(sheet.staffId);
  const employeeType = facts?.employeeType ?? 1;
  const access = { userId: sheet.userId, reviewers: sheet.reviewers, employeeType };
  let hr = isSheetHr(actor, access);
  if (hr) hr = await columnOpen(db, actor);
  const role = sheetRoleOf(actor, access);
  // Not theirs to see: answered as if it did not exist, so a sheet's existence does not leak.
  if (role === null || (role === 'hr' && !hr)) throw notFound(m['performance.sheetNotFound']);
  return { sheet, role, employeeType, hr };
}

/** Whether the company keeps the 绩效 column open to HR `actor` (as `perfAdmin` requires). */
async function columnOpen(db: DbOrTx, actor: CompanyActor): Promise<boolean> {
  return (await effectiveColumns(db, actor)).columns.performance === 'update';
}
