import { type Label, labelIn } from '../resources/fields.ts';
import type { Reason } from './model.ts';

/**
 * The texts of a day result's reasons (docs/product/attendance.md, "Daily results"), in both
 * languages, shared by the screens and the server's exports. `{name}` placeholders take the
 * reason's parameters. The engine adds a key here for every reason it gives.
 */
export const REASON_TEXTS = {
  // The day and its schedule.
  notEmployed: { 'zh-CN': '未在职（入职前或离职后）', en: 'Not employed (before entry or after leaving)' },
  noGroup: { 'zh-CN': '未加入考勤组', en: 'In no attendance group' },
  holiday: { 'zh-CN': '法定节假日：{name}', en: 'Statutory holiday: {name}' },
  holidayUnnamed: { 'zh-CN': '法定节假日', en: 'Statutory holiday' },
  restDay: { 'zh-CN': '休息日', en: 'Rest day' },
  restDayNamed: { 'zh-CN': '休息日：{name}', en: 'Rest day: {name}' },
  restInLieu: { 'zh-CN': '调休放假：{name}', en: 'Day off in lieu: {name}' },
  restNoShift: { 'zh-CN': '工作日未安排班次，按休息计', en: 'Workday without a shift: counted as rest' },
  makeupSaturday: { 'zh-CN': '调休上班（周六）', en: 'Make-up workday (Saturday)' },
  makeupSunday: { 'zh-CN': '调休上班（周日）', en: 'Make-up workday (Sunday)' },
  shift: { 'zh-CN': '班次 {name} {onTime}–{offTime}', en: 'Shift {name} {onTime}–{offTime}' },
  shiftOvernight: {
    'zh-CN': '班次 {name} {onTime}–次日 {offTime}',
    en: 'Shift {name} {onTime}–{offTime} the next day',
  },
  flexible: { 'zh-CN': '弹性工时，应出勤 {minutes} 分钟', en: 'Flexible hours: {minutes} min required' },
  // Leave and trips.
  leaveDay: { 'zh-CN': '请假：{leave} 全天', en: 'Leave: {leave}, whole day' },
  leaveAm: { 'zh-CN': '请假：{leave} 上午', en: 'Leave: {leave}, morning' },
  leavePm: { 'zh-CN': '请假：{leave} 下午', en: 'Leave: {leave}, afternoon' },
  leaveHours: { 'zh-CN': '请假：{leave} {from}–{to}', en: 'Leave: {leave}, {from}–{to}' },
  tripDay: { 'zh-CN': '出差：全天', en: 'Business trip: whole day' },
  tripAm: { 'zh-CN': '出差：上午', en: 'Business trip: morning' },
  tripPm: { 'zh-CN': '出差：下午', en: 'Business trip: afternoon' },
  tripHours: { 'zh-CN': '出差：{from}–{to}', en: 'Business trip: {from}–{to}' },
  onTimeMoved: {
    'zh-CN': '此前请假或出差，上班时间按 {time} 计',
    en: 'On leave or a trip before: the day starts at {time}',
  },
  offTimeMoved: {
    'zh-CN': '此后请假或出差，下班时间按 {time} 计',
    en: 'On leave or a trip after: the day ends at {time}',
  },
  // Punches.
  punchIn: { 'zh-CN': '上班打卡 {punch}', en: 'Punched in {punch}' },
  punchOut: { 'zh-CN': '下班打卡 {punch}', en: 'Punched out {punch}' },
  punchInGrace: {
    'zh-CN': '打卡 {punch}，班次 {onTime}，在 {grace} 分钟宽限内，不算迟到',
    en: 'Punched {punch}, shift starts {onTime}: within the {grace} min grace, not late',
  },
  punchLate: {
    'zh-CN': '打卡 {punch}，班次 {onTime}，迟到 {minutes} 分钟',
    en: 'Punched {punch}, shift starts {onTime}: {minutes} min late',
  },
  punchSeriousLate: {
    'zh-CN': '打卡 {punch}，班次 {onTime}，迟到 {minutes} 分钟，超过 {threshold} 分钟为严重迟到',
    en: 'Punched {punch}, shift starts {onTime}: {minutes} min late, over {threshold} min is seriously late',
  },
  punchLateAbsent: {
    'zh-CN': '打卡 {punch}，班次 {onTime}，迟到 {minutes} 分钟，超过 {threshold} 分钟按旷工计',
    en: 'Punched {punch}, shift starts {onTime}: {minutes} min late, over {threshold} min counts as absent',
  },
  punchOutGrace: {
    'zh-CN': '打卡 {punch}，下班 {offTime}，在 {grace} 分钟宽限内，不算早退',
    en: 'Punched {punch}, shift ends {offTime}: within the {grace} min grace, not early',
  },
  punchEarly: {
    'zh-CN': '打卡 {punch}，下班 {offTime}，早退 {minutes} 分钟',
    en: 'Punched {punch}, shift ends {offTime}: left {minutes} min early',
  },
  punchEarlyAbsent: {
    'zh-CN': '打卡 {punch}，下班 {offTime}，早退 {minutes} 分钟，超过 {threshold} 分钟按旷工计',
    en: 'Punched {punch}, shift ends {offTime}: left {minutes} min early, over {threshold} min counts as absent',
  },
  missingIn: { 'zh-CN': '未打上班卡', en: 'No punch in' },
  missingOut: { 'zh-CN': '未打下班卡', en: 'No punch out' },
  noPunch: { 'zh-CN': '无打卡记录，旷工 {minutes} 分钟', en: 'No punch: absent {minutes} min' },
  flexibleLate: {
    'zh-CN': '首次打卡 {punch}，最晚上班 {latestOn}，迟到 {minutes} 分钟',
    en: 'First punch {punch}, latest start {latestOn}: {minutes} min late',
  },
  flexibleWorked: {
    'zh-CN': '首次打卡 {first}，末次打卡 {last}，出勤 {worked} 分钟',
    en: 'First punch {first}, last punch {last}: worked {worked} min',
  },
  flexibleShort: {
    'zh-CN': '出勤 {worked} 分钟，应出勤 {required} 分钟，不足 {minutes} 分钟',
    en: 'Worked {worked} min of {required} min required: {minutes} min short',
  },
  // Overtime.
  overtimeWorkday: {
    'zh-CN': '工作日加班 {from}–{to}，{minutes} 分钟',
    en: 'Workday overtime {from}–{to}: {minutes} min',
  },
  overtimeRestday: {
    'zh-CN': '休息日加班 {from}–{to}，{minutes} 分钟',
    en: 'Rest-day overtime {from}–{to}: {minutes} min',
  },
  overtimeHoliday: {
    'zh-CN': '法定节假日加班 {from}–{to}，{minutes} 分钟',
    en: 'Statutory-holiday overtime {from}–{to}: {minutes} min',
  },
  // Statutory annual leave (docs/product/attendance.md, "Annual leave and overtime").
  annualNotEmployed: { 'zh-CN': '{year} 年未在职，无年休假', en: 'Not employed in {year}: no annual leave' },
  annualUnderOneYear: {
    'zh-CN': '累计工龄不满 1 年，无年休假',
    en: 'Under 1 year of work in total: no annual leave',
  },
  annualFull: {
    'zh-CN': '累计工龄 {years} 年，全年 {days} 天',
    en: '{years} years of work in total: {days} days for the year',
  },
  annualEntryYear: {
    'zh-CN':
      '累计工龄 {years} 年，本年入职 {entry}，剩余 {remaining} 天 ÷ 365 × {tier} = {exact}，取 {days} 天',
    en: '{years} years of work in total, joined {entry}: {remaining} days left ÷ 365 × {tier} = {exact}, {days} days',
  },
  annualCrossing: {
    'zh-CN':
      '{from} 起 {firstDays} 天 ÷ 365 × {firstTier} + {crossDay} 累计工龄满 {threshold} 年起 {secondDays} 天 ÷ 365 × {secondTier} = {exact}，取 {days} 天',
    en: '{firstDays} days from {from} ÷ 365 × {firstTier} + {secondDays} days from {crossDay} ({threshold} years of work) ÷ 365 × {secondTier} = {exact}, {days} days',
  },
} satisfies Record<string, Label>;
export type ReasonKey = keyof typeof REASON_TEXTS;

/** A reason in words; an unknown key (a newer server's) shows as its key rather than nothing. */
export function explainReason(reason: Reason, language: string | undefined): string {
  const text = (REASON_TEXTS as Record<string, Label>)[reason.key];
  if (!text) return reason.key;
  return labelIn(text, language).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in reason.params ? String(reason.params[name]) : whole,
  );
}
