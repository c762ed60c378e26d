import {
  type ArchiveRequest,
  ArchiveRequestStatus,
  HR_REVIEWED_INFO_FIELDS,
  type ReviewedChanges,
} from '@renli/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { type PageRequest, pageTotal, paginate } from '../../core/paging.ts';
import { invalid, problemMessages } from '../../core/resources/problems.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { findUserProfiles } from '../auth/profiles.ts';
import { createReminder } from '../notifications/service.ts';
import { staffCardsOf, staffOfTypes } from '../staff/cards.ts';
import { archiveMessages as m } from './archive-messages.ts';
import type { ArchiveRow } from './archive-present.ts';
import { archiveChange } from './archive-rules.ts';
import { writeArchive } from './archive-write.ts';
import { staffArchiveRequests, staffArchives } from './schema.ts';

// Employees' requests to change identity or bank fields (HR_REVIEWED_INFO_FIELDS) and HR's review
// of them (docs/product/staff.md, "Archives (员工档案) and my record"): an approval applies the
// change to the archive as HR, audited; either decision reminds the employee.

type RequestRow = typeof staffArchiveRequests.$inferSelect;

const MY_RECORD_LINK = '#/staff/staffmanage/assi-my';

/** The reviewed fields of an archive as they are now. */
const reviewedOf = (archive: ArchiveRow | undefined): ReviewedChanges =>
  Object.fromEntries(HR_REVIEWED_INFO_FIELDS.map((field) => [field, archive?.[field] ?? null]));

