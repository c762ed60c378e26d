import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { commentAttachmentSchema, MAX_COMMENT_ATTACHMENTS } from '../resources/resource.ts';
import { approvalFlow } from './flow.ts';
import { approvalForm, formValues } from './form.ts';

/**
 * The approval engine's endpoints (`/cAudit`, docs/product/approval.md, "Endpoints"), declared once
 * for server and web. Every input is bounded: comments ≤ 500, attachments ≤ 9, pages ≤ 100.
 */

const id = z.number().int().positive();
/** The house paging fields (1-based page, at most 100 rows). */
const paging = {
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
};
const when = z.string().nullable();

/** Fixed approval roles, resolved from the staff records (docs/product/approval.md, "Roles"). */
export const APPROVAL_ROLES = ['companyAdmin', 'hrmAdmin', 'hroAdmin'] as const;
export type ApprovalRole = (typeof APPROVAL_ROLES)[number];

/** Who may start a template: everyone, or these departments (with sub-departments), people and roles. */
export const approvalInitiators = z.object({
  everyone: z.boolean(),
  departmentIds: z.array(id).max(50).default([]),
  userIds: z.array(id).max(50).default([]),
  roles: z.array(z.enum(APPROVAL_ROLES)).max(APPROVAL_ROLES.length).default([]),
});
export type ApprovalInitiators = z.infer<typeof approvalInitiators>;

export const TEMPLATE_STATUSES = ['draft', 'active', 'disabled'] as const;
/** `returned`: sent back to the initiator, who edits and submits the same instance again. */
export const INSTANCE_STATES = ['draft', 'running', 'returned', 'approved', 'rejected', 'withdrawn'] as const;
export type InstanceState = (typeof INSTANCE_STATES)[number];
/**
 * `waiting`: the approver added signers before themselves (加签 before) and is asked again when they
 * are done; `returned`: the approver sent the instance back (to the initiator or an earlier node).
 */
export const TASK_STATES = [
  'pending',
  'waiting',
  'approved',
  'rejected',
  'returned',
  'transferred',
  'passed',
  'cancelled',
] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const APPROVAL_COMMENT_MAX = 500;
const comment = z.string().trim().max(APPROVAL_COMMENT_MAX);
const attachments = z.array(commentAttachmentSchema).max(MAX_COMMENT_ATTACHMENTS).default([]);

export const templateSaveSchema = z.object({
  /** Absent: a new template; present: its draft is replaced (stale `version`: 409). */
  id: id.optional(),
  version: z.number().int().min(1).optional(),
  name: z.string().trim().min(1).max(40),
  icon: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,29}$/),
  group: z.string().trim().min(1).max(20),
  /** `general` or a registered approval type. */
  type: z.string().regex(/^[a-z][a-zA-Z0-9]{0,29}$/),
  initiators: approvalInitiators,
  form: approvalForm,
  flow: approvalFlow,
});
export type TemplateSave = z.input<typeof templateSaveSchema>;

export const templateRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  icon: z.string(),
  group: z.string(),
  type: z.string(),
  status: z.enum(TEMPLATE_STATUSES),
  initiators: approvalInitiators,
  /** The draft (admins) or the current version (initiators). */
  form: approvalForm,
  flow: approvalFlow,
  versionCount: z.number().int(),
  currentVersionId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type ApprovalTemplate = z.infer<typeof templateRowSchema>;

const templateRef = z.object({ id });

export const startableGroupSchema = z.object({
  group: z.string(),
  templates: z.array(
    z.object({ id: z.number().int(), name: z.string(), icon: z.string(), type: z.string() }),
  ),
});

