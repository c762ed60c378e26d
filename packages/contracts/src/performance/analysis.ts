import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';

// Performance's result analysis (docs/product/performance.md, "Result analysis"): per cycle and
// department, targets (mb), indicators (zb), evaluations (pj) and results (jg). Figures are strings
// (decimals from the engine) or counts.

export const ANALYSIS_TABS = ['mb', 'zb', 'pj', 'jg'] as const;
export const analysisTabSchema = z.enum(ANALYSIS_TABS);
export type AnalysisTab = z.infer<typeof analysisTabSchema>;

export const analysisBodySchema = z.object({
  cycleId: z.number().int().positive(),
  /** Only sheets of this department (as the cycle recorded it) and its sub-departments. */
  departmentId: z.number().int().positive().optional(),
});
export type AnalysisBody = z.infer<typeof analysisBodySchema>;

export const analysisCycleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  periodEnd: z.string(),
  status: z.number().int(),
  sheets: z.number().int(),
});
export const analysisCyclesSchema = z.object({ list: z.array(analysisCycleSchema) });

export const targetsAnalysisSchema = z.object({
  sheets: z.number().int(),
  /** Sheets with at least one item. */
  withTargets: z.number().int(),
  /** Sheets whose targets are approved (or past approval). */
  approved: z.number().int(),
  /** Sheets whose every section's weights add up to 100. */
  weightsComplete: z.number().int(),
  /** Mean check-in progress over the items, percent, 2 decimals. */
  meanProgress: z.string(),
  departments: z.array(
    z.object({
      departmentName: z.string(),
      sheets: z.number().int(),
      withTargets: z.number().int(),
      approved: z.number().int(),
      meanProgress: z.string(),
    }),
  ),
});
export type TargetsAnalysis = z.infer<typeof targetsAnalysisSchema>;

export const indicatorsAnalysisSchema = z.object({
  list: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      /** Sheets using it. */
      uses: z.number().int(),
      meanScore: z.string().nullable(),
      /** Mean achievement of linear KPIs (actual ÷ target), percent; null when none measured. */
      meanAchievement: z.string().nullable(),
    }),
  ),
});
export type IndicatorsAnalysis = z.infer<typeof indicatorsAnalysisSchema>;

export const evaluationsAnalysisSchema = z.object({
  sheets: z.number().int(),
  selfDone: z.number().int(),
  levels: z.array(z.object({ level: z.number().int(), relation: z.string(), done: z.number().int() })),
  raters: z.object({ invited: z.number().int(), submitted: z.number().int(), rate: z.string() }),
  departments: z.array(
    z.object({
      departmentName: z.string(),
      sheets: z.number().int(),
      selfDone: z.number().int(),
      reviewed: z.number().int(),
    }),
  ),
});
export type EvaluationsAnalysis = z.infer<typeof evaluationsAnalysisSchema>;

export const resultsAnalysisSchema = z.object({
  sheets: z.number().int(),
  /** Sheets with a total. */
  scored: z.number().int(),
  distribution: z.array(
    z.object({
      grade: z.string(),
      count: z.number().int(),
      percent: z.string(),
      allowedMax: z.number().int().nullable(),
      requiredMin: z.number().int().nullable(),
      ok: z.boolean(),
    }),
  ),
  /** 10-point bins from 0: [0,10) … [90,100] (the last holds 100 and anything above). */
  histogram: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  departments: z.array(
    z.object({ departmentName: z.string(), count: z.number().int(), meanScore: z.string() }),
  ),
  /** The last archived cycles (at most 6, oldest first) and the mean total and grades of each. */
  trend: z.array(
    z.object({
      cycleName: z.string(),
      meanScore: z.string().nullable(),
      grades: z.record(z.string(), z.number()),
    }),
  ),
  /** Nine-box: performance high/mid/low × potential high/mid/low (3 高, 2 中, 1 低). */
  nineBox: z.array(
    z.object({ performance: z.number().int(), potential: z.number().int(), count: z.number().int() }),
  ),
  /** Scored people without a potential (outside the grid). */
  noPotential: z.number().int(),
});
export type ResultsAnalysis = z.infer<typeof resultsAnalysisSchema>;

export const analysisExportBodySchema = analysisBodySchema.extend({ tab: analysisTabSchema });

/** `/performance/analysis`: HR's analysis of a cycle (docs/product/performance.md, "Result analysis"). */
export const analysisEndpoints = defineEndpoints('performanceAnalysis', {
  cycles: {
    method: 'POST',
    path: '/performance/analysis/cycles',
    access: 'user',
    summary: 'The launched cycles (running and archived), newest first, for the selector',
    data: analysisCyclesSchema,
  },
  mb: {
    method: 'POST',
    path: '/performance/analysis/mb',
    access: 'user',
    summary: 'Targets: set, approved, weights complete, mean check-in progress',
    body: analysisBodySchema,
    data: targetsAnalysisSchema,
  },
  zb: {
    method: 'POST',
    path: '/performance/analysis/zb',
    access: 'user',
    summary: 'Indicators: the most used, with their mean score and achievement',
    body: analysisBodySchema,
    data: indicatorsAnalysisSchema,
  },
  pj: {
    method: 'POST',
    path: '/performance/analysis/pj',
    access: 'user',
    summary: 'Evaluations: self review and each reviewer level done, 360 response rate',
    body: analysisBodySchema,
    data: evaluationsAnalysisSchema,
  },
  jg: {
    method: 'POST',
    path: '/performance/analysis/jg',
    access: 'user',
    summary: 'Results: grade distribution vs limits, histogram, departments, trend, nine-box',
    body: analysisBodySchema,
    data: resultsAnalysisSchema,
  },
  export: {
    method: 'POST',
    path: '/performance/analysis/export',
    access: 'user',
    summary: "A tab's table as Excel (jg: one row per person, 绩效结果_YYYYMMDDhhmmss.xlsx)",
    body: analysisExportBodySchema,
  },
});
