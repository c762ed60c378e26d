import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { employeeTypeSchema } from '../org.ts';
import type { Label } from '../resources/fields.ts';
import { importResultSchema } from '../resources/resource.ts';
import { CLIENT_COMPANY_MAX } from '../staff-hr/employment.ts';
import {
  amountSchema,
  type ITEM_EFFECTS,
  type ITEM_SOURCES,
  itemCodeSchema,
  itemEffectSchema,
  itemSourceSchema,
  percentSchema,
  prorateRuleSchema,
  roundingRuleSchema,
  SYSTEM_ITEMS,
  type SystemItem,
} from './common.ts';

// Wage items, formulas, salary groups and salary archives (docs/product/salary.md, "Items, formulas
// and salary archives"). Money is a decimal string throughout.

export const SALARY_ITEMS_MAX = 200;
export const SALARY_GROUPS_MAX = 100;
export const ITEM_NAME_MAX = 20;
export const FORMULA_MAX = 500;
export const GROUP_NAME_MAX = 30;
export const ARCHIVE_NOTE_MAX = 200;
/** Salary archive imports: rows per file. */
export const WAGE_IMPORT_MAX_ROWS = 5000;

const id = z.number().int().positive();
const version = z.number().int().min(1);
const day = z.iso.date();

/** What each item source and effect is called (forms, tags). */
export const ITEM_SOURCE_LABELS: Record<(typeof ITEM_SOURCES)[number], Label> = {
  fixed: { 'zh-CN': '固定（薪资档案）', en: 'Fixed (archive)' },
  input: { 'zh-CN': '每月录入', en: 'Entered monthly' },
  formula: { 'zh-CN': '公式', en: 'Formula' },
  system: { 'zh-CN': '系统计算', en: 'System' },
};
export const ITEM_EFFECT_LABELS: Record<(typeof ITEM_EFFECTS)[number], Label> = {
  earning: { 'zh-CN': '税前收入', en: 'Pre-tax earning' },
  deduction: { 'zh-CN': '税前扣款', en: 'Pre-tax deduction' },
  afterTaxEarning: { 'zh-CN': '税后补发', en: 'After-tax addition' },
  afterTaxDeduction: { 'zh-CN': '税后扣款', en: 'After-tax deduction' },
  info: { 'zh-CN': '仅展示', en: 'Shown only' },
};
/** The system items' names before a company renames them. */
export const SYSTEM_ITEM_LABELS: Record<SystemItem, Label> = {
  gross: { 'zh-CN': '应发工资', en: 'Gross pay' },
  socialPersonal: { 'zh-CN': '社保个人部分', en: 'Social insurance, personal' },
  fundPersonal: { 'zh-CN': '公积金个人部分', en: 'Housing fund, personal' },
  // 应发 less tax-free pay: what the month adds to the cumulative income (本期收入), not 应纳税所得额.
  taxable: { 'zh-CN': '计税收入', en: 'Taxable pay' },
  tax: { 'zh-CN': '个人所得税', en: 'Income tax' },
  net: { 'zh-CN': '实发工资', en: 'Net pay' },
};
export const isSystemItem = (code: string): code is SystemItem =>
  (SYSTEM_ITEMS as readonly string[]).includes(code);

/** A wage item (工资项) of the company. System items are listed even before anyone edited them (`id` null). */
export const salaryItemSchema = z.object({
  id: z.number().int().nullable(),
  version: z.number().int(),
  code: z.string(),
  name: z.string(),
  source: itemSourceSchema,
  effect: itemEffectSchema,
  taxFree: z.boolean(),
  formula: z.string().nullable(),
  rounding: roundingRuleSchema,
  prorated: z.boolean(),
  showOnPayslip: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
  system: z.boolean(),
});
export type SalaryItem = z.infer<typeof salaryItemSchema>;

const itemName = z.string().trim().min(1).max(ITEM_NAME_MAX);
const formulaText = z.string().trim().max(FORMULA_MAX).nullish();