/** The resolved flow (`ResolvedFlow`) as answered: nodes with people, and the branches taken. */
const resolvedNodeSchema: z.ZodType = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal('approver'),
      id: z.string(),
      name: z.string(),
      mode: z.enum(['sequential', 'all', 'any']),
      userIds: z.array(z.number().int()),
      source: z.enum(['resolved', 'emptyToAdmin', 'emptyToUser', 'addSign']),
      passedUserIds: z.array(z.number().int()),
      timeout: z.record(z.string(), z.unknown()).optional(),
    }),
    z.object({
      type: z.literal('autoPassed'),
      id: z.string(),
      name: z.string(),
      reason: z.enum(['empty', 'dedupe']),
    }),
    z.object({ type: z.literal('cc'), id: z.string(), name: z.string(), userIds: z.array(z.number().int()) }),
    z.object({
      type: z.literal('parallel'),
      id: z.string(),
      branches: z.array(z.object({ id: z.string(), name: z.string(), nodes: z.array(resolvedNodeSchema) })),
    }),
  ]),
);
export const resolvedFlowSchema = z.object({
  nodes: z.array(resolvedNodeSchema),
  branches: z.record(z.string(), z.string()),
});

const person = z.object({ userId: z.number().int(), name: z.string() });

export const previewBodySchema = z.object({
  templateId: id,
  values: formValues,
  /** The initiator's picks for `initiatorChooses` nodes, by node id. */
  chosen: z.record(z.string().max(40), z.array(id).max(50)).default({}),
});
/**
 * A 发起人自选 node on the path the values take: the initiator picks its people (among `candidates`
 * when the template lists them, else anyone of the company). The preview resolves without the picks
 * still missing and lists them here, so the initiator sees what to choose before submitting.
 */
export const flowChoiceSchema = z.object({
  nodeId: z.string(),
  name: z.string(),
  multiple: z.boolean(),
  candidates: z.array(person).nullable(),
});
export type FlowChoice = z.infer<typeof flowChoiceSchema>;
export const previewSchema = z.object({
  flow: resolvedFlowSchema,
  people: z.array(person),
  choices: z.array(flowChoiceSchema),
});

export const instanceStartSchema = previewBodySchema.extend({
  /** A draft of the caller's to save again or submit. */
  id: id.optional(),
});

const taskAction = z.object({ taskId: id, comment: comment.optional(), attachments });
/** Where a rejection sends the instance: absent ends it; the initiator or an earlier approver node. */
export const sendBackSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('initiator') }),
  z.object({ kind: z.literal('node'), nodeId: z.string().max(60) }),
]);
export type SendBack = z.infer<typeof sendBackSchema>;
/** A rejection always says why (the initiator reads it on the timeline and the chat card). */
export const rejectBodySchema = taskAction.extend({
  comment: comment.min(1),
  backTo: sendBackSchema.optional(),
});
export const transferBodySchema = z.object({ taskId: id, userId: id, comment: comment.optional() });
/** 加签: people asked before the caller (who is asked again after them) or after the caller. */
export const addSignBodySchema = z.object({
  taskId: id,
  userIds: z.array(id).min(1).max(10),
  position: z.enum(['before', 'after']),
  mode: z.enum(['sequential', 'all', 'any']).default('sequential'),
  comment: comment.optional(),
});
/** `mentions`: people of the company told of the comment (@); they may read the instance from then on. */
export const commentBodySchema = z.object({
  id,
  comment: comment.min(1),
  attachments,
  mentions: z.array(id).max(20).default([]),
});

export const instanceSummarySchema = z.object({
  id: z.number().int(),
  serialNo: z.string().nullable(),
  title: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  icon: z.string(),
  type: z.string(),
  state: z.enum(INSTANCE_STATES),
  initiatorUserId: z.number().int(),
  initiatorName: z.string(),
  submittedAt: when,
  finishedAt: when,
  updatedAt: z.string(),
  /** In 待我审批: the caller's pending task. */
  taskId: z.number().int().nullable(),
  /** In 抄送我的: copied to the caller and not opened yet. */
  unread: z.boolean(),
});
export type ApprovalInstanceSummary = z.infer<typeof instanceSummarySchema>;

const chinaDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The filters of the lists and of the admins' export (docs/product/approval.md, "Lists"). */
export const instanceFilterSchema = z.object({
  state: z.enum(INSTANCE_STATES).optional(),
  templateId: id.optional(),
  /** Title or serial number, contains. */
  keyword: z.string().trim().max(50).optional(),
  initiatorUserId: id.optional(),
  /** The initiator's department when they submitted, sub-departments included. */
  departmentId: id.optional(),
  /** Submitted on or after / on or before these China days. */
  submittedFrom: chinaDay.optional(),
  submittedTo: chinaDay.optional(),
});
export const instanceListQuerySchema = instanceFilterSchema.extend(paging);
export const instancePageSchema = z.object({
  list: z.array(instanceSummarySchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

export const instanceDetailSchema = instanceSummarySchema.extend({
  version: z.number().int(),
  form: approvalForm,
  values: z.record(z.string(), z.unknown()),
  flow: resolvedFlowSchema.nullable(),
  tasks: z.array(
    z.object({
      id: z.number().int(),
      nodeId: z.string(),
      userId: z.number().int(),
      name: z.string(),
      state: z.enum(TASK_STATES),
      ordinal: z.number().int(),
      actedAt: when,
      comment: z.string().nullable(),
    }),
  ),
  cc: z.array(person.extend({ readAt: when })),
  events: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      userId: z.number().int().nullable(),
      name: z.string().nullable(),
      action: z.string(),
      nodeId: z.string().nullable(),
      comment: z.string().nullable(),
      attachments: z.array(commentAttachmentSchema),
      targetUserId: z.number().int().nullable(),
    }),
  ),
  /** Names of the people and departments the form's pickers hold (names, never bare ids, on screen). */
  picked: z.object({
    users: z.record(z.string(), z.string()),
    departments: z.record(z.string(), z.string()),
  }),
  /** The caller's pending task (approve, reject, transfer), if any. */
  myTaskId: z.number().int().nullable(),
  canWithdraw: z.boolean(),
  canUrge: z.boolean(),
  /** Where the caller's pending task may send the instance back (empty: rejecting ends it). */
  sendBackTargets: z.array(
    z.object({ kind: z.enum(['initiator', 'node']), nodeId: z.string().nullable(), name: z.string() }),
  ),
  /** Whether the caller's pending task may add signers (the template allows 加签). */
  canAddSign: z.boolean(),
  /** The initiator of a returned instance edits it and submits it again (same instance). */
  canEdit: z.boolean(),
  /** The initiator of a rejected or withdrawn instance starts a new one pre-filled (`resubmit`). */
  canResubmit: z.boolean(),
  /** The initiator's picks for 发起人自选 nodes, by node id (to pre-fill an edit or a resubmit). */
  chosen: z.record(z.string(), z.array(z.number().int())),
});
export type ApprovalInstanceDetail = z.infer<typeof instanceDetailSchema>;

const actionResult = z.object({ id: z.number().int(), state: z.enum(INSTANCE_STATES) });
const list = (path: string, summary: string) =>
  ({
    method: 'POST',
    path,
    access: 'user',
    summary,
    body: instanceListQuerySchema,
    data: instancePageSchema,
  }) as const;

