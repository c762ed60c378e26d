import { z } from 'zod';
import type { ApprovalForm } from '../approval/index.ts';
import { defineEndpoints } from '../endpoint.ts';

/** 公告 (Announcements, docs/product/oa-notice.md). */

/** Where an announcement is in its life. */
export const NOTICE_STATUSES = ['draft', 'pending', 'scheduled', 'published', 'withdrawn'] as const;
export const noticeStatusSchema = z.enum(NOTICE_STATUSES);
export type NoticeStatus = z.infer<typeof noticeStatusSchema>;

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_COL_NAME_MAX = 20;
/** The stored (sanitized) HTML of one announcement, in characters. */
export const RICH_TEXT_MAX = 100_000;
export const NOTICE_ATTACHMENTS_MAX = 20;
export const NOTICE_AUDIENCE_MAX = 500;
export const NOTICE_COMMENT_MAX = 500;
/** "Remind the unread" may be used once per hour per announcement. */
export const NOTICE_REMIND_EVERY_MINUTES = 60;
/** The approval type a non-administrator's publishing starts (the company's 公告发布审批). */
export const NOTICE_APPROVAL_TYPE = 'oaNotice';
export const NOTICE_APPROVAL_FORM: ApprovalForm = {
  fields: [
    { key: 'subject', kind: 'text', label: '公告标题', required: true, maxLength: 100 },
    { key: 'content', kind: 'textarea', label: '公告摘要', required: true, maxLength: 2000 },
  ],
};
/** The in-app route of one announcement (bell entries, chat cards, approvals). */
export const noticeLink = (noticeId: number) => `#/oa/notice/notice?id=${noticeId}`;

const id = z.number().int().positive();
const noticeIdBody = z.object({ noticeId: id });
const dateTime = z.iso.datetime({ offset: true, message: 'notice.dateTimeFormat' });

export const noticeColSchema = z.object({
  noticeColId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** How many announcements use it (a used one cannot be deleted). */
  used: z.number().int(),
});
export type NoticeCol = z.infer<typeof noticeColSchema>;

