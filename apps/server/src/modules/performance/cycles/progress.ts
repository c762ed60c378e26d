import { type CycleProgress, type CycleStage, SHEET_STATUS, targetSheetLink } from '@renli/contracts';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { DEFAULT_LOCALE, type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { notifyPeople } from '../../notifications/work-notice.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { staffNamesOf } from '../../staff/job.ts';
import { staffIdsWhere } from '../../staff/records.ts';
import { cycleFor } from './cycles.ts';
import { cyclesMessages as m } from './messages.ts';
import { perfSheetEvents, perfSheets } from './schema.ts';
import { finishedStage, whoActs } from './stages.ts';

// The current stage's completion and the laggards HR urges (docs/product/performance.md, "Cycles and
// stages"): a bell reminder and a chat message to each person who has to act, at most once an hour
// per sheet (an `urged` event in its history marks each reminder).

export const URGE_INTERVAL_MS = 60 * 60 * 1000;

/** The sheets of a cycle whose employee type the caller manages. */
const managedSheets = (actor: CompanyActor, cycleId: number) =>
  and(
    eq(perfSheets.compId, actor.compId),
    eq(perfSheets.cycleId, cycleId),
    inArray(perfSheets.staffId, staffIdsWhere({ compId: actor.compId, employeeTypes: actor.managedTypes })),
  );

/** The step a sheet at `status` is waiting for, in words. */
function stepKey(status: number) {
  if (status === SHEET_STATUS.targetSetting) return m['performance.step.targets'];
  if (status === SHEET_STATUS.targetApproval) return m['performance.step.targetApproval'];
  // Executing sheets are behind only once HR has opened 自评 (their next step).
  if (status === SHEET_STATUS.executing || status === SHEET_STATUS.selfReview)
    return m['performance.step.selfReview'];
  if (status === SHEET_STATUS.reviewing) return m['performance.step.review'];
  return m['performance.step.confirm'];
}
const ACTOR_KEYS = {
  employee: m['performance.step.employee'],
  approvers: m['performance.step.approvers'],
  reviewers: m['performance.step.reviewers'],
  hr: m['performance.step.hr'],
};

export async function cycleProgress(
  db: DbOrTx,
  actor: CompanyActor,
  id: number,
  locale: Locale,
): Promise<CycleProgress> {
  const cycle = await cycleFor(db, actor, id);
  const sheets = await db.select().from(perfSheets).where(managedSheets(actor, cycle.id));
  const [depts, names, urged] = await Promise.all([
    activeOrgRecordNames(
      db,
      'department',
      sheets.map((s) => s.departmentId),
    ),
    staffNamesOf(
      db,
      actor.compId,
      sheets.map((s) => s.staffId),
    ),
    lastUrged(
      db,
      sheets.map((s) => s.id),
    ),
  ]);
  const byDept = new Map<number | null, CycleProgress['departments'][number]>();
  for (const sheet of sheets) {
    const key = sheet.departmentId;
    const row: CycleProgress['departments'][number] = byDept.get(key) ?? {
      departmentId: key,
      departmentName: (key !== null && depts.get(key)) || translate(locale, m['performance.noDepartment']),
      total: 0,
      counts: {},
      done: 0,
    };
    row.total += 1;
    row.counts[String(sheet.status)] = (row.counts[String(sheet.status)] ?? 0) + 1;
    if (finishedStage(cycle.stage, sheet.status)) row.done += 1;
    byDept.set(key, row);
  }
  const laggards = sheets
    .filter((sheet) => !finishedStage(cycle.stage, sheet.status))
    .map((sheet) => ({
      sheetId: sheet.id,
      staffName: names.get(sheet.staffId) ?? '',
      departmentName: (sheet.departmentId !== null && depts.get(sheet.departmentId)) || null,
      status: sheet.status as CycleProgress['laggards'][number]['status'],
      waitingFor: `${translate(locale, ACTOR_KEYS[whoActs(sheet.status)])} · ${translate(locale, stepKey(sheet.status))}`,
      lastUrgedAt: urged.get(sheet.id)?.toISOString() ?? null,
    }));
  return { stage: cycle.stage, departments: [...byDept.values()], laggards };
}

/** When each sheet was last urged. */
async function lastUrged(db: DbOrTx, sheetIds: readonly number[], since?: Date) {
  if (sheetIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({ sheetId: perfSheetEvents.sheetId, at: perfSheetEvents.createdAt })
    .from(perfSheetEvents)
    .where(
      and(
        inArray(perfSheetEvents.sheetId, [...sheetIds]),
        eq(perfSheetEvents.kind, 'urged'),
        since ? gt(perfSheetEvents.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(perfSheetEvents.createdAt));
  const last = new Map<number, Date>();
  for (const row of rows) if (!last.has(row.sheetId)) last.set(row.sheetId, row.at);
  return last;
}

/** Who is reminded for a sheet: the employee, or the reviewers whose turn it is (or whose approval). */
function recipientsOf(sheet: typeof perfSheets.$inferSelect): number[] {
  const who = whoActs(sheet.status);
  if (who === 'employee') return sheet.userId === null ? [] : [sheet.userId];
  if (who === 'reviewers') return sheet.reviewers[sheet.reviewLevel]?.userIds ?? [];
  if (who === 'approvers')
    return sheet.reviewers.find((level) => level.relation === 'manager')?.userIds ?? [];
  return [];
}

/**
 * Urges the laggards of the current stage (all, or those of `sheetIds`): each sheet not urged in the
 * last hour gets an `urged` event, and each person to act a bell reminder and a chat message.
 */
export async function urgeLaggards(
  db: Database,
  actor: CompanyActor,
  id: number,
  sheetIds: readonly number[] | undefined,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const cycle = await cycleFor(tx, actor, id, { lock: true });
    const sheets = (
      await tx
        .select()
        .from(perfSheets)
        .where(
          and(managedSheets(actor, cycle.id), sheetIds ? inArray(perfSheets.id, [...sheetIds]) : undefined),
        )
    ).filter((sheet) => !finishedStage(cycle.stage, sheet.status));
    const recent = await lastUrged(
      tx,
      sheets.map((s) => s.id),
      new Date(now.getTime() - URGE_INTERVAL_MS),
    );
    const due = sheets.filter((sheet) => !recent.has(sheet.id) && recipientsOf(sheet).length > 0);
    for (const sheet of due) await urgeSheet(tx, actor, cycle, sheet, now);
    return { urged: due.length, skipped: sheets.length - due.length };
  });
}

async function urgeSheet(
  tx: DbOrTx,
  actor: CompanyActor,
  cycle: { name: string; stage: CycleStage },
  sheet: typeof perfSheets.$inferSelect,
  now: Date,
) {
  const recipients = recipientsOf(sheet);
  const own = recipients.includes(sheet.userId ?? -1) && whoActs(sheet.status) === 'employee';
  const link = targetSheetLink(own ? 'my' : 'team', sheet.id);
  const params = { cycleName: cycle.name, step: translate(DEFAULT_LOCALE, stepKey(sheet.status)) };
  await tx.insert(perfSheetEvents).values({
    compId: actor.compId,
    sheetId: sheet.id,
    kind: 'urged',
    actorUserId: actor.userId,
    detail: { userIds: recipients, stage: cycle.stage },
    createdAt: now,
  });
  await notifyPeople(tx, {
    compId: actor.compId,
    userIds: recipients,
    titleKey: m['performance.cycle.urgeTitle'],
    contentKey: m['performance.cycle.urgeContent'],
    params,
    link,
  });
}
