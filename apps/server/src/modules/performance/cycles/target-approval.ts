import {
  type CycleStage,
  PERF_TARGETS_APPROVAL_FORM,
  PERF_TARGETS_APPROVAL_TYPE,
  SHEET_STATUS,
} from '@renli/contracts';
import { eq, sql } from 'drizzle-orm';
import { registerApprovedTransitionApplier } from '../../../core/resources/approval-gate.ts';
import type { Tx } from '../../../db/client.ts';
import { recordOfInstance } from '../../approval/record-links.ts';
import { ensureModuleTemplate } from '../../approval/templates.ts';
import { registerApprovalType } from '../../approval/types.ts';
import { cyclesMessages as m } from './messages.ts';
import { perfCycles, perfSheetEvents, perfSheets } from './schema.ts';
import { statusAfterApproval } from './stages.ts';

// Submitted targets go through the approval engine as type `perfTargets` (docs/product/performance.md,
// "Targets"; docs/product/approval.md, "Into the rest of the product"): the sheet waits in 目标审批中;
// approved → 执行中 (or 自评中 when HR opened self review meanwhile), rejected or withdrawn → 目标制定中.

/** The record kind the approval links a sheet under. */
export const PERF_SHEET_RESOURCE = 'perfSheet';
export const APPROVE_TARGETS = 'approveTargets';

/**
 * Gives the company its 绩效目标审批 (to the direct supervisor, a company admin when there is none) the
 * first time a cycle whose template asks for approval is launched. A disabled one stays disabled, and
 * targets then need no approval.
 */
export const ensureTargetsTemplate = (tx: Tx, compId: number) =>
  ensureModuleTemplate(tx, compId, {
    name: '绩效目标审批',
    group: '绩效',
    type: PERF_TARGETS_APPROVAL_TYPE,
    form: PERF_TARGETS_APPROVAL_FORM,
    approverName: '直属主管',
  });

/** Moves a sheet still waiting in 目标审批中 on; false when it moved meanwhile. */
async function settle(tx: Tx, sheetId: number, outcome: 'approved' | 'rejected' | 'withdrawn') {
  const [sheet] = await tx
    .select({ sheet: perfSheets, stage: perfCycles.stage })
    .from(perfSheets)
    .innerJoin(perfCycles, eq(perfCycles.id, perfSheets.cycleId))
    .where(eq(perfSheets.id, sheetId))
    .for('update', { of: perfSheets });
  if (!sheet || sheet.sheet.status !== SHEET_STATUS.targetApproval) return false;
  const approved = outcome === 'approved';
  await tx
    .update(perfSheets)
    .set({
      status: approved ? statusAfterApproval(sheet.stage as CycleStage) : SHEET_STATUS.targetSetting,
      targetsApprovedAt: approved ? new Date() : null,
      version: sql`${perfSheets.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(perfSheets.id, sheetId));
  await tx.insert(perfSheetEvents).values({
    compId: sheet.sheet.compId,
    sheetId,
    kind: outcome,
    detail: { instanceId: sheet.sheet.approvalInstanceId },
  });
  return true;
}

registerApprovedTransitionApplier(PERF_SHEET_RESOURCE, (tx, approved) =>
  settle(tx, approved.recordId, 'approved'),
);

const back = (outcome: 'rejected' | 'withdrawn') => async (tx: Tx, instance: { id: number }) => {
  const link = await recordOfInstance(tx, instance.id);
  if (link?.resource === PERF_SHEET_RESOURCE) await settle(tx, link.recordId, outcome);
};
registerApprovalType({
  type: PERF_TARGETS_APPROVAL_TYPE,
  onApproved: async () => undefined,
  onRejected: back('rejected'),
  onWithdrawn: back('withdrawn'),
  startedByRecords: m['performance.target.startedBySheets'],
});
