import { defineMessages } from '../../core/i18n/index.ts';

/** Texts every part of salary shares (docs/product/salary.md). */
export const salaryMessages = defineMessages({
  'salary.adminOnly': {
    'zh-CN': '只有企业账号或员工管理员可以管理薪酬',
    en: 'Only the company account or a staff admin can manage salary',
  },
  'salary.staffOnly': {
    'zh-CN': '企业账号没有员工身份，没有工资条',
    en: 'The company account is not a staff member and has no payslips',
  },
  'salary.staffNotManaged': {
    'zh-CN': '员工不存在或不在您的管理范围内',
    en: 'The employee does not exist or is outside your scope',
  },
  'salary.moneyFormat': {
    'zh-CN': '金额格式不正确，最多两位小数',
    en: 'Not an amount of money (at most two decimals)',
  },
  'salary.amountFormat': {
    'zh-CN': '请输入不小于 0 的金额，最多两位小数',
    en: 'Enter an amount of at least 0 with at most two decimals',
  },
  'salary.percentFormat': {
    'zh-CN': '比例应在 0–100 之间，最多四位小数',
    en: 'A percentage from 0 to 100 with at most four decimals',
  },
  'salary.itemCodeFormat': {
    'zh-CN': '编码以字母开头，只含字母、数字和下划线，最多 40 位',
    en: 'A code starts with a letter and has only letters, digits and underscores (at most 40)',
  },
});
