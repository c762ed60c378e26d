import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of salary's tax part (docs/product/salary.md, "Income tax"). */
export const taxMessages = defineMessages({
  'tax.monthsBeyondYear': {
    'zh-CN': '月份超出了当年 12 月，请减少月份或提前起始月份',
    en: 'The months run past December; give fewer months or an earlier first month',
  },
  'tax.bonusMonthOutside': {
    'zh-CN': '年终奖发放月份必须在所填月份之内',
    en: 'The bonus month must be one of the months given',
  },
  'tax.idNumberFormat': {
    'zh-CN': '证件号码应为 6–30 位字母或数字',
    en: 'An ID number is 6–30 letters or digits',
  },
  'tax.mobileFormat': { 'zh-CN': '请输入 11 位手机号', en: 'Enter an 11-digit mobile number' },
  'tax.detailRequired': {
    'zh-CN': '该扣除项目需要填写此项',
    en: 'This deduction needs this detail',
  },
  'tax.endBeforeStart': {
    'zh-CN': '截止月份不能早于起始月份',
    en: 'The last month cannot be before the first',
  },
  'tax.degreeTooLong': {
    'zh-CN': '学历（学位）继续教育最多扣除 {max} 个月',
    en: 'A degree is deducted for at most {max} months',
  },
  'tax.elderlyShareMax': {
    'zh-CN': '非独生子女分摊的赡养老人扣除每月不能超过 {max} 元',
    en: 'A shared elderly-support deduction is at most {max} yuan a month',
  },
  'tax.illnessMax': {
    'zh-CN': '大病医疗扣除每年最多 {max} 元',
    en: 'Serious illness is deducted up to {max} yuan a year',
  },
  'tax.housingExclusive': {
    'zh-CN': '住房贷款利息和住房租金不能在同一月份同时扣除（与已有记录的月份重叠）',
    en: 'Housing loan interest and rent cannot both be deducted in the same months (overlaps an existing record)',
  },
});
