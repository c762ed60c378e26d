import {
  type ArchiveHistory,
  type ArchivePage,
  type ArchiveReason,
  type ArchiveRow,
  type ArchiveVersion,
  archivePageBodySchema,
  EmploymentStatus,
  type SaveArchiveBody,
  saveArchiveBodySchema,
} from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaToday } from '../../../core/china-time.ts';
import { badRequest, notFound } from '../../../core/http/errors.ts';
import { pageTotal, paginate } from '../../../core/paging.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { actorNames } from '../../auth/actor-names.ts';
import { staffCardsOf, staffMatching } from '../../staff/cards.ts';
import { rosterStaff } from '../../staff/roster-facts.ts';
import { employmentSpanRows } from '../../staff-archives/spans.ts';
import { managesPayOf } from '../access.ts';
import { salaryMessages } from '../messages.ts';
import { moneyText } from '../rounding.ts';
import { managedGroup } from './groups.ts';
import { companyItems } from './items.ts';
import { wageMessages as m } from './messages.ts';
import { salaryArchiveAmounts, salaryArchives, salaryArchiveVersions, salaryGroups } from './schema.ts';

// Salary archives (docs/product/salary.md, "Salary archives"): per staff member the group and
// effective-dated versions of the fixed items' monthly amounts. The version in effect on a day is
// the latest dated on or before it; one dated later waits and may be cancelled.

/** A set list asks for 999999 (docs/product/salary.md, "Who uses it, where"); a page never holds more than this. */
const PAGE_CAP = 500;

