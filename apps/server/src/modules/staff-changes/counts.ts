import { type StaffChangeCounts, StaffChangeKind, StaffChangeStage } from '@renli/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import type { DbOrTx } from '../../db/client.ts';
import { countProbation } from '../staff-archives/probation.ts';
import { staffChanges } from './schema.ts';
import { stageCondition } from './stages.ts';

/** The employee types a list or count covers: the sign's (HRM or HRO) among those the caller manages. */
export const typesOf = (actor: ResourceActor, employeeType?: number) =>
  employeeType === undefined ? actor.managedTypes : actor.managedTypes.filter((t) => t === employeeType);

const counted = (condition: SQL) =>
  sql<number>`cast(count(*) filter (where ${condition}) as integer)`.mapWith(Number);

/** The tabs' counts of one kind: 待处理, 待生效, 已生效, 已撤销, and for 转正 the employments on probation. */
export async function countChanges(
  db: DbOrTx,
  actor: ResourceActor,
  query: { kind: number; employeeType?: number | undefined },
): Promise<StaffChangeCounts> {
  const today = chinaToday();
  const types = typesOf(actor, query.employeeType);
  const [row] = types.length
    ? await db
        .select({
          pending: counted(stageCondition(StaffChangeStage.PENDING, today)),
          scheduled: counted(stageCondition(StaffChangeStage.SCHEDULED, today)),
          effective: counted(stageCondition(StaffChangeStage.EFFECTIVE, today)),
          cancelled: counted(stageCondition(StaffChangeStage.CANCELLED, today)),
        })
        .from(staffChanges)
        .where(
          and(
            eq(staffChanges.compId, actor.compId),
            eq(staffChanges.kind, query.kind),
            inArray(staffChanges.employeeType, types),
          ),
        )
    : [];
  const probation =
    query.kind === StaffChangeKind.REGULARIZE
      ? await countProbation(db, actor.compId, types, today)
      : { probation: 0, overdue: 0 };
  return {
    pending: row?.pending ?? 0,
    scheduled: row?.scheduled ?? 0,
    effective: row?.effective ?? 0,
    cancelled: row?.cancelled ?? 0,
    ...probation,
  };
}
