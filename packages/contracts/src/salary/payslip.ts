import { z } from 'zod';
import { pageSchemaOf } from '../company.ts';
import { defineEndpoints } from '../endpoint.ts';
import { employeeTypeSchema } from '../org.ts';
import { itemEffectSchema, salaryMonthSchema } from './common.ts';

export * from './payslip-card.ts';

// Payslips (工资条, docs/product/salary.md "Payslips"): HR publishes an approved run, every staff member
// reads their own after confirming their identity again, and confirms it or asks a question.

/** 已发布 (not opened yet), 已查看, 已确认 (确认无误), 有疑问. */
export const PayslipStatus = { PUBLISHED: 1, READ: 2, CONFIRMED: 3, QUESTIONED: 4 } as const;
export const payslipStatusSchema = z.union([
  z.literal(PayslipStatus.PUBLISHED),
  z.literal(PayslipStatus.READ),
  z.literal(PayslipStatus.CONFIRMED),
  z.literal(PayslipStatus.QUESTIONED),
]);
export type PayslipStatusValue = z.infer<typeof payslipStatusSchema>;

/** A confirmed identity opens the payslips for this long, for the session that confirmed it. */
export const PAYSLIP_IDENTITY_MINUTES = 15;
/** A staff member's question, and HR's answer, are at most this long. */
export const PAYSLIP_TEXT_MAX = 500;
/** The most payslips a staff member's list returns (ten years of months and a few bonus runs). */
export const PAYSLIP_LIST_MAX = 240;

/** One figure as the payslip shows it (the run's shown items at publish time). */
export const payslipFigureSchema = z.object({
  code: z.string(),
  name: z.string(),
  effect: z.union([itemEffectSchema, z.literal('system')]),
  value: z.string(),
});
export type PayslipFigure = z.infer<typeof payslipFigureSchema>;

const idBody = z.object({ id: z.number().int().positive() });
const runBody = z.object({ runId: z.number().int().positive() });

// ---- Staff: identity ----

export const payslipIdentitySchema = z.object({
  /** Until when the payslips are open (ISO time), or null: confirm the identity first. */
  verifiedUntil: z.string().nullable(),
  /** Where a code goes: the login's mobile or e-mail, masked ("138****0001"). */
  codeTarget: z.string(),
});
export type PayslipIdentity = z.infer<typeof payslipIdentitySchema>;

export const PAYSLIP_VERIFY_METHODS = ['password', 'code'] as const;
export const payslipVerifyBodySchema = z.object({
  method: z.enum(PAYSLIP_VERIFY_METHODS),
  /** The login password as the web sends it (its MD5), or the six-digit code. */
  secret: z.string().min(1).max(128),
});
export type PayslipVerifyBody = z.infer<typeof payslipVerifyBodySchema>;

// ---- Staff: payslips ----

export const myPayslipRowSchema = z.object({
  id: z.number().int(),
  month: salaryMonthSchema,
  runName: z.string(),
  compName: z.string(),
  status: payslipStatusSchema,
  net: z.string(),
  publishedAt: z.string(),
});
export type MyPayslipRow = z.infer<typeof myPayslipRowSchema>;

export const myPayslipsSchema = z.object({
  list: z.array(myPayslipRowSchema),
  verifiedUntil: z.string(),
});
export type MyPayslips = z.infer<typeof myPayslipsSchema>;