/** Versions of these archives, oldest first, with their amounts and who saved them. */
export async function versionsOf(
  db: DbOrTx,
  compId: number,
  archiveIds: readonly number[],
  today: string,
): Promise<Map<number, ArchiveVersion[]>> {
  const out = new Map<number, ArchiveVersion[]>();
  if (archiveIds.length === 0) return out;
  const rows = await db
    .select()
    .from(salaryArchiveVersions)
    .where(
      and(
        eq(salaryArchiveVersions.compId, compId),
        inArray(salaryArchiveVersions.archiveId, [...archiveIds]),
      ),
    )
    .orderBy(asc(salaryArchiveVersions.archiveId), asc(salaryArchiveVersions.effectiveFrom));
  const amounts = rows.length
    ? await db
        .select()
        .from(salaryArchiveAmounts)
        .where(
          inArray(
            salaryArchiveAmounts.versionId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byVersion = new Map<number, Record<string, string>>();
  for (const a of amounts)
    byVersion.set(a.versionId, { ...byVersion.get(a.versionId), [a.itemCode]: a.amount });
  const names = await actorNames(db, {
    userIds: [...new Set(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))],
    adminIds: [],
  });
  for (const row of rows) {
    const given = byVersion.get(row.id) ?? {};
    const list = out.get(row.archiveId) ?? [];
    list.push({
      id: row.id,
      effectiveFrom: row.effectiveFrom,
      amounts: given,
      total: moneyText(Object.values(given).reduce((sum, v) => sum.plus(v), new Decimal(0))),
      reason: row.reason as ArchiveReason,
      note: row.note,
      by: row.createdBy === null ? null : (names.users.get(row.createdBy) ?? null),
      createdAt: row.createdAt.toISOString(),
      pending: row.effectiveFrom > today,
    });
    out.set(row.archiveId, list);
  }
  return out;
}

/** The version in effect on `day` and the first one after it. */
export const versionOn = (versions: readonly ArchiveVersion[], day: string) => ({
  current: versions.findLast((v) => v.effectiveFrom <= day) ?? null,
  next: versions.find((v) => v.effectiveFrom > day) ?? null,
});

type ArchiveFilter = ReturnType<typeof archivePageBodySchema.parse>;

/**
 * Current staff (employed today) of the types the caller manages, with their archive if any, as a
 * query to page or export.
 */
function archiveQuery(
  db: DbOrTx,
  actor: CompanyActor,
  filter: Omit<ArchiveFilter, 'pageNum' | 'pageSize'>,
  today: string,
) {
  const spans = employmentSpanRows(actor.compId);
  const staff = rosterStaff(actor.compId);
  const conditions: (SQL | undefined)[] = [
    lte(spans.from, today),
    or(isNull(spans.to), gt(spans.to, today)),
    ne(spans.empStatus, EmploymentStatus.LEFT),
    inArray(spans.employeeType, actor.managedTypes.length ? actor.managedTypes : [-1]),
    filter.employeeType ? eq(spans.employeeType, filter.employeeType) : undefined,
    filter.keyword ? staffMatching(spans.staffId, filter.keyword) : undefined,
    filter.groupId ? eq(salaryArchives.groupId, filter.groupId) : undefined,
    filter.state === 'none'
      ? isNull(salaryArchives.id)
      : filter.state === 'set'
        ? isNotNull(salaryArchives.id)
        : undefined,
  ];
  return db
    .select({
      staffId: spans.staffId,
      employeeType: spans.employeeType,
      name: staff.name,
      jobNo: staff.jobNo,
      archiveId: salaryArchives.id,
      groupId: salaryArchives.groupId,
      groupName: salaryGroups.name,
      total: pageTotal(),
    })
    .from(spans)
    .innerJoin(staff, eq(staff.staffId, spans.staffId))
    .leftJoin(
      salaryArchives,
      and(eq(salaryArchives.staffId, spans.staffId), eq(salaryArchives.compId, actor.compId)),
    )
    .leftJoin(salaryGroups, eq(salaryGroups.id, salaryArchives.groupId))
    .where(and(...conditions))
    .orderBy(desc(sql`${salaryArchives.id} is null`), asc(staff.jobNo), asc(spans.staffId))
    .$dynamic();
}

type ListRow = Awaited<ReturnType<ReturnType<typeof archiveQuery>['execute']>>[number];

/** List rows with their cards (mobile, department) and versions. */
async function rowsOf(
  db: DbOrTx,
  actor: CompanyActor,
  rows: readonly ListRow[],
  today: string,
): Promise<ArchiveRow[]> {
  const [cards, versions] = await Promise.all([
    staffCardsOf(
      db,
      actor.compId,
      rows.map((r) => r.staffId),
    ),
    versionsOf(
      db,
      actor.compId,
      rows.flatMap((r) => (r.archiveId === null ? [] : [r.archiveId])),
      today,
    ),
  ]);
  return rows.map((row) => {
    const card = cards.get(row.staffId);
    const { current, next } = versionOn(
      row.archiveId === null ? [] : (versions.get(row.archiveId) ?? []),
      today,
    );
    return {
      staffId: row.staffId,
      staffName: row.name,
      jobNo: row.jobNo,
      mobile: card?.mobile ?? null,
      deptName: card?.deptName ?? null,
      employeeType: row.employeeType,
      groupId: row.groupId,
      groupName: row.groupName,
      current,
      pending: next,
      nextAction: row.archiveId === null ? 'set' : null,
    };
  });
}

/** The fixed items, the list's and the sheet's amount columns. */
export async function fixedItems(db: DbOrTx, compId: number) {
  return (await companyItems(db, compId))
    .filter((i) => i.source === 'fixed')
    .map((i) => ({ code: i.code, name: i.name }));
}

/** HR's salary archive list: current staff, their amounts today, the next change, 定薪 when none. */
export async function archivePage(
  db: DbOrTx,
  actor: CompanyActor,
  input: unknown,
  now = new Date(),
): Promise<ArchivePage> {
  const body = archivePageBodySchema.parse(input);
  const today = chinaToday(now);
  const paging = { pageNum: body.pageNum, pageSize: Math.min(body.pageSize, PAGE_CAP) };
  const page = await paginate(
    () => archiveQuery(db, actor, body, today),
    paging,
    (row) => row,
  );
  const [list, items, without] = await Promise.all([
    rowsOf(db, actor, page.list, today),
    fixedItems(db, actor.compId),
    archiveQuery(db, actor, { ...body, state: 'none', groupId: undefined }, today).limit(1),
  ]);
  return { ...page, list, items, withoutArchive: without[0]?.total ?? 0 };
}

/** Every row of the filtered list (the export), at most `max`. */
export async function archiveRows(
  db: DbOrTx,
  actor: CompanyActor,
  filter: unknown,
  max: number,
  now = new Date(),
) {
  const body = archivePageBodySchema.parse(filter);
  const today = chinaToday(now);
  const rows = await archiveQuery(db, actor, body, today).limit(max);
  return rowsOf(db, actor, rows, today);
}

/** The staff member as the caller may manage their pay, or 403 (another company's: the same). */
async function managedStaff(db: DbOrTx, actor: CompanyActor, staffId: number) {
  const card = (await staffCardsOf(db, actor.compId, [staffId])).get(staffId);
  if (!card || !managesPayOf(actor, card.employeeType))
    throw notFound(salaryMessages['salary.staffNotManaged']);
  return card;
}

async function archiveOf(db: DbOrTx, compId: number, staffId: number) {
  const [row] = await db
    .select()
    .from(salaryArchives)
    .where(and(eq(salaryArchives.compId, compId), eq(salaryArchives.staffId, staffId)));
  return row;
}

/** A staff member's salary archive: group and versions, newest first. */
export async function archiveHistory(
  db: DbOrTx,
  actor: CompanyActor,
  staffId: number,
  now = new Date(),
): Promise<ArchiveHistory> {
  const card = await managedStaff(db, actor, staffId);
  const archive = await archiveOf(db, actor.compId, staffId);
  const versions = archive
    ? ((await versionsOf(db, actor.compId, [archive.id], chinaToday(now))).get(archive.id) ?? [])
    : [];
  return {
    staffId,
    staffName: card.staffName,
    groupId: archive?.groupId ?? null,
    versions: versions.reverse(),
  };
}

/**
 * Writes one archive version inside `tx` (the save and the import): the group must be of the staff
 * member's type, the amounts its fixed items (missing ones are 0); one version per day.
 */
export async function writeArchiveVersion(
  tx: DbOrTx,
  actor: CompanyActor,
  input: SaveArchiveBody & { employeeType: number },
) {
  const body = saveArchiveBodySchema.parse(input);
  const group = await managedGroup(tx, actor, body.groupId);
  if (group.employeeType !== input.employeeType)
    throw badRequest(m['salary.wage.archive.groupType'], { group: group.name });
  const all = new Map((await companyItems(tx, actor.compId)).map((i) => [i.code, i]));
  const fixed = group.items.map((entry) => all.get(entry.code)).filter((i) => i?.source === 'fixed');
  for (const code of Object.keys(body.amounts))
    if (!fixed.some((i) => i!.code === code))
      throw badRequest(m['salary.wage.archive.notInGroup'], { code, group: group.name });
  let archive = await archiveOf(tx, actor.compId, body.staffId);
  if (!archive) {
    [archive] = await tx
      .insert(salaryArchives)
      .values({ compId: actor.compId, staffId: body.staffId, groupId: group.id })
      .returning();
  } else if (archive.groupId !== group.id) {
    await tx
      .update(salaryArchives)
      .set({ groupId: group.id, updatedAt: new Date() })
      .where(eq(salaryArchives.id, archive.id));
  }
  const [version] = await tx
    .insert(salaryArchiveVersions)
    .values({
      compId: actor.compId,
      archiveId: archive!.id,
      effectiveFrom: body.effectiveFrom,
      reason: body.reason,
      note: body.note,
      createdBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: salaryArchiveVersions.id });
  if (!version) throw badRequest(m['salary.wage.archive.dateTaken'], { date: body.effectiveFrom });
  await tx.insert(salaryArchiveAmounts).values(
    fixed.map((item) => ({
      versionId: version.id,
      itemCode: item!.code,
      amount: moneyText(body.amounts[item!.code] ?? '0'),
    })),
  );
}

/** 定薪 / 调薪: sets the group and the amounts from a day; answers the history. */
export async function saveArchive(
  db: Database,
  actor: CompanyActor,
  input: SaveArchiveBody,
  now = new Date(),
) {
  const body = saveArchiveBodySchema.parse(input);
  const card = await managedStaff(db, actor, body.staffId);
  await db.transaction((tx) => writeArchiveVersion(tx, actor, { ...body, employeeType: card.employeeType }));
  return archiveHistory(db, actor, body.staffId, now);
}

/** Cancels a change not yet in effect. */
export async function cancelVersion(db: Database, actor: CompanyActor, id: number, now = new Date()) {
  const [row] = await db
    .select({ version: salaryArchiveVersions, staffId: salaryArchives.staffId })
    .from(salaryArchiveVersions)
    .innerJoin(salaryArchives, eq(salaryArchives.id, salaryArchiveVersions.archiveId))
    .where(and(eq(salaryArchiveVersions.id, id), eq(salaryArchiveVersions.compId, actor.compId)));
  if (!row) throw notFound(m['salary.wage.archive.versionNotFound']);
  await managedStaff(db, actor, row.staffId);
  if (row.version.effectiveFrom <= chinaToday(now)) throw badRequest(m['salary.wage.archive.onlyPending']);
  await db.delete(salaryArchiveVersions).where(eq(salaryArchiveVersions.id, id));
  return archiveHistory(db, actor, row.staffId, now);
}