/** Requests as HR and the employee read them: who, the change beside the values now, who decided. */
export async function presentRequests(
  db: DbOrTx,
  compId: number,
  rows: RequestRow[],
): Promise<ArchiveRequest[]> {
  if (rows.length === 0) return [];
  const staffIds = rows.map((row) => row.staffId);
  const [cards, archives, deciders] = await Promise.all([
    staffCardsOf(db, compId, staffIds),
    db
      .select()
      .from(staffArchives)
      .where(and(eq(staffArchives.compId, compId), inArray(staffArchives.staffId, staffIds))),
    findUserProfiles(db, [
      ...new Set(rows.flatMap((row) => (row.decidedBy === null ? [] : [row.decidedBy]))),
    ]),
  ]);
  const archiveOf = new Map(archives.map((archive) => [archive.staffId, archive]));
  const names = new Map(deciders.map((profile) => [profile.userId, profile.userName]));
  return rows.map((row) => {
    const card = cards.get(row.staffId);
    const archive = archiveOf.get(row.staffId);
    return {
      id: row.id,
      archiveId: archive?.id ?? 0,
      staffId: row.staffId,
      staffName: card?.staffName ?? '',
      jobNo: card?.jobNo ?? null,
      deptName: card?.deptName ?? null,
      employeeType: card?.employeeType ?? 1,
      changes: row.changes,
      current: reviewedOf(archive),
      status: row.status as ArchiveRequest['status'],
      reason: row.reason,
      decidedBy: row.decidedBy === null ? null : (names.get(row.decidedBy) ?? null),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  });
}

/** The request of this employment with `status`, newest first; one at most is pending. */
async function requestOf(db: DbOrTx, compId: number, staffId: number, status?: number) {
  const [row] = await db
    .select()
    .from(staffArchiveRequests)
    .where(
      and(
        eq(staffArchiveRequests.compId, compId),
        eq(staffArchiveRequests.staffId, staffId),
        status === undefined ? undefined : eq(staffArchiveRequests.status, status),
      ),
    )
    .orderBy(desc(staffArchiveRequests.id))
    .limit(1);
  return row ? (await presentRequests(db, compId, [row]))[0]! : null;
}

export const pendingRequestOf = (db: DbOrTx, compId: number, staffId: number) =>
  requestOf(db, compId, staffId, ArchiveRequestStatus.PENDING);
export const latestRequestOf = (db: DbOrTx, compId: number, staffId: number) =>
  requestOf(db, compId, staffId);

/** The requests of the actor's company and HRM/HRO scope (and the screen's type tab), with `status`. */
const requestsOf = (actor: ResourceActor, filter: { status?: number; employeeType?: number }) =>
  and(
    eq(staffArchiveRequests.compId, actor.compId),
    filter.status === undefined ? undefined : eq(staffArchiveRequests.status, filter.status),
    actor.managedTypes.length === 2
      ? undefined
      : staffOfTypes(staffArchiveRequests.staffId, actor.managedTypes),
    filter.employeeType === undefined
      ? undefined
      : staffOfTypes(staffArchiveRequests.staffId, [filter.employeeType]),
  );

/** HR's review queue: pending first, then newest first. */
export async function requestPage(
  db: DbOrTx,
  actor: ResourceActor,
  query: PageRequest & { status?: number | undefined; employeeType?: number | undefined },
) {
  const page = await paginate(
    () =>
      db
        .select({ row: staffArchiveRequests, total: pageTotal() })
        .from(staffArchiveRequests)
        .where(requestsOf(actor, query))
        .orderBy(
          asc(sql`${staffArchiveRequests.status} <> ${ArchiveRequestStatus.PENDING}`),
          desc(staffArchiveRequests.createdAt),
          desc(staffArchiveRequests.id),
        ),
    query,
    ({ row }) => row,
  );
  return { ...page, list: await presentRequests(db, actor.compId, page.list) };
}

export async function pendingRequestCount(db: DbOrTx, actor: ResourceActor, employeeType?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(staffArchiveRequests)
    .where(requestsOf(actor, { status: ArchiveRequestStatus.PENDING, employeeType }));
  return row?.n ?? 0;
}

/** A pending request of the actor's company and scope, locked; a decided or unknown one is a 404. */
async function lockPending(tx: Tx, actor: ResourceActor, id: number) {
  const [row] = await tx
    .select()
    .from(staffArchiveRequests)
    .where(and(eq(staffArchiveRequests.id, id), requestsOf(actor, { status: ArchiveRequestStatus.PENDING })))
    .for('update');
  if (!row) throw notFound(m['staffArchive.request.notPending']);
  return row;
}

/** Records HR's decision and tells the employee with a reminder, in the decision's transaction. */
async function decide(tx: Tx, actor: ResourceActor, request: RequestRow, reason: string | null) {
  const approved = reason === null;
  const [row] = await tx
    .update(staffArchiveRequests)
    .set({
      status: approved ? ArchiveRequestStatus.APPROVED : ArchiveRequestStatus.REJECTED,
      reason,
      decidedBy: actor.userId,
      decidedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(staffArchiveRequests.id, request.id))
    .returning();
  const card = (await staffCardsOf(tx, actor.compId, [request.staffId])).get(request.staffId);
  if (card) {
    const outcome = approved ? 'approved' : 'rejected';
    await createReminder(tx, {
      userId: card.userId,
      compId: actor.compId,
      type: 'staff',
      titleKey: m[`staffArchive.remind.${outcome}.title`],
      contentKey: m[`staffArchive.remind.${outcome}.content`],
      params: { reason: reason ?? '' },
      link: MY_RECORD_LINK,
    });
  }
  return row!;
}

/** Applies a pending request to the archive as the deciding HR (checked again, audited). */
export async function approveRequest(db: Database, actor: ResourceActor, locale: Locale, id: number) {
  const row = await db.transaction(async (tx) => {
    const request = await lockPending(tx, actor, id);
    const [archive] = await tx
      .select()
      .from(staffArchives)
      .where(and(eq(staffArchives.compId, actor.compId), eq(staffArchives.staffId, request.staffId)))
      .for('update');
    if (!archive) throw notFound(m['staffArchive.notFound']);
    const { columns, problems } = await archiveChange(
      tx,
      actor.userId,
      request.changes,
      archive,
      chinaToday(),
    );
    if (problems.length > 0) throw invalid(problemMessages(locale, problems));
    await writeArchive(tx, actor, archive, columns);
    return decide(tx, actor, request, null);
  });
  return (await presentRequests(db, actor.compId, [row]))[0]!;
}

export async function rejectRequest(db: Database, actor: ResourceActor, id: number, reason: string) {
  const row = await db.transaction(async (tx) => decide(tx, actor, await lockPending(tx, actor, id), reason));
  return (await presentRequests(db, actor.compId, [row]))[0]!;
}
