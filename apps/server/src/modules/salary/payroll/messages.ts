import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of salary's payroll part (docs/product/salary.md, "Payroll runs"). */
export const payrollMessages = defineMessages({
  'salary.payroll.groupNotFound': {
    'zh-CN': '薪资组不存在或不在您的管理范围内',
    en: 'The salary group does not exist or is outside your scope',
  },
  'salary.payroll.runNotFound': {
    'zh-CN': '薪资核算记录不存在',
    en: 'The payroll run does not exist',
  },
  'salary.payroll.runExists': {
    'zh-CN': '{month} 该薪资组已经有核算记录，每个薪资组每月只能核算一次',
    en: 'The salary group already has a run for {month}: one run per month and group',
  },
  'salary.payroll.stale': {
    'zh-CN': '核算记录已被他人修改，请刷新后再试',
    en: 'Someone else changed the run; refresh and try again',
  },
  'salary.payroll.notRecalculable': {
    'zh-CN': '当前状态为「{status}」，只有复核之前（草稿、已核算、已复核）可以核算',
    en: 'The run is “{status}”: only draft, calculated or reviewed runs can be calculated',
  },
  'salary.payroll.wrongStatus': {
    'zh-CN': '当前状态为「{status}」，不能执行此操作',
    en: 'The run is “{status}”: this step is not possible now',
  },
  'salary.payroll.notCalculated': {
    'zh-CN': '请先核算薪资',
    en: 'Calculate the run first',
  },
  'salary.payroll.monthLocked': {
    'zh-CN': '{month} 的薪资已锁定，不能再修改',
    en: 'Payroll of {month} is locked and cannot change',
  },
  'salary.payroll.notDeletable': {
    'zh-CN': '已复核的核算记录不能删除',
    en: 'A reviewed run cannot be deleted',
  },
  'salary.payroll.formula': {
    'zh-CN': '工资项公式有误：{message}',
    en: 'A wage item’s formula is wrong: {message}',
  },
  'salary.payroll.notInput': {
    'zh-CN': '「{code}」不是本薪资组的录入项',
    en: '“{code}” is not an input item of this salary group',
  },
  'salary.payroll.notMember': {
    'zh-CN': '员工不在本次核算中',
    en: 'The employee is not in this run',
  },
  'salary.payroll.startedByRuns': {
    'zh-CN': '薪资审批请在「薪资核算」中提交',
    en: 'Submit payroll approvals from the payroll run',
  },
  'salary.payroll.import.noKey': {
    'zh-CN': '请填写工号或姓名',
    en: 'Enter the job number or the name',
  },
  'salary.payroll.import.unknownStaff': {
    'zh-CN': '「{key}」不在本次核算中',
    en: '“{key}” is not in this run',
  },
  'salary.payroll.import.ambiguous': {
    'zh-CN': '姓名「{key}」有重名，请填写工号',
    en: 'More than one person is called “{key}”: give the job number',
  },
  'salary.payroll.import.badAmount': {
    'zh-CN': '「{value}」不是金额（最多两位小数）',
    en: '“{value}” is not an amount (at most two decimals)',
  },
  'salary.payroll.import.noItems': {
    'zh-CN': '表头没有本薪资组的录入项',
    en: 'The header names no input item of this salary group',
  },
  'salary.payroll.sheetTitle': { 'zh-CN': '工资表', en: 'Payroll' },
  'salary.payroll.bankTitle': { 'zh-CN': '银行代发', en: 'Bank transfer' },
  'salary.payroll.taxTitle': { 'zh-CN': '个税扣缴申报表', en: 'Withholding return' },
  'salary.payroll.inputsTitle': { 'zh-CN': '录入项', en: 'Inputs' },
  // The audit trail of a figure (the line drawer).
  'salary.payroll.how.whole': {
    'zh-CN': '档案金额 {amount}（不折算）',
    en: 'Archive amount {amount} (not pro-rated)',
  },
  'salary.payroll.how.full': { 'zh-CN': '{from}–{to} 全月 {amount}', en: '{from}–{to} whole month {amount}' },
  'salary.payroll.how.calendarDays': {
    'zh-CN': '{from}–{to} {amount} × {days} 天 ÷ {monthDays} 天 = {value}',
    en: '{from}–{to} {amount} × {days} days ÷ {monthDays} days = {value}',
  },
  'salary.payroll.how.payDays': {
    'zh-CN': '{from}–{to} {amount} ÷ 21.75 × {payDays} 计薪日 = {value}（不超过月额）',
    en: '{from}–{to} {amount} ÷ 21.75 × {payDays} pay days = {value} (at most the month’s amount)',
  },
  'salary.payroll.how.input': { 'zh-CN': 'HR 录入', en: 'Entered by HR' },
  'salary.payroll.how.noInput': { 'zh-CN': '未录入，按 0', en: 'Not entered: 0' },
  'salary.payroll.how.formula': {
    'zh-CN': '公式 {formula} = {raw}，按舍入规则取值',
    en: 'Formula {formula} = {raw}, rounded by the item’s rule',
  },
  'salary.payroll.how.variable': { 'zh-CN': '变量', en: 'Variable' },
  'salary.payroll.how.gross': {
    'zh-CN': '应发 = 收入项合计 − 税前扣款合计',
    en: 'Gross = earnings − pre-tax deductions',
  },
  'salary.payroll.how.taxable': { 'zh-CN': '应发 − 免税收入 {taxFree}', en: 'Gross − tax-free {taxFree}' },
  'salary.payroll.how.social': {
    'zh-CN': '社保个人 {personal}（单位 {company}）',
    en: 'Social insurance, personal {personal} (employer {company})',
  },
  'salary.payroll.how.fund': {
    'zh-CN': '公积金个人 {personal}（单位 {company}）',
    en: 'Housing fund, personal {personal} (employer {company})',
  },
  'salary.payroll.how.tax': {
    'zh-CN':
      '累计收入 {income} − 累计免税 {taxFree} − 累计减除费用 {basic} − 累计专项扣除 {socialAndFund} − 累计专项附加扣除 {special} − 累计其他扣除 {other} = 累计应纳税所得额 {taxable}；× {rate}% − 速算扣除数 {quick} = {cumulativeTax}，减已预扣 {withheld}',
    en: 'Cumulative income {income} − tax-free {taxFree} − basic deduction {basic} − social insurance and fund {socialAndFund} − special deductions {special} − other {other} = taxable {taxable}; × {rate}% − quick deduction {quick} = {cumulativeTax}, less withheld {withheld}',
  },
  'salary.payroll.how.net': {
    'zh-CN': '实发 = 应发 − 社保个人 − 公积金个人 − 个税 + 税后收入 − 税后扣款',
    en: 'Net = gross − social − fund − tax + after-tax earnings − after-tax deductions',
  },
  'salary.payroll.figure.gross': { 'zh-CN': '应发工资', en: 'Gross pay' },
  'salary.payroll.figure.taxable': { 'zh-CN': '计税收入', en: 'Taxable pay' },
  'salary.payroll.figure.socialPersonal': { 'zh-CN': '社保个人', en: 'Social insurance' },
  'salary.payroll.figure.fundPersonal': { 'zh-CN': '公积金个人', en: 'Housing fund' },
  'salary.payroll.figure.tax': { 'zh-CN': '个人所得税', en: 'Income tax' },
  'salary.payroll.figure.net': { 'zh-CN': '实发工资', en: 'Net pay' },
});
