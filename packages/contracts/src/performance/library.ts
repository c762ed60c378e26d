import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { Label } from '../resources/fields.ts';
import { importResultSchema } from '../resources/resource.ts';
import {
  competencyLevelSchema,
  type IndicatorKind,
  indicatorKindSchema,
  scoreSchema,
  scoringRuleSchema,
  templateConfigSchema,
} from './common.ts';

// The indicator library (`/targetCtl`) and the templates (`/plan/template`), HR only
// (docs/product/performance.md, "Indicator library", "Templates").

export const INDICATOR_NAME_MAX = 60;
export const INDICATOR_DEFINITION_MAX = 1000;
export const INDICATOR_UNIT_MAX = 20;
export const KEY_RESULT_MAX = 200;
export const KEY_RESULTS_MAX = 10;
export const COMPETENCY_LEVELS_MAX = 10;
export const INDICATOR_GROUP_NAME_MAX = 30;
export const PERF_TEMPLATE_NAME_MAX = 50;
export const PERF_TEMPLATE_DESCRIPTION_MAX = 500;
/** Indicator imports: rows per file. */
export const INDICATOR_IMPORT_MAX_ROWS = 2000;

/** 1 启用, 2 停用 — indicators and templates alike. */
export const LIBRARY_STATUS = { enabled: 1, disabled: 2 } as const;
export const libraryStatusSchema = z.union([z.literal(1), z.literal(2)]);

export const INDICATOR_KIND_LABELS: Record<IndicatorKind, Label> = {
  kpi: { 'zh-CN': 'KPI', en: 'KPI' },
  okr: { 'zh-CN': 'OKR', en: 'OKR' },
  competency: { 'zh-CN': '能力素质', en: 'Competency' },
};
export const RULE_KIND_LABELS: Record<'manual' | 'linear' | 'stepped', Label> = {
  manual: { 'zh-CN': '人工评分', en: 'Scored by reviewers' },
  linear: { 'zh-CN': '线性计算', en: 'Linear' },
  stepped: { 'zh-CN': '阶梯计分', en: 'Stepped' },
};
export const RULE_DIRECTION_LABELS: Record<'higher' | 'lower', Label> = {
  higher: { 'zh-CN': '越高越好', en: 'Higher is better' },
  lower: { 'zh-CN': '越低越好', en: 'Lower is better' },
};
export const LIBRARY_STATUS_LABELS: Record<1 | 2, Label> = {
  1: { 'zh-CN': '启用', en: 'Enabled' },
  2: { 'zh-CN': '停用', en: 'Disabled' },
};

const id = z.number().int().positive();
const version = z.number().int().min(1);
const idBody = z.object({ id });

/** A group of the library (销售类, 通用能力…) of one kind. */
export const indicatorGroupSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  kind: indicatorKindSchema,
  name: z.string(),
  sort: z.number().int(),
  /** Indicators in the group (enabled or not). */
  indicators: z.number().int(),
});
export type IndicatorGroup = z.infer<typeof indicatorGroupSchema>;

export const saveIndicatorGroupBodySchema = z.object({
  id: id.nullish(),
  version: version.nullish(),
  kind: indicatorKindSchema,
  name: z.string().trim().min(1).max(INDICATOR_GROUP_NAME_MAX),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type SaveIndicatorGroupBody = z.input<typeof saveIndicatorGroupBodySchema>;

/** An indicator of the library with how many appraisal sheets use it. */
export const indicatorSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  kind: indicatorKindSchema,
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  name: z.string(),
  definition: z.string(),
  unit: z.string(),
  rule: scoringRuleSchema,
  keyResults: z.array(z.string()),
  levels: z.array(competencyLevelSchema),
  status: libraryStatusSchema,
  /** Sheet items copied from it: once used it is disabled, never deleted. */
  uses: z.number().int(),
  updatedAt: z.string(),
});
export type Indicator = z.infer<typeof indicatorSchema>;

