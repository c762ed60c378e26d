import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of salary's social part (docs/product/salary.md, "Social insurance and housing fund"). */
export const socialMessages = defineMessages({
  'salary.social.schemeNotFound': { 'zh-CN': '方案不存在', en: 'The scheme does not exist' },
  'salary.social.schemeNameTaken': {
    'zh-CN': '已有同名方案「{name}」',
    en: 'A scheme named “{name}” already exists',
  },
  'salary.social.baseRange': {
    'zh-CN': '基数下限不能高于上限',
    en: 'The base floor cannot be above the ceiling',
  },
  'salary.social.itemOfKind': {
    'zh-CN': '{item}不属于这类方案',
    en: '{item} does not belong to this kind of scheme',
  },
  'salary.social.itemTwice': { 'zh-CN': '{item}重复', en: '{item} is listed twice' },
  'salary.social.cityNotFound': {
    'zh-CN': '平台参数中没有这个城市',
    en: 'The platform parameters have no such city',
  },
  'salary.social.schemeInUse': {
    'zh-CN': '方案「{name}」已有 {count} 条参保档案，不能删除',
    en: 'Scheme “{name}” has {count} enrolments and cannot be removed',
  },
  'salary.social.enrolmentNotFound': { 'zh-CN': '参保档案不存在', en: 'The enrolment does not exist' },
  'salary.social.stopBeforeStart': {
    'zh-CN': '停缴月份必须晚于起缴月份',
    en: 'The stop month must come after the start month',
  },
  'salary.social.noVersion': {
    'zh-CN': '方案「{name}」在 {month} 还没有生效的版本',
    en: 'Scheme “{name}” has no version in force in {month}',
  },
  'salary.social.alreadyEnrolled': {
    'zh-CN': '{name}已有{kind}参保档案（{from} 起），同一时间只能有一条，请先停缴原档案',
    en: '{name} already has a {kind} enrolment (from {from}); stop it first',
  },
  'salary.social.openTwice': {
    'zh-CN': '该员工已有一条未停缴的参保档案，同一时间只能有一条',
    en: 'This person already has an open enrolment of this kind',
  },
  'salary.social.stale': {
    'zh-CN': '记录已被他人修改，请刷新后重试',
    en: 'Someone changed this record meanwhile; reload and try again',
  },
  'salary.social.monthConfirmed': {
    'zh-CN': '{month} 的明细已确认锁定，请先取消确认',
    en: 'The list of {month} is confirmed; reopen it first',
  },
  'salary.social.monthNotGenerated': {
    'zh-CN': '{month} 的明细还没有生成',
    en: 'The list of {month} has not been generated yet',
  },
  'salary.social.backPayNotEarlier': {
    'zh-CN': '补缴月份必须早于本月',
    en: 'A back-payment is for a month before this one',
  },
  'salary.social.notEnrolledIn': {
    'zh-CN': '{name} 在 {month} 没有参保档案',
    en: '{name} has no enrolment in {month}',
  },
  'salary.social.lineNotFound': {
    'zh-CN': '该补缴或调整记录不存在',
    en: 'The back-payment or adjustment does not exist',
  },
  'salary.social.noKind': { 'zh-CN': '缺少参数：社保或公积金', en: 'Say which: social insurance or fund' },
  'salary.social.unknownStaff': {
    'zh-CN': '找不到工号或手机号为「{key}」的在职员工（或不在您的管理范围内）',
    en: 'No active staff member you manage has job number or mobile “{key}”',
  },
  'salary.social.staffKeyMissing': { 'zh-CN': '请填写工号或手机号', en: 'Fill in a job number or mobile' },
  'salary.social.unknownScheme': { 'zh-CN': '没有名为「{name}」的方案', en: 'No scheme named “{name}”' },
  'salary.social.required': { 'zh-CN': '必填', en: 'Required' },
  'salary.social.monthCell': { 'zh-CN': '月份格式应为 YYYY-MM', en: 'A month is written YYYY-MM' },
  'salary.social.twice': {
    'zh-CN': '与第 {row} 行是同一个人',
    en: 'The same person as row {row}',
  },
  // Kinds, items and sheet headers.
  'salary.social.kind.social': { 'zh-CN': '社保', en: 'social insurance' },
  'salary.social.kind.fund': { 'zh-CN': '公积金', en: 'housing fund' },
  'salary.social.item.pension': { 'zh-CN': '养老保险', en: 'Pension' },
  'salary.social.item.medical': { 'zh-CN': '医疗保险', en: 'Medical' },
  'salary.social.item.seriousIllness': { 'zh-CN': '大病医疗', en: 'Serious illness' },
  'salary.social.item.unemployment': { 'zh-CN': '失业保险', en: 'Unemployment' },
  'salary.social.item.injury': { 'zh-CN': '工伤保险', en: 'Work injury' },
  'salary.social.item.maternity': { 'zh-CN': '生育保险', en: 'Maternity' },
  'salary.social.item.fund': { 'zh-CN': '住房公积金', en: 'Housing fund' },
  'salary.social.item.supplementaryFund': { 'zh-CN': '补充公积金', en: 'Supplementary fund' },
  'salary.social.sheet.enrolments.social': { 'zh-CN': '社保参保档案', en: 'Social insurance enrolments' },
  'salary.social.sheet.enrolments.fund': { 'zh-CN': '公积金档案', en: 'Housing fund enrolments' },
  'salary.social.sheet.month.social': { 'zh-CN': '社保明细', en: 'Social insurance' },
  'salary.social.sheet.month.fund': { 'zh-CN': '公积金明细', en: 'Housing fund' },
  'salary.social.sheet.template': { 'zh-CN': '{title}导入模板', en: '{title} import template' },
  'salary.social.sheet.help': { 'zh-CN': '填写说明', en: 'Instructions' },
  'salary.social.col.name': { 'zh-CN': '姓名', en: 'Name' },
  'salary.social.col.jobNo': { 'zh-CN': '工号', en: 'Job no.' },
  'salary.social.col.mobile': { 'zh-CN': '手机号', en: 'Mobile' },
  'salary.social.col.idNumber': { 'zh-CN': '身份证号', en: 'ID number' },
  'salary.social.col.scheme': { 'zh-CN': '方案', en: 'Scheme' },
  'salary.social.col.base': { 'zh-CN': '缴费基数', en: 'Base' },
  'salary.social.col.startMonth': { 'zh-CN': '起缴月份', en: 'Start month' },
  'salary.social.col.stopMonth': { 'zh-CN': '停缴月份', en: 'Stop month' },
  'salary.social.col.accountNo': { 'zh-CN': '账号', en: 'Account no.' },
  'salary.social.col.status': { 'zh-CN': '状态', en: 'Status' },
  'salary.social.col.company': { 'zh-CN': '{item}单位', en: '{item} employer' },
  'salary.social.col.personal': { 'zh-CN': '{item}个人', en: '{item} employee' },
  'salary.social.col.companyTotal': { 'zh-CN': '单位合计', en: 'Employer total' },
  'salary.social.col.personalTotal': { 'zh-CN': '个人合计', en: 'Employee total' },
  'salary.social.col.total': { 'zh-CN': '合计', en: 'Total' },
  'salary.social.status.open': { 'zh-CN': '在缴', en: 'Open' },
  'salary.social.status.stopped': { 'zh-CN': '停缴', en: 'Stopped' },
  'salary.social.help.key': {
    'zh-CN': '工号或手机号至少填一个，用来找到员工；姓名只作核对',
    en: 'A job number or a mobile finds the person; the name is only for reading',
  },
  'salary.social.help.scheme': { 'zh-CN': '已建方案的名称', en: 'The name of an existing scheme' },
  'salary.social.help.base': {
    'zh-CN': '金额，最多两位小数；低于下限或高于上限时按上下限缴纳',
    en: 'An amount with at most two decimals; clamped into the floor and ceiling',
  },
  'salary.social.help.month': {
    'zh-CN': 'YYYY-MM，停缴月份可空',
    en: 'YYYY-MM; the stop month may be empty',
  },
});
