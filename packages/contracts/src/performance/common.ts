import { z } from 'zod';

// What every part of performance shares (docs/product/performance.md): scores as decimal strings,
// the indicator kinds and scoring rules, the template's configuration, the stages of a cycle and
// the statuses of one person's appraisal sheet.

/** A score or a measured value as a decimal string (never a binary float), at most 4 decimals. */
export const scoreSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,9}(\.\d{1,4})?$/, 'performance.numberFormat');
/** A weight in percent, 0–100 with at most two decimals ("60", "12.5"). */
export const weightSchema = z
  .string()
  .trim()
  .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'performance.weightFormat');

/** KPI (measurable), OKR (objective with key results), competency (behaviour with levels). */
export const INDICATOR_KINDS = ['kpi', 'okr', 'competency'] as const;
export const indicatorKindSchema = z.enum(INDICATOR_KINDS);
export type IndicatorKind = z.infer<typeof indicatorKindSchema>;

/**
 * How a KPI's score follows from its actual value (docs/product/performance.md, "Scoring rules"):
 * - `manual`: reviewers score it;
 * - `linear`: score = full × achievement, achievement = actual ÷ target (`higher` is better) or
 *   target ÷ actual (`lower` is better), 0 below `threshold` (percent of target), at most `cap` percent;
 * - `stepped`: the score of the highest step whose `from` the actual reaches (`higher`) or stays
 *   under (`lower`).
 */
export const scoringRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('manual') }),
  z.object({
    kind: z.literal('linear'),
    target: scoreSchema,
    direction: z.enum(['higher', 'lower']),
    threshold: weightSchema.default('0'),
    cap: scoreSchema.default('100'),
  }),
  z.object({
    kind: z.literal('stepped'),
    direction: z.enum(['higher', 'lower']),
    steps: z
      .array(z.object({ from: scoreSchema, score: scoreSchema }))
      .min(1)
      .max(20),
  }),
]);
export type ScoringRule = z.infer<typeof scoringRuleSchema>;

/** A competency's level: its description and the score a reviewer gives by choosing it. */
export const competencyLevelSchema = z.object({
  name: z.string().trim().min(1).max(20),
  description: z.string().trim().max(500).default(''),
  score: scoreSchema,
});
export type CompetencyLevel = z.infer<typeof competencyLevelSchema>;

/** The sections a template weighs: KPI, OKR, competencies and the 360 questionnaire. */
export const SECTION_KINDS = ['kpi', 'okr', 'competency', 'review360'] as const;
export const sectionKindSchema = z.enum(SECTION_KINDS);
export type SectionKind = z.infer<typeof sectionKindSchema>;

/**
 * Who scores at each level of a template: the employee (self), the department head (manager), the
 * head above (skipManager), or named people (designated). Levels score in order.
 */
export const REVIEWER_RELATIONS = ['self', 'manager', 'skipManager', 'designated'] as const;
export const reviewerRelationSchema = z.enum(REVIEWER_RELATIONS);
export type ReviewerRelation = z.infer<typeof reviewerRelationSchema>;

/** Scoring scales: 100 points, 5 levels (1–5), or a custom maximum. */
export const SCALE_KINDS = ['hundred', 'five', 'custom'] as const;

export const GRADES = ['S', 'A', 'B', 'C', 'D'] as const;

/** A grade band: totals at or above `min` (and below the next band up) get `grade`. */
export const gradeBandSchema = z.object({
  grade: z.string().trim().min(1).max(4),
  min: scoreSchema,
  /** Performance coefficient salary formulas read for this grade (`绩效系数`), e.g. "1.2". */
  coefficient: scoreSchema,
});
export type GradeBand = z.infer<typeof gradeBandSchema>;

/** A forced-distribution limit of one grade: at most `max` percent and/or at least `min` percent. */
export const distributionLimitSchema = z.object({
  grade: z.string().trim().min(1).max(4),
  max: weightSchema.optional(),
  min: weightSchema.optional(),
});
export type DistributionLimit = z.infer<typeof distributionLimitSchema>;

