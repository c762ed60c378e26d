import { z } from 'zod';
import { approvalForm, formValues } from '../approval/form.ts';
import { defineEndpoints } from '../endpoint.ts';
import type { Label } from '../resources/fields.ts';

// 工作日志 (Work reports, docs/product/oa-diary.md): templates (日报/周报/月报 and the company's own),
// writing and submitting to chosen reviewers, reviewing with read marks, comments and likes, and
// the OA administrators' reminder rules with who is missing and submission rates.

export const DIARY_TEMPLATE_NAME_MAX = 30;
export const DIARY_REVIEWERS_MAX = 20;
export const DIARY_COMMENT_MAX = 500;
export const DIARY_RULE_NAME_MAX = 30;
export const DIARY_RULE_TARGETS_MAX = 200;
/** Periods one statistics request may span (e.g. 92 days of daily reports). */
export const DIARY_STATS_PERIODS_MAX = 100;

/** What a template reports on: a day, an ISO week (Monday to Sunday) or a calendar month, in China time. */
export const DIARY_PERIODS = ['day', 'week', 'month'] as const;
export const diaryPeriodSchema = z.enum(DIARY_PERIODS);
export type DiaryPeriod = z.infer<typeof diaryPeriodSchema>;
export const DIARY_PERIOD_LABELS: Record<DiaryPeriod, Label> = {
  day: { 'zh-CN': '日报', en: 'Daily' },
  week: { 'zh-CN': '周报', en: 'Weekly' },
  month: { 'zh-CN': '月报', en: 'Monthly' },
};

/** A period's key: `2026-11-26`, `2026-W48` (ISO week), `2026-11`. */
export const diaryPeriodKeySchema = z
  .string()
  .regex(/^\d{4}-(\d{2}-\d{2}|W\d{2}|\d{2})$/, 'diary.periodKeyFormat');

const PERIOD_KEY_PATTERNS: Record<DiaryPeriod, RegExp> = {
  day: /^\d{4}-\d{2}-\d{2}$/,
  week: /^\d{4}-W\d{2}$/,
  month: /^\d{4}-\d{2}$/,
};
/** Whether `key` has the shape of a period of this kind (the server also checks it is a real one). */
export const periodKeyFits = (period: DiaryPeriod, key: string) => PERIOD_KEY_PATTERNS[period].test(key);

/** 1 启用, 2 停用. */
export const DIARY_STATUS = { enabled: 1, disabled: 2 } as const;
const enabledSchema = z.union([z.literal(1), z.literal(2)]);

const id = z.number().int().positive();
const idBody = z.object({ id });
const page = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
const ids = (max: number) => z.array(id).max(max);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'diary.rule.timeFormat');

export const diaryTemplateSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  period: diaryPeriodSchema,
  form: approvalForm,
  /** `daily`/`weekly`/`monthly` for the three every company starts with, else null. */
  builtin: z.string().nullable(),
  status: enabledSchema,
});
export type DiaryTemplate = z.infer<typeof diaryTemplateSchema>;

export const saveDiaryTemplateBodySchema = z.object({
  id: id.nullish(),
  version: z.number().int().min(1).nullish(),
  name: z.string().trim().min(1).max(DIARY_TEMPLATE_NAME_MAX),
  period: diaryPeriodSchema,
  form: approvalForm,
});
export type SaveDiaryTemplateBody = z.input<typeof saveDiaryTemplateBodySchema>;
export type SaveDiaryTemplateValues = z.output<typeof saveDiaryTemplateBodySchema>;

export const diaryPersonSchema = z.object({ userId: z.number().int(), name: z.string() });
export type DiaryPerson = z.infer<typeof diaryPersonSchema>;

export const DIARY_REPORT_STATUSES = ['draft', 'submitted'] as const;
export const diaryReportStatusSchema = z.enum(DIARY_REPORT_STATUSES);
export type DiaryReportStatus = z.infer<typeof diaryReportStatusSchema>;

