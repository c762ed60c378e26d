import { defineMessages } from '../../core/i18n/index.ts';

/** Texts of employments and their effective-dated history (docs/product/staff.md). */
export const employmentMessages = defineMessages({
  'staffHr.noEmployment': {
    'zh-CN': '该员工没有在职档案',
    en: 'This staff member has no employment record',
  },
  'staffHr.alreadyLeft': {
    'zh-CN': '该员工已离职，不能再办理异动',
    en: 'This staff member has left; no further change can be made',
  },
  'staffHr.changeBeforeLatest': {
    'zh-CN': '生效日期须晚于该员工最近一次变动的生效日期（{date}）',
    en: 'The effective date must be after the latest change of this staff member ({date})',
  },
  'staffHr.changeNotPending': {
    'zh-CN': '该变动已生效，不能再修改或撤销',
    en: 'This change has taken effect and can no longer be changed or cancelled',
  },
  'staffHr.changeNotLatest': {
    'zh-CN': '该员工在此之后还有待生效的变动，请先撤销后面的变动',
    en: 'A later change of this staff member is scheduled; cancel that one first',
  },
  'staffHr.bankAccount.format': {
    'zh-CN': '银行卡号须为 12 至 30 位数字',
    en: 'The bank account number must be 12 to 30 digits',
  },
});
