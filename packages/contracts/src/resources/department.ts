import { z } from 'zod';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from './resource.ts';

export const DEPARTMENT_NAME_MAX = 50;

const create = z.object({
  name: z.string().trim().min(1).max(DEPARTMENT_NAME_MAX),
  /** null (or absent) for a top-level department. */
  parentId: z.number().int().positive().nullable().optional(),
  sort: z.number().int().min(0).max(99999).optional(),
});

export const departmentSchemas = {
  row: resourceRowBase.extend({
    name: z.string(),
    parentId: z.number().int().nullable(),
    sort: z.number().int(),
  }),
  create,
  update: updateSchemaOf(create),
  filter: z.object({
    name: z.string().trim().max(DEPARTMENT_NAME_MAX).optional(),
    /** null lists top-level departments only. */
    parentId: z.number().int().positive().nullable().optional(),
  }),
};

export const departmentResource = {
  prefix: '/cCompDepartment',
  name: 'department',
  schemas: departmentSchemas,
  sortFields: ['name', 'sort', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;

export type Department = z.infer<typeof departmentSchemas.row>;
export type DepartmentCreate = z.infer<typeof departmentSchemas.create>;
export type DepartmentUpdate = z.infer<typeof departmentSchemas.update>;
export type DepartmentFilter = z.infer<typeof departmentSchemas.filter>;
