import { defineMessages } from '../../core/i18n/index.ts';

/**
 * Reminder texts. A reminder row stores these keys and their parameters, not the words, so each
 * reader sees it in their own language. New reminder kinds add their keys here (`remind.*`).
 */
export const reminderMessages = defineMessages({
  'remind.notFound': { 'zh-CN': '提醒不存在或已删除', en: 'The reminder does not exist or was deleted' },
  'remind.attestationApproved.title': { 'zh-CN': '企业认证已通过', en: 'Company verification approved' },
  'remind.attestationApproved.content': {
    'zh-CN': '贵公司“{compName}”的企业认证已审核通过，现在可以使用全部企业功能。',
    en: 'The verification of "{compName}" was approved; every company feature is now available.',
  },
  'remind.attestationRejected.title': { 'zh-CN': '企业认证未通过', en: 'Company verification rejected' },
  'remind.attestationRejected.content': {
    'zh-CN': '贵公司“{compName}”的企业认证未通过，原因：{reason}。请修改认证资料后重新提交。',
    en: 'The verification of "{compName}" was rejected: {reason}. Please correct the details and apply again.',
  },
  'remind.staffWelcome.title': { 'zh-CN': '欢迎加入{compName}', en: 'Welcome to {compName}' },
  'remind.staffWelcome.content': {
    'zh-CN': '您已成为“{compName}”的员工，可在“我的”页面查看个人信息。',
    en: 'You are now a staff member of "{compName}"; see your details on the "My" page.',
  },
  // Demo reminders of the seed (spec: the demo company shows a few of each kind).
  'remind.demo.welcome.title': { 'zh-CN': '欢迎使用仁力', en: 'Welcome to Renli' },
  'remind.demo.welcome.content': {
    'zh-CN': '仁力已为您准备好组织、员工与办公模块，点击前往通讯录认识同事。',
    en: 'Renli has set up organisation, staff and office modules for you; open the address book to meet your colleagues.',
  },
  'remind.demo.leave.title': {
    'zh-CN': '待审批：{name}的请假申请',
    en: 'To approve: leave request from {name}',
  },
  'remind.demo.leave.content': {
    'zh-CN': '{name}申请{days}天年假，请及时审批。',
    en: '{name} asks for {days} days of annual leave; please review it.',
  },
  'remind.demo.maintenance.title': { 'zh-CN': '系统维护通知', en: 'Scheduled maintenance' },
  'remind.demo.maintenance.content': {
    'zh-CN': '系统将于{date} 02:00–04:00 进行维护，期间可能短暂无法访问。',
    en: 'The system will be under maintenance on {date} from 02:00 to 04:00 and may be briefly unavailable.',
  },
});
