import { z } from 'zod';
import { attestationRowSchema, trialRowSchema } from '../company.ts';
import type { FieldOption, ResourceFields } from './fields.ts';
import type { ResourceContract } from './resource.ts';
import { resourceRowBase } from './resource.ts';

/** 1 pending, 2 approved, 3 rejected: the review queues' status field. */
const applyStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const reviewRow = resourceRowBase.pick({ version: true, updatedAt: true, transitions: true });
/** A rejection says why (the applicant reads it); an approval needs no words. */
const reviewTransitions = {
  approve: {},
  reject: { input: z.object({ reason: z.string().trim().min(1).max(200) }) },
} as const;

/** The review's states, in the tag colours of every review status (AttestStatus). */
const applyStatusOptions = [
  { value: 1, label: { 'zh-CN': '待审核', en: 'Pending' }, color: 'processing' },
  { value: 2, label: { 'zh-CN': '已通过', en: 'Approved' }, color: 'success' },
  { value: 3, label: { 'zh-CN': '已驳回', en: 'Rejected' }, color: 'error' },
] as const satisfies readonly FieldOption[];

/** The fields both queues share. */
const reviewFields = {
  compName: {
    label: { 'zh-CN': '企业名称', en: 'Company' },
    in: ['list', 'filter', 'detail', 'export'],
  },
  applyStatus: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['list', 'filter', 'detail', 'export'],
    options: applyStatusOptions,
  },
  reason: {
    label: { 'zh-CN': '审核意见', en: 'Reason' },
    in: ['list', 'detail', 'export'],
    hidden: true,
  },
  createdAt: { label: { 'zh-CN': '申请时间', en: 'Applied at' }, in: ['export'], widget: 'datetime' },
} as const satisfies ResourceFields;

const attestationFields = {
  compName: reviewFields.compName,
  creditCode: {
    label: { 'zh-CN': '统一社会信用代码', en: 'Credit code' },
    in: ['list', 'detail', 'export'],
  },
  legalPerson: {
    label: { 'zh-CN': '法定代表人', en: 'Legal representative' },
    in: ['list', 'detail', 'export'],
  },
  /** Shown as a link to the uploaded licence. */
  licenseUrl: { label: { 'zh-CN': '营业执照', en: 'Business licence' }, in: ['list', 'detail'] },
  /** Lists show the contact with their phone; the export has a column for each. */
  contactName: { label: { 'zh-CN': '联系人', en: 'Contact' }, in: ['list', 'detail', 'export'] },
  contactPhone: { label: { 'zh-CN': '联系电话', en: 'Phone' }, in: ['export'] },
  applyStatus: reviewFields.applyStatus,
  reason: reviewFields.reason,
  createdAt: reviewFields.createdAt,
  reviewedAt: { label: { 'zh-CN': '审核时间', en: 'Reviewed at' }, in: ['export'], widget: 'datetime' },
} as const satisfies ResourceFields;

/**
 * Company verification applications in the back office (`#/Approval/attestation`), a platform
 * resource whose review is a state machine: pending -> approved | rejected (with a reason).
 */
export const attestationResource = {
  prefix: '/admin/attestation',
  scope: 'platform',
  name: 'attestation',
  title: { 'zh-CN': '企业认证', en: 'Company verifications' },
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: attestationRowSchema.extend(reviewRow.shape).extend({ applyStatus }),
    create: z.object({}),
    update: z.object({}),
    filter: z.object({
      applyStatus: applyStatus.optional(),
      /** The company's name, contains. */
      compName: z.string().trim().max(50).optional(),
    }),
  },
  fields: attestationFields,
  sortFields: ['createdAt', 'reviewedAt'],
  transitions: reviewTransitions,
  comments: true,
} as const satisfies ResourceContract;

const trialFields = {
  keyword: { label: { 'zh-CN': '关键字', en: 'Keyword' }, in: ['filter'] },
  compName: { ...reviewFields.compName, in: ['list', 'detail', 'export'] },
  /** Lists show the contact with their mobile and e-mail; the export has the mobile apart. */
  contactName: { label: { 'zh-CN': '联系人', en: 'Contact' }, in: ['list', 'detail', 'export'] },
  mobile: { label: { 'zh-CN': '联系电话', en: 'Phone' }, in: ['export'] },
  note: { label: { 'zh-CN': '需求说明', en: 'Needs' }, in: ['list', 'detail', 'export'] },
  applyStatus: reviewFields.applyStatus,
  /** The administrator's name (the server shows the stored id as it). */
  handledBy: { label: { 'zh-CN': '处理人', en: 'Handled by' }, in: ['list', 'detail', 'export'] },
  reason: reviewFields.reason,
  createdAt: reviewFields.createdAt,
} as const satisfies ResourceFields;

/** Public /try applications (`#/Approval/trial`): handled, never turned into accounts by the platform. */
export const trialResource = {
  prefix: '/admin/trial',
  scope: 'platform',
  name: 'trial',
  title: { 'zh-CN': '试用申请', en: 'Trial applications' },
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: trialRowSchema.extend(reviewRow.shape).extend({ applyStatus }),
    create: z.object({}),
    update: z.object({}),
    filter: z.object({
      applyStatus: applyStatus.optional(),
      /** Company name, contact or mobile, contains. */
      keyword: z.string().trim().max(50).optional(),
    }),
  },
  fields: trialFields,
  sortFields: ['createdAt', 'handledAt'],
  transitions: reviewTransitions,
  comments: true,
} as const satisfies ResourceContract;
