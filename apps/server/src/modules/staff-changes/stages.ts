import { StaffChangeStage, StaffChangeStatus } from '@renli/contracts';
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import { staffChanges } from './schema.ts';

/**
 * The rows at a stage on China's `today`, as contracts' `stageOf` derives it for one row: a confirmed
 * change is 待生效 before its version's first day and 已生效 from it (docs/product/staff.md).
 */
export function stageCondition(stage: number, today: string): SQL {
  if (stage === StaffChangeStage.PENDING) return eq(staffChanges.status, StaffChangeStatus.PENDING);
  if (stage === StaffChangeStage.CANCELLED) return eq(staffChanges.status, StaffChangeStatus.CANCELLED);
  const day =
    stage === StaffChangeStage.SCHEDULED
      ? gt(staffChanges.effectiveFrom, today)
      : lte(staffChanges.effectiveFrom, today);
  return and(eq(staffChanges.status, StaffChangeStatus.CONFIRMED), day)!;
}

/** Open: 待处理 or 待生效; an employment has at most one open change of a kind. */
export const openCondition = (today: string): SQL =>
  or(stageCondition(StaffChangeStage.PENDING, today), stageCondition(StaffChangeStage.SCHEDULED, today))!;
