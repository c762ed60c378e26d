import { CYCLE_STAGES, type CycleStage, SHEET_STATUS, type SheetStatus } from '@renli/contracts';

// The order of a cycle's stages and what "finished" means in each (docs/product/performance.md,
// "Cycles and stages"): HR opens the stages one after another; a sheet is done with a stage once its
// status has reached the stage's finishing status. Pure, so the rules are unit-tested.

/** The stage after `stage`, or null after the last. */
export function nextStage(stage: CycleStage): CycleStage | null {
  const at = CYCLE_STAGES.indexOf(stage);
  return CYCLE_STAGES[at + 1] ?? null;
}

/**
 * The stage HR opens next with 进入下一阶段, or null: 结果确认 opens by publishing the calibrated
 * results and 归档 by archiving the cycle, each with its own checks (appraisal/calibration.ts,
 * appraisal/confirmation.ts).
 */
export function stageToOpen(stage: CycleStage): CycleStage | null {
  const next = nextStage(stage);
  return next === 'confirmation' || next === 'archived' ? null : next;
}

/** Whether stage `a` comes at or after stage `b`. */
export const stageReached = (a: CycleStage, b: CycleStage) =>
  CYCLE_STAGES.indexOf(a) >= CYCLE_STAGES.indexOf(b);

/** The status a sheet has reached once its people finished the stage's step. */
const DONE_AT: Record<CycleStage, SheetStatus> = {
  targetSetting: SHEET_STATUS.executing,
  execution: SHEET_STATUS.executing,
  selfReview: SHEET_STATUS.reviewing,
  review: SHEET_STATUS.calibrating,
  calibration: SHEET_STATUS.confirming,
  confirmation: SHEET_STATUS.confirmed,
  archived: SHEET_STATUS.archived,
};

/** Whether a sheet at `status` has finished the step of `stage`. */
export const finishedStage = (stage: CycleStage, status: number) => status >= DONE_AT[stage];

/**
 * The status approved targets take: executing, or self review when HR has opened 自评 meanwhile
 * (a sheet never lags behind the stage once its targets are approved).
 */
export const statusAfterApproval = (stage: CycleStage): SheetStatus =>
  stageReached(stage, 'selfReview') ? SHEET_STATUS.selfReview : SHEET_STATUS.executing;

/** Who has to act on a sheet at `status`: the employee, the approvers, the reviewers or HR. */
export type Actor = 'employee' | 'approvers' | 'reviewers' | 'hr';
export function whoActs(status: number): Actor {
  if (status === SHEET_STATUS.targetApproval) return 'approvers';
  if (status === SHEET_STATUS.reviewing) return 'reviewers';
  if (status === SHEET_STATUS.calibrating || status === SHEET_STATUS.appealing) return 'hr';
  return 'employee';
}
