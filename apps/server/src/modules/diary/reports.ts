import {
  type ApprovalForm,
  type DiaryComment,
  type DiaryReport,
  type DiaryReportRow,
  type FormValues,
  periodKeyFits,
  type ReceivedDiaryFilter,
  type SaveDiaryReportValues,
  validateFormValues,
} from '@renli/contracts';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { chinaDayEnd, chinaDayStart, chinaToday } from '../../core/china-time.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireOwnFileValues } from '../approval/attachments.ts';
import { invalidValues } from '../approval/value-errors.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { orgFlowFacts } from '../org/flow-facts.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { activeStaffPeople, staffNamesByUser } from '../staff/directory.ts';
import type { DiaryMember } from './access.ts';
import { diaryMessages as m } from './messages.ts';
import { periodDays, periodLabel } from './periods.ts';
import { diaryComments, diaryLikes, diaryReportReviewers, diaryReports, diaryTemplates } from './schema.ts';
import { templateById } from './templates.ts';

// Writing and reviewing reports (docs/product/oa-diary.md, "Writing", "Reviewing"). A report is
// seen by its author and, once submitted, by its chosen reviewers; everyone else gets 404.

export const REVIEW_LINK = (id: number) => `#/oa/diary/reviewlog?id=${id}`;
export const MY_LINK = (id: number) => `#/oa/diary/mydiary?id=${id}`;

/** The first filled text of a report, for a list's preview line (at most 80 characters). */
export function summaryOf(form: ApprovalForm, values: FormValues): string {
  for (const field of form.fields) {
    const value = values[field.key];
    if (typeof value === 'string' && value.trim() !== '')
      return value.trim().replace(/\s+/g, ' ').slice(0, 80);
  }
  return '';
}

/** Values checked against the template's form, files the author's own, pickers of the company. */
async function checkValues(
  db: DbOrTx,
  member: DiaryMember,
  form: ApprovalForm,
  values: FormValues,
  locale: Locale,
) {
  const result = validateFormValues(form, values);
  if (!result.ok) throw invalidValues(form, locale, result.errors);
  await requireOwnFileValues(db, member.userId, form, result.values, locale);
  const pickers = form.fields.filter((field) => field.kind === 'staff' || field.kind === 'department');
  if (pickers.length > 0) {
    const org = await orgFlowFacts(db, member.compId);
    for (const field of pickers) {
      const ids = (result.values[field.key] as number[] | undefined) ?? [];
      const known = field.kind === 'staff' ? await org.activeUsers(ids) : org.activeDepartments(ids);
      if (ids.some((id) => !known.has(id)))
        throw invalidValues(form, locale, [{ field: field.key, code: 'approval.value.notInCompany' }]);
    }
  }
  return result.values;
}

async function checkReviewers(db: DbOrTx, member: DiaryMember, userIds: readonly number[], submit: boolean) {
  const wanted = [...new Set(userIds)];
  if (submit && wanted.length === 0) throw badRequest(m['diary.reviewersRequired']);
  if (wanted.includes(member.userId)) throw badRequest(m['diary.reviewerSelf']);
  const found = await activeStaffPeople(db, member.compId, { userIds: wanted });
  if (found.length !== wanted.length) throw badRequest(m['diary.reviewerNotInCompany']);
  return wanted;
}

/** The author's own report, locked for the change (404 for anyone else's). */
async function ownReportForUpdate(tx: Tx, member: DiaryMember, id: number) {
  const [row] = await tx
    .select()
    .from(diaryReports)
    .where(
      and(
        eq(diaryReports.compId, member.compId),
        eq(diaryReports.id, id),
        eq(diaryReports.authorUserId, member.userId),
      ),
    )
    .for('update');
  if (!row) throw notFound(m['diary.reportNotFound']);
  return row;
}