/** A report in a list: the author's own, or one sent to the reader. */
export const diaryReportRowSchema = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  templateName: z.string(),
  period: diaryPeriodSchema,
  periodKey: z.string(),
  author: diaryPersonSchema,
  deptName: z.string().nullable(),
  status: diaryReportStatusSchema,
  /** ISO instant of submission, null for a draft. */
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  reviewers: z.number().int(),
  reads: z.number().int(),
  comments: z.number().int(),
  likes: z.number().int(),
  /** For a reviewer: they have not opened it yet. */
  unread: z.boolean(),
  /** The first filled text, for the list's preview line. */
  summary: z.string(),
});
export type DiaryReportRow = z.infer<typeof diaryReportRowSchema>;

export const diaryCommentSchema = z.object({
  id: z.number().int(),
  author: diaryPersonSchema,
  content: z.string(),
  createdAt: z.string(),
});
export type DiaryComment = z.infer<typeof diaryCommentSchema>;

export const diaryReportSchema = diaryReportRowSchema.extend({
  form: approvalForm,
  values: formValues,
  reviewerList: z.array(diaryPersonSchema.extend({ readAt: z.string().nullable() })),
  commentList: z.array(diaryCommentSchema),
  likedBy: z.array(diaryPersonSchema),
  likedByMe: z.boolean(),
  /** The author may still change or withdraw it: a draft, or submitted and unread by everyone. */
  editable: z.boolean(),
});
export type DiaryReport = z.infer<typeof diaryReportSchema>;

export const saveDiaryReportBodySchema = z.object({
  id: id.nullish(),
  templateId: id,
  periodKey: diaryPeriodKeySchema,
  values: formValues,
  reviewerUserIds: ids(DIARY_REVIEWERS_MAX),
  /** false keeps it a draft (no reviewer needed), true submits it. */
  submit: z.boolean(),
});
export type SaveDiaryReportBody = z.input<typeof saveDiaryReportBodySchema>;
export type SaveDiaryReportValues = z.output<typeof saveDiaryReportBodySchema>;

export const myDiaryFilterSchema = z.object({
  ...page,
  templateId: id.nullish(),
  status: diaryReportStatusSchema.nullish(),
});

const day = z.iso.date('diary.dateFormat');
export const receivedDiaryFilterSchema = z.object({
  ...page,
  authorUserId: id.nullish(),
  deptId: id.nullish(),
  templateId: id.nullish(),
  /** Submitted on or after / on or before these China days. */
  from: day.nullish(),
  to: day.nullish(),
  unreadOnly: z.boolean().default(false),
});
export type ReceivedDiaryFilter = z.input<typeof receivedDiaryFilterSchema>;

const reportPage = z.object({ list: z.array(diaryReportRowSchema), total: z.number().int() });

/** A reminder rule's due: daily on workdays at a time, weekly on a weekday, monthly on a day. */
export const diaryRuleSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  period: diaryPeriodSchema,
  deptIds: z.array(z.number().int()),
  userIds: z.array(z.number().int()),
  targets: z.string(),
  /** Weekly: 1 Monday … 7 Sunday. */
  dueWeekday: z.number().int().nullable(),
  /** Monthly: 1–31; a shorter month's last day stands for the days it lacks. */
  dueDay: z.number().int().nullable(),
  dueTime: z.string(),
  remindMinutes: z.number().int(),
  status: enabledSchema,
});
export type DiaryRule = z.infer<typeof diaryRuleSchema>;

export const saveDiaryRuleBodySchema = z.object({
  id: id.nullish(),
  version: z.number().int().min(1).nullish(),
  name: z.string().trim().min(1).max(DIARY_RULE_NAME_MAX),
  templateId: id,
  deptIds: ids(DIARY_RULE_TARGETS_MAX),
  userIds: ids(DIARY_RULE_TARGETS_MAX),
  dueWeekday: z.number().int().min(1).max(7).nullish(),
  dueDay: z.number().int().min(1).max(31).nullish(),
  dueTime: time,
  /** Minutes before the due time the reminder goes out (0 at the due time, at most a day). */
  remindMinutes: z.number().int().min(0).max(1440),
});
export type SaveDiaryRuleBody = z.input<typeof saveDiaryRuleBodySchema>;
export type SaveDiaryRuleValues = z.output<typeof saveDiaryRuleBodySchema>;

