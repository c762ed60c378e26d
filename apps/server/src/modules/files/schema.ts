import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Stored content, one row per distinct SHA-256; the bytes live under DATA_DIR/files. */
export const fileObjects = pgTable('file_objects', {
  sha256: text('sha256').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mime: text('mime').notNull(),
  ext: text('ext').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who uploaded which content under which name and directory type. */
export const fileUploads = pgTable(
  'file_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sha256: text('sha256')
      .notNull()
      .references(() => fileObjects.sha256),
    originalName: text('original_name').notNull(),
    dirType: text('dir_type').notNull(),
    userId: integer('user_id'),
    compId: integer('comp_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_uploads_user_idx').on(t.userId)],
);
