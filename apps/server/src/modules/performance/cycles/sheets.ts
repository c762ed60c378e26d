import {
  SHEET_STATUS,
  type SheetListType,
  type TargetSheetDetail,
  type TargetSheetRow,
} from '@renli/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyActor, UserAuth } from '../../../core/actor.ts';
import { pageTotal, paginate } from '../../../core/paging.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { findUserProfiles } from '../../auth/profiles.ts';
import { resolveCompanyActor } from '../../org/actor.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { staffNamesOf } from '../../staff/job.ts';
import { staffIdsWhere } from '../../staff/records.ts';
import { perfAdmin } from '../access.ts';
import { PerfDecimal } from '../engine/score.ts';
import { loadSheetFor, type PerfSheetRow, type SheetAccess } from '../sheet-access.ts';
import { namedReviewers } from './cycles.ts';
import { perfCheckins, perfCycles, perfSheetEvents, perfSheetItems, perfSheets } from './schema.ts';

// Everyone's sheets (docs/product/performance.md, "Targets"): mine, my team's (the sheets naming me
// at the `manager` level) and all of the types HR manages, and one sheet's targets by section with
// its history and check-ins.

export const isManagerOf = (userId: number, sheet: Pick<PerfSheetRow, 'reviewers'>) =>
  sheet.reviewers.some((level) => level.relation === 'manager' && level.userIds.includes(userId));

/** Which sheets a list shows; `all` is HR's (403 otherwise). */
async function listScope(db: DbOrTx, auth: UserAuth, type: SheetListType) {
  if (type === 'all') {
    const actor = await perfAdmin(db, auth);
    return {
      actor,
      where: inArray(
        perfSheets.staffId,
        staffIdsWhere({ compId: actor.compId, employeeTypes: actor.managedTypes }),
      ),
    };
  }
  const actor = await resolveCompanyActor(db, auth);
  const where =
    type === 'my'
      ? eq(perfSheets.userId, actor.userId)
      : sql`${perfSheets.reviewers} @> ${JSON.stringify([{ relation: 'manager', userIds: [actor.userId] }])}::jsonb`;
  return { actor, where };
}

export async function listSheets(
  db: DbOrTx,
  auth: UserAuth,
  body: {
    type: SheetListType;
    cycleId?: number;
    status?: number;
    search?: string;
    pageNum: number;
    pageSize: number;
  },
) {
  const { actor, where } = await listScope(db, auth, body.type);
  const page = await paginate(
    () =>
      db
        .select({ sheet: perfSheets, cycle: perfCycles, total: pageTotal() })
        .from(perfSheets)
        .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
        .where(
          and(
            eq(perfSheets.compId, actor.compId),
            where,
            body.cycleId ? eq(perfSheets.cycleId, body.cycleId) : undefined,
            body.status ? eq(perfSheets.status, body.status) : undefined,
            body.search
              ? inArray(perfSheets.staffId, staffIdsWhere({ compId: actor.compId, search: body.search }))
              : undefined,
          ),
        )
        .orderBy(desc(perfSheets.cycleId), asc(perfSheets.id)),
    body,
    (row) => row,
  );
  const sheets = page.list.map((row) => row.sheet);
  const [names, depts, items] = await Promise.all([
    staffNamesOf(
      db,
      actor.compId,
      sheets.map((s) => s.staffId),
    ),
    activeOrgRecordNames(
      db,
      'department',
      sheets.map((s) => s.departmentId),
    ),
    itemCounts(
      db,
      sheets.map((s) => s.id),
    ),
  ]);
  const list: TargetSheetRow[] = page.list.map(({ sheet, cycle }) => ({
    id: sheet.id,
    cycleId: cycle.id,
    cycleName: cycle.name,
    stage: cycle.stage,
    staffName: names.get(sheet.staffId) ?? '',
    departmentName: (sheet.departmentId !== null && depts.get(sheet.departmentId)) || null,
    status: sheet.status as TargetSheetRow['status'],
    itemCount: items.get(sheet.id) ?? 0,
    updatedAt: sheet.updatedAt.toISOString(),
  }));
  return { ...page, list };
}

async function itemCounts(db: DbOrTx, sheetIds: number[]) {
  if (sheetIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ sheetId: perfSheetItems.sheetId, n: count() })
    .from(perfSheetItems)
    .where(inArray(perfSheetItems.sheetId, sheetIds))
    .groupBy(perfSheetItems.sheetId);
  return new Map(rows.map((r) => [r.sheetId, r.n]));
}