export const DIARY_SUBMISSION_STATES = ['onTime', 'late', 'missing', 'pending'] as const;
export type DiarySubmissionState = (typeof DIARY_SUBMISSION_STATES)[number];
export const DIARY_SUBMISSION_LABELS: Record<DiarySubmissionState, Label> = {
  onTime: { 'zh-CN': '按时提交', en: 'On time' },
  late: { 'zh-CN': '迟交', en: 'Late' },
  missing: { 'zh-CN': '未提交', en: 'Missing' },
  pending: { 'zh-CN': '未到截止', en: 'Not due yet' },
};

export const diaryMissingSchema = z.object({
  /** The period's due instant (ISO), null when the period has no due (no workday in it). */
  dueAt: z.string().nullable(),
  people: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      deptName: z.string().nullable(),
      state: z.enum(DIARY_SUBMISSION_STATES),
      submittedAt: z.string().nullable(),
    }),
  ),
});
export type DiaryMissing = z.infer<typeof diaryMissingSchema>;

export const diaryStatsBodySchema = z.object({ ruleId: id, from: day, to: day });
export type DiaryStatsBody = z.input<typeof diaryStatsBodySchema>;

const counts = {
  expected: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  missing: z.number().int(),
  /** (on time + late) / expected as a percentage with one decimal, "92.5"; null when nothing was due. */
  rate: z.string().nullable(),
};
export const diaryStatsSchema = z.object({
  periods: z.array(z.string()),
  departments: z.array(
    z.object({ deptId: z.number().int().nullable(), deptName: z.string().nullable(), ...counts }),
  ),
  people: z.array(
    z.object({ userId: z.number().int(), name: z.string(), deptName: z.string().nullable(), ...counts }),
  ),
  total: z.object(counts),
});
export type DiaryStats = z.infer<typeof diaryStatsSchema>;

const ok = z.object({ ok: z.literal(true) });
const C = '/cDiary';

