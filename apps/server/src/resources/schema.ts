import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Before/after of each changed field; `null` on the side where the record did not exist. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Who changed which resource record how; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id').notNull(),
    userId: integer('user_id').notNull(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    /** 'insert' | 'update' | 'delete' | 'import'. */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record_idx').on(t.compId, t.resource, t.recordId)],
);
