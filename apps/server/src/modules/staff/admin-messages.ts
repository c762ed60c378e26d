import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of the back office's staff list (export headers). */
export const staffAdminMessages = defineMessages({
  'adminStaff.field.staffName': { 'zh-CN': '姓名', en: 'Name' },
  'adminStaff.field.loginCode': { 'zh-CN': '登录账号', en: 'Login' },
  'adminStaff.field.compName': { 'zh-CN': '所属企业', en: 'Company' },
  'adminStaff.field.employeeType': {
    'zh-CN': '类型（1 内部 2 外包）',
    en: 'Type (1 internal, 2 outsourced)',
  },
  'adminStaff.field.loginStatus': { 'zh-CN': '登录状态（1 正常 2 关闭）', en: 'Login (1 open, 2 closed)' },
  'adminStaff.field.createdAt': { 'zh-CN': '加入时间', en: 'Joined' },
});