/** 工作日志 (Work reports, docs/product/oa-diary.md). */
export const diaryEndpoints = defineEndpoints('diary', {
  templates: {
    method: 'POST',
    path: `${C}/templates`,
    access: 'user',
    summary: 'Templates: enabled ones for writing; with all, every one (OA administrators)',
    body: z.object({ all: z.boolean().default(false) }),
    data: z.object({ list: z.array(diaryTemplateSchema) }),
  },
  saveTemplate: {
    method: 'POST',
    path: `${C}/saveTemplate`,
    access: 'user',
    summary: 'OA administrators: add or change a template (name, period, form)',
    body: saveDiaryTemplateBodySchema,
    data: diaryTemplateSchema,
  },
  setTemplateStatus: {
    method: 'POST',
    path: `${C}/setTemplateStatus`,
    access: 'user',
    summary: 'OA administrators: enable or disable a template',
    body: z.object({ id, status: enabledSchema }),
    data: ok,
  },
  myReports: {
    method: 'POST',
    path: `${C}/myReports`,
    access: 'user',
    summary: "The caller's own reports, drafts included, newest first",
    body: myDiaryFilterSchema,
    data: reportPage,
  },
  lastReviewers: {
    method: 'POST',
    path: `${C}/lastReviewers`,
    access: 'user',
    summary: 'The reviewers of the caller’s latest submitted report, to preselect',
    data: z.object({ list: z.array(diaryPersonSchema) }),
  },
  report: {
    method: 'POST',
    path: `${C}/report`,
    access: 'user',
    summary: 'One report for its author or a reviewer; a reviewer opening it marks it read',
    body: idBody,
    data: diaryReportSchema,
  },
  saveReport: {
    method: 'POST',
    path: `${C}/saveReport`,
    access: 'user',
    summary: 'Save a draft or submit a report (reviewers are told); edit while nobody has read it',
    body: saveDiaryReportBodySchema,
    data: z.object({ id: z.number().int() }),
  },
  withdrawReport: {
    method: 'POST',
    path: `${C}/withdrawReport`,
    access: 'user',
    summary: 'Take a submitted report back to drafts while nobody has read it',
    body: idBody,
    data: ok,
  },
  deleteReport: {
    method: 'POST',
    path: `${C}/deleteReport`,
    access: 'user',
    summary: 'Delete one of the caller’s drafts',
    body: idBody,
    data: ok,
  },
  received: {
    method: 'POST',
    path: `${C}/received`,
    access: 'user',
    summary: 'Reports sent to the caller, with filters and the unread count',
    body: receivedDiaryFilterSchema,
    data: reportPage.extend({ unread: z.number().int() }),
  },
  unreadCount: {
    method: 'POST',
    path: `${C}/unreadCount`,
    access: 'user',
    summary: 'How many reports sent to the caller are unread (the menu badge)',
    data: z.object({ count: z.number().int() }),
  },
  comment: {
    method: 'POST',
    path: `${C}/comment`,
    access: 'user',
    summary: 'A reviewer or the author comments on a submitted report; the others are told',
    body: z.object({ reportId: id, content: z.string().trim().min(1).max(DIARY_COMMENT_MAX) }),
    data: diaryCommentSchema,
  },
  like: {
    method: 'POST',
    path: `${C}/like`,
    access: 'user',
    summary: 'A reviewer likes a submitted report, or takes the like back',
    body: z.object({ reportId: id, liked: z.boolean() }),
    data: z.object({ likes: z.number().int() }),
  },
  rules: {
    method: 'POST',
    path: `${C}/rules`,
    access: 'user',
    summary: 'OA administrators: the reminder rules',
    data: z.object({ list: z.array(diaryRuleSchema) }),
  },
  saveRule: {
    method: 'POST',
    path: `${C}/saveRule`,
    access: 'user',
    summary: 'OA administrators: add or change a reminder rule',
    body: saveDiaryRuleBodySchema,
    data: diaryRuleSchema,
  },
  setRuleStatus: {
    method: 'POST',
    path: `${C}/setRuleStatus`,
    access: 'user',
    summary: 'OA administrators: enable or disable a reminder rule',
    body: z.object({ id, status: enabledSchema }),
    data: ok,
  },
  deleteRule: {
    method: 'POST',
    path: `${C}/deleteRule`,
    access: 'user',
    summary: 'OA administrators: delete a reminder rule',
    body: idBody,
    data: ok,
  },
  missing: {
    method: 'POST',
    path: `${C}/missing`,
    access: 'user',
    summary: 'OA administrators: who of a rule submitted for a period, late, or not at all',
    body: z.object({ ruleId: id, periodKey: diaryPeriodKeySchema }),
    data: diaryMissingSchema,
  },
  remindAgain: {
    method: 'POST',
    path: `${C}/remindAgain`,
    access: 'user',
    summary: 'OA administrators: remind everyone still missing for a period now',
    body: z.object({ ruleId: id, periodKey: diaryPeriodKeySchema }),
    data: z.object({ reminded: z.number().int() }),
  },
  stats: {
    method: 'POST',
    path: `${C}/stats`,
    access: 'user',
    summary: 'OA administrators: submission rates per department and person over due periods',
    body: diaryStatsBodySchema,
    data: diaryStatsSchema,
  },
  exportStats: {
    method: 'POST',
    path: `${C}/exportStats`,
    access: 'user',
    summary: 'OA administrators: the statistics as 日志统计_YYYYMMDDhhmmss.xlsx',
    body: diaryStatsBodySchema,
  },
});
