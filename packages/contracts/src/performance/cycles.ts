import { z } from 'zod';
import type { ApprovalForm } from '../approval/index.ts';
import { pageSchemaOf } from '../company.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  competencyLevelSchema,
  cyclePeriodSchema,
  cycleStageSchema,
  indicatorKindSchema,
  reviewerRelationSchema,
  scoringRuleSchema,
  sectionKindSchema,
  sheetStatusSchema,
  weightSchema,
} from './common.ts';

// Performance's cycles part (docs/product/performance.md, "Cycles and stages", "Targets"): HR's
// cycles under `/plan/cycle`, everyone's sheets and their targets under `/targetCtl/sheet`.

export const CYCLE_NAME_MAX = 60;
/** At most this many departments, positions or named people in a cycle's scope. */
export const CYCLE_SCOPE_MAX = 500;
/** At most this many items in one section of a sheet. */
export const SHEET_SECTION_ITEMS_MAX = 30;
/** The approval type submitted targets start (the company's 绩效目标审批 template). */
export const PERF_TARGETS_APPROVAL_TYPE = 'perfTargets';
/** The form of the built-in 绩效目标审批 template, which submitting a sheet fills. */
export const PERF_TARGETS_APPROVAL_FORM: ApprovalForm = {
  fields: [
    { key: 'subject', kind: 'text', label: '申请事项', required: true, maxLength: 100 },
    { key: 'content', kind: 'textarea', label: '目标内容', required: true, maxLength: 2000 },
  ],
};
/** The web route of one sheet's targets, which reminders and the approval link to. */
export const targetSheetLink = (type: 'my' | 'team' | 'all', sheetId: number) =>
  `#/performance/targetsetting/${type}?sheet=${sheetId}`;

const idSchema = z.number().int().positive();
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'performance.cycle.dateFormat');
const idsSchema = z.array(idSchema).max(CYCLE_SCOPE_MAX).default([]);

export const cycleScopeSchema = z.object({
  departmentIds: idsSchema,
  positionIds: idsSchema,
  staffIds: idsSchema,
  excludeStaffIds: idsSchema,
  employeeTypes: z
    .array(z.union([z.literal(1), z.literal(2)]))
    .min(1)
    .max(2),
});
export type CycleScopeInput = z.infer<typeof cycleScopeSchema>;

export const cycleSaveSchema = z.object({
  id: idSchema.optional(),
  version: z.number().int().optional(),
  name: z.string().trim().min(1).max(CYCLE_NAME_MAX),
  period: cyclePeriodSchema,
  periodStart: dateSchema,
  periodEnd: dateSchema,
  templateId: idSchema,
  scope: cycleScopeSchema,
  schedule: z.partialRecord(cycleStageSchema, dateSchema).default({}),
});
export type CycleSave = z.infer<typeof cycleSaveSchema>;

export const cycleRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  period: cyclePeriodSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  scope: cycleScopeSchema,
  schedule: z.partialRecord(cycleStageSchema, z.string()),
  /** CYCLE_STATUS. */
  status: z.number().int(),
  stage: cycleStageSchema,
  /** The stage HR may open next, null when archived or a draft. */
  nextStage: cycleStageSchema.nullable(),
  sheetCount: z.number().int(),
  launchedAt: z.string().nullable(),
  version: z.number().int(),
});
export type CycleRow = z.infer<typeof cycleRowSchema>;

const cycleRefSchema = z.object({ id: idSchema });
const cycleVersionRefSchema = z.object({ id: idSchema, version: z.number().int() });

/** One reviewer level of a sheet with the names of its people. */
export const sheetReviewerSchema = z.object({
  relation: reviewerRelationSchema,
  weight: weightSchema,
  userIds: z.array(idSchema).max(20),
});
export const namedReviewerSchema = sheetReviewerSchema.extend({ names: z.array(z.string()) });

export const launchPreviewSchema = z.object({
  people: z.array(
    z.object({
      staffId: z.number().int(),
      staffName: z.string(),
      departmentName: z.string().nullable(),
      positionName: z.string().nullable(),
      reviewers: z.array(namedReviewerSchema),
    }),
  ),
  /** People with a reviewer level resolving to nobody. */
  warnings: z.array(
    z.object({ staffId: z.number().int(), staffName: z.string(), relation: reviewerRelationSchema }),
  ),
});
export type LaunchPreview = z.infer<typeof launchPreviewSchema>;

