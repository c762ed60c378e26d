import { type ArchiveCounts, EmploymentStatus } from '@renli/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffOfTypes } from '../staff/cards.ts';
import { archiveScope } from './archive-policy.ts';
import { pendingRequestCount } from './archive-requests.ts';
import { staffArchives } from './schema.ts';

/** Archives of the actor's scope (and the screen's HRM/HRO tab) by status, and requests to review (`selectCount`). */
export async function archiveCounts(
  db: DbOrTx,
  actor: ResourceActor,
  employeeType?: number,
): Promise<ArchiveCounts> {
  const rows = await db
    .select({ status: staffArchives.empStatus, n: count() })
    .from(staffArchives)
    .where(
      and(
        eq(staffArchives.compId, actor.compId),
        await archiveScope(db, actor),
        employeeType === undefined ? undefined : staffOfTypes(staffArchives.staffId, [employeeType]),
      ),
    )
    .groupBy(staffArchives.empStatus);
  const of = (status: number) => rows.find((row) => row.status === status)?.n ?? 0;
  const probation = of(EmploymentStatus.PROBATION);
  const official = of(EmploymentStatus.OFFICIAL);
  return {
    employed: probation + official,
    probation,
    official,
    left: of(EmploymentStatus.LEFT),
    pendingRequests: await pendingRequestCount(db, actor, employeeType),
  };
}
