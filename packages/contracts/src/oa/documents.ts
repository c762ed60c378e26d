import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';

// 文档 (Documents): company, department and personal spaces with folders, files with versions,
// view/edit permissions inherited downwards, previews, content search and a recycle bin
// (docs/product/oa-docs.md).

/** Longest name of a folder or file. */
export const DOC_NAME_MAX = 100;
/** Deepest folder: a folder at depth 10 takes no sub-folder. */
export const DOC_FOLDER_DEPTH_MAX = 10;
/** Characters no folder or file name may hold (Windows's list, so downloads save everywhere). */
export const DOC_NAME_FORBIDDEN = /[/\\:*?"<>|]/;
/** Content text kept per version for search. */
export const DOC_TEXT_MAX = 20_000;
/** Days an item stays in the recycle bin before the sweep purges it. */
export const DOC_BIN_DAYS = 30;
/** Grants one space, folder or file may hold. */
export const DOC_GRANTS_MAX = 100;
/** Search answers at most this many items. */
export const DOC_SEARCH_MAX = 50;

/** A view ticket: its fields in base 36 joined by "-", a dot, a 128-bit base64url signature (fits a path segment). */
export const DOC_VIEW_TICKET = /^[0-9a-z-]{1,70}\.[A-Za-z0-9_-]{22}$/;

/** 1 company space, 2 a department's, 3 我的文档. */
export const DOC_SPACE_KIND = { company: 1, department: 2, personal: 3 } as const;
export const docSpaceKindSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const docLevelSchema = z.enum(['view', 'edit']);
export type DocLevel = z.infer<typeof docLevelSchema>;
/** What the caller may do with a space, folder or file: `edit` includes view. */
export const docAccessSchema = z.enum(['view', 'edit']);

const id = z.number().int().positive();
const name = z.string().trim().min(1).max(DOC_NAME_MAX);

export const docSpaceSchema = z.object({
  id: z.number().int(),
  kind: docSpaceKindSchema,
  /** The department of a department space; null otherwise. */
  deptId: z.number().int().nullable(),
  /** The department's name, or empty for the company and personal spaces (the web names those). */
  name: z.string(),
  access: docAccessSchema,
});
export type DocSpace = z.infer<typeof docSpaceSchema>;

export const docItemSchema = z.object({
  id: z.number().int(),
  spaceId: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.enum(['folder', 'file']),
  name: z.string(),
  /** The current version's size in bytes; 0 for folders. */
  size: z.number().int(),
  /** The current version's stored extension (pdf, docx, png…); empty for folders. */
  ext: z.string(),
  versionNo: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
  access: docAccessSchema,
});
export type DocItem = z.infer<typeof docItemSchema>;

export const docCrumbSchema = z.object({ id: z.number().int(), name: z.string() });

export const docSortSchema = z.enum(['name', 'updatedAt', 'size']);
export type DocSort = z.infer<typeof docSortSchema>;

export const docListBodySchema = z.object({
  spaceId: id,
  folderId: id.nullable().default(null),
  sort: docSortSchema.default('name'),
  order: z.enum(['ascend', 'descend']).default('ascend'),
});

export const docListSchema = z.object({
  space: docSpaceSchema,
  folder: docItemSchema.nullable(),
  /** The folders from the space's top down to the open one. */
  crumbs: z.array(docCrumbSchema),
  /** What the caller may do in the open folder (or the space's top). */
  access: docAccessSchema,
  items: z.array(docItemSchema),
});
export type DocList = z.infer<typeof docListSchema>;

export const docVersionSchema = z.object({
  id: z.number().int(),
  versionNo: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  ext: z.string(),
  uploadedByName: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type DocVersion = z.infer<typeof docVersionSchema>;

export const docPreviewSchema = z.object({
  /** image and pdf: fetch `raw`; html: `html` is sanitized markup; none: download only. */
  kind: z.enum(['image', 'pdf', 'html', 'none']),
  html: z.string(),
  /** For html previews of sheets: the preview was cut to the first rows or columns. */
  truncated: z.boolean(),
});
export type DocPreview = z.infer<typeof docPreviewSchema>;

export const docBinItemSchema = docItemSchema.extend({
  deletedAt: z.string(),
  deletedByName: z.string(),
  /** The day the sweep purges it (China date). */
  purgeOn: z.string(),
});
export type DocBinItem = z.infer<typeof docBinItemSchema>;

export const docSearchHitSchema = docItemSchema.extend({
  spaceKind: docSpaceKindSchema,
  spaceName: z.string(),
  /** The folders above it, joined by " / ". */
  path: z.string(),
  /** Up to 120 characters around the match in the content text; empty when the name matched. */
  snippet: z.string(),
});
export type DocSearchHit = z.infer<typeof docSearchHitSchema>;

export const docGrantSchema = z.object({
  subjectType: z.enum(['dept', 'user']),
  subjectId: id,
  level: docLevelSchema,
});
export type DocGrant = z.infer<typeof docGrantSchema>;

/** A space (`nodeId` null) or a folder or file. */
export const docTargetSchema = z.object({ spaceId: id, nodeId: id.nullable().default(null) });

export const docPermissionsSchema = z.object({
  /** Whether the grants of the folders above (and the space's defaults) still apply. */
  inherit: z.boolean(),
  grants: z.array(docGrantSchema.extend({ name: z.string() })),
});
export type DocPermissions = z.infer<typeof docPermissionsSchema>;

export const docPeopleSchema = z.object({
  departments: z.array(
    z.object({ id: z.number().int(), parentId: z.number().int().nullable(), name: z.string() }),
  ),
  people: z.array(z.object({ userId: z.number().int(), name: z.string(), deptName: z.string() })),
});
export type DocPeople = z.infer<typeof docPeopleSchema>;

export const docUploadQuerySchema = z.object({
  spaceId: z.coerce.number().int().positive(),
  /** The folder to upload into; absent for the space's top. */
  folderId: z.coerce.number().int().positive().optional(),
  /** "Upload new version" of this file, whatever the upload's name. */
  fileId: z.coerce.number().int().positive().optional(),
});

export const docUploadResultSchema = z.object({
  items: z.array(docItemSchema.extend({ newVersion: z.boolean() })),
});

const idBody = z.object({ id });
const ok = z.object({ ok: z.literal(true) });

export const documentsEndpoints = defineEndpoints('documents', {
  spaces: {
    method: 'POST',
    path: '/cDocumentRecord/spaces',
    access: 'user',
    summary: 'The spaces the caller may view: the company space, department spaces and 我的文档',
    data: z.object({ list: z.array(docSpaceSchema) }),
  },
  list: {
    method: 'POST',
    path: '/cDocumentRecord/list',
    access: 'user',
    summary: 'A folder (or a space top) with its breadcrumbs and the items the caller may view',
    body: docListBodySchema,
    data: docListSchema,
  },
  createFolder: {
    method: 'POST',
    path: '/cDocumentRecord/createFolder',
    access: 'user',
    summary: 'Create a folder in a space or folder the caller may edit',
    body: z.object({ spaceId: id, parentId: id.nullable().default(null), name }),
    data: docItemSchema,
  },
  rename: {
    method: 'POST',
    path: '/cDocumentRecord/rename',
    access: 'user',
    summary: 'Rename a folder or file',
    body: z.object({ id, name }),
    data: docItemSchema,
  },
  move: {
    method: 'POST',
    path: '/cDocumentRecord/move',
    access: 'user',
    summary: 'Move a folder or file to another folder of the same space (null: the top)',
    body: z.object({ id, parentId: id.nullable() }),
    data: docItemSchema,
  },
  folders: {
    method: 'POST',
    path: '/cDocumentRecord/folders',
    access: 'user',
    summary: "A space's folders the caller may edit, as move targets",
    body: z.object({ spaceId: id }),
    data: z.object({ list: z.array(docCrumbSchema.extend({ parentId: z.number().int().nullable() })) }),
  },
  remove: {
    method: 'POST',
    path: '/cDocumentRecord/delete',
    access: 'user',
    summary: 'Move a folder (with everything in it) or file to its space’s recycle bin',
    body: idBody,
    data: ok,
  },
  bin: {
    method: 'POST',
    path: '/cDocumentRecord/bin',
    access: 'user',
    summary: "A space's recycle bin, for those who may edit the space",
    body: z.object({ spaceId: id }),
    data: z.object({ list: z.array(docBinItemSchema) }),
  },
  restore: {
    method: 'POST',
    path: '/cDocumentRecord/restore',
    access: 'user',
    summary: 'Put an item of the bin back where it was (or the top, when that folder is gone)',
    body: idBody,
    data: docItemSchema,
  },
  purge: {
    method: 'POST',
    path: '/cDocumentRecord/purge',
    access: 'user',
    summary: 'Delete an item of the bin for good',
    body: idBody,
    data: ok,
  },
  upload: {
    method: 'POST',
    path: '/cDocumentRecord/upload',
    access: 'user',
    summary:
      'Upload files (multipart field "file", at most 20 of 100 MB); a same-named file in the folder gets a new version',
    multipart: true,
    query: docUploadQuerySchema,
    data: docUploadResultSchema,
  },
  versions: {
    method: 'POST',
    path: '/cDocumentRecord/versions',
    access: 'user',
    summary: "A file's versions, newest first",
    body: idBody,
    data: z.object({ list: z.array(docVersionSchema) }),
  },
  restoreVersion: {
    method: 'POST',
    path: '/cDocumentRecord/restoreVersion',
    access: 'user',
    summary: 'Make an earlier version current again (as a new version)',
    body: z.object({ id, versionId: id }),
    data: docItemSchema,
  },
  download: {
    method: 'POST',
    path: '/cDocumentRecord/download',
    access: 'user',
    summary: "A file's current (or a given) version as an attachment",
    body: z.object({ id, versionId: id.optional() }),
  },
  raw: {
    method: 'POST',
    path: '/cDocumentRecord/raw',
    access: 'user',
    summary: "An image's or PDF's bytes for the in-page preview",
    body: idBody,
  },
  viewTicket: {
    method: 'POST',
    path: '/cDocumentRecord/viewTicket',
    access: 'user',
    summary:
      "A 5-minute address of a PDF's current version for the browser's viewer in a frame (frames send no session header)",
    body: idBody,
    data: z.object({ url: z.string() }),
  },
  view: {
    method: 'GET',
    path: '/cDocumentRecord/view/:ticket',
    access: 'public',
    summary: 'The PDF a view ticket names, inline, after checking its holder may still view it',
    params: z.object({ ticket: z.string().max(100).regex(DOC_VIEW_TICKET) }),
  },
  preview: {
    method: 'POST',
    path: '/cDocumentRecord/preview',
    access: 'user',
    summary: 'How to preview a file: inline bytes (image, PDF), HTML (docx, xlsx) or download only',
    body: idBody,
    data: docPreviewSchema,
  },
  search: {
    method: 'POST',
    path: '/cDocumentRecord/search',
    access: 'user',
    summary: 'Files and folders the caller may view whose name or content text contains the words',
    body: z.object({ q: z.string().trim().min(1).max(50) }),
    data: z.object({ list: z.array(docSearchHitSchema) }),
  },
  permissions: {
    method: 'POST',
    path: '/cDocumentRecord/permissions',
    access: 'user',
    summary: "A space's, folder's or file's own grants, for those who may edit it",
    body: docTargetSchema,
    data: docPermissionsSchema,
  },
  setPermissions: {
    method: 'POST',
    path: '/cDocumentRecord/setPermissions',
    access: 'user',
    summary: "Replace a space's, folder's or file's own grants",
    body: docTargetSchema.extend({
      inherit: z.boolean(),
      grants: z.array(docGrantSchema).max(DOC_GRANTS_MAX),
    }),
    data: docPermissionsSchema,
  },
  people: {
    method: 'POST',
    path: '/cDocumentRecord/people',
    access: 'user',
    summary: "The company's departments and people, to grant access to",
    data: docPeopleSchema,
  },
});
