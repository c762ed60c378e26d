import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of attendance's punch part (docs/product/attendance.md, "Punching and records"). */
export const punchMessages = defineMessages({
  'attendance.punch.range': {
    'zh-CN': '开始日期不能晚于结束日期，且一次最多查看 31 天',
    en: 'The first day must not be after the last, and at most 31 days can be shown at once',
  },
  'attendance.punch.notEmployed': {
    'zh-CN': '您今天不在职，不能打卡',
    en: 'You are not employed today and cannot punch',
  },
  'attendance.punch.noGroup': {
    'zh-CN': '您还没有加入考勤组，请联系 HR',
    en: 'You are not in an attendance group yet; ask HR',
  },
  'attendance.punch.webOff': {
    'zh-CN': '您所在的考勤组不允许网页打卡',
    en: 'Your attendance group does not allow web punches',
  },
  'attendance.punch.network': {
    'zh-CN': '当前网络（{ip}）不在考勤组允许的打卡范围内，请连接公司网络后再打卡',
    en: 'Your network ({ip}) is not one your attendance group allows; connect to the office network',
  },
  'attendance.punch.needLocation': {
    'zh-CN': '请允许浏览器获取位置后再打卡',
    en: 'Allow the browser to read your location, then punch again',
  },
  'attendance.punch.inaccurate': {
    'zh-CN': '定位误差约 {accuracy} 米，超过 {max} 米，请到开阔处或打开 GPS 后重试',
    en: 'Your location is only accurate to about {accuracy} m (at most {max} m); move into the open or turn on GPS',
  },
  'attendance.punch.outside': {
    'zh-CN': '您不在打卡范围内：距“{place}”约 {meters} 米，需在 {radius} 米以内',
    en: 'You are outside the punch area: about {meters} m from "{place}", which allows {radius} m',
  },
  'attendance.punch.tooMany': {
    'zh-CN': '打卡太频繁，请稍后再试',
    en: 'Too many punches; try again later',
  },
  'attendance.punch.notFound': {
    'zh-CN': '打卡记录不存在或不在您的管理范围内',
    en: 'The punch does not exist or is outside your scope',
  },
  'attendance.punch.alreadyVoided': {
    'zh-CN': '这条打卡记录已经作废',
    en: 'This punch is already void',
  },
  'attendance.punch.future': {
    'zh-CN': '打卡时间不能晚于现在',
    en: 'A punch cannot be later than now',
  },
  'attendance.punch.own': {
    'zh-CN': '不能更正自己的打卡，请由其他管理员处理或提交补卡申请',
    en: 'You cannot correct your own punches; ask another admin or request a missed punch',
  },
  'attendance.punch.notEmployedOn': {
    'zh-CN': '该员工在 {day} 不在职或不在您的管理范围内',
    en: 'The employee was not employed on {day}, or is outside your scope',
  },
  'attendance.punch.sheet': { 'zh-CN': '每日考勤', en: 'Daily attendance' },
  'attendance.punch.column.name': { 'zh-CN': '姓名', en: 'Name' },
  'attendance.punch.column.jobNo': { 'zh-CN': '工号', en: 'Job no.' },
  'attendance.punch.column.dept': { 'zh-CN': '部门', en: 'Department' },
  'attendance.punch.column.day': { 'zh-CN': '日期', en: 'Day' },
  'attendance.punch.column.dayType': { 'zh-CN': '日期类型', en: 'Day type' },
  'attendance.punch.column.shift': { 'zh-CN': '班次', en: 'Shift' },
  'attendance.punch.column.in': { 'zh-CN': '上班打卡', en: 'Punch in' },
  'attendance.punch.column.out': { 'zh-CN': '下班打卡', en: 'Punch out' },
  'attendance.punch.column.status': { 'zh-CN': '状态', en: 'Status' },
  'attendance.punch.column.late': { 'zh-CN': '迟到（分钟）', en: 'Late (min)' },
  'attendance.punch.column.early': { 'zh-CN': '早退（分钟）', en: 'Early (min)' },
  'attendance.punch.column.worked': { 'zh-CN': '出勤（分钟）', en: 'Worked (min)' },
  'attendance.punch.column.leave': { 'zh-CN': '请假（分钟）', en: 'Leave (min)' },
  'attendance.punch.column.overtime': { 'zh-CN': '加班（分钟）', en: 'Overtime (min)' },
  'attendance.punch.column.reasons': { 'zh-CN': '说明', en: 'Why' },
  'attendance.punch.nextDay': { 'zh-CN': '次日', en: 'next day' },
  'attendance.punch.template.name': { 'zh-CN': '打卡记录导入模板', en: 'Punch import template' },
  'attendance.punch.template.sheet': { 'zh-CN': '打卡记录', en: 'Punches' },
  'attendance.punch.template.jobNo': {
    'zh-CN': '工号与手机号至少填一个，都填时按工号匹配',
    en: 'Job no. or mobile (at least one; the job no. wins when both are given)',
  },
  'attendance.punch.template.name.rule': {
    'zh-CN': '选填；填写时须与工号或手机号对应的员工姓名一致',
    en: 'Optional; when given it must be the name of the employee the job no. or mobile finds',
  },
  'attendance.punch.template.at': {
    'zh-CN': '必填，北京时间，如 2026-03-02 09:01 或 2026-03-02 09:01:30',
    en: 'Required, China time, such as 2026-03-02 09:01 or 2026-03-02 09:01:30',
  },
  'attendance.punch.template.device': {
    'zh-CN': '选填，考勤机或地点名称，不超过 50 个字',
    en: 'Optional, the clock or place, at most 50 characters',
  },
  'attendance.punch.template.notes': {
    'zh-CN':
      '第2行是示例，导入前请删除；也可以直接上传考勤机导出的 CSV 文件（表头相同）；同一员工同一分钟的打卡只记一次',
    en: 'Row 2 is an example: delete it before importing. A CSV export of a time clock with the same header works too; one punch per employee and minute is kept',
  },
  'attendance.punch.import.noFile': {
    'zh-CN': '请在 file 字段上传一个 .xlsx 或 .csv 文件',
    en: 'Upload one .xlsx or .csv file in the "file" field',
  },
  'attendance.punch.import.unreadable': {
    'zh-CN': '无法读取该文件，请上传 .xlsx 或 .csv 文件（可先下载导入模板）',
    en: 'The file cannot be read; upload an .xlsx or .csv file (the import template shows how)',
  },
  'attendance.punch.import.tooLarge': {
    'zh-CN': '文件过大：不能超过 {mb} MB（.xlsx 解压后不能超过 {inflatedMb} MB），请分批导入',
    en: 'The file is too large: at most {mb} MB ({inflatedMb} MB once an .xlsx is unpacked); import it in parts',
  },
  'attendance.punch.import.tooManyRows': {
    'zh-CN': '一次最多导入 {max} 行，请分批导入',
    en: 'At most {max} rows can be imported at once; import in parts',
  },
  'attendance.punch.import.noColumns': {
    'zh-CN': '表头须有“打卡时间”以及“工号”或“手机号”列，请使用导入模板',
    en: 'The header needs "Punch time" and "Job no." or "Mobile" columns; use the import template',
  },
  'attendance.punch.import.noKey': {
    'zh-CN': '请填写工号或手机号',
    en: 'Enter a job no. or a mobile',
  },
  'attendance.punch.import.noTime': {
    'zh-CN': '请填写打卡时间',
    en: 'Enter the punch time',
  },
  'attendance.punch.import.badTime': {
    'zh-CN': '“{value}”不是有效的打卡时间，请按 2026-03-02 09:01 填写',
    en: '"{value}" is not a punch time; write it like 2026-03-02 09:01',
  },
  'attendance.punch.import.deviceTooLong': {
    'zh-CN': '设备名称不能超过 {max} 个字',
    en: 'The device may have at most {max} characters',
  },
  'attendance.punch.import.unknownStaff': {
    'zh-CN': '找不到工号或手机号为“{key}”的员工',
    en: 'No employee has the job no. or mobile "{key}"',
  },
  'attendance.punch.import.nameMismatch': {
    'zh-CN': '“{key}”对应的员工是{actual}，不是{name}',
    en: '"{key}" is {actual}, not {name}',
  },
  'attendance.punch.import.notEmployed': {
    'zh-CN': '{name} 在 {day} 不在职或不在您的管理范围内',
    en: '{name} was not employed on {day}, or is outside your scope',
  },
  'attendance.punch.import.noGroup': {
    'zh-CN': '{name} 在 {day} 不属于任何考勤组',
    en: '{name} was in no attendance group on {day}',
  },
  'attendance.punch.import.notAllowed': {
    'zh-CN': '{name} 所在的考勤组“{group}”不允许导入打卡记录',
    en: 'The attendance group "{group}" of {name} does not take imported punches',
  },
});
