import { defineMessages } from '../../core/i18n/index.ts';

/** Texts every part of performance shares (docs/product/performance.md). */
export const performanceMessages = defineMessages({
  'performance.adminOnly': {
    'zh-CN': '只有企业账号或员工管理员可以管理绩效',
    en: 'Only the company account or a staff admin can manage performance',
  },
  'performance.numberFormat': {
    'zh-CN': '数值格式不正确，最多四位小数',
    en: 'Not a number (at most four decimals)',
  },
  'performance.weightFormat': {
    'zh-CN': '权重应在 0–100 之间，最多两位小数',
    en: 'A weight from 0 to 100 with at most two decimals',
  },
  'performance.weightsNot100': {
    'zh-CN': '权重合计必须等于 100%',
    en: 'The weights must add up to 100 %',
  },
  'performance.sheetNotFound': {
    'zh-CN': '考核表不存在或您无权查看',
    en: 'The appraisal sheet does not exist or you may not see it',
  },
});
