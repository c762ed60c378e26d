import { z } from 'zod';
import type { ApprovalForm } from '../approval/index.ts';
import { defineEndpoints } from '../endpoint.ts';
import { itemCodeSchema, salaryMoneySchema, salaryMonthSchema } from './common.ts';

// Payroll runs (薪资核算, docs/product/salary.md, "Payroll runs"): one run per month and salary group,
// draft → calculated → reviewed → in approval → approved → paid → locked.

/** A run's status; 审批中 is stored while the approval engine decides. */
export const PayrollRunStatus = {
  DRAFT: 1,
  CALCULATED: 2,
  REVIEWED: 3,
  APPROVING: 4,
  APPROVED: 5,
  PAID: 6,
  LOCKED: 7,
} as const;
export type PayrollRunStatus = (typeof PayrollRunStatus)[keyof typeof PayrollRunStatus];
export const PAYROLL_RUN_STATUS_LABELS: Record<PayrollRunStatus, { 'zh-CN': string; en: string }> = {
  1: { 'zh-CN': '草稿', en: 'Draft' },
  2: { 'zh-CN': '已核算', en: 'Calculated' },
  3: { 'zh-CN': '已复核', en: 'Reviewed' },
  4: { 'zh-CN': '审批中', en: 'In approval' },
  5: { 'zh-CN': '已审批', en: 'Approved' },
  6: { 'zh-CN': '已发放', en: 'Paid' },
  7: { 'zh-CN': '已锁定', en: 'Locked' },
};
/** The approval type a run's approval starts (the company's template of this type). */
export const PAYROLL_APPROVAL_TYPE = 'payrollRun';
/**
 * The form a company's 薪资审批 template starts with, and which submitting a run fills: the keys of
 * the built-in 通用审批, so a copy of it serves as well. An admin may add optional fields.
 */
export const PAYROLL_APPROVAL_FORM: ApprovalForm = {
  fields: [
    { key: 'subject', kind: 'text', label: '申请事项', required: true, maxLength: 100 },
    { key: 'content', kind: 'textarea', label: '申请内容', required: true, maxLength: 2000 },
  ],
};
/** Statuses from which a run's figures feed the next months' income tax (累计预扣). */
export const PAYROLL_TAX_STATUSES: readonly number[] = [
  PayrollRunStatus.APPROVED,
  PayrollRunStatus.PAID,
  PayrollRunStatus.LOCKED,
];

export const PAYROLL_RUN_NAME_MAX = 50;
export const PAYROLL_PAGE_MAX = 500;
export const PAYROLL_INPUTS_MAX = 2000;

export const payrollTotalsSchema = z.object({
  gross: salaryMoneySchema,
  socialPersonal: salaryMoneySchema,
  fundPersonal: salaryMoneySchema,
  socialCompany: salaryMoneySchema,
  fundCompany: salaryMoneySchema,
  tax: salaryMoneySchema,
  net: salaryMoneySchema,
  /** The employer's cost: gross + the employer's contributions. */
  cost: salaryMoneySchema,
});
export type PayrollTotals = z.infer<typeof payrollTotalsSchema>;

export const payrollRunSchema = z.object({
  id: z.number().int(),
  month: salaryMonthSchema,
  groupId: z.number().int(),
  name: z.string(),
  employeeType: z.union([z.literal(1), z.literal(2)]),
  status: z.number().int(),
  statusLabel: z.string(),
  headcount: z.number().int(),
  totals: payrollTotalsSchema.nullable(),
  calculatedAt: z.string().nullable(),
  attendanceLocked: z.boolean(),
  /** HRO: the client company billed, the run's service fee (in all) and what to bill. */
  clientCompany: z.string().nullable(),
  serviceFee: salaryMoneySchema.nullable(),
  billTotal: salaryMoneySchema.nullable(),
  approvalInstanceId: z.number().int().nullable(),
  version: z.number().int(),
  /** What the caller may do now. */
  actions: z.array(z.enum(['calculate', 'review', 'submit', 'pay', 'lock', 'delete'])),
});
export type PayrollRun = z.infer<typeof payrollRunSchema>;

export const payrollRunsBodySchema = z.object({
  month: salaryMonthSchema,
  employeeType: z.union([z.literal(1), z.literal(2)]).optional(),
});
export const payrollRunsSchema = z.object({ list: z.array(payrollRunSchema) });

export const createPayrollRunBodySchema = z.object({
  month: salaryMonthSchema,
  groupId: z.number().int().positive(),
  name: z.string().trim().min(1).max(PAYROLL_RUN_NAME_MAX).optional(),
  /** HRO: service fee per head (服务费/人) billed to the client company; absent: the group's rule. */
  serviceFee: salaryMoneySchema.optional(),
});

export const runRefSchema = z.object({ runId: z.number().int().positive() });
export const runActionBodySchema = runRefSchema.extend({
  version: z.number().int().min(1),
  action: z.enum(['review', 'submit', 'pay', 'lock']),
});

