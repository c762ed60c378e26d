import { z } from 'zod';
import { baseFieldLabels, type ResourceFields } from './fields.ts';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from './resource.ts';

export const DEPARTMENT_NAME_MAX = 50;

const create = z.object({
  name: z.string().trim().min(1).max(DEPARTMENT_NAME_MAX),
  /** null (or absent) for a top-level department. */
  parentId: z.number().int().positive().nullable().optional(),
  sort: z.number().int().min(0).max(99999).optional(),
  /** 负责人: the login of an active person of the company (the approval flows' department head). */
  leaderUserId: z.number().int().positive().nullable().optional(),
});

export const departmentSchemas = {
  row: resourceRowBase.extend({
    name: z.string(),
    parentId: z.number().int().nullable(),
    /** The parent department's name (null at the top level). */
    parentName: z.string().nullable(),
    sort: z.number().int(),
    leaderUserId: z.number().int().nullable(),
    /** The head's name (null without one). */
    leaderName: z.string().nullable(),
  }),
  create,
  update: updateSchemaOf(create),
  filter: z.object({
    name: z.string().trim().max(DEPARTMENT_NAME_MAX).optional(),
    /** null lists top-level departments only. */
    parentId: z.number().int().positive().nullable().optional(),
  }),
};

const fields = {
  name: {
    label: { 'zh-CN': '部门名称', en: 'Department name' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    example: '人力资源部',
  },
  parentId: {
    label: { 'zh-CN': '上级部门', en: 'Parent department' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'department',
    display: 'parentName',
  },
  sort: {
    label: { 'zh-CN': '排序', en: 'Sort order' },
    in: ['list', 'form', 'detail', 'export'],
    width: 100,
    example: 1,
  },
  leaderUserId: {
    label: { 'zh-CN': '负责人', en: 'Head' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'staff',
    display: 'leaderName',
  },
  createdAt: { label: baseFieldLabels.createdAt, in: ['list', 'detail'], widget: 'datetime', hidden: true },
  updatedAt: {
    label: baseFieldLabels.updatedAt,
    in: ['list', 'detail', 'export'],
    widget: 'datetime',
    hidden: true,
  },
} as const satisfies ResourceFields;

export const departmentResource = {
  prefix: '/cCompDepartment',
  name: 'department',
  title: { 'zh-CN': '部门', en: 'Departments' },
  schemas: departmentSchemas,
  fields,
  sortFields: ['name', 'sort', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;

export type Department = z.infer<typeof departmentSchemas.row>;
export type DepartmentCreate = z.infer<typeof departmentSchemas.create>;
export type DepartmentUpdate = z.infer<typeof departmentSchemas.update>;
export type DepartmentFilter = z.infer<typeof departmentSchemas.filter>;
