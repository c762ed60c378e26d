import { z } from 'zod';
import { posterCreateSchema, posterPlacementSchema, posterSchema, posterUpdateSchema } from '../platform.ts';
import type { ResourceContract } from './resource.ts';

/** Posters of the back office (`#/Poster`), a platform resource: only administrators reach it. */
export const posterResource = {
  prefix: '/admin/poster',
  scope: 'platform',
  name: 'poster',
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
  sortFields: ['placement', 'sort', 'startAt', 'endAt', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;