/** A template's whole configuration (docs/product/performance.md, "Templates"). */
export const templateConfigSchema = z.object({
  scale: z.object({ kind: z.enum(SCALE_KINDS), max: scoreSchema }),
  sections: z
    .array(
      z.object({ kind: sectionKindSchema, name: z.string().trim().min(1).max(40), weight: weightSchema }),
    )
    .min(1)
    .max(8),
  reviewers: z
    .array(
      z.object({
        relation: reviewerRelationSchema,
        weight: weightSchema,
        /** For `designated`: the reviewers' logins. */
        userIds: z.array(z.number().int().positive()).max(20).default([]),
      }),
    )
    .min(1)
    .max(6),
  bands: z.array(gradeBandSchema).min(1).max(10),
  /** Forced distribution per department (or over the whole cycle); none when absent. */
  distribution: z
    .object({ scope: z.enum(['department', 'cycle']), limits: z.array(distributionLimitSchema).max(10) })
    .nullable()
    .default(null),
  /** Whether targets go through the approval engine before execution. */
  targetApproval: z.boolean().default(true),
  /** The 360 section's minimum raters per relation. */
  raterMinimums: z
    .object({
      peer: z.number().int().min(0).max(20),
      subordinate: z.number().int().min(0).max(20),
      superior: z.number().int().min(0).max(20),
      external: z.number().int().min(0).max(20),
    })
    .default({ peer: 3, subordinate: 0, superior: 1, external: 0 }),
});
export type TemplateConfig = z.infer<typeof templateConfigSchema>;

/** Monthly, quarterly, half-year, annual, or a project's own dates. */
export const CYCLE_PERIODS = ['month', 'quarter', 'halfYear', 'year', 'project'] as const;
export const cyclePeriodSchema = z.enum(CYCLE_PERIODS);
export type CyclePeriod = z.infer<typeof cyclePeriodSchema>;

/**
 * The stages HR opens one after another; a sheet enters a stage's status once it has finished the
 * one before (docs/product/performance.md, "Cycles and stages").
 */
export const CYCLE_STAGES = [
  'targetSetting',
  'execution',
  'selfReview',
  'review',
  'calibration',
  'confirmation',
  'archived',
] as const;
export const cycleStageSchema = z.enum(CYCLE_STAGES);
export type CycleStage = z.infer<typeof cycleStageSchema>;

/** A cycle's status: 草稿, 进行中, 已归档. */
export const CYCLE_STATUS = { draft: 1, running: 2, archived: 3 } as const;

/** One person's appraisal sheet (考核表) through the cycle. */
export const SHEET_STATUS = {
  targetSetting: 1,
  targetApproval: 2,
  executing: 3,
  selfReview: 4,
  reviewing: 5,
  calibrating: 6,
  confirming: 7,
  appealing: 8,
  confirmed: 9,
  archived: 10,
} as const;
export type SheetStatus = (typeof SHEET_STATUS)[keyof typeof SHEET_STATUS];
export const sheetStatusSchema = z.union(
  Object.values(SHEET_STATUS).map((v) => z.literal(v)) as [
    z.ZodLiteral<SheetStatus>,
    z.ZodLiteral<SheetStatus>,
    ...z.ZodLiteral<SheetStatus>[],
  ],
);

/** The 360 raters' relations to the person rated. */
export const RATER_RELATIONS = ['peer', 'subordinate', 'superior', 'external'] as const;
export const raterRelationSchema = z.enum(RATER_RELATIONS);
export type RaterRelation = z.infer<typeof raterRelationSchema>;

/** No 360 relation group is shown with fewer answers than this (docs/product/performance.md, "360"). */
export const ANONYMITY_THRESHOLD = 3;

/**
 * The common quarterly template (docs/product/performance.md, "Templates"): KPI 70 % and competencies
 * 30 % on 100 points; self 20 %, manager 50 %, skip-level 30 %; S ≥ 90 (× 1.5), A ≥ 80 (× 1.2),
 * B ≥ 70 (× 1.0), C ≥ 60 (× 0.8), D (× 0.5). A new template starts from it; the demo's and the tests'
 * templates are variations of it.
 */
export const STANDARD_TEMPLATE: TemplateConfig = {
  scale: { kind: 'hundred', max: '100' },
  sections: [
    { kind: 'kpi', name: '业绩指标', weight: '70' },
    { kind: 'competency', name: '能力素质', weight: '30' },
  ],
  reviewers: [
    { relation: 'self', weight: '20', userIds: [] },
    { relation: 'manager', weight: '50', userIds: [] },
    { relation: 'skipManager', weight: '30', userIds: [] },
  ],
  bands: [
    { grade: 'S', min: '90', coefficient: '1.5' },
    { grade: 'A', min: '80', coefficient: '1.2' },
    { grade: 'B', min: '70', coefficient: '1.0' },
    { grade: 'C', min: '60', coefficient: '0.8' },
    { grade: 'D', min: '0', coefficient: '0.5' },
  ],
  distribution: null,
  targetApproval: true,
  raterMinimums: { peer: 3, subordinate: 0, superior: 1, external: 0 },
};
