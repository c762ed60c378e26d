import { z } from 'zod';
import { baseFieldLabels, type ResourceFields } from './fields.ts';
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

const fields = {
  name: {
    label: { 'zh-CN': '职级名称', en: 'Rank name' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    example: 'P5',
  },
  level: {
    label: { 'zh-CN': '级别', en: 'Level' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    width: 100,
    example: 5,
  },
  description: {
    label: { 'zh-CN': '职级描述', en: 'Description' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'textarea',
  },
  updatedAt: { label: baseFieldLabels.updatedAt, in: ['detail', 'export'], widget: 'datetime' },
} as const satisfies ResourceFields;

export const rankResource = {
  prefix: '/cCompRank',
  name: 'rank',
  title: { 'zh-CN': '职级', en: 'Ranks' },
  schemas: rankSchemas,
  fields,
  sortFields: ['name', 'level', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;

export type Rank = z.infer<typeof rankSchemas.row>;
export type RankCreate = z.infer<typeof rankSchemas.create>;
