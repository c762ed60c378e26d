import { z } from 'zod';
import { baseFieldLabels, type ResourceFields } from './fields.ts';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from './resource.ts';

export const POSITION_NAME_MAX = 50;
export const ORG_DESCRIPTION_MAX = 200;

const create = z.object({
  name: z.string().trim().min(1).max(POSITION_NAME_MAX),
  /** The department the position belongs to; null (or absent) for a company-wide one. */
  deptId: z.number().int().positive().nullable().optional(),
  description: z.string().trim().max(ORG_DESCRIPTION_MAX).nullable().optional(),
  sort: z.number().int().min(0).max(99999).optional(),
});

export const positionSchemas = {
  row: resourceRowBase.extend({
    name: z.string(),
    deptId: z.number().int().nullable(),
    /** The department's name (null for a company-wide position). */
    deptName: z.string().nullable(),
    description: z.string().nullable(),
    sort: z.number().int(),
  }),
  create,
  update: updateSchemaOf(create),
  filter: z.object({
    name: z.string().trim().max(POSITION_NAME_MAX).optional(),
    deptId: z.number().int().positive().nullable().optional(),
  }),
};

const fields = {
  name: {
    label: { 'zh-CN': '职位名称', en: 'Position name' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    example: '人事专员',
  },
  deptId: {
    label: { 'zh-CN': '所属部门', en: 'Department' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'department',
    display: 'deptName',
    example: '人力资源部',
  },
  description: {
    label: { 'zh-CN': '职位描述', en: 'Description' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'textarea',
  },
  sort: {
    label: { 'zh-CN': '排序', en: 'Sort order' },
    in: ['list', 'form', 'detail', 'export'],
    width: 100,
    example: 1,
  },
  updatedAt: { label: baseFieldLabels.updatedAt, in: ['detail', 'export'], widget: 'datetime' },
} as const satisfies ResourceFields;

export const positionResource = {
  prefix: '/cCompPosition',
  name: 'position',
  title: { 'zh-CN': '职位', en: 'Positions' },
  schemas: positionSchemas,
  fields,
  sortFields: ['name', 'sort', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;

export type Position = z.infer<typeof positionSchemas.row>;
export type PositionCreate = z.infer<typeof positionSchemas.create>;
