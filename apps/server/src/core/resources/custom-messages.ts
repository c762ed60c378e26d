import { defineMessages } from '../i18n/index.ts';

/** Messages of companies' custom fields (docs/modules.md, "Custom fields"). */
export const customMessages = defineMessages({
  'resource.custom.invalid': { 'zh-CN': '{reason}', en: '{reason}' },
  'resource.custom.notEditable': {
    'zh-CN': '只有企业账号或员工管理员可以设置自定义字段',
    en: 'Only the company account or a staff administrator can set custom fields',
  },
  'resource.custom.stale': {
    'zh-CN': '自定义字段已被他人修改，请刷新后重试',
    en: 'Someone else changed the custom fields; reload them and try again',
  },
  'resource.custom.unknownField': {
    'zh-CN': '第{n}个字段不存在或已被删除，请刷新后重试',
    en: 'Field {n} does not exist or was removed; reload and try again',
  },
  'resource.custom.kindFixed': {
    'zh-CN': '字段“{label}”创建后不能修改类型，请删除后新建',
    en: 'The type of "{label}" cannot change once created; remove it and add a new field',
  },
  'resource.custom.declaredLabel': {
    'zh-CN': '“{label}”与系统字段重名，请换一个名称',
    en: '"{label}" is the name of a built-in field; choose another',
  },
  'resource.custom.duplicateLabel': {
    'zh-CN': '字段名称“{label}”重复',
    en: 'The field name "{label}" is used twice',
  },
  'resource.custom.unknownOption': {
    'zh-CN': '字段“{label}”的选项不存在或已被删除，请刷新后重试',
    en: 'An option of "{label}" does not exist or was removed; reload and try again',
  },
  'resource.custom.duplicateOption': {
    'zh-CN': '字段“{label}”的选项“{option}”重复',
    en: '"{label}" has the option "{option}" twice',
  },
  'resource.custom.optionSeparator': {
    'zh-CN': '选项名称不能包含顿号、逗号或分号（导入时用来分隔多个选项）',
    en: 'An option may not contain "、", commas or semicolons (imports separate several options with them)',
  },
  'resource.custom.tooManyValues': {
    'zh-CN': '自定义字段最多 50 个',
    en: 'At most 50 custom fields',
  },
  'resource.custom.value.unknownField': {
    'zh-CN': '自定义字段“{label}”不存在或已被删除，请刷新后重试',
    en: 'The custom field "{label}" does not exist or was removed; reload and try again',
  },
  'resource.custom.value.required': { 'zh-CN': '{label}：不能为空', en: '{label}: required' },
  'resource.custom.value.invalid': {
    'zh-CN': '{label}：填写的格式不正确',
    en: '{label}: not in the expected form',
  },
  'resource.custom.value.tooLong': {
    'zh-CN': '{label}：最多 {max} 个字',
    en: '{label}: at most {max} characters',
  },
  'resource.custom.value.tooSmall': { 'zh-CN': '{label}：不能小于 {min}', en: '{label}: at least {min}' },
  'resource.custom.value.tooLarge': { 'zh-CN': '{label}：不能大于 {max}', en: '{label}: at most {max}' },
  'resource.custom.value.tooPrecise': {
    'zh-CN': '{label}：最多保留 {precision} 位小数',
    en: '{label}: at most {precision} decimal places',
  },
  'resource.custom.value.invalidDate': {
    'zh-CN': '{label}：日期不正确，请填写如 2026-01-31 的日期',
    en: '{label}: not a valid date; write it like 2026-01-31',
  },
  'resource.custom.value.dateOutOfRange': {
    'zh-CN': '{label}：日期须在今天前后 {years} 年之内',
    en: '{label}: must be within {years} years of today',
  },
  'resource.custom.value.notAnOption': {
    'zh-CN': '{label}：不是可选的选项',
    en: '{label}: not one of the options',
  },
  'resource.custom.template.multi': {
    'zh-CN': '可填多个，用“、”分隔：{allowed}',
    en: 'One or more, separated by "、" or commas: {allowed}',
  },
  'resource.custom.template.integer': { 'zh-CN': '填写整数', en: 'A whole number' },
  'resource.custom.template.number': {
    'zh-CN': '填写数字，最多 {precision} 位小数',
    en: 'A number with at most {precision} decimal places',
  },
});
