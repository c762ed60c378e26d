import { type Poster, posterResource } from '@renli/contracts';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { defineResource } from '../../core/resources/define.ts';
import type { Database } from '../../db/client.ts';
import { platformMessages as m } from './messages.ts';
import { posters } from './schema.ts';

type Placement = Poster['placement'];
const time = (value: string | null | undefined) => (value ? Date.parse(value) : null);

/** Posters of the home page, the login page and the app, managed at `/Poster` (platform resource). */
export const posterResourceDefinition = defineResource({
  scope: 'platform',
  contract: posterResource,
  table: posters,
  policy: () => true,
  searchable: ['title'],
  softDelete: null,
  defaultSort: [
    { field: 'placement', order: 'ascend' },
    { field: 'sort', order: 'ascend' },
    { field: 'id', order: 'descend' },
  ],
  /** The window is checked against the stored other end, which the create schema cannot see. */
  async validate(_tx, _actor, input, existing) {
    const startAt = time(input.startAt === undefined ? existing?.startAt : input.startAt);
    const endAt = time(input.endAt === undefined ? existing?.endAt : input.endAt);
    return startAt !== null && endAt !== null && startAt >= endAt
      ? [{ field: 'endAt', key: m['poster.window'] }]
      : [];
  },
  sample: {
    create: () => ({
      title: 'Sample poster',
      imageUrl: 'https://cdn.renli.local/sample.png',
      placement: 'home' as const,
    }),
  },
});

/** The public list: active posters of a placement whose window contains now, in display order. */
export async function activePosters(db: Database, placement: Placement, now = new Date()) {
  const rows = await db
    .select({
      id: posters.id,
      title: posters.title,
      imageUrl: posters.imageUrl,
      linkUrl: posters.linkUrl,
      placement: posters.placement,
    })
    .from(posters)
    .where(
      and(
        eq(posters.placement, placement),
        eq(posters.status, 1),
        or(isNull(posters.startAt), lte(posters.startAt, now)),
        or(isNull(posters.endAt), gt(posters.endAt, now)),
      ),
    )
    .orderBy(asc(posters.sort), desc(posters.id));
  return rows;
}
