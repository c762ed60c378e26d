import { defineMessages } from '../i18n/index.ts';

/** Messages of the generic resource endpoints (every CRUD module shares them). */
export const resourceMessages = defineMessages({
  'resource.forbidden': {
    'zh-CN': '您没有权限进行此操作，请联系企业管理员',
    en: 'You do not have permission to do this; ask your company administrator',
  },
  'resource.notFound': { 'zh-CN': '记录不存在或已删除', en: 'The record does not exist or was removed' },
  'resource.stale': {
    'zh-CN': '该记录已被他人修改，请刷新后重试',
    en: 'The record was changed by someone else, reload it',
  },
  'resource.duplicate': {
    'zh-CN': '已有相同的记录，请检查后重试',
    en: 'A record like this already exists',
  },
  'resource.unknownSort': { 'zh-CN': '不支持按“{field}”排序', en: 'Sorting by "{field}" is not supported' },
  'resource.invalid': { 'zh-CN': '{field}：{reason}', en: '{field}: {reason}' },
  'resource.tooManyRows': {
    'zh-CN': '一次最多处理{max}行，请缩小范围',
    en: 'At most {max} rows can be handled at once; narrow the selection',
  },
  'resource.import.noFile': {
    'zh-CN': '请在 file 字段上传一个 .xlsx 文件',
    en: 'Upload one .xlsx file in the "file" field',
  },
  'resource.import.notXlsx': {
    'zh-CN': '无法读取该文件，请上传由导出功能生成的 .xlsx 文件',
    en: 'The file cannot be read; upload an .xlsx file like the one the export produces',
  },
  'resource.import.noColumns': {
    'zh-CN': '表头与导出文件不一致，未找到可导入的列',
    en: 'The header row does not match the export; no column can be imported',
  },
  'resource.import.tooLarge': {
    'zh-CN': '文件过大：导入文件不能超过 {mb} MB，解压后不能超过 {inflatedMb} MB，请分批导入',
    en: 'The file is too large: at most {mb} MB, and {inflatedMb} MB once unpacked; import it in parts',
  },
  'resource.import.unknownName': {
    'zh-CN': '找不到名为“{name}”的{label}',
    en: 'There is no {label} named "{name}"',
  },
  'resource.import.unknownOption': {
    'zh-CN': '“{value}”不是可选的值，可填：{allowed}',
    en: '"{value}" is not allowed; use one of: {allowed}',
  },
  'resource.template.sheet': { 'zh-CN': '填写说明', en: 'How to fill in' },
  'resource.template.column': { 'zh-CN': '列名', en: 'Column' },
  'resource.template.required': { 'zh-CN': '是否必填', en: 'Required' },
  'resource.template.rule': { 'zh-CN': '填写要求', en: 'What to enter' },
  'resource.template.yes': { 'zh-CN': '必填', en: 'Required' },
  'resource.template.no': { 'zh-CN': '选填', en: 'Optional' },
  'resource.template.allowed': { 'zh-CN': '可填：{allowed}', en: 'One of: {allowed}' },
  'resource.template.maxLength': { 'zh-CN': '不超过{max}个字', en: 'At most {max} characters' },
  'resource.template.number': { 'zh-CN': '填写数字', en: 'A number' },
  'resource.template.range': {
    'zh-CN': '填写{min}到{max}之间的整数',
    en: 'A whole number from {min} to {max}',
  },
  'resource.template.reference': { 'zh-CN': '填写已有的名称', en: 'The name of an existing record' },
  'resource.template.date': { 'zh-CN': '日期，如 2026-01-31', en: 'A date such as 2026-01-31' },
  'resource.template.example': {
    'zh-CN': '第2行是示例，导入前请删除或改成真实数据；表头请勿修改',
    en: 'Row 2 is an example: delete it or replace it before importing; keep the header row as it is',
  },
  'resource.template.fileName': { 'zh-CN': '{title}导入模板', en: '{title} import template' },
  'resource.import.empty': { 'zh-CN': '文件中没有数据行', en: 'The file has no data rows' },
  'resource.import.rowErrors': {
    'zh-CN': '有{count}处错误，未导入任何数据',
    en: '{count} errors found; nothing was imported',
  },
  'resource.transition.unknown': {
    'zh-CN': '不支持的操作“{name}”',
    en: 'There is no such action: "{name}"',
  },
  'resource.transition.illegal': {
    'zh-CN': '记录当前的状态不能进行“{action}”，请刷新后重试',
    en: 'The record\'s current status does not allow "{action}"; reload it',
  },
  'resource.comment.notOwnFile': {
    'zh-CN': '附件「{name}」不是你上传的文件，请重新上传后再发送',
    en: 'The attachment "{name}" is not a file you uploaded; upload it again',
  },
  'resource.comment.notFound': {
    'zh-CN': '评论不存在或已删除，只能删除自己的评论',
    en: 'The comment does not exist or was removed; only its author can remove it',
  },
  'resource.timeline.unknownAuthor': { 'zh-CN': '已删除的账号', en: 'A removed account' },
  'resource.action.insert': { 'zh-CN': '新建', en: 'Created' },
  'resource.action.update': { 'zh-CN': '修改', en: 'Changed' },
  'resource.action.delete': { 'zh-CN': '删除', en: 'Removed' },
  'resource.action.import': { 'zh-CN': '导入', en: 'Imported' },
  'resource.action.transition': { 'zh-CN': '状态变更', en: 'Status changed' },
  'resource.platformOnly': {
    'zh-CN': '此功能仅对平台管理员开放',
    en: 'Only platform administrators may do this',
  },
});
