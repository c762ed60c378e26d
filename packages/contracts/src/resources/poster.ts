import { z } from 'zod';
import { posterCreateSchema, posterPlacementSchema, posterSchema, posterUpdateSchema } from '../platform.ts';
import type { ResourceFields } from './fields.ts';
import type { ResourceContract } from './resource.ts';

const fields = {
  title: {
    label: { 'zh-CN': '标题', en: 'Title' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
  },
  imageUrl: {
    label: { 'zh-CN': '图片', en: 'Image' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'image',
  },
  linkUrl: {
    label: { 'zh-CN': '跳转链接', en: 'Link' },
    in: ['form', 'detail', 'export'],
  },
  placement: {
    label: { 'zh-CN': '展示位置', en: 'Placement' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    options: [
      { value: 'home', label: { 'zh-CN': '首页', en: 'Home page' } },
      { value: 'login', label: { 'zh-CN': '登录页', en: 'Login page' } },
      { value: 'app', label: { 'zh-CN': 'App', en: 'App' } },
    ],
  },
  sort: {
    label: { 'zh-CN': '排序', en: 'Sort order' },
    in: ['list', 'form', 'detail', 'export'],
  },
  startAt: {
    label: { 'zh-CN': '开始时间', en: 'Start' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'datetime',
  },
  endAt: {
    label: { 'zh-CN': '结束时间', en: 'End' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'datetime',
  },
  status: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    options: [
      { value: 1, label: { 'zh-CN': '上线', en: 'Live' }, color: 'green' },
      { value: 2, label: { 'zh-CN': '下线', en: 'Off' }, color: 'default' },
    ],
  },
} as const satisfies ResourceFields;

/** Posters of the back office (`#/Poster`), a platform resource: only administrators reach it. */
export const posterResource = {
  prefix: '/admin/poster',
  scope: 'platform',
  name: 'poster',
  title: { 'zh-CN': '海报', en: 'Posters' },
  operations: ['selectPage', 'selectById', 'insert', 'update', 'delete', 'export'],
  schemas: {
    row: posterSchema,
    create: posterCreateSchema,
    update: posterUpdateSchema,
    filter: z.object({
      placement: posterPlacementSchema.optional(),
      status: z.union([z.literal(1), z.literal(2)]).optional(),
      title: z.string().trim().max(60).optional(),
    }),
  },
  fields,
  sortFields: ['placement', 'sort', 'startAt', 'endAt', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;
