import { defineMessages } from '../../i18n/index.ts';

export const orgMessages = defineMessages({
  'department.field.name': { 'zh-CN': '部门名称', en: 'Department name' },
  'department.field.parentId': { 'zh-CN': '上级部门编号', en: 'Parent department ID' },
  'department.field.sort': { 'zh-CN': '排序', en: 'Sort order' },
  'department.parentNotFound': {
    'zh-CN': '上级部门不存在或已删除',
    en: 'the parent department does not exist or was removed',
  },
  'department.parentCycle': {
    'zh-CN': '不能把部门移到它自己或它的下级部门之下',
    en: 'a department cannot be moved under itself or one of its sub-departments',
  },
  'department.hasChildren': {
    'zh-CN': '部门“{name}”下还有子部门，请先删除或移走子部门',
    en: 'Department "{name}" still has sub-departments; remove or move them first',
  },
  'department.hasStaff': {
    'zh-CN': '部门“{name}”下还有员工，请先调整员工的部门',
    en: 'Department "{name}" still has staff; move them to another department first',
  },
});
