import { z } from 'zod';
import { reminderFilterSchema, reminderSchema } from '../notifications.ts';
import type { ResourceFields } from './fields.ts';
import type { ResourceContract } from './resource.ts';

const fields = {
  title: {
    label: { 'zh-CN': '标题', en: 'Title' },
    in: ['list'],
  },
  type: {
    label: { 'zh-CN': '类型', en: 'Type' },
    in: ['list', 'filter'],
    options: [
      { value: 'system', label: { 'zh-CN': '系统通知', en: 'System' } },
      { value: 'approval', label: { 'zh-CN': '审批提醒', en: 'Approvals' } },
      { value: 'attestation', label: { 'zh-CN': '企业认证', en: 'Verification' } },
      { value: 'staff', label: { 'zh-CN': '员工提醒', en: 'Staff' } },
      { value: 'chat', label: { 'zh-CN': '聊天消息', en: 'Chat' } },
    ],
  },
  createdAt: {
    label: { 'zh-CN': '时间', en: 'Time' },
    in: ['list'],
    widget: 'datetime',
  },
  readAt: {
    label: { 'zh-CN': '已读时间', en: 'Read at' },
    in: ['list'],
    widget: 'datetime',
  },
  /** Only in the filter: the row says it by `readAt`. */
  read: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['filter'],
    options: [
      { value: false, label: { 'zh-CN': '未读', en: 'Unread' } },
      { value: true, label: { 'zh-CN': '已读', en: 'Read' } },
    ],
  },
} as const satisfies ResourceFields;

/**
 * Reminders as a personal resource: the caller's own, in their current identity. Listed at
 * `selectPage` (and the older `selectNewsRemindByType`) and removed at `delete`; opening and marking
 * read are the module's own endpoints.
 */
export const reminderResource = {
  prefix: '/cNewsRemind',
  scope: 'personal',
  name: 'reminder',
  title: { 'zh-CN': '通知', en: 'Notifications' },
  operations: ['selectPage', 'delete'],
  schemas: {
    row: reminderSchema,
    create: z.object({}),
    update: z.object({}),
    filter: reminderFilterSchema,
  },
  fields,
  sortFields: ['createdAt'],
} as const satisfies ResourceContract;
