import { z } from 'zod';
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

export const positionResource = {
  prefix: '/cCompPosition',
  name: 'position',
  schemas: positionSchemas,
  sortFields: ['name', 'sort', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;

export type Position = z.infer<typeof positionSchemas.row>;
export type PositionCreate = z.infer<typeof positionSchemas.create>;
