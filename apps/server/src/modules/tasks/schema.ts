import type { TaskAttachment, TaskPriority, TaskRole, TaskStatus } from '@renli/contracts';
import {
  type AnyPgColumn,
  boolean,
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

// The tables of tasks (docs/product/oa-task.md, "Tables").

/** A task, or a subtask one level under another (`parent_id`). */
export const oaTasks = pgTable(
  'oa_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => oaTasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    status: text('status').$type<TaskStatus>().notNull().default('todo'),
    /** The progress people set; a task with subtasks shows the share of its finished subtasks instead. */
    progress: smallint('progress').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    attachments: jsonb('attachments').$type<TaskAttachment[]>().notNull().default([]),
    rejectReason: text('reject_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('oa_tasks_comp_due_idx').on(t.compId, t.status, t.dueAt),
    index('oa_tasks_parent_idx').on(t.parentId),
  ],
);

/** Who holds which role on a task: executors, the owner, participants, creator, assigner, reviewer. */
export const oaTaskMembers = pgTable(
  'oa_task_members',
  {
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => oaTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<TaskRole>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.role, t.userId] }),
    index('oa_task_members_user_idx').on(t.compId, t.userId, t.role, t.taskId),
  ],
);

/** A checklist item of a task. */
export const oaTaskCheckItems = pgTable(
  'oa_task_check_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => oaTasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    done: boolean('done').notNull().default(false),
    doneBy: integer('done_by').references(() => users.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('oa_task_check_items_task_idx').on(t.taskId, t.sort)],
);

/** A comment on a task, with the people of the task it mentions. */
export const oaTaskComments = pgTable(
  'oa_task_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => oaTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    mentionIds: jsonb('mention_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oa_task_comments_task_idx').on(t.taskId, t.createdAt)],
);

/** The activity log: every change of a task, by whom and when (`action` names a text of the feature). */
export const oaTaskActivities = pgTable(
  'oa_task_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => oaTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oa_task_activities_task_idx').on(t.taskId, t.createdAt)],
);

/**
 * Due reminders sent, one row per task, kind (`dueTomorrow`, `overdue`) and due instant: the sweep
 * claims a reminder by inserting its row, so it goes out once however many nodes run, and again only
 * when the due date moves.
 */
export const oaTaskReminders = pgTable(
  'oa_task_reminders',
  {
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => oaTasks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oa_task_reminders_once_idx').on(t.taskId, t.kind, t.dueAt)],
);
