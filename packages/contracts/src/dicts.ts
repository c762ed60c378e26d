import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { deleteBodySchema, deleteResultSchema } from './resources/resource.ts';

/** The back office's dictionary pages (`/Parameter/<type>`), one dictionary type each. */
export const DICT_TYPES = [
  'Commonly',
  'ColumnMore',
  'TreeTable',
  'Traffic',
  'TradingArea',
  'SocialSecurity',
  'ProvidentFund',
  'ChannelList',
] as const;
export const dictTypeSchema = z.enum(DICT_TYPES);
export type DictType = z.infer<typeof dictTypeSchema>;

/** Types whose items live in named groups (education levels, the region tree, one city's districts…). */
export const GROUPED_DICT_TYPES: readonly DictType[] = ['Commonly', 'TreeTable', 'TradingArea'];

export const DictStatus = { ENABLED: 1, DISABLED: 2 } as const;
export const dictStatusSchema = z.union([z.literal(1), z.literal(2)]);

const code = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.-]+$/, 'dict.codeFormat');
const groupCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9_.-]*$/, 'dict.codeFormat');
const percent = z.number().min(0).max(100);
const money = z.number().min(0).max(10_000_000);
const baseRangeOk = (v: { baseMin: number; baseMax: number }) => v.baseMin <= v.baseMax;
const baseRange = { message: 'dict.baseRange', path: ['baseMax'] };
const rates = z.object({ company: percent, personal: percent });

export const COLUMN_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export const CHANNEL_KINDS = ['online', 'headhunter', 'referral', 'campus', 'other'] as const;
export const INSURANCE_KINDS = ['pension', 'medical', 'unemployment', 'injury', 'maternity'] as const;

/** `extra` of an item, per type; percentages are 0–100 (16 means 16 %), money in yuan. */
export const dictExtraSchemas = {
  Commonly: z.object({}),
  ColumnMore: z
    .object({
      fieldType: z.enum(COLUMN_FIELD_TYPES),
      options: z.array(z.string().trim().min(1).max(30)).max(50),
      required: z.boolean(),
    })
    .refine((v) => v.fieldType !== 'select' || v.options.length > 0, {
      message: 'dict.optionsRequired',
      path: ['options'],
    }),
  TreeTable: z.object({}),
  /** A transport allowance: monthly amount. */
  Traffic: z.object({ amount: money }),
  TradingArea: z.object({ district: z.string().trim().max(30) }),
  SocialSecurity: z
    .object({
      baseMin: money,
      baseMax: money,
      pension: rates,
      medical: rates,
      unemployment: rates,
      injury: rates,
      maternity: rates,
    })
    .refine(baseRangeOk, baseRange),
  ProvidentFund: z
    .object({ baseMin: money, baseMax: money, companyRate: percent, personalRate: percent })
    .refine(baseRangeOk, baseRange),
  ChannelList: z.object({
    kind: z.enum(CHANNEL_KINDS),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(300)]),
  }),
} satisfies Record<DictType, z.ZodType>;

export const dictItemSchema = z.object({
  id: z.number().int(),
  type: dictTypeSchema,
  groupCode: z.string(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  sort: z.number().int(),
  status: dictStatusSchema,
  extra: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DictItem = z.infer<typeof dictItemSchema>;
export type DictTreeItem = DictItem & { children?: DictTreeItem[] };

const editable = {
  groupCode,
  parentId: z.number().int().positive().nullable(),
  code,
  labelZh: z.string().trim().min(1).max(60),
  labelEn: z.string().trim().max(60),
  sort: z.number().int().min(0).max(99999),
  status: dictStatusSchema,
  /** Checked against `dictExtraSchemas[type]` by the server. */
  extra: z.record(z.string(), z.unknown()),
};
export const dictCreateSchema = z.object({
  type: dictTypeSchema,
  ...editable,
  groupCode: groupCode.optional(),
  parentId: editable.parentId.optional(),
  labelEn: editable.labelEn.optional(),
  sort: editable.sort.optional(),
  status: editable.status.optional(),
  extra: editable.extra.optional(),
});
export type DictCreate = z.infer<typeof dictCreateSchema>;
export const dictUpdateSchema = z
  .object(editable)
  .partial()
  .extend({ id: z.number().int().positive(), version: z.number().int().positive() });
export type DictUpdate = z.infer<typeof dictUpdateSchema>;

export const dictTreeQuerySchema = z.object({ type: dictTypeSchema, group: groupCode.default('') });
export const dictGroupSchema = z.object({ groupCode: z.string(), items: z.number().int() });
export const dictStatusChangeSchema = z.object({ id: z.number().int().positive(), status: dictStatusSchema });

/** `GET /parameter/getDictNose`: the enabled items an app shows; `label` is in the caller's language. */
export const dictNoseQuerySchema = z.object({ type: dictTypeSchema, group: groupCode.optional() });
export const publicDictItemSchema: z.ZodType<PublicDictItem> = z.lazy(() =>
  z.object({
    code: z.string(),
    label: z.string(),
    labelZh: z.string(),
    labelEn: z.string(),
    groupCode: z.string(),
    extra: z.record(z.string(), z.unknown()),
    children: z.array(publicDictItemSchema).optional(),
  }),
);
export interface PublicDictItem {
  code: string;
  label: string;
  labelZh: string;
  labelEn: string;
  groupCode: string;
  extra: Record<string, unknown>;
  children?: PublicDictItem[];
}

/** `selectTree`'s answer as the server sends it: items with their children nested. */
const dictTreeResponseSchema = z.array(dictItemSchema.extend({ children: z.array(z.any()).optional() }));

/** Platform dictionaries: edited in the back office (`/Parameter/*`), read by apps without login. */
export const dictsEndpoints = defineEndpoints('dicts', {
  getDictNose: {
    method: 'GET',
    path: '/parameter/getDictNose',
    access: 'public',
    summary: 'Public: the enabled items of a dictionary (a tree for TreeTable), cached in memory',
    query: dictNoseQuerySchema,
    data: z.array(publicDictItemSchema),
  },
  selectTree: {
    method: 'GET',
    path: '/admin/dict/selectTree',
    access: 'admin',
    summary: 'One group of a type as a tree, disabled items included',
    query: dictTreeQuerySchema,
    data: dictTreeResponseSchema,
  },
  selectGroups: {
    method: 'GET',
    path: '/admin/dict/selectGroups',
    access: 'admin',
    summary: 'The group codes of a type with their item counts',
    query: z.object({ type: dictTypeSchema }),
    data: z.array(dictGroupSchema),
  },
  insert: {
    method: 'POST',
    path: '/admin/dict/insert',
    access: 'admin',
    summary: 'Add an item (extra checked per type; codes unique in a group)',
    body: dictCreateSchema,
    data: dictItemSchema,
  },
  update: {
    method: 'POST',
    path: '/admin/dict/update',
    access: 'admin',
    summary: 'Change an item (stale version: 409; no cycles in a tree)',
    body: dictUpdateSchema,
    data: dictItemSchema,
  },
  // The flat list and the on/off switch are the kit's (`/admin/dict/changeStatus`); this older path applies it.
  updateStatus: {
    method: 'POST',
    path: '/admin/dict/updateStatus',
    access: 'admin',
    summary: 'Enable (1) or disable (2) an item',
    body: dictStatusChangeSchema,
    data: dictItemSchema,
  },
  remove: {
    method: 'POST',
    path: '/admin/dict/delete',
    access: 'admin',
    summary: 'Remove items (refused while an item has children left behind)',
    body: deleteBodySchema,
    data: deleteResultSchema,
  },
});