/** A new item, or changes to one (`id` and `version`); a system item is saved by its code. */
export const saveItemBodySchema = z.object({
  id: id.nullish(),
  version: version.nullish(),
  code: itemCodeSchema,
  name: itemName,
  source: itemSourceSchema,
  effect: itemEffectSchema,
  taxFree: z.boolean().default(false),
  formula: formulaText,
  rounding: roundingRuleSchema.default('cent'),
  prorated: z.boolean().default(false),
  showOnPayslip: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type SaveItemBody = z.input<typeof saveItemBodySchema>;

export const itemListSchema = z.object({ list: z.array(salaryItemSchema), canWrite: z.boolean() });
export type ItemList = z.infer<typeof itemListSchema>;

/** The live check of a formula while HR types it, against the saved items with this one changed. */
export const checkFormulaBodySchema = z.object({
  code: itemCodeSchema,
  name: itemName.optional(),
  effect: itemEffectSchema.default('earning'),
  formula: z.string().max(FORMULA_MAX),
});
export type CheckFormulaBody = z.input<typeof checkFormulaBodySchema>;
export const formulaCheckSchema = z.object({
  ok: z.boolean(),
  /** The problem in the caller's language. */
  message: z.string().nullable(),
  /** Every formula item's code in the order a run computes them. */
  order: z.array(z.string()),
});
export type FormulaCheck = z.infer<typeof formulaCheckSchema>;

/** HRO service fee (服务费): a fixed amount per head, or a percentage of gross pay. */
export const SERVICE_FEE_KINDS = ['perHead', 'percentOfGross'] as const;
export const serviceFeeKindSchema = z.enum(SERVICE_FEE_KINDS);
export const SERVICE_FEE_LABELS: Record<(typeof SERVICE_FEE_KINDS)[number], Label> = {
  perHead: { 'zh-CN': '按人头（元/人/月）', en: 'Per head (yuan a month)' },
  percentOfGross: { 'zh-CN': '按应发工资比例（%）', en: 'Percentage of gross pay' },
};

export const groupItemSchema = z.object({ code: itemCodeSchema, showOnPayslip: z.boolean().default(true) });

/** A salary group (薪资组). */
export const salaryGroupSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  employeeType: employeeTypeSchema,
  clientCompany: z.string().nullable(),
  prorate: prorateRuleSchema,
  overtimeBaseItems: z.array(z.string()),
  /** The chosen items in payslip order; system items are always there. */
  items: z.array(z.object({ code: z.string(), showOnPayslip: z.boolean() })),
  feeKind: serviceFeeKindSchema.nullable(),
  /** Yuan per head, or a percentage; null without a fee. */
  feeValue: z.string().nullable(),
  /** Staff whose salary archive names this group. */
  archives: z.number().int(),
});
export type SalaryGroup = z.infer<typeof salaryGroupSchema>;

export const saveGroupBodySchema = z.object({
  id: id.nullish(),
  version: version.nullish(),
  name: z.string().trim().min(1).max(GROUP_NAME_MAX),
  employeeType: employeeTypeSchema,
  clientCompany: z
    .string()
    .trim()
    .max(CLIENT_COMPANY_MAX)
    .nullish()
    .transform((v) => v || null),
  prorate: prorateRuleSchema.default('payDays'),
  overtimeBaseItems: z.array(itemCodeSchema).max(SALARY_ITEMS_MAX).default([]),
  items: z.array(groupItemSchema).max(SALARY_ITEMS_MAX),
  feeKind: serviceFeeKindSchema.nullish(),
  feeValue: z.union([amountSchema, percentSchema]).nullish(),
});
export type SaveGroupBody = z.input<typeof saveGroupBodySchema>;

export const groupListSchema = z.object({ list: z.array(salaryGroupSchema), canWrite: z.boolean() });