async function readByAnyone(tx: Tx, reportId: number) {
  const [row] = await tx
    .select({ id: diaryReportReviewers.userId })
    .from(diaryReportReviewers)
    .where(and(eq(diaryReportReviewers.reportId, reportId), isNotNull(diaryReportReviewers.readAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Saves a draft or submits (docs/product/oa-diary.md, "Writing"): one report per template and
 * period; a submitted one changes only while no reviewer has opened it. Newly chosen reviewers of a
 * submitted report are told.
 */
export async function saveReport(
  db: Database,
  member: DiaryMember,
  body: SaveDiaryReportValues,
  locale: Locale,
  now = new Date(),
): Promise<{ id: number }> {
  const template = await templateById(db, member.compId, body.templateId);
  const days = periodKeyFits(template.period, body.periodKey)
    ? periodDays(template.period, body.periodKey)
    : null;
  if (!days) throw badRequest(m['diary.periodMismatch'], { period: body.periodKey });
  if (days.first > chinaToday(now)) throw badRequest(m['diary.periodFuture']);
  const values = await checkValues(db, member, template.form, body.values, locale);
  const reviewers = await checkReviewers(db, member, body.reviewerUserIds, body.submit);
  try {
    return await db.transaction(async (tx) => {
      let id: number;
      let told: number[] = [];
      if (body.id) {
        const current = await ownReportForUpdate(tx, member, body.id);
        if (current.status === 'submitted' && (await readByAnyone(tx, current.id)))
          throw conflict(m['diary.alreadyRead']);
        const before = await tx
          .select({ userId: diaryReportReviewers.userId })
          .from(diaryReportReviewers)
          .where(eq(diaryReportReviewers.reportId, current.id));
        const wasSubmitted = current.status === 'submitted';
        const submitted = wasSubmitted || body.submit;
        await tx
          .update(diaryReports)
          .set({
            templateId: template.id,
            periodKey: body.periodKey,
            values,
            deptId: member.deptId,
            status: submitted ? 'submitted' : 'draft',
            submittedAt: wasSubmitted ? current.submittedAt : body.submit ? now : null,
            updatedAt: now,
          })
          .where(eq(diaryReports.id, current.id));
        id = current.id;
        if (submitted) {
          const had = new Set(wasSubmitted ? before.map((row) => row.userId) : []);
          told = reviewers.filter((userId) => !had.has(userId));
        }
      } else {
        const [row] = await tx
          .insert(diaryReports)
          .values({
            compId: member.compId,
            templateId: template.id,
            authorUserId: member.userId,
            deptId: member.deptId,
            periodKey: body.periodKey,
            values,
            status: body.submit ? 'submitted' : 'draft',
            submittedAt: body.submit ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: diaryReports.id });
        id = row!.id;
        if (body.submit) told = reviewers;
      }
      await tx.delete(diaryReportReviewers).where(eq(diaryReportReviewers.reportId, id));
      if (reviewers.length > 0)
        await tx
          .insert(diaryReportReviewers)
          .values(reviewers.map((userId) => ({ reportId: id, compId: member.compId, userId })));
      if (told.length > 0) {
        const names = await staffNamesByUser(tx, member.compId, [member.userId]);
        await notifyPeople(tx, {
          compId: member.compId,
          userIds: told,
          titleKey: m['diary.notice.submittedTitle'],
          contentKey: m['diary.notice.submitted'],
          params: {
            author: names.get(member.userId) ?? '',
            template: template.name,
            period: periodLabel(body.periodKey),
          },
          link: REVIEW_LINK(id),
        });
      }
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(m['diary.periodTaken'], {
        period: periodLabel(body.periodKey),
        template: template.name,
      });
    throw error;
  }
}

/** Takes a submitted report back to drafts while no reviewer has opened it. */
export async function withdrawReport(db: Database, member: DiaryMember, id: number) {
  await db.transaction(async (tx) => {
    const current = await ownReportForUpdate(tx, member, id);
    if (current.status !== 'submitted') throw conflict(m['diary.notSubmitted']);
    if (await readByAnyone(tx, id)) throw conflict(m['diary.alreadyRead']);
    await tx
      .update(diaryReports)
      .set({ status: 'draft', submittedAt: null, updatedAt: new Date() })
      .where(eq(diaryReports.id, id));
  });
  return { ok: true as const };
}

export async function deleteReport(db: Database, member: DiaryMember, id: number) {
  await db.transaction(async (tx) => {
    const current = await ownReportForUpdate(tx, member, id);
    if (current.status !== 'draft') throw conflict(m['diary.notDraft']);
    await tx.delete(diaryReports).where(eq(diaryReports.id, id));
  });
  return { ok: true as const };
}

/** The reviewers of the author's latest submitted report (the writing form preselects them). */
export async function lastReviewers(db: DbOrTx, member: DiaryMember) {
  const [latest] = await db
    .select({ id: diaryReports.id })
    .from(diaryReports)
    .where(
      and(
        eq(diaryReports.compId, member.compId),
        eq(diaryReports.authorUserId, member.userId),
        eq(diaryReports.status, 'submitted'),
      ),
    )
    .orderBy(desc(diaryReports.submittedAt))
    .limit(1);
  if (!latest) return { list: [] };
  const rows = await db
    .select({ userId: diaryReportReviewers.userId })
    .from(diaryReportReviewers)
    .where(eq(diaryReportReviewers.reportId, latest.id));
  const people = await activeStaffPeople(db, member.compId, { userIds: rows.map((r) => r.userId) });
  return { list: people.map((p) => ({ userId: p.userId, name: p.name })) };
}

type ReportRow = typeof diaryReports.$inferSelect;

/** How many rows of a comment or like table each report has. */
async function countsBy(db: DbOrTx, table: typeof diaryComments | typeof diaryLikes, ids: number[]) {
  const rows = await db
    .select({ reportId: table.reportId, n: count() })
    .from(table)
    .where(inArray(table.reportId, ids))
    .groupBy(table.reportId);
  return new Map(rows.map((row) => [row.reportId, row.n]));
}

/** List rows with counts, names and the reader's unread mark. */
async function rowsOf(db: DbOrTx, compId: number, reports: ReportRow[], readerId: number | null) {
  if (reports.length === 0) return [];
  const ids = reports.map((r) => r.id);
  const templates = await db
    .select({
      id: diaryTemplates.id,
      name: diaryTemplates.name,
      period: diaryTemplates.period,
      form: diaryTemplates.form,
    })
    .from(diaryTemplates)
    .where(inArray(diaryTemplates.id, [...new Set(reports.map((r) => r.templateId))]));
  const byTemplate = new Map(templates.map((t) => [t.id, t]));
  const reviewerRows = await db
    .select({
      reportId: diaryReportReviewers.reportId,
      userId: diaryReportReviewers.userId,
      readAt: diaryReportReviewers.readAt,
    })
    .from(diaryReportReviewers)
    .where(inArray(diaryReportReviewers.reportId, ids));
  const comments = await countsBy(db, diaryComments, ids);
  const likes = await countsBy(db, diaryLikes, ids);
  const names = await staffNamesByUser(
    db,
    compId,
    reports.map((r) => r.authorUserId),
  );
  const depts = await activeOrgRecordNames(
    db,
    'department',
    reports.map((r) => r.deptId),
  );
  return reports.map((report): DiaryReportRow => {
    const template = byTemplate.get(report.templateId)!;
    const mine = reviewerRows.filter((r) => r.reportId === report.id);
    return {
      id: report.id,
      templateId: report.templateId,
      templateName: template.name,
      period: template.period,
      periodKey: report.periodKey,
      author: { userId: report.authorUserId, name: names.get(report.authorUserId) ?? '' },
      deptName: report.deptId === null ? null : (depts.get(report.deptId) ?? null),
      status: report.status,
      submittedAt: report.submittedAt?.toISOString() ?? null,
      updatedAt: report.updatedAt.toISOString(),
      reviewers: mine.length,
      reads: mine.filter((r) => r.readAt !== null).length,
      comments: comments.get(report.id) ?? 0,
      likes: likes.get(report.id) ?? 0,
      unread: readerId !== null && mine.some((r) => r.userId === readerId && r.readAt === null),
      summary: summaryOf(template.form, report.values),
    };
  });
}

export async function myReports(
  db: DbOrTx,
  member: DiaryMember,
  filter: {
    page: number;
    pageSize: number;
    templateId?: number | null;
    status?: 'draft' | 'submitted' | null;
  },
) {
  const where = and(
    eq(diaryReports.compId, member.compId),
    eq(diaryReports.authorUserId, member.userId),
    filter.templateId ? eq(diaryReports.templateId, filter.templateId) : undefined,
    filter.status ? eq(diaryReports.status, filter.status) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(diaryReports).where(where);
  const reports = await db
    .select()
    .from(diaryReports)
    .where(where)
    .orderBy(desc(diaryReports.updatedAt), desc(diaryReports.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { list: await rowsOf(db, member.compId, reports, null), total };
}

/** Reports sent to `userId` (unread by them only, if asked), as an uncorrelated id subquery. */
const sentTo = (db: DbOrTx, userId: number, unreadOnly = false) =>
  inArray(
    diaryReports.id,
    db
      .select({ id: diaryReportReviewers.reportId })
      .from(diaryReportReviewers)
      .where(
        and(
          eq(diaryReportReviewers.userId, userId),
          unreadOnly ? isNull(diaryReportReviewers.readAt) : undefined,
        ),
      ),
  );

/** Reports sent to the reader, submitted ones only, newest first, with how many are unread. */
export async function receivedReports(
  db: DbOrTx,
  member: DiaryMember,
  filter: Required<Pick<ReceivedDiaryFilter, 'page' | 'pageSize'>> & ReceivedDiaryFilter,
) {
  const base = and(
    eq(diaryReports.compId, member.compId),
    eq(diaryReports.status, 'submitted'),
    sentTo(db, member.userId),
  );
  const where = and(
    base,
    filter.authorUserId ? eq(diaryReports.authorUserId, filter.authorUserId) : undefined,
    filter.deptId ? eq(diaryReports.deptId, filter.deptId) : undefined,
    filter.templateId ? eq(diaryReports.templateId, filter.templateId) : undefined,
    filter.from ? gte(diaryReports.submittedAt, chinaDayStart(filter.from)) : undefined,
    filter.to ? lt(diaryReports.submittedAt, chinaDayEnd(filter.to)) : undefined,
    filter.unreadOnly ? sentTo(db, member.userId, true) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(diaryReports).where(where);
  const reports = await db
    .select()
    .from(diaryReports)
    .where(where)
    .orderBy(desc(diaryReports.submittedAt), desc(diaryReports.id))
    .limit(filter.pageSize ?? 20)
    .offset(((filter.page ?? 1) - 1) * (filter.pageSize ?? 20));
  return {
    list: await rowsOf(db, member.compId, reports, member.userId),
    total,
    unread: await unreadCount(db, member.compId, member.userId),
  };
}

export async function unreadCount(db: DbOrTx, compId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(diaryReportReviewers)
    .innerJoin(diaryReports, eq(diaryReports.id, diaryReportReviewers.reportId))
    .where(
      and(
        eq(diaryReportReviewers.compId, compId),
        eq(diaryReportReviewers.userId, userId),
        isNull(diaryReportReviewers.readAt),
        eq(diaryReports.status, 'submitted'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The report as its author or a reviewer may see it, locked for share so a withdrawal and a first
 * read cannot cross; 404 for anyone else and for another's draft.
 */
async function visibleReport(tx: Tx, member: DiaryMember, id: number) {
  const [report] = await tx
    .select()
    .from(diaryReports)
    .where(and(eq(diaryReports.compId, member.compId), eq(diaryReports.id, id)))
    .for('share');
  if (!report) throw notFound(m['diary.reportNotFound']);
  const isAuthor = report.authorUserId === member.userId;
  const [reviewer] = await tx
    .select()
    .from(diaryReportReviewers)
    .where(and(eq(diaryReportReviewers.reportId, id), eq(diaryReportReviewers.userId, member.userId)));
  if (!isAuthor && !(reviewer && report.status === 'submitted')) throw notFound(m['diary.reportNotFound']);
  return { report, isAuthor, reviewer };
}

/** One report; a reviewer's first opening marks it read. */
export async function reportFor(db: Database, member: DiaryMember, id: number): Promise<DiaryReport> {
  return db.transaction(async (tx) => {
    const { report, isAuthor, reviewer } = await visibleReport(tx, member, id);
    if (reviewer && !reviewer.readAt)
      await tx
        .update(diaryReportReviewers)
        .set({ readAt: new Date() })
        .where(and(eq(diaryReportReviewers.reportId, id), eq(diaryReportReviewers.userId, member.userId)));
    const [row] = await rowsOf(tx, member.compId, [report], member.userId);
    const [template] = await tx.select().from(diaryTemplates).where(eq(diaryTemplates.id, report.templateId));
    const reviewers = await tx
      .select({ userId: diaryReportReviewers.userId, readAt: diaryReportReviewers.readAt })
      .from(diaryReportReviewers)
      .where(eq(diaryReportReviewers.reportId, id));
    const comments = await tx
      .select()
      .from(diaryComments)
      .where(eq(diaryComments.reportId, id))
      .orderBy(diaryComments.id);
    const likes = await tx
      .select()
      .from(diaryLikes)
      .where(eq(diaryLikes.reportId, id))
      .orderBy(diaryLikes.createdAt);
    const names = await staffNamesByUser(tx, member.compId, [
      ...reviewers.map((r) => r.userId),
      ...comments.map((c) => c.userId),
      ...likes.map((l) => l.userId),
    ]);
    const person = (userId: number) => ({ userId, name: names.get(userId) ?? '' });
    const anyRead = reviewers.some((r) => r.readAt !== null);
    return {
      ...row!,
      form: template!.form,
      values: report.values,
      reviewerList: reviewers.map((r) => ({ ...person(r.userId), readAt: r.readAt?.toISOString() ?? null })),
      commentList: comments.map((c) => ({
        id: c.id,
        author: person(c.userId),
        content: c.content,
        createdAt: c.createdAt.toISOString(),
      })),
      likedBy: likes.map((l) => person(l.userId)),
      likedByMe: likes.some((l) => l.userId === member.userId),
      editable: isAuthor && (report.status === 'draft' || !anyRead),
    };
  });
}

/** A comment by the author or a reviewer on a submitted report; the author and earlier commenters are told. */
export async function commentOn(
  db: Database,
  member: DiaryMember,
  reportId: number,
  content: string,
): Promise<DiaryComment> {
  return db.transaction(async (tx) => {
    const { report } = await visibleReport(tx, member, reportId);
    if (report.status !== 'submitted') throw conflict(m['diary.notSubmitted']);
    const [row] = await tx
      .insert(diaryComments)
      .values({ compId: member.compId, reportId, userId: member.userId, content })
      .returning();
    const earlier = await tx
      .selectDistinct({ userId: diaryComments.userId })
      .from(diaryComments)
      .where(eq(diaryComments.reportId, reportId));
    const told = [report.authorUserId, ...earlier.map((e) => e.userId)].filter((id) => id !== member.userId);
    const names = await staffNamesByUser(tx, member.compId, [member.userId]);
    const [template] = await tx
      .select({ name: diaryTemplates.name })
      .from(diaryTemplates)
      .where(eq(diaryTemplates.id, report.templateId));
    for (const userId of new Set(told))
      await notifyPeople(tx, {
        compId: member.compId,
        userIds: [userId],
        titleKey: m['diary.notice.commentTitle'],
        contentKey: m['diary.notice.comment'],
        params: {
          name: names.get(member.userId) ?? '',
          template: template?.name ?? '',
          period: periodLabel(report.periodKey),
          content: content.length > 60 ? `${content.slice(0, 60)}…` : content,
        },
        link: userId === report.authorUserId ? MY_LINK(reportId) : REVIEW_LINK(reportId),
      });
    return {
      id: row!.id,
      author: { userId: member.userId, name: names.get(member.userId) ?? '' },
      content: row!.content,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}

/** A reviewer likes a submitted report or takes the like back; answers the count. */
export async function likeReport(db: Database, member: DiaryMember, reportId: number, liked: boolean) {
  return db.transaction(async (tx) => {
    const { reviewer } = await visibleReport(tx, member, reportId);
    if (!reviewer) throw forbidden(m['diary.onlyReviewerLikes']);
    if (liked)
      await tx
        .insert(diaryLikes)
        .values({ reportId, compId: member.compId, userId: member.userId })
        .onConflictDoNothing();
    else
      await tx
        .delete(diaryLikes)
        .where(and(eq(diaryLikes.reportId, reportId), eq(diaryLikes.userId, member.userId)));
    const [row] = await tx.select({ n: count() }).from(diaryLikes).where(eq(diaryLikes.reportId, reportId));
    return { likes: row?.n ?? 0 };
  });
}

/** Submitted reports of a template and period by author (the reminder rules' facts). */
export async function submissionsOf(
  db: DbOrTx,
  compId: number,
  templateId: number,
  periodKeys: readonly string[],
) {
  if (periodKeys.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({
      userId: diaryReports.authorUserId,
      periodKey: diaryReports.periodKey,
      submittedAt: diaryReports.submittedAt,
    })
    .from(diaryReports)
    .where(
      and(
        eq(diaryReports.compId, compId),
        eq(diaryReports.templateId, templateId),
        eq(diaryReports.status, 'submitted'),
        inArray(diaryReports.periodKey, [...periodKeys]),
      ),
    );
  return new Map(rows.map((row) => [`${row.userId}|${row.periodKey}`, row.submittedAt!]));
}
