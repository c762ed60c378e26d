import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of attendance's stats part (docs/product/attendance.md, "Statistics"). */
export const statsMessages = defineMessages({
  'attendance.stats.monthNotEnded': {
    'zh-CN': '{month} 还没有结束，月份结束后才能锁定',
    en: '{month} has not ended yet; a month can be locked only after it ends',
  },
  'attendance.stats.alreadyLocked': {
    'zh-CN': '{month} 已经锁定',
    en: '{month} is already locked',
  },
  'attendance.stats.notLocked': {
    'zh-CN': '{month} 没有锁定',
    en: '{month} is not locked',
  },
  'attendance.stats.lockAllTypes': {
    'zh-CN': '锁定月份会冻结全公司的考勤，只有企业账号或管理全部员工类型的管理员可以锁定',
    en: 'Locking freezes the whole company’s attendance: only the company account or an admin of every employee type can lock a month',
  },
  'attendance.stats.unlockCompanyOnly': {
    'zh-CN': '只有企业账号可以解锁月份',
    en: 'Only the company account can unlock a month',
  },
  'attendance.stats.sheet': { 'zh-CN': '月度考勤汇总', en: 'Monthly attendance' },
  'attendance.stats.col.name': { 'zh-CN': '姓名', en: 'Name' },
  'attendance.stats.col.jobNo': { 'zh-CN': '工号', en: 'Job no.' },
  'attendance.stats.col.deptName': { 'zh-CN': '部门', en: 'Department' },
  'attendance.stats.col.expectedDays': { 'zh-CN': '应出勤天数', en: 'Expected days' },
  'attendance.stats.col.actualDays': { 'zh-CN': '实际出勤天数', en: 'Days attended' },
  'attendance.stats.col.lateCount': { 'zh-CN': '迟到次数', en: 'Times late' },
  'attendance.stats.col.lateMinutes': { 'zh-CN': '迟到分钟', en: 'Minutes late' },
  'attendance.stats.col.earlyCount': { 'zh-CN': '早退次数', en: 'Times left early' },
  'attendance.stats.col.earlyMinutes': { 'zh-CN': '早退分钟', en: 'Minutes left early' },
  'attendance.stats.col.missingPunches': { 'zh-CN': '缺卡次数', en: 'Missing punches' },
  'attendance.stats.col.absentDays': { 'zh-CN': '旷工天数', en: 'Days absent' },
  'attendance.stats.col.leaveDays': { 'zh-CN': '{name}(天)', en: '{name} (days)' },
  'attendance.stats.col.leaveHours': { 'zh-CN': '{name}(小时)', en: '{name} (hours)' },
  'attendance.stats.col.tripDays': { 'zh-CN': '出差天数', en: 'Trip days' },
  'attendance.stats.col.overtimeWorkday': { 'zh-CN': '工作日加班小时', en: 'Workday overtime hours' },
  'attendance.stats.col.overtimeRestday': { 'zh-CN': '休息日加班小时', en: 'Rest-day overtime hours' },
  'attendance.stats.col.overtimeHoliday': { 'zh-CN': '节假日加班小时', en: 'Holiday overtime hours' },
});