export const noticeColSaveSchema = z.object({
  noticeColId: id.optional(),
  name: z
    .string()
    .trim()
    .min(1, 'notice.col.nameRequired')
    .max(NOTICE_COL_NAME_MAX, 'notice.col.nameTooLong'),
  sort: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type NoticeColSave = z.input<typeof noticeColSaveSchema>;

export const noticeAttachmentSchema = z.object({
  name: z.string().trim().min(1).max(200),
  url: z
    .string()
    .max(300)
    .regex(/^\/files\/[0-9a-f]{64}\.[a-z0-9]{1,10}$/, 'notice.attachmentUrl'),
});
export type NoticeAttachment = z.infer<typeof noticeAttachmentSchema>;

/** Whole company, or departments (with those below them) plus named people. */
export const noticeAudienceSchema = z
  .object({
    all: z.boolean(),
    departmentIds: z.array(id).max(NOTICE_AUDIENCE_MAX).default([]),
    staffIds: z.array(id).max(NOTICE_AUDIENCE_MAX).default([]),
  })
  .refine((a) => a.all || a.departmentIds.length + a.staffIds.length > 0, {
    message: 'notice.audienceRequired',
    path: ['departmentIds'],
  });
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;

export const noticeSaveSchema = z.object({
  noticeId: id.optional(),
  title: z.string().trim().min(1, 'notice.titleRequired').max(NOTICE_TITLE_MAX, 'notice.titleTooLong'),
  noticeColId: id,
  content: z.string().min(1, 'notice.contentRequired').max(RICH_TEXT_MAX, 'notice.contentTooLong'),
  attachments: z.array(noticeAttachmentSchema).max(NOTICE_ATTACHMENTS_MAX).default([]),
  audience: noticeAudienceSchema,
  pinned: z.boolean().default(false),
  /** Pinned until this instant (null: until unpinned or withdrawn). */
  pinnedUntil: dateTime.nullable().default(null),
  commentsEnabled: z.boolean().default(true),
  isPublic: z.boolean().default(false),
  /** Publish at this instant; null publishes when the publish button is pressed. */
  publishAt: dateTime.nullable().default(null),
});
export type NoticeSave = z.input<typeof noticeSaveSchema>;

export const NOTICE_BOXES = ['received', 'mine', 'draft'] as const;
export const noticeListSchema = z.object({
  box: z.enum(NOTICE_BOXES),
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  searchText: z.string().trim().max(50).optional(),
  noticeColId: id.optional(),
});
export type NoticeListQuery = z.input<typeof noticeListSchema>;

export const noticeRowSchema = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  noticeColId: z.number().int(),
  colName: z.string(),
  status: noticeStatusSchema,
  pinned: z.boolean(),
  isPublic: z.boolean(),
  authorName: z.string(),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** For the received box: whether I read it. */
  read: z.boolean(),
  /** For the publisher's boxes: readers and audience. */
  readCount: z.number().int(),
  audienceCount: z.number().int(),
  revision: z.number().int(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;

export const noticePageSchema = z.object({
  list: z.array(noticeRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** Unread announcements published to me (the received box's badge). */
  unread: z.number().int(),
});

export const noticeDetailSchema = noticeRowSchema.extend({
  content: z.string(),
  attachments: z.array(noticeAttachmentSchema),
  audience: z.object({
    all: z.boolean(),
    departmentIds: z.array(z.number().int()),
    staffIds: z.array(z.number().int()),
  }),
  /** The audience's department and people names, for showing it. */
  audienceLabels: z.array(z.string()),
  pinnedUntil: z.string().nullable(),
  commentsEnabled: z.boolean(),
  /** The caller may edit, publish, withdraw, see read statistics. */
  canManage: z.boolean(),
  /** The caller wrote it (drafts are the author's). */
  isAuthor: z.boolean(),
  /** The caller is an OA administrator. */
  isAdmin: z.boolean(),
  remindedAt: z.string().nullable(),
  previousId: z.number().int().nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const noticeReadersSchema = z.object({
  noticeId: id,
  read: z.boolean(),
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export const noticeReaderSchema = z.object({
  userId: z.number().int(),
  staffName: z.string(),
  deptName: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type NoticeReader = z.infer<typeof noticeReaderSchema>;

export const noticeCommentSchema = z.object({
  commentId: z.number().int(),
  authorName: z.string(),
  userId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type NoticeComment = z.infer<typeof noticeCommentSchema>;

export const publicNoticeRowSchema = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  colName: z.string(),
  pinned: z.boolean(),
  publishedAt: z.string(),
});
export const publicNoticeDetailSchema = publicNoticeRowSchema.extend({
  content: z.string(),
  attachments: z.array(noticeAttachmentSchema),
  compName: z.string(),
});
export type PublicNoticeDetail = z.infer<typeof publicNoticeDetailSchema>;

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

const user = 'user' as const;
const post = 'POST' as const;

export const noticesEndpoints = defineEndpoints('notices', {
  colList: {
    method: post,
    path: '/cNotice/col/list',
    access: user,
    summary: 'The company announcement categories (all of them; readers use the enabled ones)',
    data: z.array(noticeColSchema),
  },
  colSave: {
    method: post,
    path: '/cNotice/col/save',
    access: user,
    summary: 'Add or change a category (OA administrators)',
    body: noticeColSaveSchema,
    data: noticeColSchema,
  },
  colDelete: {
    method: post,
    path: '/cNotice/col/delete',
    access: user,
    summary: 'Delete an unused category (OA administrators)',
    body: z.object({ noticeColId: id }),
    data: z.object({ noticeColId: z.number().int() }),
  },
  list: {
    method: post,
    path: '/cNotice/list',
    access: user,
    summary: 'Announcements published to me (received), written by me (mine) or my drafts; pinned first',
    body: noticeListSchema,
    data: noticePageSchema,
  },
  detail: {
    method: post,
    path: '/cNotice/detail',
    access: user,
    summary: 'One announcement; opening a published one marks it read for its audience',
    body: noticeIdBody,
    data: noticeDetailSchema,
  },
  save: {
    method: post,
    path: '/cNotice/save',
    access: user,
    summary: 'Create or change a draft (the content is sanitized)',
    body: noticeSaveSchema,
    data: noticeDetailSchema,
  },
  publish: {
    method: post,
    path: '/cNotice/publish',
    access: user,
    summary: 'Publish a draft now or at its time; a non-administrator goes through 公告发布审批',
    body: noticeIdBody,
    data: z.object({ noticeId: z.number().int(), status: noticeStatusSchema }),
  },
  withdraw: {
    method: post,
    path: '/cNotice/withdraw',
    access: user,
    summary: 'Withdraw a published, scheduled or pending announcement',
    body: noticeIdBody,
    data: z.object({ noticeId: z.number().int(), status: noticeStatusSchema }),
  },
  newVersion: {
    method: post,
    path: '/cNotice/newVersion',
    access: user,
    summary: 'Copy a published or withdrawn announcement into a new draft version',
    body: noticeIdBody,
    data: z.object({ noticeId: z.number().int() }),
  },
  remove: {
    method: post,
    path: '/cNotice/delete',
    access: user,
    summary: 'Delete a draft or a withdrawn announcement',
    body: noticeIdBody,
    data: z.object({ noticeId: z.number().int() }),
  },
  readers: {
    method: post,
    path: '/cNotice/readers',
    access: user,
    summary:
      'Who read (with the time) or who has not read an announcement (its publisher and administrators)',
    body: noticeReadersSchema,
    data: pageOf(noticeReaderSchema),
  },
  remindUnread: {
    method: post,
    path: '/cNotice/remindUnread',
    access: user,
    summary: 'Remind the audience members who have not read it (once per hour)',
    body: noticeIdBody,
    data: z.object({ reminded: z.number().int() }),
  },
  exportReaders: {
    method: post,
    path: '/cNotice/exportReaders',
    access: user,
    summary: 'The read list as Excel (公告阅读情况_YYYYMMDDhhmmss.xlsx)',
    body: noticeIdBody,
  },
  comments: {
    method: post,
    path: '/cNotice/comment/list',
    access: user,
    summary: 'Comments on an announcement, oldest first',
    body: noticeIdBody,
    data: z.array(noticeCommentSchema),
  },
  commentAdd: {
    method: post,
    path: '/cNotice/comment/add',
    access: user,
    summary: 'Comment on an announcement whose comments are on',
    body: z.object({
      noticeId: id,
      content: z
        .string()
        .trim()
        .min(1, 'notice.comment.required')
        .max(NOTICE_COMMENT_MAX, 'notice.comment.tooLong'),
    }),
    data: noticeCommentSchema,
  },
  commentDelete: {
    method: post,
    path: '/cNotice/comment/delete',
    access: user,
    summary: 'Delete my comment (administrators and the publisher: any)',
    body: z.object({ commentId: id }),
    data: z.object({ commentId: z.number().int() }),
  },
  publicList: {
    method: 'GET',
    path: '/cNotice/public/list',
    access: 'public',
    summary: "A company's public announcements on its public site, pinned first (rate limited)",
    query: z.object({
      companyId: z.coerce.number().int().positive(),
      pageNum: z.coerce.number().int().min(1).max(1000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(10),
    }),
    data: pageOf(publicNoticeRowSchema).extend({ compName: z.string() }),
  },
  publicDetail: {
    method: 'GET',
    path: '/cNotice/public/detail',
    access: 'public',
    summary: "One of a company's public announcements (rate limited)",
    query: z.object({
      companyId: z.coerce.number().int().positive(),
      noticeId: z.coerce.number().int().positive(),
    }),
    data: publicNoticeDetailSchema,
  },
});
