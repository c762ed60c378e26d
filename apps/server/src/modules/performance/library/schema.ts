import type { CompetencyLevel, IndicatorKind, ScoringRule, TemplateConfig } from '@renli/contracts';
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';
import { users } from '../../auth/schema.ts';
import { companies } from '../../company/schema.ts';

// The indicator library and the templates (docs/product/performance.md, "Indicator library",
// "Templates").

/** A group of the library (销售类, 通用能力…), per company and kind. */
export const perfIndicatorGroups = pgTable(
  'perf_indicator_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<IndicatorKind>().notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('perf_indicator_groups_comp_idx').on(t.compId, t.kind)],
);

/** A reusable indicator: a KPI with its scoring rule, an OKR objective with key results, a competency. */
export const perfIndicators = pgTable(
  'perf_indicators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<IndicatorKind>().notNull(),
    groupId: integer('group_id').references(() => perfIndicatorGroups.id),
    name: text('name').notNull(),
    definition: text('definition').notNull().default(''),
    unit: text('unit').notNull().default(''),
    /** KPI: how the actual value becomes a score. */
    rule: jsonb('rule').$type<ScoringRule>().notNull().default({ kind: 'manual' }),
    /** OKR: the key results under the objective. */
    keyResults: jsonb('key_results').$type<string[]>().notNull().default([]),
    /** Competency: its levels, each with a description and a score. */
    levels: jsonb('levels').$type<CompetencyLevel[]>().notNull().default([]),
    /** 1 启用, 2 停用. */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('perf_indicators_comp_idx').on(t.compId, t.kind, t.groupId)],
);

/** An appraisal template: sections and weights, scale, reviewers, grade bands, forced distribution. */
export const perfTemplates = pgTable(
  'perf_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    config: jsonb('config').$type<TemplateConfig>().notNull(),
    /** 1 启用, 2 停用. */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('perf_templates_comp_idx').on(t.compId)],
);
