import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of attendance's leave part (docs/product/attendance.md, "Leave, overtime, 补卡 and trips"). */
export const leaveMessages = defineMessages({
  // Leave types.
  'attendance.leave.typeNotFound': {
    'zh-CN': '假期类型不存在或已停用',
    en: 'No such leave type, or it is disabled',
  },
  'attendance.leave.typeNameTaken': {
    'zh-CN': '已有名为「{name}」的假期类型',
    en: 'A leave type named "{name}" exists already',
  },
  'attendance.leave.typeUsed': {
    'zh-CN': '该假期类型已有申请或余额记录，不能再改单位或余额规则',
    en: 'This leave type has requests or balance entries: its unit and balance rule can no longer change',
  },
  'attendance.leave.ruleOfKind': {
    'zh-CN': '「按工龄计年假」只适用于年假，「加班转调休」只适用于调休',
    en: 'Statutory annual accrual suits annual leave only, overtime credit suits time off in lieu only',
  },
  'attendance.leave.quotaNeeded': {
    'zh-CN': '「每年固定额度」须填写每年额度（大于 0）',
    en: 'A fixed yearly quota needs its amount (more than 0)',
  },
  'attendance.leave.stale': {
    'zh-CN': '该记录已被他人修改，请刷新后重试',
    en: 'Someone else changed this record; reload and try again',
  },
  // Balances.
  'attendance.leave.noBalance': {
    'zh-CN': '「{type}」不计余额，无需发放或扣减',
    en: '"{type}" keeps no balance to grant or deduct',
  },
  'attendance.leave.deductTooMuch.day': {
    'zh-CN': '「{type}」余额不足，最多可扣减 {remaining} 天',
    en: '"{type}" has too little left: at most {remaining} days can be deducted',
  },
  'attendance.leave.deductTooMuch.halfDay': {
    'zh-CN': '「{type}」余额不足，最多可扣减 {remaining} 天',
    en: '"{type}" has too little left: at most {remaining} days can be deducted',
  },
  'attendance.leave.deductTooMuch.hour': {
    'zh-CN': '「{type}」余额不足，最多可扣减 {remaining} 小时',
    en: '"{type}" has too little left: at most {remaining} hours can be deducted',
  },
  'attendance.leave.amountPositive': { 'zh-CN': '数量须大于 0', en: 'The amount must be more than 0' },
  'attendance.leave.amountFormat': {
    'zh-CN': '数量最多两位小数',
    en: 'An amount has at most two decimals',
  },
  'attendance.leave.validUntilPast': {
    'zh-CN': '有效期不能早于今天',
    en: 'The last valid day cannot be before today',
  },
  'attendance.leave.workStartFuture': {
    'zh-CN': '参加工作日期不能晚于今天',
    en: 'The start of working life cannot be after today',
  },
  // Asking.
  'attendance.leave.periodRequired': {
    'zh-CN': '请填写开始和结束时间',
    en: 'Enter when it starts and ends',
  },
  'attendance.leave.reasonRequired': { 'zh-CN': '请填写事由', en: 'Enter the reason' },
  'attendance.leave.destinationRequired': { 'zh-CN': '请填写出差地点', en: 'Enter the destination' },
  'attendance.leave.causeRequired': { 'zh-CN': '请填写缺卡原因', en: 'Enter why the punch is missing' },
  'attendance.leave.endBeforeStart': {
    'zh-CN': '结束时间须晚于开始时间',
    en: 'The end must come after the start',
  },
  'attendance.leave.wholeDays': {
    'zh-CN': '「{type}」按天请，须从上午开始、到下午结束',
    en: '"{type}" is taken in whole days: from a morning to an afternoon',
  },
  'attendance.leave.halfHours': {
    'zh-CN': '时间须为整点或半点',
    en: 'Times must be on the hour or the half hour',
  },
  'attendance.leave.tooLongDays': {
    'zh-CN': '一次最长 {days} 天',
    en: 'At most {days} days at a time',
  },
  'attendance.leave.tooLongHours': {
    'zh-CN': '一次最长 {hours} 小时',
    en: 'At most {hours} hours at a time',
  },
  'attendance.leave.outOfRange': {
    'zh-CN': '只能申请前后一年以内的日期',
    en: 'Only dates within a year either way can be asked for',
  },
  'attendance.leave.notEmployed': {
    'zh-CN': '所选时间不在任职期间内',
    en: 'The period is outside the employment',
  },
  'attendance.leave.nothingToSpend': {
    'zh-CN': '所选时间内没有需要请假的工作时间',
    en: 'The period holds no working time to take off',
  },
  'attendance.leave.overlap': {
    'zh-CN': '与已有的{kind}（{period}）时间重叠',
    en: 'Overlaps an existing {kind} ({period})',
  },
  // By the type's unit (days for day and half-day types).
  'attendance.leave.balanceShort.day': {
    'zh-CN': '「{type}」余额不足：剩余 {remaining} 天，审批中 {pending} 天，本次需要 {amount} 天',
    en: '"{type}" has too little left: {remaining} days remaining, {pending} days in approval, {amount} days needed',
  },
  'attendance.leave.balanceShort.halfDay': {
    'zh-CN': '「{type}」余额不足：剩余 {remaining} 天，审批中 {pending} 天，本次需要 {amount} 天',
    en: '"{type}" has too little left: {remaining} days remaining, {pending} days in approval, {amount} days needed',
  },
  'attendance.leave.balanceShort.hour': {
    'zh-CN': '「{type}」余额不足：剩余 {remaining} 小时，审批中 {pending} 小时，本次需要 {amount} 小时',
    en: '"{type}" has too little left: {remaining} hours remaining, {pending} hours in approval, {amount} hours needed',
  },
  'attendance.leave.holidayPayOnly': {
    'zh-CN': '法定节假日加班只能发放加班费（劳动法第四十四条），不能转调休',
    en: 'Overtime on a statutory holiday is paid, never taken as time off (Labour Law art. 44)',
  },
  'attendance.leave.noCompensatoryType': {
    'zh-CN': '公司未启用「调休」假期类型，加班只能选择加班费',
    en: 'The company has no time-off-in-lieu leave type: overtime can only be paid',
  },
  'attendance.leave.punchDayRange': {
    'zh-CN': '只能为最近 31 天内的考勤日补卡',
    en: 'Only days of the past 31 can have a missed punch made up',
  },
  'attendance.leave.punchTimeRange': {
    'zh-CN': '补卡时间须在考勤日当天或次日，且不晚于现在',
    en: 'The punch time must be on the day or the next, and not in the future',
  },
  'attendance.leave.noMissingPunch': {
    'zh-CN': '{day} 没有缺卡，无需补卡',
    en: '{day} has no missing punch to make up',
  },
  'attendance.leave.punchLimit': {
    'zh-CN': '{month} 已申请补卡 {used} 次，每月最多 {limit} 次',
    en: '{used} missed punches asked for in {month}; the limit is {limit} a month',
  },
  'attendance.leave.startFromVacation': {
    'zh-CN': '请假、加班、补卡和出差请在「考勤 › 假期管理」中申请，审批会随申请自动发起',
    en: 'Ask for leave, overtime, missed punches and trips under Attendance › Leave; the approval starts with the request',
  },
  // Transitions.
  'attendance.leave.approve': { 'zh-CN': '审批通过', en: 'Approved' },
  'attendance.leave.reject': { 'zh-CN': '审批未通过', en: 'Approval rejected' },
  'attendance.leave.withdraw': { 'zh-CN': '撤回', en: 'Withdraw' },
  'attendance.leave.cancel': { 'zh-CN': '撤销', en: 'Cancel' },
  'attendance.leave.wrongKind': {
    'zh-CN': '该申请不是这一类型',
    en: 'The request is not of this kind',
  },
  'attendance.leave.notYours': {
    'zh-CN': '只能处理自己的申请或您管理的员工的申请',
    en: 'Only your own requests or those of staff you manage',
  },
  'attendance.leave.byApprovalOnly': {
    'zh-CN': '审批结果由审批流程给出',
    en: 'The approval decides this',
  },
  'attendance.leave.cancelStarted': {
    'zh-CN': '申请已开始，请联系人事撤销',
    en: 'It has begun: ask HR to cancel it',
  },
  'attendance.leave.voidNote': {
    'zh-CN': '补卡申请已撤销：{reason}',
    en: 'The missed-punch request was cancelled: {reason}',
  },
  // Words of rows and values.
  'attendance.leave.am': { 'zh-CN': '上午', en: 'AM' },
  'attendance.leave.pm': { 'zh-CN': '下午', en: 'PM' },
  'attendance.leave.to': { 'zh-CN': ' 至 ', en: ' – ' },
  'attendance.leave.unit.day': { 'zh-CN': '天', en: 'days' },
  'attendance.leave.unit.halfDay': { 'zh-CN': '天', en: 'days' },
  'attendance.leave.unit.hour': { 'zh-CN': '小时', en: 'hours' },
  'attendance.leave.amountText': { 'zh-CN': '{amount} {unit}', en: '{amount} {unit}' },
  // The balance export.
  'attendance.leave.export.title': { 'zh-CN': '假期余额', en: 'Leave balances' },
  'attendance.leave.export.staffName': { 'zh-CN': '姓名', en: 'Name' },
  'attendance.leave.export.jobNo': { 'zh-CN': '工号', en: 'Job number' },
  'attendance.leave.export.dept': { 'zh-CN': '部门', en: 'Department' },
  'attendance.leave.export.workStart': { 'zh-CN': '参加工作日期', en: 'Working life began' },
  'attendance.leave.export.type': { 'zh-CN': '假期类型', en: 'Leave type' },
  'attendance.leave.export.unit': { 'zh-CN': '单位', en: 'Unit' },
  'attendance.leave.export.granted': { 'zh-CN': '已发放', en: 'Granted' },
  'attendance.leave.export.used': { 'zh-CN': '已使用', en: 'Used' },
  'attendance.leave.export.pending': { 'zh-CN': '审批中', en: 'In approval' },
  'attendance.leave.export.remaining': { 'zh-CN': '剩余', en: 'Remaining' },
  'attendance.leave.export.expiring': { 'zh-CN': '即将过期', en: 'Expiring soon' },
  'attendance.leave.export.expiringText': {
    'zh-CN': '{until} 过期 {amount}',
    en: '{amount} lapse on {until}',
  },
});