export const payslipDetailSchema = myPayslipRowSchema.extend({
  staffName: z.string(),
  gross: z.string(),
  figures: z.array(payslipFigureSchema),
  readAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  question: z.string().nullable(),
  questionedAt: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type PayslipDetail = z.infer<typeof payslipDetailSchema>;

export const payslipQuestionBodySchema = idBody.extend({
  text: z.string().trim().min(1).max(PAYSLIP_TEXT_MAX),
});

// ---- HR ----

export const payslipRunsBodySchema = z.object({
  employeeType: employeeTypeSchema.optional(),
  month: salaryMonthSchema.optional(),
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type PayslipRunsBody = z.input<typeof payslipRunsBodySchema>;

/** A published (or revoked) run with its payslips' counts. */
export const payslipRunSchema = z.object({
  runId: z.number().int(),
  month: salaryMonthSchema,
  runName: z.string(),
  employeeType: employeeTypeSchema,
  publishedAt: z.string(),
  publishedByName: z.string().nullable(),
  revoked: z.boolean(),
  total: z.number().int(),
  read: z.number().int(),
  confirmed: z.number().int(),
  questioned: z.number().int(),
});
export type PayslipRun = z.infer<typeof payslipRunSchema>;
export const payslipRunPageSchema = pageSchemaOf(payslipRunSchema);

export const payslipSlipsBodySchema = runBody.extend({
  status: payslipStatusSchema.optional(),
  /** Name or job number containing this. */
  search: z.string().trim().max(50).optional(),
  pageNum: z.number().int().min(1).max(100_000).default(1),
  /** Set lists may ask for 999999 (docs/product/salary.md, "Who uses it, where"); at most 500 rows come back. */
  pageSize: z.number().int().min(1).max(999_999).default(20),
});
export type PayslipSlipsBody = z.input<typeof payslipSlipsBodySchema>;
export const PAYSLIP_SLIPS_PAGE_MAX = 500;

/** One person's payslip of a run, as HR follows it. */
export const payslipSlipSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  jobNo: z.string().nullable(),
  deptName: z.string().nullable(),
  status: payslipStatusSchema,
  gross: z.string(),
  net: z.string(),
  revoked: z.boolean(),
  readAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  question: z.string().nullable(),
  questionedAt: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type PayslipSlip = z.infer<typeof payslipSlipSchema>;
export const payslipSlipPageSchema = pageSchemaOf(payslipSlipSchema);

export const payslipPublishedSchema = z.object({ runId: z.number().int(), count: z.number().int() });
export type PayslipPublished = z.infer<typeof payslipPublishedSchema>;

export const payslipAnswerBodySchema = idBody.extend({
  answer: z.string().trim().min(1).max(PAYSLIP_TEXT_MAX),
});

/** `/payslipCtl` (the staff member's own payslips) and `/salaryBillCtl` (HR's 工资条发放). */
export const payslipEndpoints = defineEndpoints('salaryPayslip', {
  identity: {
    method: 'POST',
    path: '/payslipCtl/identity',
    access: 'user',
    summary: 'Whether this session has confirmed its identity for payslips, and where a code would go',
    body: z.object({}),
    data: payslipIdentitySchema,
  },
  sendCode: {
    method: 'POST',
    path: '/payslipCtl/sendCode',
    access: 'user',
    summary: 'Sends a six-digit code to the login’s mobile or e-mail to open the payslips',
    body: z.object({}),
    data: payslipIdentitySchema,
  },
  verify: {
    method: 'POST',
    path: '/payslipCtl/verify',
    access: 'user',
    summary: 'Confirms the identity with the login password or a code: payslips open for 15 minutes',
    body: payslipVerifyBodySchema,
    data: payslipIdentitySchema,
  },
  mine: {
    method: 'POST',
    path: '/payslipCtl/selectMine',
    access: 'user',
    summary: 'The caller’s published payslips, newest month first (identity confirmed)',
    body: z.object({}),
    data: myPayslipsSchema,
  },
  detail: {
    method: 'POST',
    path: '/payslipCtl/detail',
    access: 'user',
    summary: 'One of the caller’s payslips with its figures; the first reading marks it read',
    body: idBody,
    data: payslipDetailSchema,
  },
  confirm: {
    method: 'POST',
    path: '/payslipCtl/confirm',
    access: 'user',
    summary: '确认无误: the staff member confirms their payslip',
    body: idBody,
    data: payslipDetailSchema,
  },
  question: {
    method: 'POST',
    path: '/payslipCtl/question',
    access: 'user',
    summary: '有疑问: a question about the payslip, sent to HR in the chat and the bell',
    body: payslipQuestionBodySchema,
    data: payslipDetailSchema,
  },
  runs: {
    method: 'POST',
    path: '/salaryBillCtl/selectRunPage',
    access: 'user',
    summary: 'Published runs with their read, confirmed and questioned counts (HR)',
    body: payslipRunsBodySchema,
    data: payslipRunPageSchema,
  },
  slips: {
    method: 'POST',
    path: '/salaryBillCtl/selectSlipPage',
    access: 'user',
    summary: 'The payslips of a published run, per person, with status, question and answer (HR)',
    body: payslipSlipsBodySchema,
    data: payslipSlipPageSchema,
  },
  publish: {
    method: 'POST',
    path: '/salaryBillCtl/publish',
    access: 'user',
    summary: 'Publishes an approved run’s payslips: snapshots, bell, chat card and e-mail (HR)',
    body: runBody,
    data: payslipPublishedSchema,
  },
  revoke: {
    method: 'POST',
    path: '/salaryBillCtl/revoke',
    access: 'user',
    summary: 'Withdraws a run’s payslips; publishing again makes new snapshots (HR)',
    body: runBody,
    data: payslipPublishedSchema,
  },
  remind: {
    method: 'POST',
    path: '/salaryBillCtl/remind',
    access: 'user',
    summary: 'Reminds everyone who has not confirmed a run’s payslip yet (HR)',
    body: runBody,
    data: payslipPublishedSchema,
  },
  answer: {
    method: 'POST',
    path: '/salaryBillCtl/answer',
    access: 'user',
    summary: 'Answers a staff member’s question about their payslip (HR)',
    body: payslipAnswerBodySchema,
    data: payslipSlipSchema,
  },
});
