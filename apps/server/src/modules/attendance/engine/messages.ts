import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of the engine's refusals (docs/product/attendance.md, "Daily results"), shown by the leave part. */
export const engineMessages = defineMessages({
  'attendance.engine.leaveSpanInvalid': {
    'zh-CN': '请假的结束时间必须晚于开始时间',
    en: 'The leave must end after it starts',
  },
  'attendance.engine.leaveSpanUnit': {
    'zh-CN': '按小时请假须填写起止时间，按天或半天请假须填写起止日期和上下午',
    en: 'Leave in hours takes a start and end time; leave in days or half days takes dates and halves',
  },
  'attendance.engine.leaveWholeDays': {
    'zh-CN': '该假期按天请假，须从上午开始、到下午结束',
    en: 'This leave is taken in whole days: it must start in the morning and end in the afternoon',
  },
  'attendance.engine.leaveNotEmployed': {
    'zh-CN': '{day} 不在在职期间，不能请假',
    en: '{day} is outside the employment: no leave can be taken',
  },
  'attendance.engine.leaveNothing': {
    'zh-CN': '所选时间内没有需要请假的工作时间',
    en: 'The chosen period holds no working time to take leave for',
  },
});
