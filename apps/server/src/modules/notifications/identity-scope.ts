import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Whose rows: one login acting in one company, or as their personal identity (no company). Taken
 * from the session only. A person who is staff of two companies sees separate reminders and
 * 'recently used' pages in each.
 */
export interface IdentityScope {
  userId: number;
  compId: number | null;
}

/** The where-clause that keeps a query to one identity's rows (`comp_id is null` for the person). */
export function ownedBy(columns: { userId: PgColumn; compId: PgColumn }, scope: IdentityScope): SQL {
  return and(
    eq(columns.userId, scope.userId),
    scope.compId === null ? isNull(columns.compId) : eq(columns.compId, scope.compId),
  )!;
}
