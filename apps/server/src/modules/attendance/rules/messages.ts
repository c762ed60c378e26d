import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of attendance's rules part: shifts, groups, the roster and settings (docs/product/attendance.md). */
export const rulesMessages = defineMessages({
  'attendance.rules.shift.notFound': { 'zh-CN': '班次不存在', en: 'The shift does not exist' },
  'attendance.rules.shift.archived': {
    'zh-CN': '班次已归档，不能再修改',
    en: 'The shift is archived and cannot be changed',
  },
  'attendance.rules.shift.nameTaken': {
    'zh-CN': '已有名为「{name}」的班次',
    en: 'There is already a shift named "{name}"',
  },
  'attendance.rules.shift.codeTaken': {
    'zh-CN': '简称「{code}」已被班次「{name}」使用',
    en: 'The short mark "{code}" is already used by the shift "{name}"',
  },
  'attendance.rules.shift.reserved': {
    'zh-CN': '「休」表示休息日，不能用作班次名称或简称',
    en: '"休" stands for a rest day and cannot name a shift',
  },
  'attendance.rules.shift.offBeforeOn': {
    'zh-CN': '下班时间须晚于上班时间；跨天的班次请选择“次日”下班',
    en: 'The off time must be after the on time; for a shift past midnight choose "next day"',
  },
  'attendance.rules.shift.restIncomplete': {
    'zh-CN': '休息时间须同时填写开始和结束',
    en: 'Give both the start and the end of the rest period',
  },
  'attendance.rules.shift.restOutside': {
    'zh-CN': '休息时间须在上班和下班时间之内，且开始早于结束',
    en: 'The rest period must lie between the on and off times and start before it ends',
  },
  'attendance.rules.shift.workLength': {
    'zh-CN': '工作时长（不含休息）须大于 0 且不超过 {hours} 小时',
    en: 'Working time (rest excluded) must be more than nothing and at most {hours} hours',
  },
  'attendance.rules.shift.thresholdOrder': {
    'zh-CN': '须满足：迟到宽限 ≤ 严重迟到 ≤ 旷工的分钟数',
    en: 'Late grace ≤ serious late ≤ absent minutes is required',
  },
  'attendance.rules.shift.graceTooLong': {
    'zh-CN': '迟到和早退的宽限合计须短于工作时长',
    en: 'Late and early grace together must be shorter than the working time',
  },
  'attendance.rules.shift.windowTooWide': {
    'zh-CN': '从最早上班打卡到最晚下班打卡不能超过 24 小时',
    en: 'From the earliest on-punch to the latest off-punch may be at most 24 hours',
  },
  'attendance.rules.shift.inUse': {
    'zh-CN': '考勤组「{group}」的规则正在使用该班次，请先修改该考勤组',
    en: 'The rule of the group "{group}" uses this shift; change that group first',
  },
  'attendance.rules.shift.rostered': {
    'zh-CN': '{day} 的排班使用了该班次，请先调整排班',
    en: 'The roster of {day} uses this shift; change the roster first',
  },
  'attendance.rules.group.notFound': { 'zh-CN': '考勤组不存在', en: 'The attendance group does not exist' },
  'attendance.rules.group.archived': {
    'zh-CN': '考勤组已归档',
    en: 'The attendance group is archived',
  },
  'attendance.rules.group.nameTaken': {
    'zh-CN': '已有名为「{name}」的考勤组',
    en: 'There is already an attendance group named "{name}"',
  },
  'attendance.rules.group.noMembers': {
    'zh-CN': '请至少选择一个部门或人员',
    en: 'Choose at least one department or person',
  },
  'attendance.rules.group.unknownDepartment': {
    'zh-CN': '所选部门不存在或已删除',
    en: 'A chosen department does not exist or was removed',
  },
  'attendance.rules.group.unknownShift': {
    'zh-CN': '所选班次不存在或已归档',
    en: 'A chosen shift does not exist or is archived',
  },
  'attendance.rules.group.fixedNeedsShift': {
    'zh-CN': '固定班制至少要为一个工作日设置班次',
    en: 'A fixed schedule needs a shift on at least one weekday',
  },
  'attendance.rules.group.rosterNeedsShifts': {
    'zh-CN': '排班制需要班次：请先新建班次',
    en: 'A roster needs shifts: create a shift first',
  },
  'attendance.rules.group.flexibleMinutes': {
    'zh-CN': '自由工时须设置每日工作时长，大于 0 且不超过 {hours} 小时',
    en: 'Flexible hours need the daily working time: more than nothing and at most {hours} hours',
  },
  'attendance.rules.group.noPunchMethod': {
    'zh-CN': '请至少选择一种打卡方式（网页打卡或导入打卡记录）',
    en: 'Choose at least one way to punch (web punches or imported logs)',
  },
  'attendance.rules.group.badIpRange': {
    'zh-CN': '「{range}」不是有效的 IP 地址或网段（如 192.168.1.0/24、2001:db8::/32）',
    en: '"{range}" is not an IP address or range (e.g. 192.168.1.0/24, 2001:db8::/32)',
  },
  'attendance.rules.group.memberTaken': {
    'zh-CN': '{name} 已在考勤组「{group}」中',
    en: '{name} is already in the attendance group "{group}"',
  },
  'attendance.rules.group.versionNotFound': {
    'zh-CN': '该规则版本不存在',
    en: 'The rule version does not exist',
  },
  'attendance.rules.group.versionStarted': {
    'zh-CN': '只能取消尚未生效的规则版本',
    en: 'Only a version whose day has not come can be cancelled',
  },
  'attendance.rules.group.onlyVersion': {
    'zh-CN': '这是该考勤组唯一的规则，不能取消；不再需要时请归档考勤组',
    en: 'This is the group’s only rule and cannot be cancelled; archive the group instead',
  },
  'attendance.rules.roster.notRoster': {
    'zh-CN': '考勤组「{group}」不是排班制',
    en: 'The group "{group}" does not use a roster',
  },
  'attendance.rules.roster.tooLarge': {
    'zh-CN': '排班考勤组本月超过 {max} 人，请拆分考勤组后再排班',
    en: 'The roster group has more than {max} people this month; split the group to roster it',
  },
  'attendance.rules.roster.notInGroup': {
    'zh-CN': '{name} 在 {day} 不属于该排班考勤组',
    en: '{name} is not in this roster group on {day}',
  },
  'attendance.rules.roster.range': {
    'zh-CN': '一次最多保存 31 天内的排班',
    en: 'At most 31 days of the roster can be saved at once',
  },
  'attendance.rules.roster.noGroup': {
    'zh-CN': '请选择要导入排班的考勤组',
    en: 'Choose the group whose roster to import',
  },
  'attendance.rules.roster.sheet': { 'zh-CN': '排班表', en: 'Roster' },
  'attendance.rules.roster.shiftsSheet': { 'zh-CN': '班次说明', en: 'Shifts' },
  'attendance.rules.roster.name': { 'zh-CN': '姓名', en: 'Name' },
  'attendance.rules.roster.jobNo': { 'zh-CN': '工号', en: 'Job no.' },
  'attendance.rules.roster.code': { 'zh-CN': '简称', en: 'Short mark' },
  'attendance.rules.roster.times': { 'zh-CN': '时间', en: 'Times' },
  'attendance.rules.roster.rest': { 'zh-CN': '休', en: 'Rest' },
  'attendance.rules.roster.restHint': {
    'zh-CN': '填「休」表示休息日，留空不修改',
    en: 'Write 休 (or Rest) for a rest day; a blank cell changes nothing',
  },
  'attendance.rules.roster.noDays': {
    'zh-CN': '表头须为：姓名、工号，然后每天一列（如 2026-05-01），且同属一个月',
    en: 'The header must be Name, Job no., then one column per day (e.g. 2026-05-01), all in one month',
  },
  'attendance.rules.roster.unknownStaff': {
    'zh-CN': '「{key}」不在该考勤组本月的排班人员中',
    en: '"{key}" is not among the group’s rostered people this month',
  },
  'attendance.rules.roster.ambiguousName': {
    'zh-CN': '有多人名为「{key}」，请填写工号',
    en: 'Several people are named "{key}"; give the job number',
  },
  'attendance.rules.roster.twice': {
    'zh-CN': '此人已在第 {row} 行出现',
    en: 'This person is already on row {row}',
  },
  'attendance.rules.roster.unknownShift': {
    'zh-CN': '「{value}」不是班次名称或简称，也不是「休」',
    en: '"{value}" is neither a shift’s name or short mark nor 休',
  },
  'attendance.rules.settings.ratio': {
    'zh-CN': '加班转调休比例不能低于 1（1 小时加班至少折 1 小时调休）',
    en: 'The compensatory ratio may not be below 1 (an overtime hour gives at least an hour of leave)',
  },
});
