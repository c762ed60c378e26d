import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { TASK_STATUSES, type TaskStatus } from './task-card.ts';

// 任务 (Tasks, docs/product/oa-task.md): tasks with executors, an accountable owner, participants and
// a reviewer; subtasks one level deep, checklists, attachments, comments and an activity log.

const T = '/plan/task';

export const TASK_TITLE_MAX = 100;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_EXECUTORS_MAX = 20;
export const TASK_PARTICIPANTS_MAX = 50;
export const TASK_CHECKLIST_MAX = 50;
export const TASK_CHECK_ITEM_MAX = 100;
export const TASK_ATTACHMENTS_MAX = 9;
export const TASK_COMMENT_MAX = 2000;
export const TASK_REASON_MAX = 200;
export const TASK_SHARE_MAX = 50;
export const TASK_KEYWORD_MAX = 50;

/** The tabs (and routes `#/oa/task/<tab>`): which role of the caller a list shows. */
export const TASK_TABS = [
  'execute',
  'participation',
  'responsibility',
  'create',
  'allocation',
  'examine',
] as const;
export const taskTabSchema = z.enum(TASK_TABS);
export type TaskTab = z.infer<typeof taskTabSchema>;

export * from './task-card.ts';

export const taskStatusSchema = z.enum(TASK_STATUSES);
/** Statuses whose due date still matters (the overdue mark and reminders). */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = ['todo', 'doing', 'rejected'];

/** 紧急, 高, 中, 低. */
export const TASK_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

/** The roles a person holds on a task; `assigner` = who gave it to executors other than themselves. */
export const TASK_ROLES = ['executor', 'owner', 'participant', 'creator', 'assigner', 'reviewer'] as const;
export type TaskRole = (typeof TASK_ROLES)[number];

/** The named status changes (docs/product/oa-task.md, "Statuses"). */
export const TASK_TRANSITIONS = [
  'start',
  'submit',
  'complete',
  'accept',
  'reject',
  'cancel',
  'reopen',
] as const;
export const taskTransitionSchema = z.enum(TASK_TRANSITIONS);
export type TaskTransition = z.infer<typeof taskTransitionSchema>;

/** What the list marks: past due, due today, due tomorrow (China dates). */
export const TASK_DEADLINE_STATES = ['overdue', 'dueToday', 'dueTomorrow'] as const;
export type TaskDeadlineState = (typeof TASK_DEADLINE_STATES)[number];

const id = z.number().int().positive();
const userId = z.number().int().positive();
/** China wall clock, minutes: `2026-11-27 18:00`. */
export const chinaMinuteSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'tasks.timeFormat')
  .refine((value) => !Number.isNaN(Date.parse(`${value.replace(' ', 'T')}:00Z`)), 'tasks.timeFormat');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'tasks.dateFormat');

