// The tables of work reports (docs/product/oa-diary.md).
import type { ApprovalForm, DiaryPeriod, DiaryReportStatus, FormValues } from '@renli/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';

const compId = () =>
  integer('comp_id')
    .notNull()
    .references(() => companies.id);

/** A report template: 日报/周报/月报 every company starts with, and the OA administrators' own. */
export const diaryTemplates = pgTable(
  'diary_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    name: text('name').notNull(),
    period: text('period').$type<DiaryPeriod>().notNull(),
    /** The fields, in the approval engine's form model. */
    form: jsonb('form').$type<ApprovalForm>().notNull(),
    /** `daily`/`weekly`/`monthly` for the built-in three, null for the company's own. */
    builtin: text('builtin'),
    /** 1 启用, 2 停用. */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('diary_templates_comp_idx').on(t.compId, t.status),
    uniqueIndex('diary_templates_builtin_uq').on(t.compId, t.builtin),
  ],
);

/** A report: one per author, template and period, a draft until submitted. */
export const diaryReports = pgTable(
  'diary_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    templateId: integer('template_id')
      .notNull()
      .references(() => diaryTemplates.id),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    /** The author's department when it was last saved (filters and statistics by department). */
    deptId: integer('dept_id'),
    periodKey: text('period_key').notNull(),
    values: jsonb('values').$type<FormValues>().notNull().default({}),
    status: text('status').$type<DiaryReportStatus>().notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('diary_reports_author_period_uq').on(t.compId, t.templateId, t.authorUserId, t.periodKey),
    index('diary_reports_author_idx').on(t.compId, t.authorUserId, t.updatedAt),
  ],
);

/** Who a report is sent to, and when each opened it. */
export const diaryReportReviewers = pgTable(
  'diary_report_reviewers',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => diaryReports.id, { onDelete: 'cascade' }),
    compId: compId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.userId] }),
    index('diary_report_reviewers_user_idx').on(t.compId, t.userId, t.readAt),
  ],
);

export const diaryComments = pgTable(
  'diary_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    reportId: integer('report_id')
      .notNull()
      .references(() => diaryReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('diary_comments_report_idx').on(t.reportId, t.id)],
);

export const diaryLikes = pgTable(
  'diary_likes',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => diaryReports.id, { onDelete: 'cascade' }),
    compId: compId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] })],
);

/** A reminder rule: who must submit which template by when, and how long before to remind them. */
export const diaryRules = pgTable(
  'diary_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: compId(),
    name: text('name').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => diaryTemplates.id),
    deptIds: jsonb('dept_ids').$type<number[]>().notNull().default([]),
    userIds: jsonb('user_ids').$type<number[]>().notNull().default([]),
    dueWeekday: smallint('due_weekday'),
    dueDay: smallint('due_day'),
    dueTime: text('due_time').notNull(),
    remindMinutes: integer('remind_minutes').notNull().default(30),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('diary_rules_comp_idx').on(t.compId, t.status)],
);

/** A rule's reminder for one period, claimed by the node that sends it (once per rule and period). */
export const diaryRuleReminders = pgTable(
  'diary_rule_reminders',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => diaryRules.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    compId: compId(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many people it reminded. */
    people: integer('people').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.periodKey] })],
);
