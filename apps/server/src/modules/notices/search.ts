import { noticeLink, type OaSearchFound, RICH_TEXT_MAX, searchSnippet } from '@renli/contracts';
import { and, desc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { richTextPlain } from '../../core/rich-text.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { noticeRecipients, notices } from './schema.ts';

/** The stored HTML without its tags, for matching words rather than markup. */
const plainContent = sql`regexp_replace(${notices.content}, '<[^>]*>', ' ', 'g')`;

/**
 * Announcements the actor reads or wrote whose title or text (not its markup) contains `q`: those
 * published to them (the 已收到 box, as `loadNotice` lets a recipient read only a published one) and
 * their own in any state. Newest first; the link opens the announcement.
 */
export async function searchNoticesForPerson(
  db: DbOrTx,
  actor: CompanyActor,
  q: string,
  limit: number,
): Promise<OaSearchFound> {
  const pattern = containing(q);
  const received: SQL = and(
    eq(notices.status, 'published'),
    exists(
      db
        .select({ one: sql`1` })
        .from(noticeRecipients)
        .where(and(eq(noticeRecipients.noticeId, notices.id), eq(noticeRecipients.userId, actor.userId))),
    ),
  )!;
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      content: notices.content,
      publishedAt: notices.publishedAt,
      updatedAt: notices.updatedAt,
    })
    .from(notices)
    .where(
      and(
        eq(notices.compId, actor.compId),
        or(received, eq(notices.authorUserId, actor.userId)),
        or(ilike(notices.title, pattern), sql`${plainContent} ilike ${pattern}`),
      ),
    )
    .orderBy(desc(sql`coalesce(${notices.publishedAt}, ${notices.updatedAt})`), desc(notices.id))
    .limit(limit + 1);
  return {
    hits: rows.slice(0, limit).map((row) => ({
      id: row.id,
      title: row.title,
      snippet: searchSnippet(richTextPlain(row.content, RICH_TEXT_MAX), q),
      time: (row.publishedAt ?? row.updatedAt).toISOString(),
      link: noticeLink(row.id),
    })),
    more: rows.length > limit,
  };
}
