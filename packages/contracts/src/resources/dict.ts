import { z } from 'zod';
import { dictItemSchema, dictStatusSchema, dictTypeSchema } from '../dicts.ts';
import { type ResourceContract, rowTransitionsSchema } from './resource.ts';

/**
 * The flat list of a dictionary in the back office (`#/Parameter/<type>`), a platform resource:
 * listed, exported and switched on or off by the kit; items are still added, edited and removed by
 * the dictionary's own editor endpoints (`/admin/dict/insert|update|delete`), which check the type's
 * fields and the tree.
 */
export const dictResource = {
  prefix: '/admin/dict',
  scope: 'platform',
  name: 'dict',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: dictItemSchema.extend({ transitions: rowTransitionsSchema }),
    create: z.object({}),
    update: z.object({}),
    filter: z.object({
      type: dictTypeSchema.optional(),
      groupCode: z.string().trim().max(40).optional(),
      /** Matches the code or either label. */
      keyword: z.string().trim().max(60).optional(),
      status: dictStatusSchema.optional(),
    }),
  },
  sortFields: ['code', 'sort', 'groupCode', 'updatedAt'],
  transitions: { disable: {}, enable: {} },
} as const satisfies ResourceContract;
