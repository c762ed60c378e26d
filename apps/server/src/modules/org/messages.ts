import { defineMessages } from '../../core/i18n/index.ts';

export const orgMessages = defineMessages({
  'department.parentNotFound': {
    'zh-CN': '上级部门不存在或已删除',
    en: 'the parent department does not exist or was removed',
  },
  'department.parentCycle': {
    'zh-CN': '不能把部门移到它自己或它的下级部门之下',
    en: 'a department cannot be moved under itself or one of its sub-departments',
  },
  'department.leaderNotFound': {
    'zh-CN': '负责人须是本公司在职人员',
    en: 'the head must be an active person of the company',
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

/** Positions and ranks (kept apart so that each org screen appends its own block). */
export const positionRankMessages = defineMessages({
  'position.duplicate': { 'zh-CN': '已有同名职位“{name}”', en: 'A position named "{name}" already exists' },
  'position.deptNotFound': {
    'zh-CN': '所属部门不存在或已删除',
    en: 'the department does not exist or was removed',
  },
  'position.hasStaff': {
    'zh-CN': '职位“{name}”下还有员工，请先调整员工的职位',
    en: 'Staff still hold the position "{name}"; change their position first',
  },
  'rank.duplicate': { 'zh-CN': '已有同名职级“{name}”', en: 'A rank named "{name}" already exists' },
  'rank.hasStaff': {
    'zh-CN': '职级“{name}”下还有员工，请先调整员工的职级',
    en: 'Staff still hold the rank "{name}"; change their rank first',
  },
});