/** The cycle of a sheet (always there: a sheet belongs to a launched cycle). */
export async function cycleOfSheet(db: DbOrTx, sheet: PerfSheetRow) {
  const [cycle] = await db.select().from(perfCycles).where(eq(perfCycles.id, sheet.cycleId));
  return cycle!;
}

/** What the caller may do on the sheet now (the writes check the same rules). */
export function sheetPowers(actor: CompanyActor, access: SheetAccess) {
  const { sheet, role } = access;
  const manager = isManagerOf(actor.userId, sheet) || access.hr;
  const setting = sheet.status === SHEET_STATUS.targetSetting;
  const executing = sheet.status === SHEET_STATUS.executing;
  return {
    editItems: (setting && (role === 'owner' || manager)) || (executing && manager && role !== 'owner'),
    submit: setting && role === 'owner',
    checkin: executing && role === 'owner',
  };
}

export async function sheetDetail(
  db: DbOrTx,
  actor: CompanyActor,
  sheetId: number,
): Promise<TargetSheetDetail> {
  const access = await loadSheetFor(db, actor, sheetId);
  const { sheet } = access;
  const cycle = await cycleOfSheet(db, sheet);
  const [items, events, checkins, names, depts, [reviewers]] = await Promise.all([
    db
      .select()
      .from(perfSheetItems)
      .where(eq(perfSheetItems.sheetId, sheet.id))
      .orderBy(asc(perfSheetItems.section), asc(perfSheetItems.sort), asc(perfSheetItems.id)),
    db
      .select()
      .from(perfSheetEvents)
      .where(eq(perfSheetEvents.sheetId, sheet.id))
      .orderBy(desc(perfSheetEvents.id))
      .limit(200),
    db
      .select()
      .from(perfCheckins)
      .where(eq(perfCheckins.sheetId, sheet.id))
      .orderBy(desc(perfCheckins.id))
      .limit(200),
    staffNamesOf(db, actor.compId, [sheet.staffId]),
    activeOrgRecordNames(db, 'department', [sheet.departmentId]),
    namedReviewers(db, [sheet.reviewers]),
  ]);
  const people = new Map(
    (
      await findUserProfiles(db, [
        ...new Set(
          [...events.map((e) => e.actorUserId), ...checkins.map((c) => c.createdBy)].filter(
            (id): id is number => id !== null,
          ),
        ),
      ])
    ).map((p) => [p.userId, p.userName]),
  );
  const sections = (cycle.config?.sections ?? []).map((section, index) => {
    const own = items.filter((item) => item.section === index);
    return {
      index,
      kind: section.kind,
      name: section.name,
      weight: section.weight,
      itemWeightSum: weightSum(own.map((item) => item.weight)),
      items: own.map(presentItem),
    };
  });
  return {
    id: sheet.id,
    version: sheet.version,
    cycleId: cycle.id,
    cycleName: cycle.name,
    stage: cycle.stage,
    staffName: names.get(sheet.staffId) ?? '',
    departmentName: (sheet.departmentId !== null && depts.get(sheet.departmentId)) || null,
    status: sheet.status as TargetSheetDetail['status'],
    role: access.role,
    targetApproval: cycle.config?.targetApproval ?? false,
    approvalInstanceId: sheet.approvalInstanceId,
    targetsApprovedAt: sheet.targetsApprovedAt?.toISOString() ?? null,
    reviewers: reviewers!,
    sections,
    can: sheetPowers(actor, access),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      actorName: e.actorUserId === null ? null : (people.get(e.actorUserId) ?? null),
      detail: e.detail,
      createdAt: e.createdAt.toISOString(),
    })),
    checkins: checkins.map((c) => ({
      id: c.id,
      itemId: c.itemId,
      progress: c.progress,
      note: c.note,
      actorName: c.createdBy === null ? null : (people.get(c.createdBy) ?? null),
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

export function presentItem(item: typeof perfSheetItems.$inferSelect) {
  return {
    id: item.id,
    section: item.section,
    sectionKind: item.sectionKind,
    indicatorId: item.indicatorId,
    name: item.name,
    definition: item.definition,
    unit: item.unit,
    rule: item.rule,
    keyResults: item.keyResults,
    levels: item.levels,
    weight: item.weight,
    targetText: item.targetText,
    progress: item.progress,
  };
}

/** Σ of weights (percent strings), exactly, as text ("100", "87.5"). */
export const weightSum = (weights: readonly string[]) =>
  weights.reduce((sum, w) => sum.plus(w), new PerfDecimal(0)).toString();
