import type { NoticeComment } from '@renli/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { badRequest, forbidden, notFound } from '../../core/http/errors.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { authorNameOf, type NoticeActor } from './access.ts';
import { noticesMessages as m } from './messages.ts';
import { loadNotice } from './notices.ts';
import { noticeComments } from './schema.ts';

// Comments (docs/product/oa-notice.md, "Comments"): when the announcement has them on, whoever sees it
// comments; one deletes one's own, the publisher and OA administrators any.

type Row = typeof noticeComments.$inferSelect;
const toComment = (row: Row, canManage: boolean, actor: NoticeActor): NoticeComment => ({
  commentId: row.id,
  authorName: row.authorName,
  userId: row.userId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  canDelete: canManage || row.userId === actor.userId,
});

export async function listComments(db: DbOrTx, actor: NoticeActor, noticeId: number) {
  const access = await loadNotice(db, actor, noticeId);
  if (!access.notice.commentsEnabled) return [];
  const rows = await db
    .select()
    .from(noticeComments)
    .where(and(eq(noticeComments.noticeId, noticeId), eq(noticeComments.compId, actor.compId)))
    .orderBy(asc(noticeComments.id))
    .limit(500);
  return rows.map((row) => toComment(row, access.canManage, actor));
}

export async function addComment(db: Database, actor: NoticeActor, noticeId: number, content: string) {
  return db.transaction(async (tx) => {
    const access = await loadNotice(tx, actor, noticeId);
    if (!access.notice.commentsEnabled || access.notice.status !== 'published')
      throw badRequest(m['notice.commentsOff']);
    const [row] = await tx
      .insert(noticeComments)
      .values({
        compId: actor.compId,
        noticeId,
        userId: actor.userId,
        authorName: await authorNameOf(tx, actor),
        content,
      })
      .returning();
    return toComment(row!, access.canManage, actor);
  });
}

export async function deleteComment(db: Database, actor: NoticeActor, commentId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(noticeComments)
      .where(and(eq(noticeComments.id, commentId), eq(noticeComments.compId, actor.compId)));
    if (!row) throw notFound(m['notice.commentNotFound']);
    const access = await loadNotice(tx, actor, row.noticeId).catch(() => {
      throw notFound(m['notice.commentNotFound']);
    });
    if (row.userId !== actor.userId && !access.canManage) throw forbidden(m['notice.commentNotYours']);
    await tx.delete(noticeComments).where(eq(noticeComments.id, commentId));
    return { commentId };
  });
}