export const cycleProgressSchema = z.object({
  stage: cycleStageSchema,
  departments: z.array(
    z.object({
      departmentId: z.number().int().nullable(),
      departmentName: z.string(),
      total: z.number().int(),
      /** Sheets per SHEET_STATUS. */
      counts: z.record(z.string(), z.number().int()),
      done: z.number().int(),
    }),
  ),
  laggards: z.array(
    z.object({
      sheetId: z.number().int(),
      staffName: z.string(),
      departmentName: z.string().nullable(),
      status: sheetStatusSchema,
      /** Who has to act: the employee, or the approvers of the targets. */
      waitingFor: z.string(),
      lastUrgedAt: z.string().nullable(),
    }),
  ),
});
export type CycleProgress = z.infer<typeof cycleProgressSchema>;

export const sheetTypeSchema = z.enum(['my', 'team', 'all']);
export type SheetListType = z.infer<typeof sheetTypeSchema>;

export const targetSheetRowSchema = z.object({
  id: z.number().int(),
  cycleId: z.number().int(),
  cycleName: z.string(),
  stage: cycleStageSchema,
  staffName: z.string(),
  departmentName: z.string().nullable(),
  status: sheetStatusSchema,
  itemCount: z.number().int(),
  updatedAt: z.string(),
});
export type TargetSheetRow = z.infer<typeof targetSheetRowSchema>;

/** One target of a sheet as it is written (added or edited). */
export const sheetItemSaveSchema = z.object({
  sheetId: idSchema,
  id: idSchema.optional(),
  section: z.number().int().min(0).max(7),
  /** From the library: name, definition, unit, rule, key results and levels are copied from it. */
  indicatorId: idSchema.nullable().default(null),
  name: z.string().trim().min(1).max(100),
  definition: z.string().trim().max(1000).default(''),
  unit: z.string().trim().max(20).default(''),
  rule: scoringRuleSchema.default({ kind: 'manual' }),
  keyResults: z.array(z.string().trim().min(1).max(200)).max(10).default([]),
  levels: z.array(competencyLevelSchema).max(10).default([]),
  weight: weightSchema,
  targetText: z.string().trim().max(500).default(''),
});
export type SheetItemSave = z.infer<typeof sheetItemSaveSchema>;

export const sheetItemSchema = z.object({
  id: z.number().int(),
  section: z.number().int(),
  sectionKind: sectionKindSchema,
  indicatorId: z.number().int().nullable(),
  name: z.string(),
  definition: z.string(),
  unit: z.string(),
  rule: scoringRuleSchema,
  keyResults: z.array(z.string()),
  levels: z.array(competencyLevelSchema),
  weight: z.string(),
  targetText: z.string(),
  progress: z.number().int(),
});
export type SheetItem = z.infer<typeof sheetItemSchema>;

