import {
  type AddRecentAccess,
  RECENT_ACCESS_KEPT,
  RECENT_ACCESS_SHOWN,
  type RecentAccess,
} from '@renli/contracts';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type IdentityScope, ownedBy } from '../notifications/identity-scope.ts';
import { recentAccesses } from './schema.ts';

/** The identity's latest pages, newest first, each page once. */
export async function listRecentAccesses(db: DbOrTx, scope: IdentityScope): Promise<RecentAccess[]> {
  const rows = await db
    .select()
    .from(recentAccesses)
    .where(ownedBy(recentAccesses, scope))
    .orderBy(desc(recentAccesses.accessedAt), desc(recentAccesses.id))
    .limit(RECENT_ACCESS_KEPT);
  // One row per page is kept by `recordAccess`; two tabs racing on a first visit may still add two.
  const seen = new Set<string>();
  const list: RecentAccess[] = [];
  for (const row of rows) {
    if (seen.has(row.routeKey)) continue;
    seen.add(row.routeKey);
    list.push({ routeKey: row.routeKey, titleKey: row.titleKey, accessedAt: row.accessedAt.toISOString() });
    if (list.length === RECENT_ACCESS_SHOWN) break;
  }
  return list;
}

/** Moves the page to the top (one row per page) and forgets all but the latest RECENT_ACCESS_KEPT. */
export async function recordAccess(db: DbOrTx, scope: IdentityScope, input: AddRecentAccess): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = ownedBy(recentAccesses, scope);
    const now = new Date();
    const moved = await tx
      .update(recentAccesses)
      .set({ titleKey: input.titleKey, accessedAt: now })
      .where(and(owned, eq(recentAccesses.routeKey, input.routeKey)))
      .returning({ id: recentAccesses.id });
    // Moving a page adds no row, so only a new one can push the list past what is kept.
    if (moved.length > 0) return;
    await tx
      .insert(recentAccesses)
      .values({ userId: scope.userId, compId: scope.compId, ...input, accessedAt: now });
    const kept = tx
      .select({ id: recentAccesses.id })
      .from(recentAccesses)
      .where(owned)
      .orderBy(desc(recentAccesses.accessedAt), desc(recentAccesses.id))
      .limit(RECENT_ACCESS_KEPT);
    await tx.delete(recentAccesses).where(and(owned, notInArray(recentAccesses.id, kept)));
  });
}
