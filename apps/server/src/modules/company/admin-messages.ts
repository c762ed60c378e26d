import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of the back office's company list (export headers, transitions). */
export const companyAdminMessages = defineMessages({
  'adminCompany.disable': { 'zh-CN': '停用', en: 'Disable' },
  'adminCompany.enable': { 'zh-CN': '启用', en: 'Enable' },
  'adminCompany.field.compName': { 'zh-CN': '企业名称', en: 'Company' },
  'adminCompany.field.ownerLogin': { 'zh-CN': '企业账号', en: 'Account' },
  'adminCompany.field.staffCount': { 'zh-CN': '员工数', en: 'Staff' },
  'adminCompany.field.sysType': { 'zh-CN': '类型（1 外包服务商）', en: 'Type (1 outsourcing provider)' },
  'adminCompany.field.status': { 'zh-CN': '状态（1 正常 2 停用）', en: 'Status (1 open, 2 disabled)' },
  'adminCompany.field.attestStatus': { 'zh-CN': '认证状态', en: 'Verification' },
  'adminCompany.field.compLabel': { 'zh-CN': '标签', en: 'Label' },
  'adminCompany.field.createdAt': { 'zh-CN': '注册时间', en: 'Registered' },
});
