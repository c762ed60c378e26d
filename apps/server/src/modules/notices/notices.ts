import {
  type NoticeDetail,
  type NoticeListQuery,
  type NoticeRow,
  type NoticeSave,
  type NoticeStatus,
  noticeLink,
} from '@renli/contracts';
import { and, asc, desc, eq, ilike, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.ts';
import { richTextHasContent, sanitizeRichText } from '../../core/rich-text.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { withdrawRecordApproval } from '../approval/record-links.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { orgFlowFacts } from '../org/flow-facts.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { staffCardsOf } from '../staff/cards.ts';
import { authorNameOf, companyPeople, type NoticeActor } from './access.ts';
import { audienceOf } from './audience.ts';
import { requireEnabledCategory } from './categories.ts';
import { noticesMessages as m } from './messages.ts';
import { isPinnedNow, statusOnPublish } from './schedule.ts';
import { type NoticeAudienceValue, noticeCategories, noticeRecipients, notices } from './schema.ts';

// Announcements (docs/product/oa-notice.md): a draft is its author's alone; publishing resolves the
// audience into recipients and tells them; readers see what was published to them, pinned first.

/** The record kind approvals link an announcement under. */
export const NOTICE_RESOURCE = 'oaNotice';
export const PUBLISH_NOTICE = 'publishNotice';

export type NoticeRecord = typeof notices.$inferSelect;

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** What the caller may do with an announcement they can see. */
export interface NoticeAccess {
  notice: NoticeRecord;
  isAuthor: boolean;
  /** Publisher or OA administrator (never for someone else's draft). */
  canManage: boolean;
  recipient: { readAt: Date | null } | null;
}

/**
 * The announcement as the caller may see it, or 404: the author always; OA administrators once it
 * left the drafts; its recipients while it is published.
 */
export async function loadNotice(
  db: DbOrTx,
  actor: NoticeActor,
  noticeId: number,
  options: { lock?: boolean } = {},
): Promise<NoticeAccess> {
  const query = db
    .select()
    .from(notices)
    .where(and(eq(notices.id, noticeId), eq(notices.compId, actor.compId)));
  const [notice] = options.lock ? await query.for('update') : await query;
  if (!notice) throw notFound(m['notice.notFound']);
  const isAuthor = notice.authorUserId === actor.userId;
  const [recipient] = await db
    .select({ readAt: noticeRecipients.readAt })
    .from(noticeRecipients)
    .where(and(eq(noticeRecipients.noticeId, noticeId), eq(noticeRecipients.userId, actor.userId)));
  const adminSees = actor.isAdmin && notice.status !== 'draft';
  const readerSees = recipient !== undefined && notice.status === 'published';
  if (!isAuthor && !adminSees && !readerSees) throw notFound(m['notice.notFound']);
  return { notice, isAuthor, canManage: isAuthor || adminSees, recipient: recipient ?? null };
}

const requireManage = (access: NoticeAccess) => {
  if (!access.canManage) throw forbidden(m['notice.manageOnly']);
};

/** Checks the audience names the company's departments and active staff. */
async function checkAudience(db: DbOrTx, compId: number, audience: NoticeAudienceValue) {
  if (audience.all) return;
  const facts = await orgFlowFacts(db, compId);
  const known = facts.activeDepartments(audience.departmentIds);
  if (known.size !== new Set(audience.departmentIds).size) throw badRequest(m['notice.departmentMissing']);
  const cards = await staffCardsOf(db, compId, audience.staffIds);
  if (audience.staffIds.some((id) => cards.get(id)?.status !== 1)) throw badRequest(m['notice.staffMissing']);
}

/** The recipients an audience resolves to now. */
export async function resolveAudience(db: DbOrTx, compId: number, audience: NoticeAudienceValue) {
  const people = await companyPeople(db, compId);
  const facts = await orgFlowFacts(db, compId);
  return audienceOf(audience, people, (id) => facts.departmentAndBelow(id));
}

/** Creates or changes a draft of the caller's. */
export async function saveNotice(db: Database, actor: NoticeActor, body: NoticeSave) {
  const now = new Date();
  const content = sanitizeRichText(body.content);
  if (!richTextHasContent(content)) throw badRequest(m['notice.contentEmpty']);
  const publishAt = body.publishAt ? new Date(body.publishAt) : null;
  const pinnedUntil = body.pinned && body.pinnedUntil ? new Date(body.pinnedUntil) : null;
  if (publishAt && publishAt <= now) throw badRequest(m['notice.publishAtPast']);
  if (pinnedUntil && pinnedUntil <= now) throw badRequest(m['notice.pinnedUntilPast']);
  const audience: NoticeAudienceValue = {
    all: body.audience.all,
    departmentIds: body.audience.all ? [] : [...new Set(body.audience.departmentIds ?? [])],
    staffIds: body.audience.all ? [] : [...new Set(body.audience.staffIds ?? [])],
  };
  const id = await db.transaction(async (tx) => {
    await requireEnabledCategory(tx, actor.compId, body.noticeColId);
    await checkAudience(tx, actor.compId, audience);
    const values = {
      title: body.title,
      categoryId: body.noticeColId,
      content,
      attachments: body.attachments ?? [],
      audience,
      pinned: body.pinned ?? false,
      pinnedUntil,
      commentsEnabled: body.commentsEnabled ?? true,
      isPublic: body.isPublic ?? false,
      publishAt,
      updatedAt: now,
    };
    if (body.noticeId === undefined) {
      const [row] = await tx
        .insert(notices)
        .values({
          ...values,
          compId: actor.compId,
          authorUserId: actor.userId,
          authorName: await authorNameOf(tx, actor),
        })
        .returning({ id: notices.id });
      return row!.id;
    }
    const access = await loadNotice(tx, actor, body.noticeId, { lock: true });
    if (!access.isAuthor) throw forbidden(m['notice.authorOnly']);
    if (access.notice.status !== 'draft') throw conflict(m['notice.notDraft']);
    await tx.update(notices).set(values).where(eq(notices.id, body.noticeId));
    return body.noticeId;
  });
  return noticeDetail(db, actor, id, { markRead: false });
}

/**
 * Publishes now: the audience becomes the recipients, a version it replaces is withdrawn, and the
 * recipients are told. Only from `from` (a conditional update), so two sweeps publish it once; false
 * when it moved meanwhile.
 */
export async function publishNow(
  tx: Tx,
  notice: NoticeRecord,
  from: NoticeStatus,
  now = new Date(),
  /** False for history (the demo's announcements of past days), whose notices went out back then. */
  notify = true,
): Promise<boolean> {
  const [moved] = await tx
    .update(notices)
    .set({ status: 'published', publishedAt: now, updatedAt: now })
    .where(and(eq(notices.id, notice.id), eq(notices.status, from)))
    .returning({ id: notices.id });
  if (!moved) return false;
  const people = await resolveAudience(tx, notice.compId, notice.audience);
  if (people.length > 0)
    await tx
      .insert(noticeRecipients)
      .values(
        people.map((p) => ({
          noticeId: notice.id,
          compId: notice.compId,
          userId: p.userId,
          staffId: p.staffId,
          staffName: p.staffName,
          deptName: p.deptName,
        })),
      )
      .onConflictDoNothing();
  if (notice.previousId !== null)
    await tx
      .update(notices)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(
        and(
          eq(notices.id, notice.previousId),
          eq(notices.compId, notice.compId),
          eq(notices.status, 'published'),
        ),
      );
  if (notify)
    await notifyPeople(tx, {
      compId: notice.compId,
      userIds: people.map((p) => p.userId).filter((id) => id !== notice.authorUserId),
      titleKey: m['notice.published.title'],
      contentKey: m['notice.published.content'],
      params: { author: notice.authorName, title: notice.title },
      link: noticeLink(notice.id),
    });
  return true;
}

/**
 * Publishes or schedules an announcement leaving `from` (a draft pressed by an administrator, or
 * one whose approval passed).
 */
export async function goLive(tx: Tx, notice: NoticeRecord, from: NoticeStatus, now = new Date()) {
  const next = statusOnPublish(notice.publishAt, now);
  if (next === 'published') return (await publishNow(tx, notice, from, now)) ? next : null;
  const [moved] = await tx
    .update(notices)
    .set({ status: 'scheduled', updatedAt: now })
    .where(and(eq(notices.id, notice.id), eq(notices.status, from)))
    .returning({ id: notices.id });
  return moved ? next : null;
}

/** The ones due now go out, each once however many nodes sweep (docs/product/oa.md, "Timed work"). */
export async function publishDue(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notices)
      .where(and(eq(notices.status, 'scheduled'), sql`${notices.publishAt} <= ${now}`))
      .orderBy(asc(notices.publishAt))
      .limit(50)
      .for('update', { skipLocked: true });
    let published = 0;
    for (const notice of due) if (await publishNow(tx, notice, 'scheduled', now)) published += 1;
    return published;
  });
}