const filterShape = {
  kind: indicatorKindSchema.optional(),
  groupId: id.optional(),
  keyword: z.string().trim().max(50).optional(),
  status: libraryStatusSchema.optional(),
};
export const indicatorFilterSchema = z.object(filterShape);
export type IndicatorFilter = z.input<typeof indicatorFilterSchema>;
export const indicatorPageBodySchema = z.object({
  ...filterShape,
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(500).default(20),
});
export type IndicatorPageBody = z.input<typeof indicatorPageBodySchema>;
export const indicatorPageSchema = z.object({
  list: z.array(indicatorSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type IndicatorPage = z.infer<typeof indicatorPageSchema>;

/** A new indicator or changes to one; the kind decides which of rule, key results and levels count. */
export const saveIndicatorBodySchema = z.object({
  id: id.nullish(),
  version: version.nullish(),
  kind: indicatorKindSchema,
  groupId: id.nullish(),
  name: z.string().trim().min(1).max(INDICATOR_NAME_MAX),
  definition: z.string().trim().max(INDICATOR_DEFINITION_MAX).default(''),
  unit: z.string().trim().max(INDICATOR_UNIT_MAX).default(''),
  rule: scoringRuleSchema.default({ kind: 'manual' }),
  keyResults: z.array(z.string().trim().min(1).max(KEY_RESULT_MAX)).max(KEY_RESULTS_MAX).default([]),
  levels: z.array(competencyLevelSchema).max(COMPETENCY_LEVELS_MAX).default([]),
});
export type SaveIndicatorBody = z.input<typeof saveIndicatorBodySchema>;

export const libraryStatusBodySchema = z.object({ id, status: libraryStatusSchema });

/** The live preview of a KPI rule while HR edits it: the score of one actual value on a scale. */
export const previewRuleBodySchema = z.object({
  rule: scoringRuleSchema,
  actual: scoreSchema,
  max: scoreSchema.default('100'),
});
export type PreviewRuleBody = z.input<typeof previewRuleBodySchema>;
export const rulePreviewSchema = z.object({
  /** The score as the engine gives it ("92.00"), null for a manual rule or an invalid one. */
  score: z.string().nullable(),
  /** Why the rule cannot be saved, in the caller's language. */
  problem: z.string().nullable(),
});
export type RulePreview = z.infer<typeof rulePreviewSchema>;

/** A template with how many cycles use it (used: edit allowed, delete refused). */
export const templateSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  description: z.string(),
  config: templateConfigSchema,
  status: libraryStatusSchema,
  cycles: z.number().int(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const saveTemplateBodySchema = z.object({
  id: id.nullish(),
  version: version.nullish(),
  name: z.string().trim().min(1).max(PERF_TEMPLATE_NAME_MAX),
  description: z.string().trim().max(PERF_TEMPLATE_DESCRIPTION_MAX).default(''),
  config: templateConfigSchema,
});
export type SaveTemplateBody = z.input<typeof saveTemplateBodySchema>;

const T = '/targetCtl';
const P = '/plan/template';

/** `/targetCtl` (indicator library) and `/plan/template` (templates): HR only. */
export const libraryEndpoints = defineEndpoints('performanceLibrary', {
  groups: {
    method: 'GET',
    path: `${T}/groups`,
    access: 'user',
    summary: 'HR: the library’s groups of every kind with their indicator counts',
    data: z.object({ list: z.array(indicatorGroupSchema) }),
  },
  saveGroup: {
    method: 'POST',
    path: `${T}/saveGroup`,
    access: 'user',
    summary: 'HR: adds or renames a group (names unique per kind)',
    body: saveIndicatorGroupBodySchema,
    data: indicatorGroupSchema,
  },
  deleteGroup: {
    method: 'POST',
    path: `${T}/deleteGroup`,
    access: 'user',
    summary: 'HR: removes a group without indicators',
    body: idBody,
    data: z.object({ deleted: z.number().int() }),
  },
  indicators: {
    method: 'POST',
    path: `${T}/selectPage`,
    access: 'user',
    summary: 'HR: indicators filtered by kind, group, keyword and status, by group then name',
    body: indicatorPageBodySchema,
    data: indicatorPageSchema,
  },
  saveIndicator: {
    method: 'POST',
    path: `${T}/save`,
    access: 'user',
    summary: 'HR: adds or changes an indicator; its rule, key results or levels are checked',
    body: saveIndicatorBodySchema,
    data: indicatorSchema,
  },
  setIndicatorStatus: {
    method: 'POST',
    path: `${T}/setStatus`,
    access: 'user',
    summary: 'HR: enables or disables an indicator (disabled ones are not offered for targets)',
    body: libraryStatusBodySchema,
    data: indicatorSchema,
  },
  deleteIndicator: {
    method: 'POST',
    path: `${T}/delete`,
    access: 'user',
    summary: 'HR: removes an indicator no appraisal sheet used (a used one is disabled instead)',
    body: idBody,
    data: z.object({ deleted: z.number().int() }),
  },
  previewRule: {
    method: 'POST',
    path: `${T}/previewRule`,
    access: 'user',
    summary: 'HR: the engine’s score of an actual value under a KPI rule (writes nothing)',
    body: previewRuleBodySchema,
    data: rulePreviewSchema,
  },
  exportIndicators: {
    method: 'POST',
    path: `${T}/export`,
    access: 'user',
    summary: 'HR: the filtered library as 指标库_YYYYMMDDhhmmss.xlsx, labels not codes',
    body: indicatorFilterSchema,
  },
  importIndicators: {
    method: 'POST',
    path: `${T}/import`,
    access: 'user',
    summary:
      'HR: new indicators from the template (.xlsx, at most 2,000 rows); all rows or none (400 with data.errors)',
    multipart: true,
    data: importResultSchema,
  },
  importTemplate: {
    method: 'GET',
    path: `${T}/importTemplate`,
    access: 'user',
    summary: 'HR: the indicator import template 指标库导入模板.xlsx',
  },
  templates: {
    method: 'GET',
    path: `${P}/list`,
    access: 'user',
    summary: 'HR: the company’s templates with the number of cycles using each',
    data: z.object({ list: z.array(templateSchema) }),
  },
  saveTemplate: {
    method: 'POST',
    path: `${P}/save`,
    access: 'user',
    summary:
      'HR: adds or changes a template; weights, reviewers, bands and distribution are checked (running cycles keep their copy)',
    body: saveTemplateBodySchema,
    data: templateSchema,
  },
  copyTemplate: {
    method: 'POST',
    path: `${P}/copy`,
    access: 'user',
    summary: 'HR: a copy of a template named “…（副本）”',
    body: idBody,
    data: templateSchema,
  },
  setTemplateStatus: {
    method: 'POST',
    path: `${P}/setStatus`,
    access: 'user',
    summary: 'HR: enables or disables a template (disabled ones cannot start a cycle)',
    body: libraryStatusBodySchema,
    data: templateSchema,
  },
  deleteTemplate: {
    method: 'POST',
    path: `${P}/delete`,
    access: 'user',
    summary: 'HR: removes a template no cycle uses',
    body: idBody,
    data: z.object({ deleted: z.number().int() }),
  },
});
