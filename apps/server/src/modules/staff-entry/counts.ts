import { type EntryCounts, EntryInfoStatus, EntryStatus } from '@renli/contracts';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { UserAuth } from '../../core/actor.ts';
import { chinaMonth } from '../../core/china-time.ts';
import type { DbOrTx } from '../../db/client.ts';
import { entryManager } from './hr-actor.ts';
import { managedEntryTypes } from './policy.ts';
import { staffEntries } from './schema.ts';

const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The 入职 tab's counts (`getCount`): pending, pending with the form filled in, joined this China
 * month (by entry date) and cancelled, among the entries the caller manages; `employeeType` is the
 * tab's sign.
 */
export async function countEntries(
  db: DbOrTx,
  auth: UserAuth,
  employeeType: number | undefined,
  now = new Date(),
): Promise<EntryCounts> {
  const actor = await entryManager(db, auth, 'read');
  const month = chinaMonth(now);
  const pending = eq(staffEntries.status, EntryStatus.PENDING);
  const [row] = await db
    .select({
      pending: count(pending),
      pendingFilled: count(and(pending, eq(staffEntries.infoStatus, EntryInfoStatus.FILLED))!),
      joinedThisMonth: count(
        and(
          eq(staffEntries.status, EntryStatus.JOINED),
          gte(staffEntries.entryDate, month.first),
          lt(staffEntries.entryDate, month.next),
        )!,
      ),
      cancelled: count(eq(staffEntries.status, EntryStatus.CANCELLED)),
    })
    .from(staffEntries)
    .where(
      and(
        eq(staffEntries.compId, actor.compId),
        managedEntryTypes(actor),
        employeeType === undefined ? undefined : eq(staffEntries.employeeType, employeeType),
      ),
    );
  return row!;
}