/** Withdraws: published → withdrawn (hidden from readers), scheduled or waiting for approval → draft. */
export async function withdrawNotice(db: Database, actor: NoticeActor, noticeId: number) {
  return db.transaction(async (tx) => {
    const access = await loadNotice(tx, actor, noticeId, { lock: true });
    requireManage(access);
    const { notice } = access;
    const now = new Date();
    let status: NoticeStatus;
    if (notice.status === 'published') status = 'withdrawn';
    else if (notice.status === 'scheduled') status = 'draft';
    else if (notice.status === 'pending') {
      await withdrawRecordApproval(tx, actor.compId, NOTICE_RESOURCE, noticeId, actor.userId);
      status = 'draft';
    } else throw conflict(m['notice.cannotWithdraw']);
    await tx
      .update(notices)
      .set({ status, approvalInstanceId: null, updatedAt: now })
      .where(eq(notices.id, noticeId));
    return { noticeId, status };
  });
}

/** Copies a published or withdrawn announcement into a new draft version of the caller's. */
export async function newVersion(db: Database, actor: NoticeActor, noticeId: number) {
  return db.transaction(async (tx) => {
    const access = await loadNotice(tx, actor, noticeId);
    requireManage(access);
    const { notice } = access;
    if (notice.status !== 'published' && notice.status !== 'withdrawn')
      throw conflict(m['notice.cannotCopy']);
    const [row] = await tx
      .insert(notices)
      .values({
        compId: actor.compId,
        categoryId: notice.categoryId,
        title: notice.title,
        content: notice.content,
        attachments: notice.attachments,
        audience: notice.audience,
        pinned: notice.pinned,
        pinnedUntil: notice.pinnedUntil && notice.pinnedUntil > new Date() ? notice.pinnedUntil : null,
        commentsEnabled: notice.commentsEnabled,
        isPublic: notice.isPublic,
        authorUserId: actor.userId,
        authorName: await authorNameOf(tx, actor),
        previousId: notice.id,
        revision: notice.revision + 1,
      })
      .returning({ id: notices.id });
    return { noticeId: row!.id };
  });
}

