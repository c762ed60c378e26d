import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  competencyLevelSchema,
  cycleStageSchema,
  reviewerRelationSchema,
  type ScoringRule,
  scoreSchema,
  scoringRuleSchema,
  sectionKindSchema,
  sheetStatusSchema,
} from './common.ts';

// Performance's appraisal part (docs/product/performance.md, "Appraisal", "Scoring"): self review,
// the reviewer levels' scoring, calibration against the forced distribution, publishing, the
// employee's confirmation or appeal, and archiving the cycle.

/** Comments, summaries, reasons and replies are at most this long. */
export const APPRAISAL_TEXT_MAX = 2000;
/** Evidence files per item. */
export const EVIDENCE_MAX = 10;
/** Items a sheet may hold (targets of all sections). */
export const SHEET_ITEMS_MAX = 60;
/** Potential for the nine-box grid: 1 低, 2 中, 3 高. */
export const POTENTIALS = [1, 2, 3] as const;

const id = z.number().int().positive();
const idBody = z.object({ id });
const cycleBody = z.object({ cycleId: id });
const text = (max = APPRAISAL_TEXT_MAX) => z.string().trim().max(max);
const fileUrl = z
  .string()
  .max(200)
  .regex(/^\/files\/[A-Za-z0-9._-]+$/);

/**
 * Whether an item scores without its reviewers: by its rule (a KPI with a linear or stepped rule), or
 * by the 360 raters (an item of the 360 section).
 */
export const isAutomaticItem = (item: { sectionKind: string; rule: ScoringRule }) =>
  (item.sectionKind === 'kpi' && item.rule.kind !== 'manual') || item.sectionKind === 'review360';

export const evidenceFileSchema = z.object({ url: z.string(), name: z.string() });

/** One reviewer's score at one level (reviewer null when the viewer may not know who). */
export const levelScoreSchema = z.object({
  reviewerName: z.string(),
  score: z.string(),
  comment: z.string(),
  mine: z.boolean(),
});

export const sheetItemViewSchema = z.object({
  id,
  section: z.number().int(),
  sectionKind: sectionKindSchema,
  name: z.string(),
  definition: z.string(),
  unit: z.string(),
  targetText: z.string(),
  weight: z.string(),
  rule: scoringRuleSchema,
  levels: z.array(competencyLevelSchema),
  keyResults: z.array(z.string()),
  automatic: z.boolean(),
  actual: z.string().nullable(),
  /** The rule's score of the actual, on the cycle's scale. */
  autoScore: z.string().nullable(),
  selfComment: z.string(),
  evidence: z.array(evidenceFileSchema),
  /** Per reviewer level (index as in `reviewers`): the scores the viewer may see. */
  scores: z.array(z.array(levelScoreSchema)),
  /** The engine's item score once computed. */
  score: z.string().nullable(),
});
export type SheetItemView = z.infer<typeof sheetItemViewSchema>;