/** Why a salary changed (定薪/调薪/转正/其他). */
export const ARCHIVE_REASONS = ['set', 'raise', 'regularize', 'other'] as const;
export const archiveReasonSchema = z.enum(ARCHIVE_REASONS);
export type ArchiveReason = z.infer<typeof archiveReasonSchema>;
export const ARCHIVE_REASON_LABELS: Record<ArchiveReason, Label> = {
  set: { 'zh-CN': '定薪', en: 'Initial' },
  raise: { 'zh-CN': '调薪', en: 'Adjustment' },
  regularize: { 'zh-CN': '转正', en: 'Regularisation' },
  other: { 'zh-CN': '其他', en: 'Other' },
};

/** Fixed items' monthly amounts by code. */
const amounts = z
  .record(itemCodeSchema, amountSchema)
  .refine((r) => Object.keys(r).length <= SALARY_ITEMS_MAX);

/** One effective-dated version of a salary archive. */
export const archiveVersionSchema = z.object({
  id: z.number().int(),
  effectiveFrom: z.string(),
  amounts: z.record(z.string(), z.string()),
  /** The fixed amounts' sum. */
  total: z.string(),
  reason: archiveReasonSchema,
  note: z.string().nullable(),
  /** Who saved it (a name). */
  by: z.string().nullable(),
  createdAt: z.string(),
  /** Dated after today: waits, and may be cancelled. */
  pending: z.boolean(),
});
export type ArchiveVersion = z.infer<typeof archiveVersionSchema>;

/** A staff member's row in the salary archive list: their amounts in effect today, or none yet. */
export const archiveRowSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  jobNo: z.string().nullable(),
  mobile: z.string().nullable(),
  deptName: z.string().nullable(),
  employeeType: z.number().int(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  current: archiveVersionSchema.nullable(),
  /** The next change waiting, if any. */
  pending: archiveVersionSchema.nullable(),
  /** What HR should do next: "set" (定薪) for staff without an archive. */
  nextAction: z.enum(['set']).nullable(),
});
export type ArchiveRow = z.infer<typeof archiveRowSchema>;

const archiveFilterShape = {
  keyword: z.string().trim().max(50).optional(),
  groupId: id.optional(),
  employeeType: employeeTypeSchema.optional(),
  /** `none`: staff without a salary archive (待定薪). */
  state: z.enum(['all', 'none', 'set']).default('all'),
};
export const archiveFilterSchema = z.object(archiveFilterShape);
export const archivePageBodySchema = z.object({
  ...archiveFilterShape,
  pageNum: z.number().int().min(1).max(100_000).default(1),
  // Set lists are fetched with 999999 (docs/product/salary.md, "Who uses it, where"); a page holds at most 500.
  pageSize: z.number().int().min(1).max(999_999).default(20),
});
export type ArchivePageBody = z.input<typeof archivePageBodySchema>;
export const archivePageSchema = z.object({
  list: z.array(archiveRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** The fixed items, the list's amount columns. */
  items: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Current staff in scope without a salary archive. */
  withoutArchive: z.number().int(),
});
export type ArchivePage = z.infer<typeof archivePageSchema>;

export const archiveHistoryQuerySchema = z.object({ staffId: z.coerce.number().int().positive() });
export const archiveHistorySchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  groupId: z.number().int().nullable(),
  versions: z.array(archiveVersionSchema),
});
export type ArchiveHistory = z.infer<typeof archiveHistorySchema>;

/** Sets a staff member's group and a new version of their amounts from a day (past, today or future). */
export const saveArchiveBodySchema = z.object({
  staffId: id,
  groupId: id,
  effectiveFrom: day,
  amounts,
  reason: archiveReasonSchema,
  note: z
    .string()
    .trim()
    .max(ARCHIVE_NOTE_MAX)
    .nullish()
    .transform((v) => v || null),
});
export type SaveArchiveBody = z.input<typeof saveArchiveBodySchema>;

