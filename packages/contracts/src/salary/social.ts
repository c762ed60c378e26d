import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { importResultSchema } from '../resources/resource.ts';
import {
  amountSchema,
  contributionItemSchema,
  contributionKindSchema,
  percentSchema,
  roundingRuleSchema,
  salaryMoneySchema,
  salaryMonthSchema,
} from './common.ts';

// Social insurance and housing fund (社保、公积金; docs/product/salary.md, "Social insurance and
// housing fund"): schemes per city with effective-dated versions, staff enrolments (参保档案) and the
// monthly lists (明细). One family of endpoints for both kinds: every body names its `kind`.

const P = '/socialInsuranceCtl';
const id = z.number().int().positive();
const version = z.number().int().min(0);
const list = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row) });
const employeeType = z.union([z.literal(1), z.literal(2)]);

/** Bounds: items per version, versions kept per scheme, rows a set list answers at most. */
export const SCHEME_MAX_ITEMS = 8;
export const CONTRIBUTION_LIST_MAX = 2000;

/** One insurance of a scheme version: both rates, optional fixed amounts (大病 3 yuan), its rounding. */
export const itemRuleSchema = z.object({
  item: contributionItemSchema,
  companyRate: percentSchema,
  personalRate: percentSchema,
  companyFixed: amountSchema,
  personalFixed: amountSchema,
  rounding: roundingRuleSchema,
});
export type ItemRule = z.infer<typeof itemRuleSchema>;

/** What a scheme charges from a month on: the base floor and ceiling and the items. */
export const schemeVersionInputSchema = z.object({
  effectiveFrom: salaryMonthSchema,
  baseMin: amountSchema,
  baseMax: amountSchema,
  items: z.array(itemRuleSchema).min(1).max(SCHEME_MAX_ITEMS),
});
export type SchemeVersionInput = z.infer<typeof schemeVersionInputSchema>;
export const schemeVersionSchema = schemeVersionInputSchema.extend({ id });
export type SchemeVersion = z.infer<typeof schemeVersionSchema>;

export const schemeSchema = z.object({
  id,
  kind: contributionKindSchema,
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  version: z.number().int(),
  /** Newest first. */
  versions: z.array(schemeVersionSchema),
  /** Enrolments naming the scheme. */
  enrolled: z.number().int(),
});
export type ContributionScheme = z.infer<typeof schemeSchema>;

export const schemeSaveSchema = z.object({
  /** Absent: a new scheme. */
  id: id.optional(),
  version: version.optional(),
  kind: contributionKindSchema,
  name: z.string().trim().min(1).max(40),
  cityCode: z.string().trim().max(20),
  cityName: z.string().trim().max(30),
  /** Saved as the version from its month (replacing one of the same month). */
  rules: schemeVersionInputSchema,
});
export type SchemeSave = z.infer<typeof schemeSaveSchema>;

/** A city of the platform's dictionary (社保参数 / 公积金参数) with its figures as a version. */
export const platformCitySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  rules: schemeVersionInputSchema.omit({ effectiveFrom: true }),
});
export type PlatformCity = z.infer<typeof platformCitySchema>;

export const ENROLMENT_STATUSES = ['open', 'stopped'] as const;
export const enrolmentStatusSchema = z.enum(ENROLMENT_STATUSES);

