import { NOTICE_REMIND_EVERY_MINUTES, noticeLink } from '@renli/contracts';
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { chinaDateTime } from '../../core/china-time.ts';
import { conflict, forbidden, tooManyRequests } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { stampedFileName, writeTable } from '../../core/resources/sheet.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import type { NoticeActor } from './access.ts';
import { noticesMessages as m } from './messages.ts';
import { loadNotice, type NoticeAccess } from './notices.ts';
import { minutesUntilRemind } from './schedule.ts';
import { noticeRecipients, notices } from './schema.ts';

// Read tracking (docs/product/oa-notice.md, "Reading"): the publisher and OA administrators see who
// read (with the time) and who did not, remind the unread once an hour, and export the list.

function requireStats(access: NoticeAccess) {
  if (!access.canManage) throw forbidden(m['notice.manageOnly']);
  if (access.notice.status !== 'published' && access.notice.status !== 'withdrawn')
    throw conflict(m['notice.cannotWithdraw']);
}

export async function listReaders(
  db: DbOrTx,
  actor: NoticeActor,
  body: { noticeId: number; read: boolean; pageNum: number; pageSize: number },
) {
  requireStats(await loadNotice(db, actor, body.noticeId));
  const rows = await db
    .select({
      userId: noticeRecipients.userId,
      staffName: noticeRecipients.staffName,
      deptName: noticeRecipients.deptName,
      readAt: noticeRecipients.readAt,
      total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number),
    })
    .from(noticeRecipients)
    .where(
      and(
        eq(noticeRecipients.noticeId, body.noticeId),
        body.read ? isNotNull(noticeRecipients.readAt) : isNull(noticeRecipients.readAt),
      ),
    )
    .orderBy(desc(noticeRecipients.readAt), asc(noticeRecipients.staffId))
    .limit(body.pageSize)
    .offset((body.pageNum - 1) * body.pageSize);
  return {
    list: rows.map(({ total: _, readAt, ...row }) => ({ ...row, readAt: readAt?.toISOString() ?? null })),
    total: rows[0]?.total ?? 0,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
  };
}

/** Tells the unread again; claims the hour with a conditional update so two presses remind once. */
export async function remindUnread(db: Database, actor: NoticeActor, noticeId: number) {
  return db.transaction(async (tx) => {
    const access = await loadNotice(tx, actor, noticeId);
    if (!access.canManage) throw forbidden(m['notice.manageOnly']);
    if (access.notice.status !== 'published') throw conflict(m['notice.cannotWithdraw']);
    const now = new Date();
    const since = new Date(now.getTime() - NOTICE_REMIND_EVERY_MINUTES * 60_000);
    const [claimed] = await tx
      .update(notices)
      .set({ remindedAt: now })
      .where(
        and(eq(notices.id, noticeId), or(isNull(notices.remindedAt), sql`${notices.remindedAt} <= ${since}`)),
      )
      .returning({ id: notices.id });
    if (!claimed)
      throw tooManyRequests(m['notice.remindTooSoon'], {
        minutes: NOTICE_REMIND_EVERY_MINUTES,
        left: minutesUntilRemind(access.notice.remindedAt, now, NOTICE_REMIND_EVERY_MINUTES),
      });
    const unread = await tx
      .select({ userId: noticeRecipients.userId })
      .from(noticeRecipients)
      .where(and(eq(noticeRecipients.noticeId, noticeId), isNull(noticeRecipients.readAt)));
    await notifyPeople(tx, {
      compId: actor.compId,
      userIds: unread.map((r) => r.userId),
      titleKey: m['notice.remind.title'],
      contentKey: m['notice.remind.content'],
      params: { title: access.notice.title },
      link: noticeLink(noticeId),
    });
    return { reminded: unread.length };
  });
}

/** 公告阅读情况_YYYYMMDDhhmmss.xlsx: every recipient, read first, with the China time they read it. */
export async function exportReaders(db: DbOrTx, actor: NoticeActor, noticeId: number, locale: Locale) {
  requireStats(await loadNotice(db, actor, noticeId));
  const rows = await db
    .select()
    .from(noticeRecipients)
    .where(eq(noticeRecipients.noticeId, noticeId))
    .orderBy(desc(noticeRecipients.readAt), asc(noticeRecipients.staffId));
  const t = (key: string) => translate(locale, key);
  const title = t(m['notice.export.title']);
  const file = await writeTable(
    title,
    [
      { key: 'name', header: t(m['notice.export.name']), width: 14 },
      { key: 'dept', header: t(m['notice.export.dept']), width: 18 },
      { key: 'state', header: t(m['notice.export.state']), width: 10 },
      { key: 'readAt', header: t(m['notice.export.readAt']), width: 20 },
    ],
    rows.map((r) => ({
      name: r.staffName,
      dept: r.deptName ?? '',
      state: t(r.readAt ? m['notice.export.read'] : m['notice.export.unread']),
      readAt: r.readAt ? chinaDateTime(r.readAt) : '',
    })),
  );
  return { file, fileName: stampedFileName(title) };
}
