import type { ApprovalForm, FormField } from '../approval/form.ts';
import type { AttendanceRequestKind } from './model.ts';

/**
 * The forms of the built-in 请假, 加班, 补卡 and 出差 approval templates (docs/product/attendance.md,
 * "Leave, overtime, 补卡 and trips"): an attendance request sends its approval values keyed by these
 * fields, so a template of these types always fits them. Texts people read, a number for the amount
 * so a flow can branch on it (超过 3 天). Company data, in Chinese like the templates. Migration 0035
 * gives existing companies' templates these forms.
 */

const text = (key: string, label: string, required = true): FormField => ({
  key,
  kind: 'text',
  label,
  required,
  maxLength: 200,
});
const amount = (key: string, label: string, unit: string): FormField => ({
  key,
  kind: 'number',
  label,
  required: false,
  precision: 2,
  unit,
});
const reason = (label: string, required = true): FormField => ({
  key: 'reason',
  kind: 'textarea',
  label,
  required,
  maxLength: 500,
});

export const ATTENDANCE_APPROVAL_FORMS: Readonly<Record<AttendanceRequestKind, ApprovalForm>> = {
  leave: {
    fields: [
      text('leaveType', '假期类型'),
      text('period', '请假时间'),
      amount('days', '请假天数', '天'),
      amount('hours', '请假小时数', '小时'),
      text('staffName', '员工'),
      reason('请假事由'),
    ],
  },
  overtime: {
    fields: [
      text('period', '加班时间'),
      amount('hours', '加班时长', '小时'),
      text('dayType', '日期类型'),
      text('compensation', '补偿方式'),
      text('staffName', '员工'),
      reason('加班原因'),
    ],
  },
  missedPunch: {
    fields: [
      text('punchTime', '补卡时间'),
      text('day', '考勤日期'),
      text('cause', '缺卡原因'),
      text('staffName', '员工'),
      reason('说明', false),
    ],
  },
  trip: {
    fields: [
      text('destination', '出差地点'),
      text('period', '出差时间'),
      amount('days', '出差天数', '天'),
      text('staffName', '员工'),
      reason('出差事由'),
    ],
  },
};
