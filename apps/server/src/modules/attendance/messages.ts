import { defineMessages } from '../../core/i18n/index.ts';

/** Texts every part of attendance shares (docs/product/attendance.md). */
export const attendanceMessages = defineMessages({
  'attendance.adminOnly': {
    'zh-CN': '只有企业账号或员工管理员可以管理考勤',
    en: 'Only the company account or a staff admin can manage attendance',
  },
  'attendance.staffOnly': {
    'zh-CN': '企业账号没有员工身份，不能打卡或申请',
    en: 'The company account is not a staff member and cannot punch or ask for leave',
  },
  'attendance.staffNotManaged': {
    'zh-CN': '员工不存在、已离职或不在您的管理范围内',
    en: 'The employee does not exist, has left, or is outside your scope',
  },
  'attendance.monthLocked': {
    'zh-CN': '{month} 的考勤已锁定，不能再修改',
    en: 'Attendance of {month} is locked and cannot be changed',
  },
});
