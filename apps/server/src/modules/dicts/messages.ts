import { defineMessages } from '../../core/i18n/index.ts';

export const dictMessages = defineMessages({
  'dict.codeFormat': {
    'zh-CN': '编码只能包含字母、数字、点、下划线和连字符',
    en: 'codes may contain only letters, digits, dots, underscores and hyphens',
  },
  'dict.baseRange': {
    'zh-CN': '基数上限不能低于基数下限',
    en: 'the base maximum must not be below the minimum',
  },
  'dict.optionsRequired': {
    'zh-CN': '下拉字段至少需要一个选项',
    en: 'a select field needs at least one option',
  },
  'dict.groupRequired': { 'zh-CN': '请填写分组编码', en: 'a group code is required for this dictionary' },
  'dict.duplicateCode': {
    'zh-CN': '该分组下已有编码“{code}”',
    en: 'the code "{code}" is already used in this group',
  },
  'dict.parentNotAllowed': { 'zh-CN': '只有树形字典可以设置上级', en: 'only tree dictionaries have parents' },
  'dict.parentNotFound': {
    'zh-CN': '上级项不存在或不在同一分组',
    en: 'the parent item does not exist or is in another group',
  },
  'dict.parentCycle': {
    'zh-CN': '不能把一项移到它自己或它的下级之下',
    en: 'an item cannot be moved under itself or one of its descendants',
  },
  'dict.hasChildren': {
    'zh-CN': '“{label}”下还有下级项，请先删除或移走',
    en: '"{label}" still has child items; remove or move them first',
  },
  'dict.groupLocked': {
    'zh-CN': '有下级项的节点不能改到其他分组',
    en: 'an item with children cannot move to another group',
  },
  'dict.disable': { 'zh-CN': '停用', en: 'Disable' },
  'dict.enable': { 'zh-CN': '启用', en: 'Enable' },
  'dict.notFound': { 'zh-CN': '字典项不存在', en: 'dictionary item not found' },
  'dict.stale': {
    'zh-CN': '该字典项已被他人修改，请刷新后重试',
    en: 'this item was changed by someone else; reload and try again',
  },
});