export async function deleteNotice(db: Database, actor: NoticeActor, noticeId: number) {
  return db.transaction(async (tx) => {
    const access = await loadNotice(tx, actor, noticeId, { lock: true });
    requireManage(access);
    if (access.notice.status !== 'draft' && access.notice.status !== 'withdrawn')
      throw conflict(m['notice.cannotDelete']);
    await tx.update(notices).set({ previousId: null }).where(eq(notices.previousId, noticeId));
    await tx.delete(notices).where(eq(notices.id, noticeId));
    return { noticeId };
  });
}

const readCount =
  sql<number>`(select count(*) from ${noticeRecipients} r where r.notice_id = ${notices.id} and r.read_at is not null)`.mapWith(
    Number,
  );
const audienceCount =
  sql<number>`(select count(*) from ${noticeRecipients} r where r.notice_id = ${notices.id})`.mapWith(Number);
const pinnedNow = sql<boolean>`(${notices.pinned} and (${notices.pinnedUntil} is null or ${notices.pinnedUntil} > now()))`;

/** One box of announcements: received (published to me), mine (administrators: the company's), draft. */
export async function listNotices(
  db: DbOrTx,
  actor: NoticeActor,
  query: Required<Pick<NoticeListQuery, 'pageNum' | 'pageSize'>> & NoticeListQuery,
) {
  const filters: (SQL | undefined)[] = [eq(notices.compId, actor.compId)];
  if (query.searchText) filters.push(ilike(notices.title, containing(query.searchText)));
  if (query.noticeColId) filters.push(eq(notices.categoryId, query.noticeColId));
  const mine = eq(notices.authorUserId, actor.userId);
  if (query.box === 'draft') filters.push(mine, eq(notices.status, 'draft'));
  else if (query.box === 'mine') filters.push(ne(notices.status, 'draft'), actor.isAdmin ? undefined : mine);
  else filters.push(eq(notices.status, 'published'), isNotNull(noticeRecipients.userId));
  const rows = await db
    .select({
      notice: notices,
      colName: noticeCategories.name,
      readAt: noticeRecipients.readAt,
      readCount,
      audienceCount,
      total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number),
    })
    .from(notices)
    .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .leftJoin(
      noticeRecipients,
      and(eq(noticeRecipients.noticeId, notices.id), eq(noticeRecipients.userId, actor.userId)),
    )
    .where(and(...filters))
    .orderBy(
      ...(query.box === 'received' ? [desc(pinnedNow)] : []),
      desc(sql`coalesce(${notices.publishedAt}, ${notices.updatedAt})`),
      desc(notices.id),
    )
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const [unread] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(noticeRecipients)
    .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
    .where(
      and(
        eq(noticeRecipients.compId, actor.compId),
        eq(noticeRecipients.userId, actor.userId),
        isNull(noticeRecipients.readAt),
        eq(notices.status, 'published'),
      ),
    );
  const now = new Date();
  return {
    list: rows.map((row): NoticeRow => rowOf(row.notice, row.colName, row.readAt !== null, row, now)),
    total: rows[0]?.total ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    unread: unread?.n ?? 0,
  };
}