/** One person's line of a run: the items' values and the system figures. */
export const payrollLineSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  jobNo: z.string().nullable(),
  values: z.record(z.string(), z.string()),
  gross: salaryMoneySchema,
  taxable: salaryMoneySchema,
  socialPersonal: salaryMoneySchema,
  fundPersonal: salaryMoneySchema,
  tax: salaryMoneySchema,
  net: salaryMoneySchema,
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  /** Codes (items and system figures) whose value differs from last month's line; null: no line then. */
  changed: z.array(z.string()).nullable(),
  /** Last month's net, for the diff column. */
  lastNet: salaryMoneySchema.nullable(),
});
export type PayrollLine = z.infer<typeof payrollLineSchema>;

export const payrollColumnSchema = z.object({
  code: z.string(),
  name: z.string(),
  source: z.string(),
  effect: z.string(),
});

export const payrollLinesBodySchema = runRefSchema.extend({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(999999).default(50),
  searchText: z.string().trim().max(50).optional(),
});
export const payrollLinesSchema = z.object({
  run: payrollRunSchema,
  columns: z.array(payrollColumnSchema),
  list: z.array(payrollLineSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

/** One step of the audit trail of a person's figures, said in the caller's language. */
export const auditStepSchema = z.object({
  code: z.string(),
  name: z.string(),
  value: z.string(),
  /** How it was got: "底薪 8000.00 × 15 ÷ 30 天", "公式 base + bonus", "考勤 旷工天数 1.00"… */
  how: z.string(),
});
export const payrollLineDetailSchema = z.object({
  line: payrollLineSchema,
  steps: z.array(auditStepSchema),
  /** The raw trail as stored (segments, attendance, contributions, tax), for export and support. */
  inputs: z.record(z.string(), z.unknown()),
});
export type PayrollLineDetail = z.infer<typeof payrollLineDetailSchema>;

export const lineRefSchema = runRefSchema.extend({ staffId: z.number().int().positive() });

export const payrollInputSchema = z.object({
  staffId: z.number().int().positive(),
  code: itemCodeSchema,
  /** null clears HR's entry. */
  value: salaryMoneySchema.nullable(),
});
export const saveInputsBodySchema = runRefSchema.extend({
  inputs: z.array(payrollInputSchema).min(1).max(PAYROLL_INPUTS_MAX),
});

export const payrollExportBodySchema = runRefSchema.extend({
  kind: z.enum(['sheet', 'bank', 'tax']),
});

/** `/salaryCtl`: payroll runs (HR; docs/product/salary.md, "Payroll runs"). */
export const payrollEndpoints = defineEndpoints('salaryPayroll', {
  selectRuns: {
    method: 'POST',
    path: '/salaryCtl/selectRuns',
    access: 'user',
    summary: 'The payroll runs of a month, one per salary group (HR)',
    body: payrollRunsBodySchema,
    data: payrollRunsSchema,
  },
  createRun: {
    method: 'POST',
    path: '/salaryCtl/createRun',
    access: 'user',
    summary: 'Creates the draft run of a month for a salary group (one per month and group)',
    body: createPayrollRunBodySchema,
    data: payrollRunSchema,
  },
  deleteRun: {
    method: 'POST',
    path: '/salaryCtl/deleteRun',
    access: 'user',
    summary: 'Deletes a run that is not yet reviewed',
    body: runRefSchema,
    data: runRefSchema,
  },
  calculate: {
    method: 'POST',
    path: '/salaryCtl/calculate',
    access: 'user',
    summary:
      'Calculates (or recalculates, up to 已复核) a run from archives, attendance, contributions and tax',
    body: runRefSchema,
    data: payrollRunSchema,
  },
  changeStatus: {
    method: 'POST',
    path: '/salaryCtl/changeStatus',
    access: 'user',
    summary: 'Review, submit for approval, mark paid or lock a run',
    body: runActionBodySchema,
    data: payrollRunSchema,
  },
  selectLines: {
    method: 'POST',
    path: '/salaryCtl/selectLines',
    access: 'user',
    summary: 'A run’s lines per person with the diff against last month',
    body: payrollLinesBodySchema,
    data: payrollLinesSchema,
  },
  lineDetail: {
    method: 'POST',
    path: '/salaryCtl/lineDetail',
    access: 'user',
    summary: 'A person’s line with the audit trail of every figure',
    body: lineRefSchema,
    data: payrollLineDetailSchema,
  },
  saveInputs: {
    method: 'POST',
    path: '/salaryCtl/saveInputs',
    access: 'user',
    summary: 'Sets HR’s entries of input items (kept across recalculation)',
    body: saveInputsBodySchema,
    data: z.object({ saved: z.number().int() }),
  },
  importInputs: {
    method: 'POST',
    path: '/salaryCtl/importInputs',
    access: 'user',
    summary: 'Imports input items from 录入项_….xlsx (工号 or 姓名, then one column per input item)',
    multipart: true,
    query: z.object({ runId: z.coerce.number().int().positive() }),
    data: z.object({ imported: z.number().int() }),
  },
  inputsTemplate: {
    method: 'POST',
    path: '/salaryCtl/inputsTemplate',
    access: 'user',
    summary: 'The input items’ import template of a run, one row per person',
    body: runRefSchema,
  },
  export: {
    method: 'POST',
    path: '/salaryCtl/export',
    access: 'user',
    summary: '工资表, the bank transfer file or the 个税扣缴申报表 (正常工资薪金所得) of a run',
    body: payrollExportBodySchema,
  },
});
