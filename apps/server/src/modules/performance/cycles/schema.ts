import type {
  CompetencyLevel,
  CyclePeriod,
  CycleStage,
  ReviewerRelation,
  ScoringRule,
  SectionKind,
  TemplateConfig,
} from '@renli/contracts';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';
import { users } from '../../auth/schema.ts';
import { companies } from '../../company/schema.ts';
import { companyStaff } from '../../staff/schema.ts';
import { perfIndicators, perfTemplates } from '../library/schema.ts';

// Cycles, the appraisal sheet of each person in a cycle, its items (the targets) and the scores of
// each reviewer (docs/product/performance.md, "Cycles and stages", "Targets", "Appraisal").

const score = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'string' });

/** Who a cycle covers, as HR chose it; resolved to sheets at launch. */
export interface CycleScope {
  departmentIds: number[];
  positionIds: number[];
  staffIds: number[];
  excludeStaffIds: number[];
  /** HRM 1, HRO 2: within what the HR user manages. */
  employeeTypes: number[];
}

export const perfCycles = pgTable(
  'perf_cycles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    period: text('period').$type<CyclePeriod>().notNull(),
    /** The period appraised, China dates `YYYY-MM-DD`. */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => perfTemplates.id),
    /** The template as it was at launch: later edits of the template do not reach a running cycle. */
    config: jsonb('config').$type<TemplateConfig>(),
    scope: jsonb('scope').$type<CycleScope>().notNull(),
    /** Deadline of each stage, China dates. */
    schedule: jsonb('schedule').$type<Partial<Record<CycleStage, string>>>().notNull().default({}),
    /** CYCLE_STATUS: 1 草稿, 2 进行中, 3 已归档. */
    status: smallint('status').notNull().default(1),
    stage: text('stage').$type<CycleStage>().notNull().default('targetSetting'),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('perf_cycles_comp_idx').on(t.compId, t.status)],
);

/** One reviewer level of a sheet, resolved at launch from the template (HR may change it). */
export interface SheetReviewer {
  relation: ReviewerRelation;
  weight: string;
  userIds: number[];
}

/** One person's appraisal sheet (考核表) in a cycle. */
export const perfSheets = pgTable(
  'perf_sheets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => perfCycles.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => companyStaff.id),
    userId: integer('user_id').references(() => users.id),
    /** Department and position when the cycle was launched: what distribution and analysis group by. */
    departmentId: integer('department_id'),
    positionId: integer('position_id'),
    /** SHEET_STATUS. */
    status: smallint('status').notNull().default(1),
    reviewers: jsonb('reviewers').$type<SheetReviewer[]>().notNull().default([]),
    /** While reviewing: the index in `reviewers` whose turn it is. */
    reviewLevel: smallint('review_level').notNull().default(0),
    /** The engine's total and grade once every level has scored. */
    totalScore: score('total_score'),
    grade: text('grade'),
    /** HR's grade after calibration, with the reason; the result is this when set. */
    calibratedGrade: text('calibrated_grade'),
    calibrationNote: text('calibration_note'),
    /** Potential for the nine-box grid: 1 低, 2 中, 3 高. */
    potential: smallint('potential'),
    selfSummary: text('self_summary').notNull().default(''),
    appeal: text('appeal'),
    appealReply: text('appeal_reply'),
    approvalInstanceId: integer('approval_instance_id'),
    targetsApprovedAt: timestamp('targets_approved_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('perf_sheets_cycle_staff_uq').on(t.cycleId, t.staffId),
    index('perf_sheets_comp_status_idx').on(t.compId, t.status),
    index('perf_sheets_user_idx').on(t.userId),
  ],
);

/** A target of a sheet: an indicator from the library or a free one, in one of the template's sections. */
export const perfSheetItems = pgTable(
  'perf_sheet_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => perfSheets.id, { onDelete: 'cascade' }),
    /** Index of the section in the cycle's template configuration. */
    section: smallint('section').notNull(),
    sectionKind: text('section_kind').$type<SectionKind>().notNull(),
    indicatorId: integer('indicator_id').references(() => perfIndicators.id),
    name: text('name').notNull(),
    definition: text('definition').notNull().default(''),
    unit: text('unit').notNull().default(''),
    rule: jsonb('rule').$type<ScoringRule>().notNull().default({ kind: 'manual' }),
    keyResults: jsonb('key_results').$type<string[]>().notNull().default([]),
    levels: jsonb('levels').$type<CompetencyLevel[]>().notNull().default([]),
    /** Percent of its section; a section's items sum to 100. */
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    /** What is to be reached, in words (the rule holds the number). */
    targetText: text('target_text').notNull().default(''),
    actual: score('actual'),
    /** Latest check-in progress, percent. */
    progress: smallint('progress').notNull().default(0),
    selfComment: text('self_comment').notNull().default(''),
    /** Evidence uploads (files module ids), the employee's own. */
    evidence: jsonb('evidence').$type<number[]>().notNull().default([]),
    /** The engine's score of the item once every level has scored (or its rule computed it). */
    score: score('score'),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('perf_sheet_items_sheet_idx').on(t.sheetId)],
);

/** One reviewer's score and comment on one item at one level. */
export const perfItemScores = pgTable(
  'perf_item_scores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => perfSheets.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => perfSheetItems.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    reviewerUserId: integer('reviewer_user_id')
      .notNull()
      .references(() => users.id),
    score: score('score').notNull(),
    comment: text('comment').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('perf_item_scores_uq').on(t.itemId, t.level, t.reviewerUserId)],
);

/** A progress check-in during execution. */
export const perfCheckins = pgTable(
  'perf_checkins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => perfSheets.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => perfSheetItems.id, { onDelete: 'cascade' }),
    progress: smallint('progress').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('perf_checkins_sheet_idx').on(t.sheetId)],
);

/**
 * A sheet's history: submitted, approved, targets changed after approval (with the before and
 * after), scored, calibrated, confirmed, appealed, urged.
 */
export const perfSheetEvents = pgTable(
  'perf_sheet_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => perfSheets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('perf_sheet_events_sheet_idx').on(t.sheetId)],
);
