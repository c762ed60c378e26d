import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of the roster, its export and statistics (docs/product/staff.md, "Roster (花名册) and statistics"). */
export const rosterMessages = defineMessages({
  'staffRoster.adminsOnly': {
    'zh-CN': '只有企业账号和员工管理员可以查看花名册',
    en: 'Only the company account and staff admins can view the roster',
  },
  'staffRoster.columnTwice': {
    'zh-CN': '导出列不能重复选择',
    en: 'A column may be chosen only once',
  },
  'staffRoster.sheet': {
    'zh-CN': '花名册',
    en: 'Roster',
  },
});