export const approvalEndpoints = defineEndpoints('approval', {
  templatePage: {
    method: 'POST',
    path: '/cAudit/template/selectPage',
    access: 'user',
    summary: "The company's approval templates (company admin)",
    body: z.object({
      ...paging,
      name: z.string().trim().max(40).optional(),
      status: z.enum(TEMPLATE_STATUSES).optional(),
    }),
    data: z.object({
      list: z.array(templateRowSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  templateById: {
    method: 'GET',
    path: '/cAudit/template/selectById/:id',
    access: 'user',
    summary: 'One template: the draft for admins, the current version for those who may start it',
    params: z.object({ id: z.coerce.number().int().positive() }),
    data: templateRowSchema,
  },
  templateStartable: {
    method: 'GET',
    path: '/cAudit/template/selectStartable',
    access: 'user',
    summary: 'The templates the caller may start, by group',
    data: z.array(startableGroupSchema),
  },
  templateSave: {
    method: 'POST',
    path: '/cAudit/template/save',
    access: 'user',
    summary: 'Create a template or replace its draft (company admin)',
    body: templateSaveSchema,
    data: templateRowSchema,
  },
  templatePublish: {
    method: 'POST',
    path: '/cAudit/template/publish',
    access: 'user',
    summary: 'Publish the draft as a new version (company admin)',
    body: templateRef,
    data: templateRowSchema,
  },
  templateDisable: {
    method: 'POST',
    path: '/cAudit/template/disable',
    access: 'user',
    summary: 'Stop new instances of a template (company admin)',
    body: templateRef,
    data: templateRowSchema,
  },
  templateEnable: {
    method: 'POST',
    path: '/cAudit/template/enable',
    access: 'user',
    summary: 'Open a disabled template again (company admin)',
    body: templateRef,
    data: templateRowSchema,
  },
  preview: {
    method: 'POST',
    path: '/cAudit/instance/preview',
    access: 'user',
    summary: 'The flow the values so far would run, nothing saved',
    body: previewBodySchema,
    data: previewSchema,
  },
  saveDraft: {
    method: 'POST',
    path: '/cAudit/instance/saveDraft',
    access: 'user',
    summary: 'Save an instance as a draft',
    body: instanceStartSchema,
    data: actionResult,
  },
  submit: {
    method: 'POST',
    path: '/cAudit/instance/submit',
    access: 'user',
    summary: 'Submit an instance: values validated, flow resolved, first approvers asked',
    body: instanceStartSchema,
    data: actionResult,
  },
  approve: {
    method: 'POST',
    path: '/cAudit/instance/approve',
    access: 'user',
    summary: "Approve one's pending task",
    body: taskAction,
    data: actionResult,
  },
  reject: {
    method: 'POST',
    path: '/cAudit/instance/reject',
    access: 'user',
    summary:
      "Reject one's pending task: the instance ends rejected, or goes back to the initiator or an earlier node",
    body: rejectBodySchema,
    data: actionResult,
  },
  addSign: {
    method: 'POST',
    path: '/cAudit/instance/addSign',
    access: 'user',
    summary: "Add signers (加签) before or after oneself on one's pending task",
    body: addSignBodySchema,
    data: actionResult,
  },
  resubmit: {
    method: 'POST',
    path: '/cAudit/instance/resubmit',
    access: 'user',
    summary: 'A new draft pre-filled from a rejected or withdrawn instance (initiator)',
    body: templateRef,
    data: actionResult,
  },
  transfer: {
    method: 'POST',
    path: '/cAudit/instance/transfer',
    access: 'user',
    summary: "Hand one's pending task to another person of the company",
    body: transferBodySchema,
    data: actionResult,
  },
  withdraw: {
    method: 'POST',
    path: '/cAudit/instance/withdraw',
    access: 'user',
    summary: 'Withdraw an instance before any decision (initiator)',
    body: templateRef,
    data: actionResult,
  },
  urge: {
    method: 'POST',
    path: '/cAudit/instance/urge',
    access: 'user',
    summary: 'Remind the current approvers, at most once an hour (initiator)',
    body: templateRef,
    data: actionResult,
  },
  comment: {
    method: 'POST',
    path: '/cAudit/instance/comment',
    access: 'user',
    summary: 'Comment on an instance (any reader)',
    body: commentBodySchema,
    data: actionResult,
  },
  selectMyApply: list('/cAudit/instance/selectMyApply', 'Instances the caller started'),
  selectTodo: list('/cAudit/instance/selectTodo', "Instances waiting for the caller's decision"),
  selectDone: list('/cAudit/instance/selectDone', 'Instances the caller decided'),
  selectCc: list('/cAudit/instance/selectCc', 'Instances copied to the caller'),
  selectAll: list('/cAudit/instance/selectAll', "The company's instances (company admin)"),
  instanceExport: {
    method: 'POST',
    path: '/cAudit/instance/export',
    access: 'user',
    summary: "The company's instances as 审批记录_YYYYMMDDhhmmss.xlsx (company admin), filtered as selectAll",
    body: instanceFilterSchema,
  },
  instanceById: {
    method: 'GET',
    path: '/cAudit/instance/selectById/:id',
    access: 'user',
    summary: 'One instance with its form, flow, tasks and timeline (readers only)',
    params: z.object({ id: z.coerce.number().int().positive() }),
    data: instanceDetailSchema,
  },
  todoCount: {
    method: 'GET',
    path: '/cAudit/instance/selectTodoCount',
    access: 'user',
    summary: 'How many tasks wait for the caller (the menu badge)',
    data: z.object({ count: z.number().int() }),
  },
});
