import { z } from 'zod';
import { ORG_DESCRIPTION_MAX } from './position.ts';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from './resource.ts';

export const RANK_NAME_MAX = 30;

const create = z.object({
  name: z.string().trim().min(1).max(RANK_NAME_MAX),
  level: z.number().int().min(1).max(99),
  description: z.string().trim().max(ORG_DESCRIPTION_MAX).nullable().optional(),
});

export const rankSchemas = {
  row: resourceRowBase.extend({
    name: z.string(),
    level: z.number().int(),
    description: z.string().nullable(),
  }),
  create,
  update: updateSchemaOf(create),
  filter: z.object({
    name: z.string().trim().max(RANK_NAME_MAX).optional(),
    level: z.number().int().min(1).max(99).optional(),
  }),
};

export const rankResource = {
  prefix: '/cCompRank',
  name: 'rank',
  schemas: rankSchemas,
  sortFields: ['name', 'level', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;

export type Rank = z.infer<typeof rankSchemas.row>;
export type RankCreate = z.infer<typeof rankSchemas.create>;