export const sheetEventViewSchema = z.object({
  kind: z.string(),
  actorName: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const sheetDetailSchema = z.object({
  id,
  cycleId: id,
  cycleName: z.string(),
  cycleStage: cycleStageSchema,
  staffName: z.string(),
  departmentName: z.string(),
  status: sheetStatusSchema,
  reviewLevel: z.number().int(),
  scaleMax: z.string(),
  /** The cycle's grades, best first. */
  grades: z.array(z.string()),
  sections: z.array(z.object({ kind: sectionKindSchema, name: z.string(), weight: z.string() })),
  reviewers: z.array(
    z.object({
      relation: reviewerRelationSchema,
      weight: z.string(),
      names: z.array(z.string()),
      /** Whether every reviewer of the level has submitted. */
      done: z.boolean(),
    }),
  ),
  selfSummary: z.string(),
  /** Total, grade and calibrated grade: shown to the employee once the results are published. */
  totalScore: z.string().nullable(),
  grade: z.string().nullable(),
  calibratedGrade: z.string().nullable(),
  calibrationNote: z.string().nullable(),
  potential: z.number().int().nullable(),
  appeal: z.string().nullable(),
  appealReply: z.string().nullable(),
  /** What the viewer may do now. */
  can: z.object({
    selfReview: z.boolean(),
    score: z.boolean(),
    confirm: z.boolean(),
    reply: z.boolean(),
  }),
  /** Levels (indexes) the viewer scores at now (a reviewer may hold two consecutive levels). */
  myLevels: z.array(z.number().int()),
  items: z.array(sheetItemViewSchema),
  history: z.array(sheetEventViewSchema),
});
export type SheetDetail = z.infer<typeof sheetDetailSchema>;

/** A sheet as the lists show it. */
export const sheetRowSchema = z.object({
  id,
  cycleId: id,
  cycleName: z.string(),
  staffName: z.string(),
  departmentName: z.string(),
  status: sheetStatusSchema,
  reviewLevel: z.number().int(),
  reviewRelation: reviewerRelationSchema.nullable(),
  totalScore: z.string().nullable(),
  grade: z.string().nullable(),
  calibratedGrade: z.string().nullable(),
  potential: z.number().int().nullable(),
});
export type SheetRow = z.infer<typeof sheetRowSchema>;

export const selfReviewBodySchema = z.object({
  id,
  summary: text(),
  items: z
    .array(
      z.object({
        itemId: id,
        actual: scoreSchema.nullable().default(null),
        comment: text(),
        evidence: z.array(fileUrl).max(EVIDENCE_MAX).default([]),
        selfScore: scoreSchema.nullable().default(null),
      }),
    )
    .max(SHEET_ITEMS_MAX),
  /** Submit (every required field filled) or keep as a draft. */
  submit: z.boolean().default(false),
});
export type SelfReviewBody = z.input<typeof selfReviewBodySchema>;

export const scoreBodySchema = z.object({
  id,
  items: z
    .array(z.object({ itemId: id, score: scoreSchema.nullable().default(null), comment: text() }))
    .max(SHEET_ITEMS_MAX),
  submit: z.boolean().default(false),
});
export type ScoreBody = z.input<typeof scoreBodySchema>;

export const autoScorePreviewSchema = z.object({ id, itemId: id, actual: scoreSchema });

export const gradeLimitSchema = z.object({
  grade: z.string(),
  count: z.number().int(),
  allowedMax: z.number().int().nullable(),
  requiredMin: z.number().int().nullable(),
  ok: z.boolean(),
});
export type GradeLimit = z.infer<typeof gradeLimitSchema>;

export const calibrationBoardSchema = z.object({
  cycleId: id,
  cycleName: z.string(),
  /** Grades in the template's order (best first). */
  grades: z.array(z.string()),
  scope: z.enum(['department', 'cycle']).nullable(),
  /** HR moves and publishes; heads see their departments read-only. */
  canEdit: z.boolean(),
  /** Sheets not yet through scoring, which publishing leaves for later. */
  pending: z.number().int(),
  groups: z.array(
    z.object({
      departmentId: z.number().int().nullable(),
      name: z.string(),
      limits: z.array(gradeLimitSchema),
    }),
  ),
  people: z.array(
    z.object({
      id,
      staffName: z.string(),
      departmentId: z.number().int().nullable(),
      departmentName: z.string(),
      status: sheetStatusSchema,
      totalScore: z.string().nullable(),
      grade: z.string().nullable(),
      calibratedGrade: z.string().nullable(),
      calibrationNote: z.string().nullable(),
      potential: z.number().int().nullable(),
    }),
  ),
});
export type CalibrationBoard = z.infer<typeof calibrationBoardSchema>;

export const sheetFilterSchema = z.object({
  cycleId: id.optional(),
  departmentId: id.optional(),
  status: sheetStatusSchema.optional(),
  keyword: z.string().trim().max(40).optional(),
});
export type SheetFilter = z.infer<typeof sheetFilterSchema>;

export const appraisalCycleSchema = z.object({
  id,
  name: z.string(),
  status: z.number().int(),
  stage: cycleStageSchema,
});

const P = '/performance/appraisal';

export const appraisalEndpoints = defineEndpoints('performanceAppraisal', {
  cycles: {
    method: 'POST',
    path: `${P}/cycles`,
    access: 'user',
    summary: 'The launched cycles HR (or a head, for calibration) can pick, newest first',
    body: z.object({}),
    data: z.object({ list: z.array(appraisalCycleSchema) }),
  },
  mine: {
    method: 'POST',
    path: `${P}/mine`,
    access: 'user',
    summary: 'The caller’s own sheets, newest cycle first',
    body: z.object({}),
    data: z.object({ list: z.array(sheetRowSchema) }),
  },
  toReview: {
    method: 'POST',
    path: `${P}/toReview`,
    access: 'user',
    summary: 'Sheets waiting for the caller’s scores at their current level',
    body: z.object({}),
    data: z.object({ list: z.array(sheetRowSchema) }),
  },
  detail: {
    method: 'POST',
    path: `${P}/detail`,
    access: 'user',
    summary: 'One sheet for its owner, a reviewer or HR: items, the scores the viewer may see, history',
    body: idBody,
    data: sheetDetailSchema,
  },
  preview: {
    method: 'POST',
    path: `${P}/preview`,
    access: 'user',
    summary: 'The automatic score an actual value would give a KPI of the caller’s sheet',
    body: autoScorePreviewSchema,
    data: z.object({ score: z.string().nullable() }),
  },
  selfReview: {
    method: 'POST',
    path: `${P}/selfReview`,
    access: 'user',
    summary: 'Saves (or submits) the owner’s actuals, evidence, comments, self scores and summary',
    body: selfReviewBodySchema,
    data: sheetDetailSchema,
  },
  score: {
    method: 'POST',
    path: `${P}/score`,
    access: 'user',
    summary: 'Saves (or submits) the current level reviewer’s scores and comments',
    body: scoreBodySchema,
    data: sheetDetailSchema,
  },
  calibration: {
    method: 'POST',
    path: `${P}/calibration`,
    access: 'user',
    summary: 'The cycle’s scored people by grade with the forced distribution checked per group',
    body: cycleBody,
    data: calibrationBoardSchema,
  },
  calibrate: {
    method: 'POST',
    path: `${P}/calibrate`,
    access: 'user',
    summary: 'Moves a scored person to another grade with a reason (HR)',
    body: z.object({ id, grade: z.string().trim().min(1).max(4), note: text(500).min(1) }),
    data: z.object({ id }),
  },
  potential: {
    method: 'POST',
    path: `${P}/potential`,
    access: 'user',
    summary: 'Sets a person’s potential (1 低, 2 中, 3 高) for the nine-box grid (HR)',
    body: z.object({ id, potential: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
    data: z.object({ id }),
  },
  publish: {
    method: 'POST',
    path: `${P}/publish`,
    access: 'user',
    summary: 'Publishes the calibrated results (refused while a group breaks a limit); employees confirm',
    body: cycleBody,
    data: z.object({ published: z.number().int() }),
  },
  confirm: {
    method: 'POST',
    path: `${P}/confirm`,
    access: 'user',
    summary: 'The employee confirms their published result',
    body: idBody,
    data: sheetDetailSchema,
  },
  appeal: {
    method: 'POST',
    path: `${P}/appeal`,
    access: 'user',
    summary: 'The employee appeals their published result with a reason',
    body: z.object({ id, reason: text(APPRAISAL_TEXT_MAX).min(1) }),
    data: sheetDetailSchema,
  },
  reply: {
    method: 'POST',
    path: `${P}/reply`,
    access: 'user',
    summary: 'HR answers an appeal, changing the grade or not; the employee confirms again',
    body: z.object({
      id,
      reply: text(APPRAISAL_TEXT_MAX).min(1),
      grade: z.string().trim().min(1).max(4).nullable().default(null),
    }),
    data: sheetDetailSchema,
  },
  archive: {
    method: 'POST',
    path: `${P}/archive`,
    access: 'user',
    summary: 'Archives the cycle and every sheet (unconfirmed results count as confirmed)',
    body: cycleBody,
    data: z.object({ archived: z.number().int() }),
  },
  all: {
    method: 'POST',
    path: `${P}/all`,
    access: 'user',
    summary: 'Every sheet HR manages, filtered by cycle, department, status or name',
    body: sheetFilterSchema,
    data: z.object({ list: z.array(sheetRowSchema) }),
  },
  export: {
    method: 'POST',
    path: `${P}/export`,
    access: 'user',
    summary: 'The filtered results as 绩效结果_YYYYMMDDhhmmss.xlsx',
    body: sheetFilterSchema,
  },
});
