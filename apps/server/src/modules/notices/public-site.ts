import { and, desc, eq, sql } from 'drizzle-orm';
import { notFound, tooManyRequests } from '../../core/http/errors.ts';
import type { RateLimitStore } from '../../core/http/rate-limit.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companiesByIds } from '../company/service.ts';
import { noticesMessages as m } from './messages.ts';
import { pinnedNow, publicWhere } from './notices.ts';
import { noticeCategories, notices } from './schema.ts';

// The company's public site (docs/product/oa-notice.md, "Public site"): its published announcements
// marked public, to anyone, at most PUBLIC_PER_MINUTE requests a minute from one address.

const PUBLIC_PER_MINUTE = 120;

export async function publicGate(rateLimits: RateLimitStore, ip: string) {
  if ((await rateLimits.hit(`notice:public:${ip}`, 60)) > PUBLIC_PER_MINUTE)
    throw tooManyRequests(m['notice.publicTooMany']);
}

async function companyName(db: DbOrTx, companyId: number) {
  const company = (await companiesByIds(db, [companyId])).get(companyId);
  if (!company?.active) throw notFound(m['notice.notFound']);
  return company.compName;
}

export async function publicList(
  db: DbOrTx,
  query: { companyId: number; pageNum: number; pageSize: number },
) {
  const compName = await companyName(db, query.companyId);
  const rows = await db
    .select({
      noticeId: notices.id,
      title: notices.title,
      colName: noticeCategories.name,
      pinned: pinnedNow,
      publishedAt: notices.publishedAt,
      total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number),
    })
    .from(notices)
    .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(publicWhere(query.companyId))
    .orderBy(desc(pinnedNow), desc(notices.publishedAt), desc(notices.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return {
    compName,
    list: rows.map(({ total: _, publishedAt, ...row }) => ({
      ...row,
      pinned: Boolean(row.pinned),
      publishedAt: publishedAt!.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function publicDetail(db: DbOrTx, query: { companyId: number; noticeId: number }) {
  const compName = await companyName(db, query.companyId);
  const [row] = await db
    .select({ notice: notices, colName: noticeCategories.name, pinned: pinnedNow })
    .from(notices)
    .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(and(publicWhere(query.companyId, query.noticeId)));
  if (!row) throw notFound(m['notice.notFound']);
  return {
    noticeId: row.notice.id,
    title: row.notice.title,
    colName: row.colName,
    pinned: Boolean(row.pinned),
    publishedAt: row.notice.publishedAt!.toISOString(),
    content: row.notice.content,
    attachments: row.notice.attachments,
    compName,
  };
}
