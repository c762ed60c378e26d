import { z } from 'zod';

// What every part of salary shares (docs/product/salary.md): money as decimal strings, the rounding
// rules by name, the wage items' kinds and the variables formulas may read.

/** Yuan with at most two decimals, as a string (never a binary float); may be negative. */
export const salaryMoneySchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'salary.moneyFormat');
/** Money that cannot be negative (bases, fixed amounts). */
export const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'salary.amountFormat');
/** A percentage as a decimal string, 0–100 with at most four decimals ("16", "0.5", "7.25"). */
export const percentSchema = z
  .string()
  .trim()
  .regex(/^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/, 'salary.percentFormat');
/** A payroll month, `YYYY-MM` in China time. */
export const salaryMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

/**
 * Named rounding rules (docs/product/salary.md, "Rounding"): half-up (四舍五入) to the cent, the jiao
 * or the yuan; up (见分进角 / 见分进元: any remainder raises) to the jiao or the yuan; down (舍去) to the
 * yuan.
 */
export const ROUNDING_RULES = ['cent', 'jiao', 'yuan', 'jiaoUp', 'yuanUp', 'yuanDown'] as const;
export const roundingRuleSchema = z.enum(ROUNDING_RULES);
export type RoundingRule = z.infer<typeof roundingRuleSchema>;

/** The insurances of a social-insurance scheme (五险, with 大病 as its own line) and the fund's two. */
export const SOCIAL_ITEMS = [
  'pension',
  'medical',
  'seriousIllness',
  'unemployment',
  'injury',
  'maternity',
] as const;
export const FUND_ITEMS = ['fund', 'supplementaryFund'] as const;
export const CONTRIBUTION_ITEMS = [...SOCIAL_ITEMS, ...FUND_ITEMS] as const;
export const contributionItemSchema = z.enum(CONTRIBUTION_ITEMS);
export type ContributionItem = z.infer<typeof contributionItemSchema>;
/** 社保 or 公积金: the two kinds of scheme, enrolment and monthly list. */
export const CONTRIBUTION_KINDS = ['social', 'fund'] as const;
export const contributionKindSchema = z.enum(CONTRIBUTION_KINDS);
export type ContributionKind = z.infer<typeof contributionKindSchema>;

/**
 * Where a wage item's amount comes from: the staff member's salary archive (fixed), HR's entry in the
 * run (input), an expression over other items and the variables (formula), or the payroll itself
 * (system: gross, the personal contributions, tax, net).
 */
export const ITEM_SOURCES = ['fixed', 'input', 'formula', 'system'] as const;
export const itemSourceSchema = z.enum(ITEM_SOURCES);
export type ItemSource = z.infer<typeof itemSourceSchema>;

/**
 * How an item counts (docs/product/salary.md, "The payroll pipeline"): earnings and pre-tax deductions
 * make the gross (应发) that is taxed; after-tax additions and deductions move only the net (实发);
 * info items are shown, never summed.
 */
export const ITEM_EFFECTS = ['earning', 'deduction', 'afterTaxEarning', 'afterTaxDeduction', 'info'] as const;
export const itemEffectSchema = z.enum(ITEM_EFFECTS);
export type ItemEffect = z.infer<typeof itemEffectSchema>;

/** The system items every salary group has, by code; formulas of after-tax items may read them. */
export const SYSTEM_ITEMS = ['gross', 'socialPersonal', 'fundPersonal', 'taxable', 'tax', 'net'] as const;
export type SystemItem = (typeof SYSTEM_ITEMS)[number];

/** An item's code: what formulas call it; letters, digits and underscores, starting with a letter. */
export const itemCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'salary.itemCodeFormat');

/**
 * The variables a formula may read besides item codes, filled by the payroll for each person and
 * month (docs/product/salary.md, "Variables"). Attendance figures come from the month's stored
 * results; an unlocked attendance month is flagged on the run.
 */
export const SALARY_VARIABLES = {
  monthDays: { 'zh-CN': '当月天数', en: 'Days in the month' },
  payDays: { 'zh-CN': '月计薪天数(21.75)', en: 'Monthly pay days (21.75)' },
  employedDays: { 'zh-CN': '在职天数', en: 'Employed days' },
  employedPayDays: { 'zh-CN': '在职计薪天数', en: 'Employed pay days' },
  workYears: { 'zh-CN': '司龄(年)', en: 'Years of service' },
  onProbation: { 'zh-CN': '试用期(1是 0否)', en: 'On probation (1/0)' },
  expectedDays: { 'zh-CN': '应出勤天数', en: 'Expected days' },
  actualDays: { 'zh-CN': '实际出勤天数', en: 'Days worked' },
  absentDays: { 'zh-CN': '旷工天数', en: 'Absent days' },
  lateCount: { 'zh-CN': '迟到次数', en: 'Times late' },
  lateMinutes: { 'zh-CN': '迟到分钟', en: 'Minutes late' },
  earlyCount: { 'zh-CN': '早退次数', en: 'Times left early' },
  missingPunches: { 'zh-CN': '缺卡次数', en: 'Missing punches' },
  leaveDays: { 'zh-CN': '请假天数', en: 'Leave days' },
  unpaidLeaveDays: { 'zh-CN': '无薪假天数', en: 'Unpaid leave days' },
  sickLeaveDays: { 'zh-CN': '病假天数', en: 'Sick leave days' },
  overtimeWorkdayHours: { 'zh-CN': '工作日加班小时', en: 'Workday overtime hours' },
  overtimeRestdayHours: { 'zh-CN': '休息日加班小时', en: 'Rest-day overtime hours' },
  overtimeHolidayHours: { 'zh-CN': '节假日加班小时', en: 'Holiday overtime hours' },
  overtimePay: { 'zh-CN': '加班费', en: 'Overtime pay' },
  socialCompany: { 'zh-CN': '社保单位部分', en: 'Social insurance, employer' },
  fundCompany: { 'zh-CN': '公积金单位部分', en: 'Housing fund, employer' },
  specialDeductions: { 'zh-CN': '专项附加扣除(月)', en: 'Special deductions (month)' },
  /** The grade coefficient of the latest archived performance result (docs/product/performance.md). */
  performanceCoefficient: { 'zh-CN': '绩效系数', en: 'Performance coefficient' },
} as const satisfies Record<string, { 'zh-CN': string; en: string }>;
export type SalaryVariable = keyof typeof SALARY_VARIABLES;
export const SALARY_VARIABLE_NAMES = Object.keys(SALARY_VARIABLES) as SalaryVariable[];

/** How a partial month is paid (入离职当月折算): by calendar days, or by 21.75 pay days. */
export const PRORATE_RULES = ['calendarDays', 'payDays'] as const;
export const prorateRuleSchema = z.enum(PRORATE_RULES);
export type ProrateRule = z.infer<typeof prorateRuleSchema>;