export const sheetEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  actorName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const targetSheetDetailSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  cycleId: z.number().int(),
  cycleName: z.string(),
  stage: cycleStageSchema,
  staffName: z.string(),
  departmentName: z.string().nullable(),
  status: sheetStatusSchema,
  role: z.enum(['owner', 'reviewer', 'hr']),
  targetApproval: z.boolean(),
  approvalInstanceId: z.number().int().nullable(),
  targetsApprovedAt: z.string().nullable(),
  reviewers: z.array(namedReviewerSchema),
  sections: z.array(
    z.object({
      index: z.number().int(),
      kind: sectionKindSchema,
      name: z.string(),
      weight: z.string(),
      /** Σ item weights, a decimal string; must be exactly 100 to submit. */
      itemWeightSum: z.string(),
      items: z.array(sheetItemSchema),
    }),
  ),
  /** What the caller may do now (the server checks again on every write). */
  can: z.object({ editItems: z.boolean(), submit: z.boolean(), checkin: z.boolean() }),
  events: z.array(sheetEventSchema),
  checkins: z.array(
    z.object({
      id: z.number().int(),
      itemId: z.number().int().nullable(),
      progress: z.number().int(),
      note: z.string(),
      actorName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type TargetSheetDetail = z.infer<typeof targetSheetDetailSchema>;

export const libraryIndicatorSchema = z.object({
  id: z.number().int(),
  kind: indicatorKindSchema,
  name: z.string(),
  definition: z.string(),
  unit: z.string(),
  rule: scoringRuleSchema,
});

const sheetRefSchema = z.object({ sheetId: idSchema });

export const cyclesEndpoints = defineEndpoints('performanceCycles', {
  cycleList: {
    method: 'POST',
    path: '/plan/cycle/list',
    access: 'user',
    summary: 'The cycles of the employee types HR manages, newest first',
    body: z.object({ status: z.number().int().min(1).max(3).optional() }),
    data: z.array(cycleRowSchema),
  },
  cycleTemplates: {
    method: 'POST',
    path: '/plan/cycle/templates',
    access: 'user',
    summary: 'Enabled templates a cycle may use (HR)',
    data: z.array(z.object({ id: z.number().int(), name: z.string(), targetApproval: z.boolean() })),
  },
  cycleSave: {
    method: 'POST',
    path: '/plan/cycle/save',
    access: 'user',
    summary: 'Creates or edits a draft cycle (HR)',
    body: cycleSaveSchema,
    data: cycleRowSchema,
  },
  cycleDelete: {
    method: 'POST',
    path: '/plan/cycle/delete',
    access: 'user',
    summary: 'Deletes a draft cycle (HR)',
    body: cycleRefSchema,
    data: cycleRefSchema,
  },
  cyclePreview: {
    method: 'POST',
    path: '/plan/cycle/preview',
    access: 'user',
    summary: 'Who a draft covers, each with the reviewers launch would resolve, and the warnings',
    body: cycleRefSchema,
    data: launchPreviewSchema,
  },
  cycleLaunch: {
    method: 'POST',
    path: '/plan/cycle/launch',
    access: 'user',
    summary: 'Launches a draft: copies the template, makes one sheet per person with reviewers',
    body: cycleVersionRefSchema,
    data: cycleRowSchema,
  },
  cycleOpenStage: {
    method: 'POST',
    path: '/plan/cycle/openStage',
    access: 'user',
    summary: 'Opens the next stage of a running cycle (HR)',
    body: cycleVersionRefSchema,
    data: cycleRowSchema,
  },
  cycleProgress: {
    method: 'POST',
    path: '/plan/cycle/progress',
    access: 'user',
    summary: "The current stage's completion per department and who has not finished it",
    body: cycleRefSchema,
    data: cycleProgressSchema,
  },
  cycleUrge: {
    method: 'POST',
    path: '/plan/cycle/urge',
    access: 'user',
    summary: 'Reminds laggards (bell and chat), at most once per person per hour',
    body: z.object({ id: idSchema, sheetIds: z.array(idSchema).max(2000).optional() }),
    data: z.object({ urged: z.number().int(), skipped: z.number().int() }),
  },
  sheetSetReviewers: {
    method: 'POST',
    path: '/plan/cycle/sheetReviewers',
    access: 'user',
    summary: "HR changes a sheet's reviewers before scoring starts",
    body: z.object({ sheetId: idSchema, reviewers: z.array(sheetReviewerSchema).min(1).max(6) }),
    data: sheetRefSchema,
  },
  sheetList: {
    method: 'POST',
    path: '/targetCtl/sheet/list',
    access: 'user',
    summary: "My sheets, my team's (as manager) or all (HR)",
    body: z.object({
      type: sheetTypeSchema,
      cycleId: idSchema.optional(),
      status: sheetStatusSchema.optional(),
      search: z.string().trim().max(50).optional(),
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    data: pageSchemaOf(targetSheetRowSchema),
  },
  sheetDetail: {
    method: 'POST',
    path: '/targetCtl/sheet/detail',
    access: 'user',
    summary: "A sheet's targets by section, reviewers, history and check-ins",
    body: sheetRefSchema,
    data: targetSheetDetailSchema,
  },
  sheetSaveItem: {
    method: 'POST',
    path: '/targetCtl/sheet/saveItem',
    access: 'user',
    summary: 'Adds or edits a target (owner or manager while setting; manager or HR after approval)',
    body: sheetItemSaveSchema,
    data: sheetItemSchema,
  },
  sheetRemoveItem: {
    method: 'POST',
    path: '/targetCtl/sheet/removeItem',
    access: 'user',
    summary: 'Removes a target while targets are being set',
    body: z.object({ sheetId: idSchema, id: idSchema }),
    data: sheetRefSchema,
  },
  sheetSubmit: {
    method: 'POST',
    path: '/targetCtl/sheet/submit',
    access: 'user',
    summary: 'Submits the targets: to approval, or straight to execution',
    body: z.object({ sheetId: idSchema, version: z.number().int() }),
    data: sheetRefSchema,
  },
  sheetCheckin: {
    method: 'POST',
    path: '/targetCtl/sheet/checkin',
    access: 'user',
    summary: "Records a target's progress during execution (owner)",
    body: z.object({
      sheetId: idSchema,
      itemId: idSchema,
      progress: z.number().int().min(0).max(100),
      note: z.string().trim().max(500).default(''),
    }),
    data: sheetRefSchema,
  },
  sheetIndicators: {
    method: 'POST',
    path: '/targetCtl/sheet/indicators',
    access: 'user',
    summary: "The library's enabled indicators to add as targets (read-only)",
    body: z.object({ kind: indicatorKindSchema.optional(), search: z.string().trim().max(50).optional() }),
    data: z.array(libraryIndicatorSchema),
  },
});