function rowOf(
  notice: NoticeRecord,
  colName: string,
  read: boolean,
  counts: { readCount: number; audienceCount: number },
  now: Date,
): NoticeRow {
  return {
    noticeId: notice.id,
    title: notice.title,
    noticeColId: notice.categoryId,
    colName,
    status: notice.status,
    pinned: isPinnedNow(notice, now),
    isPublic: notice.isPublic,
    authorName: notice.authorName,
    publishAt: iso(notice.publishAt),
    publishedAt: iso(notice.publishedAt),
    updatedAt: notice.updatedAt.toISOString(),
    read,
    readCount: counts.readCount,
    audienceCount: counts.audienceCount,
    revision: notice.revision,
  };
}

/** One announcement; a recipient opening a published one reads it. */
export async function noticeDetail(
  db: DbOrTx,
  actor: NoticeActor,
  noticeId: number,
  options: { markRead: boolean } = { markRead: true },
): Promise<NoticeDetail> {
  const access = await loadNotice(db, actor, noticeId);
  const { notice } = access;
  let read = access.recipient?.readAt != null;
  if (options.markRead && access.recipient && !read && notice.status === 'published') {
    await db
      .update(noticeRecipients)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(noticeRecipients.noticeId, noticeId),
          eq(noticeRecipients.userId, actor.userId),
          isNull(noticeRecipients.readAt),
        ),
      );
    read = true;
  }
  const [counts] = await db
    .select({ readCount, audienceCount, colName: noticeCategories.name })
    .from(notices)
    .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(eq(notices.id, noticeId));
  const departments = await activeOrgRecordNames(db, 'department', notice.audience.departmentIds);
  const staff = await staffCardsOf(db, actor.compId, notice.audience.staffIds);
  const audienceLabels = [
    ...notice.audience.departmentIds.flatMap((id) => departments.get(id) ?? []),
    ...notice.audience.staffIds.flatMap((id) => staff.get(id)?.staffName ?? []),
  ];
  return {
    ...rowOf(notice, counts?.colName ?? '', read, counts ?? { readCount: 0, audienceCount: 0 }, new Date()),
    content: notice.content,
    attachments: notice.attachments,
    audience: notice.audience,
    audienceLabels,
    pinnedUntil: iso(notice.pinnedUntil),
    commentsEnabled: notice.commentsEnabled,
    canManage: access.canManage,
    isAuthor: access.isAuthor,
    isAdmin: actor.isAdmin,
    remindedAt: iso(notice.remindedAt),
    previousId: notice.previousId,
  };
}

/** The company's published, public announcements for its public site. */
export function publicWhere(compId: number, noticeId?: number) {
  return and(
    eq(notices.compId, compId),
    eq(notices.status, 'published'),
    eq(notices.isPublic, true),
    noticeId === undefined ? undefined : eq(notices.id, noticeId),
  );
}
export { pinnedNow };

/** Who of `userIds` is an active recipient (for tests and reminders). */
export async function recipientsOf(db: DbOrTx, noticeId: number, read?: boolean) {
  return db
    .select()
    .from(noticeRecipients)
    .where(
      and(
        eq(noticeRecipients.noticeId, noticeId),
        read === undefined
          ? undefined
          : read
            ? isNotNull(noticeRecipients.readAt)
            : isNull(noticeRecipients.readAt),
      ),
    )
    .orderBy(desc(noticeRecipients.readAt), asc(noticeRecipients.staffId));
}
