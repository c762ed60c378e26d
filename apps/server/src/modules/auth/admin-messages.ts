import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of the back office's person and administrator lists (export headers, transitions). */
export const authAdminMessages = defineMessages({
  'adminLogin.disable': { 'zh-CN': '停用', en: 'Disable' },
  'adminLogin.enable': { 'zh-CN': '启用', en: 'Enable' },
  'adminLogin.field.loginCode': { 'zh-CN': '登录账号', en: 'Login' },
  'adminLogin.field.userName': { 'zh-CN': '姓名', en: 'Name' },
  'adminLogin.field.mobile': { 'zh-CN': '手机号', en: 'Mobile' },
  'adminLogin.field.email': { 'zh-CN': '邮箱', en: 'E-mail' },
  'adminLogin.field.status': { 'zh-CN': '状态（1 正常 2 停用）', en: 'Status (1 open, 2 disabled)' },
  'adminLogin.field.createdAt': { 'zh-CN': '注册时间', en: 'Registered' },
});
