import type { CommentAttachment } from '@renli/contracts';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Before/after of each changed field; `null` on the side where the record did not exist. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Who changed which resource record how; written in the same transaction as the change. The author is
 * a login (`user_id`, acting in `comp_id` or as a person) or a platform administrator (`admin_id`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The company the author acted in; null for a person's own rows and for administrators. */
    compId: integer('comp_id'),
    userId: integer('user_id'),
    adminId: integer('admin_id'),
    /** The record's kind: the resource's name (resources over one table share it). */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    /** 'insert' | 'update' | 'delete' | 'import' | 'transition'. */
    action: text('action').notNull(),
    /** The transition's name when `action` is 'transition'. */
    transition: text('transition'),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.compId, t.resource, t.recordId),
    // The timeline of one record, whoever wrote it.
    index('audit_log_timeline_idx').on(t.resource, t.recordId, t.at),
  ],
);

/**
 * Comments on a record's timeline (docs/modules.md, "Comments"): written by a login acting in a company
 * (`comp_id`) or as a person, or by a platform administrator, with the files they attached.
 */
export const resourceComments = pgTable(
  'resource_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id'),
    userId: integer('user_id'),
    adminId: integer('admin_id'),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<CommentAttachment[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_comments_record_idx').on(t.resource, t.recordId, t.at)],
);