const idBody = z.object({ id });

const S = '/salarySetCtl';
const A = '/salaryArchivesCtl';

/** `/salarySetCtl` (items and groups) and `/salaryArchivesCtl` (salary archives): HR only. */
export const wageEndpoints = defineEndpoints('salaryWage', {
  items: {
    method: 'GET',
    path: `${S}/items`,
    access: 'user',
    summary: 'HR: the company’s wage items in order, the six system items included',
    data: itemListSchema,
  },
  saveItem: {
    method: 'POST',
    path: `${S}/saveItem`,
    access: 'user',
    summary:
      'HR: adds or changes a wage item; a formula is checked against every item and variable (names, syntax, cycles)',
    body: saveItemBodySchema,
    data: salaryItemSchema,
  },
  deleteItem: {
    method: 'POST',
    path: `${S}/deleteItem`,
    access: 'user',
    summary: 'HR: removes a wage item nothing uses (a formula, a group or an archive); system items stay',
    body: idBody,
    data: z.object({ deleted: z.number().int() }),
  },
  checkFormula: {
    method: 'POST',
    path: `${S}/checkFormula`,
    access: 'user',
    summary:
      'HR: checks a formula as if saved on an item (writes nothing): the problem in words, or the order',
    body: checkFormulaBodySchema,
    data: formulaCheckSchema,
  },
  groups: {
    method: 'GET',
    path: `${S}/groups`,
    access: 'user',
    summary: 'HR: the salary groups of the employee types the caller manages',
    data: groupListSchema,
  },
  saveGroup: {
    method: 'POST',
    path: `${S}/saveGroup`,
    access: 'user',
    summary: 'HR: adds or changes a salary group (items in order, pro-rating rule, overtime base, HRO fee)',
    body: saveGroupBodySchema,
    data: salaryGroupSchema,
  },
  deleteGroup: {
    method: 'POST',
    path: `${S}/deleteGroup`,
    access: 'user',
    summary: 'HR: removes a salary group no archive names',
    body: idBody,
    data: z.object({ deleted: z.number().int() }),
  },
  archivePage: {
    method: 'POST',
    path: `${A}/selectPage`,
    access: 'user',
    summary: 'HR: current staff with their salary in effect today, the next change, or 定薪 when none',
    body: archivePageBodySchema,
    data: archivePageSchema,
  },
  archiveHistory: {
    method: 'GET',
    path: `${A}/history`,
    access: 'user',
    summary: 'HR: a staff member’s salary archive versions, newest first',
    query: archiveHistoryQuerySchema,
    data: archiveHistorySchema,
  },
  saveArchive: {
    method: 'POST',
    path: `${A}/save`,
    access: 'user',
    summary:
      'HR: sets a staff member’s salary group and amounts from a day (定薪, 调薪, 转正); a future day waits',
    body: saveArchiveBodySchema,
    data: archiveHistorySchema,
  },
  cancelVersion: {
    method: 'POST',
    path: `${A}/cancelVersion`,
    access: 'user',
    summary: 'HR: cancels a salary change not yet in effect',
    body: idBody,
    data: archiveHistorySchema,
  },
  exportArchives: {
    method: 'POST',
    path: `${A}/export`,
    access: 'user',
    summary: 'HR: the filtered list as 薪资档案_YYYYMMDDhhmmss.xlsx, one column per fixed item',
    body: archiveFilterSchema,
  },
  importArchives: {
    method: 'POST',
    path: `${A}/import`,
    access: 'user',
    summary:
      'HR: amounts by job no. or mobile from the template (.xlsx, at most 5,000 rows); all rows or none (400 with data.errors)',
    multipart: true,
    data: importResultSchema,
  },
  importTemplate: {
    method: 'GET',
    path: `${A}/importTemplate`,
    access: 'user',
    summary: 'HR: the salary archive import template 薪资档案导入模板.xlsx, one column per fixed item',
  },
});
