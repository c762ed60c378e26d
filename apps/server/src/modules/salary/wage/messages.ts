import { defineMessages } from '../../../core/i18n/index.ts';

/** Texts of salary's wage part (docs/product/salary.md). */
export const wageMessages = defineMessages({
  'salary.wage.formula.empty': {
    'zh-CN': '「{item}」的公式不能为空',
    en: 'The formula of “{item}” is empty',
  },
  'salary.wage.formula.syntax': {
    'zh-CN': '「{item}」的公式写法有误',
    en: 'The formula of “{item}” cannot be read',
  },
  'salary.wage.formula.syntaxAt': {
    'zh-CN': '「{item}」的公式写法有误（第 {column} 个字符附近）',
    en: 'The formula of “{item}” cannot be read (near character {column})',
  },
  'salary.wage.formula.notAllowed': {
    'zh-CN': '「{item}」的公式使用了不支持的写法「{what}」',
    en: 'The formula of “{item}” uses “{what}”, which formulas do not support',
  },
  'salary.wage.formula.functionAsValue': {
    'zh-CN': '「{item}」的公式中 {fn} 是函数，请写成 {fn}(…)',
    en: 'In the formula of “{item}”, {fn} is a function: write {fn}(…)',
  },
  'salary.wage.formula.unknownFunction': {
    'zh-CN': '「{item}」的公式使用了不支持的函数「{fn}」，可用：min、max、round、floor、ceil、abs、if',
    en: 'The formula of “{item}” calls “{fn}”; the functions are min, max, round, floor, ceil, abs, if',
  },
  'salary.wage.formula.arguments': {
    'zh-CN': '「{item}」的公式中函数 {fn} 的参数个数不对',
    en: 'In the formula of “{item}”, {fn} has the wrong number of arguments',
  },
  'salary.wage.formula.places': {
    'zh-CN': '「{item}」的公式中保留的小数位应为 0–{max} 的整数',
    en: 'In the formula of “{item}”, decimal places must be a whole number from 0 to {max}',
  },
  'salary.wage.formula.unknownName': {
    'zh-CN': '「{item}」的公式引用了不存在的工资项或变量「{name}」',
    en: 'The formula of “{item}” reads “{name}”, which is no item or variable',
  },
  'salary.wage.formula.cycle': {
    'zh-CN': '工资项公式循环引用：{cycle}',
    en: 'The formulas refer to each other in a circle: {cycle}',
  },
  'salary.wage.formula.divisionByZero': {
    'zh-CN': '「{item}」的公式除以零',
    en: 'The formula of “{item}” divides by zero',
  },
  'salary.wage.formula.missingValue': {
    'zh-CN': '「{item}」的公式缺少「{name}」的值',
    en: 'The formula of “{item}” has no value for “{name}”',
  },
  'salary.wage.formula.afterTaxRead': {
    'zh-CN': '「{item}」在计税前计算，不能引用「{name}」（计税后才有）',
    en: '“{item}” is computed before tax and cannot read “{name}”, which exists only after tax',
  },
  'salary.wage.item.notFound': { 'zh-CN': '工资项不存在', en: 'The wage item does not exist' },
  'salary.wage.item.codeTaken': {
    'zh-CN': '编码「{code}」已被工资项「{name}」使用',
    en: 'The code “{code}” is already used by the item “{name}”',
  },
  'salary.wage.item.nameTaken': {
    'zh-CN': '已有名为「{name}」的工资项',
    en: 'There is already an item called “{name}”',
  },
  'salary.wage.item.codeReserved': {
    'zh-CN': '「{code}」是公式的保留字或变量名，不能作为编码',
    en: '“{code}” is a formula word or variable name and cannot be a code',
  },
  'salary.wage.item.systemFixed': {
    'zh-CN': '系统工资项「{name}」不能删除，也不能修改编码、来源和计算方式',
    en: 'The system item “{name}” cannot be deleted, re-coded, or given another source or effect',
  },
  'salary.wage.item.notSystem': {
    'zh-CN': '「{code}」是系统工资项的编码，请选择其他来源',
    en: '“{code}” is a system item’s code; choose another source',
  },
  'salary.wage.item.formulaRequired': {
    'zh-CN': '来源为公式的工资项需要填写公式',
    en: 'A formula item needs a formula',
  },
  'salary.wage.item.taxFreeEarning': {
    'zh-CN': '只有税前收入项可以免税',
    en: 'Only pre-tax earnings can be tax-free',
  },
  'salary.wage.item.inUse': {
    'zh-CN': '「{name}」正被使用：{users}',
    en: '“{name}” is in use: {users}',
  },
  'salary.wage.item.usedByFormula': {
    'zh-CN': '工资项「{name}」的公式',
    en: 'the formula of “{name}”',
  },
  'salary.wage.item.usedByGroup': { 'zh-CN': '薪资组「{name}」', en: 'the salary group “{name}”' },
  'salary.wage.item.usedByArchive': {
    'zh-CN': '{count} 份薪资档案的金额',
    en: 'the amounts of {count} salary archives',
  },
  'salary.wage.item.tooMany': {
    'zh-CN': '每家企业最多 {max} 个工资项',
    en: 'A company has at most {max} wage items',
  },
  'salary.wage.stale': {
    'zh-CN': '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this meanwhile; reload and try again',
  },
  'salary.wage.group.notFound': { 'zh-CN': '薪资组不存在', en: 'The salary group does not exist' },
  'salary.wage.group.nameTaken': {
    'zh-CN': '已有名为「{name}」的薪资组',
    en: 'There is already a salary group called “{name}”',
  },
  'salary.wage.group.tooMany': {
    'zh-CN': '每家企业最多 {max} 个薪资组',
    en: 'A company has at most {max} salary groups',
  },
  'salary.wage.group.typeNotManaged': {
    'zh-CN': '您不能管理该员工类型的薪资组',
    en: 'You do not manage salary groups of this employee type',
  },
  'salary.wage.group.clientRequired': {
    'zh-CN': '外包（HRO）薪资组需要填写客户单位',
    en: 'An HRO salary group needs a client company',
  },
  'salary.wage.group.unknownItem': {
    'zh-CN': '工资项「{code}」不存在或已停用',
    en: 'The item “{code}” does not exist or is disabled',
  },
  'salary.wage.group.baseNotFixed': {
    'zh-CN': '加班基数只能由本组的固定工资项组成，「{name}」不是',
    en: 'The overtime base is made of the group’s fixed items; “{name}” is not one',
  },
  'salary.wage.group.feeRequired': {
    'zh-CN': '请填写服务费金额或比例',
    en: 'Enter the service fee amount or percentage',
  },
  'salary.wage.group.feeHroOnly': {
    'zh-CN': '只有外包（HRO）薪资组有服务费',
    en: 'Only HRO salary groups have a service fee',
  },
  'salary.wage.group.inUse': {
    'zh-CN': '薪资组「{name}」还有 {count} 份薪资档案，请先调整这些员工的薪资组',
    en: 'The salary group “{name}” still has {count} archives; move those staff first',
  },
  'salary.wage.archive.groupType': {
    'zh-CN': '员工类型与薪资组「{group}」不一致',
    en: 'The employee type differs from the salary group “{group}”',
  },
  'salary.wage.archive.notInGroup': {
    'zh-CN': '「{code}」不是薪资组「{group}」的固定工资项',
    en: '“{code}” is no fixed item of the salary group “{group}”',
  },
  'salary.wage.archive.dateTaken': {
    'zh-CN': '{date} 已有一次调整，请修改日期或先撤销那次调整',
    en: 'There is already a change on {date}; pick another day or cancel that one first',
  },
  'salary.wage.archive.beforeEntry': {
    'zh-CN': '生效日期不能早于入职日期 {entry}',
    en: 'The effective date cannot be before the entry date {entry}',
  },
  'salary.wage.archive.versionNotFound': {
    'zh-CN': '调整记录不存在',
    en: 'The change does not exist',
  },
  'salary.wage.archive.onlyPending': {
    'zh-CN': '只能撤销尚未生效的调整',
    en: 'Only changes not yet in effect can be cancelled',
  },
  'salary.wage.archive.noArchive': {
    'zh-CN': '该员工还没有薪资档案',
    en: 'This staff member has no salary archive yet',
  },
  'salary.wage.reason.set': { 'zh-CN': '定薪', en: 'Initial' },
  'salary.wage.reason.raise': { 'zh-CN': '调薪', en: 'Adjustment' },
  'salary.wage.reason.regularize': { 'zh-CN': '转正', en: 'Regularisation' },
  'salary.wage.reason.other': { 'zh-CN': '其他', en: 'Other' },
  'salary.wage.sheet.title': { 'zh-CN': '薪资档案', en: 'Salary archives' },
  'salary.wage.sheet.template': { 'zh-CN': '薪资档案导入模板', en: 'Salary archive import template' },
  'salary.wage.sheet.notes': {
    'zh-CN':
      '每行一名员工：工号或手机号二选一；薪资组填名称；生效日期如 2026-03-01；调整原因填 定薪、调薪、转正 或 其他；其余列为固定工资项的月金额（元，最多两位小数），留空为 0。任何一行有误则全部不导入。',
    en: 'One staff member per row: job no. or mobile; the salary group by name; the effective date like 2026-03-01; the reason Initial, Adjustment, Regularisation or Other; the other columns are fixed items’ monthly amounts (yuan, at most two decimals), blank is 0. Any wrong row imports nothing.',
  },
  'salary.wage.import.noKey': { 'zh-CN': '请填写工号或手机号', en: 'Enter a job no. or mobile' },
  'salary.wage.import.unknownStaff': {
    'zh-CN': '找不到员工「{key}」',
    en: 'No staff member “{key}”',
  },
  'salary.wage.import.notManaged': {
    'zh-CN': '员工「{name}」不在您的管理范围内',
    en: '“{name}” is outside your scope',
  },
  'salary.wage.import.unknownGroup': {
    'zh-CN': '找不到薪资组「{name}」',
    en: 'No salary group “{name}”',
  },
  'salary.wage.import.groupRequired': {
    'zh-CN': '员工还没有薪资档案，请填写薪资组',
    en: 'The staff member has no archive yet: enter a salary group',
  },
  'salary.wage.import.badDate': {
    'zh-CN': '日期「{value}」格式不正确，应如 2026-03-01',
    en: '“{value}” is not a date like 2026-03-01',
  },
  'salary.wage.import.badReason': {
    'zh-CN': '调整原因应为 定薪、调薪、转正 或 其他',
    en: 'The reason is one of Initial, Adjustment, Regularisation, Other',
  },
  'salary.wage.import.badAmount': {
    'zh-CN': '「{value}」不是有效金额（不小于 0，最多两位小数）',
    en: '“{value}” is not an amount (at least 0, at most two decimals)',
  },
  'salary.wage.import.twice': {
    'zh-CN': '员工「{name}」在第 {first} 行已出现',
    en: '“{name}” is already on row {first}',
  },
  'salary.wage.import.noColumns': {
    'zh-CN': '表头应包含 工号 或 手机号，以及 生效日期',
    en: 'The header needs Job no. or Mobile, and Effective date',
  },
  'salary.wage.import.tooManyRows': {
    'zh-CN': '一次最多导入 {max} 行',
    en: 'At most {max} rows per import',
  },
});
