import type { CommentAttachment, CustomValues } from '@renli/contracts';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import type { StoredCustomField } from './custom-definitions.ts';

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

/**
 * A company's own fields of one record kind (docs/modules.md, "Custom fields"), in order; removed
 * fields stay (flagged) so old values and timelines keep their labels and keys are never reused.
 */
export const resourceCustomFields = pgTable(
  'resource_custom_fields',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id').notNull(),
    /** The record kind (the resource's audit name: resources over one table share their fields). */
    resource: text('resource').notNull(),
    fields: jsonb('fields').$type<StoredCustomField[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('resource_custom_fields_comp_resource_uq').on(t.compId, t.resource)],
);

/**
 * The column a resource with custom fields keeps their values in (`custom: customValuesColumn()` in its
 * table); the kit refuses to start a resource that declares custom fields without it.
 */
export const customValuesColumn = () => jsonb('custom').$type<CustomValues>().notNull().default({});