export const taskAttachmentSchema = z.object({
  name: z.string().trim().min(1).max(200),
  url: z.string().max(300),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

export const taskPersonSchema = z.object({ userId: z.number().int(), name: z.string() });
export type TaskPerson = z.infer<typeof taskPersonSchema>;

const checkItemInput = z.object({
  id: id.optional(),
  title: z.string().trim().min(1, 'tasks.checkItemRequired').max(TASK_CHECK_ITEM_MAX),
});

/** The create form; the update is `{ id, version }` and the same fields. */
export const taskInputSchema = z.object({
  title: z.string().trim().min(1, 'tasks.titleRequired').max(TASK_TITLE_MAX),
  description: z.string().max(TASK_DESCRIPTION_MAX),
  priority: taskPrioritySchema,
  startAt: chinaMinuteSchema.nullable(),
  dueAt: chinaMinuteSchema.nullable(),
  executorIds: z.array(userId).min(1, 'tasks.executorRequired').max(TASK_EXECUTORS_MAX),
  ownerId: userId,
  participantIds: z.array(userId).max(TASK_PARTICIPANTS_MAX),
  reviewerId: userId.nullable(),
  checklist: z.array(checkItemInput).max(TASK_CHECKLIST_MAX),
  attachments: z.array(taskAttachmentSchema).max(TASK_ATTACHMENTS_MAX),
});
export type TaskInput = z.input<typeof taskInputSchema>;

export const createTaskBodySchema = taskInputSchema.extend({ parentId: id.nullable() });
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;
export const updateTaskBodySchema = taskInputSchema.extend({ id, version: z.number().int().min(1) });
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

export const taskFilterSchema = z.object({
  tab: taskTabSchema,
  status: taskStatusSchema.optional(),
  priority: taskPrioritySchema.optional(),
  dueFrom: day.optional(),
  dueTo: day.optional(),
  keyword: z.string().trim().max(TASK_KEYWORD_MAX).optional(),
});
export type TaskFilter = z.input<typeof taskFilterSchema>;

export const taskListBodySchema = taskFilterSchema.extend({
  pageNum: z.number().int().min(1).max(10000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type TaskListBody = z.input<typeof taskListBodySchema>;

/** A task as lists and the kanban show it. */
export const taskRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  parentId: z.number().int().nullable(),
  parentTitle: z.string().nullable(),
  title: z.string(),
  priority: taskPrioritySchema,
  status: taskStatusSchema,
  progress: z.number().int(),
  startAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  deadline: z.enum(TASK_DEADLINE_STATES).nullable(),
  executors: z.array(taskPersonSchema),
  owner: taskPersonSchema,
  reviewer: taskPersonSchema.nullable(),
  creator: taskPersonSchema,
  subtasks: z.object({ done: z.number().int(), total: z.number().int() }),
  checklist: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The transitions the caller may apply now. */
  actions: z.array(taskTransitionSchema),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;

export const taskPageSchema = z.object({
  list: z.array(taskRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

export const taskCountsSchema = z.record(taskTabSchema, z.number().int());
export type TaskCounts = z.infer<typeof taskCountsSchema>;

export const taskCheckItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  done: z.boolean(),
  doneBy: z.string().nullable(),
});
export type TaskCheckItem = z.infer<typeof taskCheckItemSchema>;

export const taskCommentSchema = z.object({
  id: z.number().int(),
  author: taskPersonSchema,
  body: z.string(),
  mentions: z.array(taskPersonSchema),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** One entry of the activity log: `action` names a text of the feature, `params` fill it. */
export const taskActivitySchema = z.object({
  id: z.number().int(),
  who: z.string(),
  action: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  at: z.string(),
});
export type TaskActivity = z.infer<typeof taskActivitySchema>;

export const taskDetailSchema = taskRowSchema.extend({
  description: z.string(),
  participants: z.array(taskPersonSchema),
  assigner: taskPersonSchema.nullable(),
  attachments: z.array(taskAttachmentSchema),
  checkItems: z.array(taskCheckItemSchema),
  children: z.array(taskRowSchema),
  rejectReason: z.string().nullable(),
  comments: z.array(taskCommentSchema),
  activities: z.array(taskActivitySchema),
  /** What the caller may change: the whole task (creator, owner), progress and checklist (executors too). */
  canEdit: z.boolean(),
  canWork: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const taskTransitionBodySchema = z.object({
  id,
  version: z.number().int().min(1),
  name: taskTransitionSchema,
  reason: z.string().trim().max(TASK_REASON_MAX).optional(),
});
export type TaskTransitionBody = z.input<typeof taskTransitionBodySchema>;

export const tasksEndpoints = defineEndpoints('tasks', {
  list: {
    method: 'POST',
    path: `${T}/list`,
    access: 'user',
    summary: 'A tab’s tasks (execute, participation, responsibility, create, allocation, examine), filtered',
    body: taskListBodySchema,
    data: taskPageSchema,
  },
  counts: {
    method: 'GET',
    path: `${T}/counts`,
    access: 'user',
    summary: 'Unfinished tasks per tab (examine: tasks waiting for the caller’s acceptance)',
    data: taskCountsSchema,
  },
  detail: {
    method: 'GET',
    path: `${T}/detail`,
    access: 'user',
    summary: 'A task with its people, subtasks, checklist, attachments, comments and activity log',
    query: z.object({ id: z.coerce.number().int().positive() }),
    data: taskDetailSchema,
  },
  create: {
    method: 'POST',
    path: `${T}/create`,
    access: 'user',
    summary: 'Creates a task or a subtask (parentId) and tells its people',
    body: createTaskBodySchema,
    data: z.object({ id: z.number().int() }),
  },
  update: {
    method: 'POST',
    path: `${T}/update`,
    access: 'user',
    summary: 'Creator or owner: changes the task (stale version: 409)',
    body: updateTaskBodySchema,
    data: z.object({ id: z.number().int() }),
  },
  transition: {
    method: 'POST',
    path: `${T}/transition`,
    access: 'user',
    summary: 'Start, submit, complete, accept, reject (with a reason), cancel or reopen, by role',
    body: taskTransitionBodySchema,
    data: taskRowSchema,
  },
  progress: {
    method: 'POST',
    path: `${T}/progress`,
    access: 'user',
    summary: 'Executors and owner: sets the progress % (a task with subtasks derives it)',
    body: z.object({ id, progress: z.number().int().min(0).max(100) }),
    data: z.object({ progress: z.number().int() }),
  },
  checkItem: {
    method: 'POST',
    path: `${T}/checkItem`,
    access: 'user',
    summary: 'Executors and owner: ticks or unticks a checklist item',
    body: z.object({ id, itemId: id, done: z.boolean() }),
    data: taskCheckItemSchema,
  },
  comment: {
    method: 'POST',
    path: `${T}/comment`,
    access: 'user',
    summary: 'Anyone on the task: a comment, optionally mentioning people of the task',
    body: z.object({
      id,
      body: z.string().trim().min(1, 'tasks.commentRequired').max(TASK_COMMENT_MAX),
      mentionIds: z.array(userId).max(TASK_PARTICIPANTS_MAX),
    }),
    data: taskCommentSchema,
  },
  delete: {
    method: 'POST',
    path: `${T}/delete`,
    access: 'user',
    summary: 'Creator: removes the task with its subtasks',
    body: z.object({ id }),
    data: z.object({ deleted: z.number().int() }),
  },
  share: {
    method: 'POST',
    path: `${T}/share`,
    access: 'user',
    summary: 'Shares the task as a chat card with colleagues (they join as participants)',
    body: z.object({ id, userIds: z.array(userId).min(1, 'tasks.shareNobody').max(TASK_SHARE_MAX) }),
    data: z.object({ shared: z.number().int() }),
  },
  export: {
    method: 'POST',
    path: `${T}/export`,
    access: 'user',
    summary: 'A tab’s filtered tasks as 任务_YYYYMMDDhhmmss.xlsx',
    body: taskFilterSchema,
  },
});
