import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { companies } from '../company/schema.ts';
import { fileObjects } from '../files/schema.ts';

// The tables of documents (docs/product/oa-docs.md, "Tables").

/** A company's space: the company's (kind 1, one), a department's (2, one each), a person's (3, one each). */
export const docSpaces = pgTable(
  'doc_spaces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    kind: smallint('kind').notNull(),
    deptId: integer('dept_id'),
    /** 我的文档's owner: the space is theirs. */
    userId: integer('user_id'),
    /** Whether the space's defaults (and the company space's OA admins) still apply. */
    inherit: boolean('inherit').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('doc_spaces_company_uq').on(t.compId).where(sql`kind = 1`),
    uniqueIndex('doc_spaces_dept_uq').on(t.compId, t.deptId).where(sql`kind = 2`),
    uniqueIndex('doc_spaces_personal_uq').on(t.compId, t.userId).where(sql`kind = 3`),
  ],
);

/**
 * Folders and files, a tree per space by `parentId` (null: the space's top). A deleted item and
 * everything below it carry `trashedRoot` (the id of the item the user deleted) until restored or
 * purged; live queries read `trashedRoot IS NULL` only.
 */
export const docNodes = pgTable(
  'doc_nodes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    spaceId: integer('space_id')
      .notNull()
      .references(() => docSpaces.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => docNodes.id, { onDelete: 'cascade' }),
    /** 1 folder, 2 file. */
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    /** Folders: 1 at the top. Files: their folder's depth + 1. */
    depth: integer('depth').notNull(),
    /** Whether the grants above still apply (off: only this item's own grants). */
    inherit: boolean('inherit').notNull().default(true),
    /** Files: the current version's number (1 for the first upload); folders 0. */
    versionNo: integer('version_no').notNull().default(0),
    createdBy: integer('created_by').notNull(),
    updatedBy: integer('updated_by').notNull(),
    trashedRoot: integer('trashed_root'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
    ...timestamps,
  },
  (t) => [
    index('doc_nodes_folder_idx').on(t.spaceId, t.parentId),
    index('doc_nodes_comp_idx').on(t.compId),
    index('doc_nodes_trash_idx').on(t.trashedRoot),
    // One live item of a name per folder (files and folders alike, case-insensitively).
    uniqueIndex('doc_nodes_name_uq')
      .on(t.spaceId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)
      .where(sql`trashed_root is null`),
  ],
);

/** A file's versions; the one with the node's `versionNo` is current. */
export const docVersions = pgTable(
  'doc_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => docNodes.id, { onDelete: 'cascade' }),
    versionNo: integer('version_no').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256')
      .notNull()
      .references(() => fileObjects.sha256),
    ext: text('ext').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The first DOC_TEXT_MAX characters of its text (PDF, docx, xlsx), for search. */
    content: text('content').notNull().default(''),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doc_versions_node_no_uq').on(t.nodeId, t.versionNo)],
);

/**
 * Grants of a space (`nodeId` null) or a folder or file: view or edit for a department (and its
 * sub-departments) or a person.
 */
export const docGrants = pgTable(
  'doc_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    compId: integer('comp_id')
      .notNull()
      .references(() => companies.id),
    spaceId: integer('space_id')
      .notNull()
      .references(() => docSpaces.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id').references(() => docNodes.id, { onDelete: 'cascade' }),
    /** 'dept' or 'user'. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** 'view' or 'edit'. */
    level: text('level').notNull(),
  },
  (t) => [index('doc_grants_space_idx').on(t.spaceId, t.nodeId)],
);
