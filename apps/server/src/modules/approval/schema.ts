import type {
  ApprovalFlow,
  ApprovalForm,
  ApprovalInitiators,
  CommentAttachment,
  FormValues,
  ResolvedFlow,
} from '@renli/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ResourceActor } from '../../core/actor.ts';
import { timestamps } from '../../db/columns.ts';
import { users } from '../auth/schema.ts';
import { companies } from '../company/schema.ts';

// The approval engine's tables (docs/product/approval.md). People are login user ids of the
// company; departments are org ids, checked through the org module when written.

/** A template: what its current version says, who may start it and whether it is open. */
export const approvalTemplates = pgTable(
  'approval_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    group: text('group_name').notNull(),
    /** `general` or a registered approval type (`leave`...). */
    type: text('type').notNull(),
    initiators: jsonb('initiators').$type<ApprovalInitiators>().notNull(),
    /** The draft being edited: published as the next version. */
    form: jsonb('form').$type<ApprovalForm>().notNull(),
    flow: jsonb('flow').$type<ApprovalFlow>().notNull(),
    /** draft (never published), active, disabled. */
    status: text('status').notNull().default('draft'),
    currentVersionId: integer('current_version_id'),
    versionCount: integer('version_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('approval_templates_comp_idx').on(t.compId, t.status, t.sort)],
);

/** A published version: instances keep the one they started on. */
export const approvalTemplateVersions = pgTable(
  'approval_template_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => approvalTemplates.id),
    number: integer('number').notNull(),
    form: jsonb('form').$type<ApprovalForm>().notNull(),
    flow: jsonb('flow').$type<ApprovalFlow>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id),
  },
  (t) => [uniqueIndex('approval_template_versions_uq').on(t.templateId, t.number)],
);

/** Where a running instance stands: nodes done and the approver nodes waiting now. */
export interface InstancePosition {
  done: string[];
  active: string[];
}

export const approvalInstances = pgTable(
  'approval_instances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => approvalTemplates.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => approvalTemplateVersions.id),
    type: text('type').notNull(),
    /** SP20261125-0001: per company and China day, given at submission. */
    serialNo: text('serial_no'),
    title: text('title').notNull(),
    initiatorUserId: integer('initiator_user_id')
      .notNull()
      .references(() => users.id),
    initiatorDeptId: integer('initiator_dept_id'),
    values: jsonb('form_values').$type<FormValues>().notNull(),
    /** The initiator's picks for `initiatorChooses` nodes. */
    chosen: jsonb('chosen').$type<Record<string, number[]>>().notNull().default({}),
    resolvedFlow: jsonb('resolved_flow').$type<ResolvedFlow>(),
    /** draft, running, returned (sent back to the initiator), approved, rejected, withdrawn. */
    state: text('state').notNull().default('draft'),
    position: jsonb('position').$type<InstancePosition>(),
    /** Optimistic concurrency: every action bumps it. */
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastUrgedAt: timestamp('last_urged_at', { withTimezone: true }),
    /** The draft a rejected or withdrawn instance was resubmitted as (once: a repeat answers "已处理"). */
    resubmittedAs: integer('resubmitted_as'),
    ...timestamps,
  },
  (t) => [
    // text_pattern_ops: the day's `LIKE 'SP20261125-%'` count uses it whatever the collation.
    uniqueIndex('approval_instances_serial_uq')
      .on(t.compId, t.serialNo.op('text_pattern_ops'))
      .where(sql`${t.serialNo} is not null`),
    index('approval_instances_initiator_idx').on(t.compId, t.initiatorUserId, t.createdAt),
    index('approval_instances_comp_idx').on(t.compId, t.state, t.submittedAt),
  ],
);

/** One approver's part in a node: 依次 tasks carry their order and are created one after another. */
export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id),
    nodeId: text('node_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** pending, waiting (加签 before), approved, rejected, returned, transferred, passed, cancelled. */
    state: text('state').notNull().default('pending'),
    ordinal: smallint('ordinal').notNull().default(0),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    comment: text('comment'),
    /**
     * A task of an earlier pass of its node (the instance was sent back past it): kept for the
     * timeline, ignored when the engine asks who still has to approve the node.
     */
    superseded: boolean('superseded').notNull().default(false),
    /** The node's timeout made concrete when the task was asked (docs/product/approval.md, "Timeouts"). */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    actAt: timestamp('act_at', { withTimezone: true }),
    /** When the timeout reminder went out (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('approval_tasks_user_idx').on(t.userId, t.state, t.createdAt),
    index('approval_tasks_instance_idx').on(t.instanceId, t.nodeId),
    index('approval_tasks_due_idx').on(t.actAt, t.remindAt).where(sql`${t.state} = 'pending'`),
  ],
);

/** CC (抄送) recipients reached so far. */
export const approvalCc = pgTable(
  'approval_cc',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id),
    nodeId: text('node_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_cc_uq').on(t.instanceId, t.userId),
    index('approval_cc_user_idx').on(t.userId, t.createdAt),
  ],
);

/** People @-mentioned in a comment: they read the instance from then on. */
export const approvalMentions = pgTable(
  'approval_mentions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mentionedBy: integer('mentioned_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_mentions_uq').on(t.instanceId, t.userId),
    index('approval_mentions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The instance's timeline: every action, who, when, on which node, with the comment. */
export const approvalEvents = pgTable(
  'approval_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    /**
     * submit, resubmit, approve, reject, sendBack, addSign, transfer, withdraw, urge, comment,
     * autoPass, cc, timeout, finish (docs/product/approval.md, "Timeline").
     */
    action: text('action').notNull(),
    nodeId: text('node_id'),
    comment: text('comment'),
    attachments: jsonb('attachments').$type<CommentAttachment[]>().notNull().default([]),
    /** The transfer's new approver, the person added (加签), the initiator sent back to. */
    targetUserId: integer('target_user_id'),
  },
  (t) => [index('approval_events_instance_idx').on(t.instanceId, t.at)],
);

/**
 * A kit transition waiting for its approval (docs/modules.md, "Approvals"): which record, which
 * transition with what input, and as whom it is applied when approved. One open link per record.
 */
export const approvalRecordLinks = pgTable(
  'approval_record_links',
  {
    instanceId: integer('instance_id')
      .primaryKey()
      .references(() => approvalInstances.id),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    /** The resource's contract name. */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    transition: text('transition').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The initiator's actor when they asked (the approval is the authority to apply it later). */
    actor: jsonb('actor').$type<ResourceActor>().notNull(),
    /** open, applied, skipped (the record moved on meanwhile), dropped (rejected or withdrawn). */
    state: text('state').notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('approval_record_links_open_uq').on(t.resource, t.recordId).where(sql`${t.state} = 'open'`),
  ],
);