export const enrolmentSchema = z.object({
  id,
  kind: contributionKindSchema,
  staffId: id,
  staffName: z.string(),
  jobNo: z.string().nullable(),
  mobile: z.string().nullable(),
  employeeType: z.number().int(),
  schemeId: id,
  schemeName: z.string(),
  /** The base HR entered. */
  base: z.string(),
  /** The base contributions use this month: clamped into the version in force. */
  effectiveBase: z.string().nullable(),
  clamped: z.enum(['floor', 'ceiling']).nullable(),
  startMonth: z.string(),
  /** The first month no longer paid (停缴月份); null while open. */
  stopMonth: z.string().nullable(),
  accountNo: z.string(),
  status: enrolmentStatusSchema,
  version: z.number().int(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const enrolmentSaveSchema = z.object({
  id: id.optional(),
  version: version.optional(),
  kind: contributionKindSchema,
  staffId: id,
  schemeId: id,
  base: amountSchema,
  startMonth: salaryMonthSchema,
  stopMonth: salaryMonthSchema.nullable(),
  accountNo: z.string().trim().max(40),
});
export type EnrolmentSave = z.infer<typeof enrolmentSaveSchema>;

export const enrolmentFilterSchema = z.object({
  kind: contributionKindSchema,
  employeeType: employeeType.optional(),
  search: z.string().trim().max(50).optional(),
  status: enrolmentStatusSchema.optional(),
});
export const enrolmentPageSchema = enrolmentFilterSchema.extend({
  pageNum: z.number().int().min(1).default(1),
  // Set lists ask for 999999 (docs/product/salary.md, "Set lists"); the server answers at most
  // CONTRIBUTION_LIST_MAX.
  pageSize: z.number().int().min(1).max(999999).default(20),
});

/** One line of a month: a person's insurance (regular), a back-payment (补缴) or an adjustment (调整). */
export const LINE_TYPES = ['regular', 'backPay', 'adjustment'] as const;
export const lineTypeSchema = z.enum(LINE_TYPES);
export const monthLineSchema = z.object({
  /** null: computed from an enrolment, the month not generated yet. */
  id: id.nullable(),
  type: lineTypeSchema,
  item: contributionItemSchema,
  forMonth: z.string(),
  base: z.string(),
  companyRate: z.string(),
  personalRate: z.string(),
  company: z.string(),
  personal: z.string(),
  reason: z.string().nullable(),
});
export type MonthLine = z.infer<typeof monthLineSchema>;

export const monthPersonSchema = z.object({
  staffId: id,
  staffName: z.string(),
  jobNo: z.string().nullable(),
  idNumber: z.string().nullable(),
  base: z.string().nullable(),
  company: z.string(),
  personal: z.string(),
  lines: z.array(monthLineSchema),
});
export type MonthPerson = z.infer<typeof monthPersonSchema>;

export const itemTotalSchema = z.object({
  item: contributionItemSchema,
  company: z.string(),
  personal: z.string(),
});
export const monthChangeSchema = z.object({
  staffId: id,
  staffName: z.string(),
  jobNo: z.string().nullable(),
  schemeName: z.string(),
  base: z.string(),
});

export const MONTH_STATUSES = ['none', 'draft', 'confirmed'] as const;
export const monthViewSchema = z.object({
  kind: contributionKindSchema,
  month: z.string(),
  /** none: not generated yet (the people show what their enrolments would give). */
  status: z.enum(MONTH_STATUSES),
  version: z.number().int(),
  people: z.array(monthPersonSchema),
  totals: z.array(itemTotalSchema),
  company: z.string(),
  personal: z.string(),
  /** 增员 (enrolments starting this month) and 减员 (stopping this month). */
  joiners: z.array(monthChangeSchema),
  leavers: z.array(monthChangeSchema),
});
export type MonthView = z.infer<typeof monthViewSchema>;

const monthKey = z.object({ kind: contributionKindSchema, month: salaryMonthSchema });
const monthView = monthKey.extend({ employeeType: employeeType.optional() });

export const salarySocialEndpoints = defineEndpoints('salarySocial', {
  platformCities: {
    method: 'POST',
    path: `${P}/platformCities`,
    access: 'user',
    summary:
      'The cities of the platform’s social-insurance or housing-fund parameters, as scheme figures (HR)',
    body: z.object({ kind: contributionKindSchema }),
    data: list(platformCitySchema),
  },
  schemeList: {
    method: 'POST',
    path: `${P}/scheme/list`,
    access: 'user',
    summary: 'The company’s schemes of a kind with their versions, newest first (HR)',
    body: z.object({ kind: contributionKindSchema }),
    data: list(schemeSchema),
  },
  schemeSave: {
    method: 'POST',
    path: `${P}/scheme/save`,
    access: 'user',
    summary:
      'Create a scheme or rename it, saving its rules as the version of their month (stale version: 409)',
    body: schemeSaveSchema,
    data: schemeSchema,
  },
  schemeFromPlatform: {
    method: 'POST',
    path: `${P}/scheme/fromPlatform`,
    access: 'user',
    summary: 'Create a scheme from a city of the platform’s parameters (从平台参数创建)',
    body: z.object({
      kind: contributionKindSchema,
      cityCode: z.string().trim().min(1).max(20),
      effectiveFrom: salaryMonthSchema,
    }),
    data: schemeSchema,
  },
  schemeDelete: {
    method: 'POST',
    path: `${P}/scheme/delete`,
    access: 'user',
    summary: 'Remove a scheme no enrolment names',
    body: z.object({ id }),
    data: z.object({ deleted: z.number().int() }),
  },
  enrolmentList: {
    method: 'POST',
    path: `${P}/enrolment/list`,
    access: 'user',
    summary: 'Enrolments (参保档案) of a kind among the staff the caller manages, paged',
    body: enrolmentPageSchema,
    data: z.object({
      list: z.array(enrolmentSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  enrolmentSave: {
    method: 'POST',
    path: `${P}/enrolment/save`,
    access: 'user',
    summary: 'Enrol a staff member, or change an enrolment (one open enrolment per person and kind)',
    body: enrolmentSaveSchema,
    data: enrolmentSchema,
  },
  enrolmentDelete: {
    method: 'POST',
    path: `${P}/enrolment/delete`,
    access: 'user',
    summary: 'Remove enrolments entered by mistake',
    body: z.object({ kind: contributionKindSchema, ids: z.array(id).min(1).max(100) }),
    data: z.object({ deleted: z.number().int() }),
  },
  enrolmentExport: {
    method: 'POST',
    path: `${P}/enrolment/export`,
    access: 'user',
    summary: 'The enrolments as 参保档案_YYYYMMDDhhmmss.xlsx (also the import’s layout)',
    body: enrolmentFilterSchema,
  },
  enrolmentTemplate: {
    method: 'GET',
    path: `${P}/enrolment/template`,
    access: 'user',
    summary: 'The import template of enrolments with an example row and instructions',
    query: z.object({ kind: contributionKindSchema }),
  },
  enrolmentImport: {
    method: 'POST',
    path: `${P}/enrolment/import`,
    access: 'user',
    summary: 'Enrol staff from a sheet (工号 or 手机号, 方案, 基数, 起缴月份…); all rows or none',
    // Optional so that the sheet is checked before anything else; the handler refuses a missing kind.
    query: z.object({ kind: contributionKindSchema.optional() }),
    multipart: true,
    data: importResultSchema,
  },
  month: {
    method: 'POST',
    path: `${P}/month/view`,
    access: 'user',
    summary:
      'A month’s list: people, lines, totals per item, 增员/减员 (not generated: what enrolments give)',
    body: monthView,
    data: monthViewSchema,
  },
  monthGenerate: {
    method: 'POST',
    path: `${P}/month/generate`,
    access: 'user',
    summary: 'Generate (or regenerate) the month’s regular lines from the enrolments; refused once confirmed',
    body: monthKey,
    data: monthViewSchema,
  },
  monthBackPay: {
    method: 'POST',
    path: `${P}/month/backPay`,
    access: 'user',
    summary: 'Book a back-payment (补缴) for an earlier month, by the scheme version of that month',
    body: monthKey.extend({ staffId: id, forMonth: salaryMonthSchema, reason: z.string().trim().max(100) }),
    data: monthViewSchema,
  },
  monthAdjust: {
    method: 'POST',
    path: `${P}/month/adjust`,
    access: 'user',
    summary: 'Book an adjustment (调整): signed company and personal amounts of one item with a reason',
    body: monthKey.extend({
      staffId: id,
      item: contributionItemSchema,
      company: salaryMoneySchema,
      personal: salaryMoneySchema,
      reason: z.string().trim().min(1).max(100),
    }),
    data: monthViewSchema,
  },
  monthLineDelete: {
    method: 'POST',
    path: `${P}/month/lineDelete`,
    access: 'user',
    summary: 'Remove a back-payment or adjustment line of an unconfirmed month',
    body: monthKey.extend({ lineId: id }),
    data: monthViewSchema,
  },
  monthConfirm: {
    method: 'POST',
    path: `${P}/month/confirm`,
    access: 'user',
    summary: 'Confirm (lock) a generated month, or reopen it (`reopen: true`)',
    body: monthKey.extend({ reopen: z.boolean().default(false), version }),
    data: monthViewSchema,
  },
  monthExport: {
    method: 'POST',
    path: `${P}/month/export`,
    access: 'user',
    summary:
      'The month as 社保明细_YYYYMM_YYYYMMDDhhmmss.xlsx: one row per person, each item’s company and personal',
    body: monthView,
  },
});
