import { z } from 'zod';
import { DictStatus, dictItemSchema, dictStatusSchema, dictTypeSchema } from '../dicts.ts';
import type { ResourceFields } from './fields.ts';
import { type ResourceContract, rowTransitionsSchema } from './resource.ts';

const fields = {
  type: {
    label: { 'zh-CN': '字典', en: 'Dictionary' },
    in: ['export'],
    options: [
      { value: 'Commonly', label: { 'zh-CN': '常用参数', en: 'Common parameters' } },
      { value: 'ColumnMore', label: { 'zh-CN': '栏目配置', en: 'Columns' } },
      { value: 'TreeTable', label: { 'zh-CN': '树形字典', en: 'Tree dictionaries' } },
      { value: 'Traffic', label: { 'zh-CN': '交通线路', en: 'Transit lines' } },
      { value: 'TradingArea', label: { 'zh-CN': '商圈', en: 'Trading areas' } },
      { value: 'SocialSecurity', label: { 'zh-CN': '社保参数', en: 'Social insurance' } },
      { value: 'ProvidentFund', label: { 'zh-CN': '公积金参数', en: 'Housing fund' } },
      { value: 'ChannelList', label: { 'zh-CN': '渠道列表', en: 'Channels' } },
    ],
  },
  labelZh: {
    label: { 'zh-CN': '中文名称', en: 'Chinese name' },
    in: ['list', 'detail', 'export'],
  },
  labelEn: {
    label: { 'zh-CN': '英文名称', en: 'English name' },
    in: ['list', 'detail', 'export'],
  },
  code: {
    label: { 'zh-CN': '编码', en: 'Code' },
    in: ['list', 'detail', 'export'],
  },
  /** Only grouped types (GROUPED_DICT_TYPES) show it; the trading areas call it the city code. */
  groupCode: {
    label: { 'zh-CN': '分组编码', en: 'Group code' },
    in: ['list', 'filter', 'detail', 'export'],
  },
  keyword: {
    label: { 'zh-CN': '编码或名称', en: 'Code or name' },
    in: ['filter'],
  },
  sort: {
    label: { 'zh-CN': '排序', en: 'Sort order' },
    in: ['list', 'detail', 'export'],
    width: 80,
  },
  status: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['list', 'filter', 'detail', 'export'],
    options: [
      { value: DictStatus.ENABLED, label: { 'zh-CN': '启用', en: 'Enabled' } },
      { value: DictStatus.DISABLED, label: { 'zh-CN': '停用', en: 'Disabled' } },
    ],
    width: 90,
  },
} as const satisfies ResourceFields;

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
  title: { 'zh-CN': '数据字典', en: 'Dictionary items' },
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
  fields,
  sortFields: ['code', 'sort', 'groupCode', 'updatedAt'],
  transitions: { disable: {}, enable: {} },
} as const satisfies ResourceContract;
