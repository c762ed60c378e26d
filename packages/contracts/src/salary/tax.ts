import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { baseFieldLabels, type ResourceFields } from '../resources/fields.ts';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from '../resources/resource.ts';
import { EmployeeType } from '../user-types.ts';
import { amountSchema, salaryMonthSchema } from './common.ts';

// Salary's income tax part (docs/product/salary.md, "Income tax"): the tax calculator, special
// additional deductions (专项附加扣除) per staff member and labour remuneration (劳务报酬) payments.

// ---- The calculator -------------------------------------------------------------------------

/** One month's figures at one employer, yuan. */
export const taxMonthFiguresSchema = z.object({
  income: amountSchema,
  socialAndFund: amountSchema,
  specialDeductions: amountSchema,
  otherDeductions: amountSchema,
  taxFree: amountSchema,
});
export type TaxMonthFigures = z.infer<typeof taxMonthFiguresSchema>;

/** 单独计税 / 并入综合所得 / whichever is cheaper for the year. */
export const BONUS_METHODS = ['separate', 'merged', 'best'] as const;
export const bonusMethodSchema = z.enum(BONUS_METHODS);
export type BonusMethodChoice = z.infer<typeof bonusMethodSchema>;

const calendarMonth = z.number().int().min(1).max(12);

export const taxCalculateBodySchema = z
  .object({
    /** The calendar month (1–12) of `months[0]`: the first month employed at this employer this year. */
    startMonth: calendarMonth.default(1),
    months: z.array(taxMonthFiguresSchema).min(1).max(12),
    /** 全年一次性奖金, paid in calendar month `month`. */
    bonus: z
      .object({ amount: amountSchema, month: calendarMonth, method: bonusMethodSchema })
      .nullable()
      .optional(),
  })
  .refine((body) => body.startMonth + body.months.length - 1 <= 12, {
    path: ['months'],
    message: 'tax.monthsBeyondYear',
  })
  .refine(
    (body) =>
      !body.bonus ||
      (body.bonus.month >= body.startMonth && body.bonus.month < body.startMonth + body.months.length),
    { path: ['bonus', 'month'], message: 'tax.bonusMonthOutside' },
  );
export type TaxCalculateBody = z.input<typeof taxCalculateBodySchema>;

export const taxCalculatedMonthSchema = z.object({
  month: z.number().int(),
  /** The month's income withheld on (with the bonus when it is merged into this month). */
  income: z.string(),
  cumulativeIncome: z.string(),
  cumulativeTaxFree: z.string(),
  cumulativeBasicDeduction: z.string(),
  cumulativeSocialAndFund: z.string(),
  cumulativeSpecialDeductions: z.string(),
  cumulativeOtherDeductions: z.string(),
  cumulativeTaxable: z.string(),
  /** Per cent. */
  rate: z.string(),
  quickDeduction: z.string(),
  cumulativeTax: z.string(),
  withheldBefore: z.string(),
  tax: z.string(),
});
export type TaxCalculatedMonth = z.infer<typeof taxCalculatedMonthSchema>;

export const taxCalculationSchema = z.object({
  months: z.array(taxCalculatedMonthSchema),
  /** Tax withheld on the wages over the months (the bonus included when merged). */
  wageTax: z.string(),
  bonus: z
    .object({
      amount: z.string(),
      month: z.number().int(),
      /** The method applied (`best` resolved). */
      method: z.enum(['separate', 'merged']),
      /** The separate method's bracket; null when merged. */
      rate: z.string().nullable(),
      quickDeduction: z.string().nullable(),
      /** Separate: the bonus's own tax; merged: what merging adds to the wage tax. */
      tax: z.string(),
      separateTotal: z.string(),
      mergedTotal: z.string(),
      cheaper: z.enum(['separate', 'merged']),
    })
    .nullable(),
  /** Everything withheld in the year: wages and bonus. */
  yearTax: z.string(),
});
export type TaxCalculation = z.infer<typeof taxCalculationSchema>;

export const taxEndpoints = defineEndpoints('salaryTax', {
  calculate: {
    method: 'POST',
    path: '/tax/calculate',
    access: 'user',
    summary:
      'Income tax calculator: a year of monthly figures (at most 12) by the cumulative withholding method, with an optional year-end bonus taxed separately, merged or whichever is cheaper; stores nothing',
    body: taxCalculateBodySchema,
    data: taxCalculationSchema,
  },
});

// ---- Special additional deductions (专项附加扣除) --------------------------------------------

export const SPECIAL_DEDUCTION_KINDS = [
  'children',
  'infant',
  'continuingEducation',
  'housingLoan',
  'housingRent',
  'elderly',
  'seriousIllness',
] as const;
export const specialDeductionKindSchema = z.enum(SPECIAL_DEDUCTION_KINDS);
export type SpecialDeductionKind = z.infer<typeof specialDeductionKindSchema>;
export const EDUCATION_TYPES = ['degree', 'certificate'] as const;
export const TAX_NOTES_MAX = 200;
/** Children per record of children's education or infant care. */
export const CHILDREN_MAX = 10;

const share = z.union([z.literal(50), z.literal(100)]);
const cityTier = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const notes = z.string().trim().max(TAX_NOTES_MAX).nullable().optional();

// No `.default()`: `update` is the partial of this schema (docs/modules.md).
const deductionCreate = z.object({
  staffId: z.number().int().positive(),
  kind: specialDeductionKindSchema,
  /** children, infant: how many children this record covers. */
  childCount: z.number().int().min(1).max(CHILDREN_MAX).nullable().optional(),
  /** children, infant, housingLoan: the share this taxpayer takes (50 or 100 per cent). */
  sharePercent: share.nullable().optional(),
  /** continuingEducation: a degree (monthly) or a vocational certificate (once, in the month obtained). */
  educationType: z.enum(EDUCATION_TYPES).nullable().optional(),
  /** housingRent: 1 直辖市/省会/计划单列市, 2 市辖区户籍人口超过100万, 3 其他. */
  cityTier: cityTier.nullable().optional(),
  /** elderly: an only child takes the whole 3,000. */
  onlyChild: z.boolean().nullable().optional(),
  /** elderly (not an only child): the agreed monthly share (≤ 1,500); seriousIllness: the year's deductible (≤ 80,000). */
  amount: amountSchema.nullable().optional(),
  startMonth: salaryMonthSchema,
  endMonth: salaryMonthSchema.nullable().optional(),
  notes,
});
export type SpecialDeductionCreate = z.infer<typeof deductionCreate>;

export const specialDeductionSchemas = {
  row: resourceRowBase.extend({
    staffId: z.number().int(),
    staffName: z.string().nullable(),
    jobNo: z.string().nullable(),
    employeeType: z.number().int().nullable(),
    kind: specialDeductionKindSchema,
    childCount: z.number().int().nullable(),
    sharePercent: z.number().int().nullable(),
    educationType: z.enum(EDUCATION_TYPES).nullable(),
    cityTier: z.number().int().nullable(),
    onlyChild: z.boolean().nullable(),
    amount: z.string().nullable(),
    /** What is withheld on in each month of the span (a certificate: in its one month); serious illness 0. */
    monthlyAmount: z.string(),
    startMonth: z.string(),
    endMonth: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  create: deductionCreate,
  update: updateSchemaOf(deductionCreate),
  filter: z.object({
    /** The employee's name or job number. */
    searchText: z.string().trim().max(50).optional(),
    staffId: z.number().int().positive().optional(),
    kind: specialDeductionKindSchema.optional(),
    /** HRM (1) or HRO (2) staff: the page's `:sign` fixes it. */
    employeeType: z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]).optional(),
  }),
};
export type SpecialDeductionRow = z.infer<typeof specialDeductionSchemas.row>;

const kindOptions = [
  { value: 'children', label: { 'zh-CN': '子女教育', en: "Children's education" }, color: 'blue' },
  { value: 'infant', label: { 'zh-CN': '3岁以下婴幼儿照护', en: 'Infant care (under 3)' }, color: 'cyan' },
  {
    value: 'continuingEducation',
    label: { 'zh-CN': '继续教育', en: 'Continuing education' },
    color: 'purple',
  },
  { value: 'housingLoan', label: { 'zh-CN': '住房贷款利息', en: 'Housing loan interest' }, color: 'gold' },
  { value: 'housingRent', label: { 'zh-CN': '住房租金', en: 'Housing rent' }, color: 'orange' },
  { value: 'elderly', label: { 'zh-CN': '赡养老人', en: 'Elderly support' }, color: 'green' },
  { value: 'seriousIllness', label: { 'zh-CN': '大病医疗', en: 'Serious illness' }, color: 'red' },
] as const;

const deductionFields = {
  searchText: { label: { 'zh-CN': '姓名/工号', en: 'Name / job no.' }, in: ['filter'] },
  staffId: {
    label: { 'zh-CN': '员工', en: 'Employee' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'staff',
    display: 'staffName',
    example: '张伟',
  },
  jobNo: { label: { 'zh-CN': '工号', en: 'Job no.' }, in: ['list', 'detail', 'export'], width: 100 },
  employeeType: {
    label: { 'zh-CN': '员工类型', en: 'Employee type' },
    in: ['detail', 'export'],
    options: [
      { value: EmployeeType.HRM, label: { 'zh-CN': '内部员工（HRM）', en: 'Internal (HRM)' } },
      { value: EmployeeType.HRO, label: { 'zh-CN': '外包员工（HRO）', en: 'Outsourced (HRO)' } },
    ],
  },
  kind: {
    label: { 'zh-CN': '扣除项目', en: 'Deduction' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    options: kindOptions,
  },
  monthlyAmount: {
    label: { 'zh-CN': '月扣除额', en: 'Monthly amount' },
    in: ['list', 'detail', 'export'],
    widget: 'money',
  },
  startMonth: {
    label: { 'zh-CN': '起始月份', en: 'From month' },
    in: ['list', 'form', 'detail', 'export'],
    example: '2026-01',
  },
  endMonth: {
    label: { 'zh-CN': '截止月份', en: 'To month' },
    in: ['list', 'form', 'detail', 'export'],
    example: '2026-12',
  },
  childCount: {
    label: { 'zh-CN': '子女人数（子女教育/婴幼儿照护）', en: 'Children (education / infant care)' },
    in: ['form', 'detail', 'export'],
    example: 1,
  },
  sharePercent: {
    label: { 'zh-CN': '扣除比例（子女/婴幼儿/房贷）', en: 'Share taken (children / infant / loan)' },
    in: ['form', 'detail', 'export'],
    options: [
      { value: 100, label: { 'zh-CN': '100%', en: '100%' } },
      { value: 50, label: { 'zh-CN': '50%', en: '50%' } },
    ],
  },
  educationType: {
    label: { 'zh-CN': '继续教育类型', en: 'Education type' },
    in: ['form', 'detail', 'export'],
    options: [
      { value: 'degree', label: { 'zh-CN': '学历（学位）教育', en: 'Degree' } },
      { value: 'certificate', label: { 'zh-CN': '职业资格证书', en: 'Vocational certificate' } },
    ],
  },
  cityTier: {
    label: { 'zh-CN': '租房城市类别', en: 'Rent city tier' },
    in: ['form', 'detail', 'export'],
    options: [
      {
        value: 1,
        label: { 'zh-CN': '直辖市/省会/计划单列市（1500）', en: 'Municipality / capital (1,500)' },
      },
      { value: 2, label: { 'zh-CN': '户籍人口超100万的城市（1100）', en: 'City over 1 million (1,100)' } },
      { value: 3, label: { 'zh-CN': '其他城市（800）', en: 'Other city (800)' } },
    ],
  },
  onlyChild: {
    label: { 'zh-CN': '独生子女（赡养老人）', en: 'Only child (elderly)' },
    in: ['form', 'detail', 'export'],
  },
  amount: {
    label: { 'zh-CN': '分摊月额/大病年额', en: 'Shared monthly / illness yearly' },
    in: ['form', 'detail', 'export'],
    widget: 'money',
  },
  notes: { label: { 'zh-CN': '备注', en: 'Notes' }, in: ['form', 'detail', 'export'], widget: 'textarea' },
  updatedAt: { label: baseFieldLabels.updatedAt, in: ['detail', 'export'], widget: 'datetime' },
} as const satisfies ResourceFields;

export const specialDeductionResource = {
  prefix: '/tax/specialDeduction',
  name: 'salaryTaxDeductions',
  title: { 'zh-CN': '专项附加扣除', en: 'Special deductions' },
  schemas: specialDeductionSchemas,
  fields: deductionFields,
  sortFields: ['startMonth', 'endMonth', 'createdAt', 'updatedAt'],
} as const satisfies ResourceContract;

// ---- Labour remuneration (劳务报酬) ---------------------------------------------------------

export const PAYEE_NAME_MAX = 50;
/** A mainland ID number, or a passport's or permit's number (letters and digits). */
const idNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{6,30}$/, 'tax.idNumberFormat');
const mobile = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, 'tax.mobileFormat');

const laborCreate = z.object({
  payeeName: z.string().trim().min(1).max(PAYEE_NAME_MAX),
  idNumber,
  mobile: mobile.nullable().optional(),
  month: salaryMonthSchema,
  /** The payment before tax (收入额 before the allowance). */
  amount: amountSchema,
  note: notes,
});

export const laborPaymentSchemas = {
  row: resourceRowBase.extend({
    payeeName: z.string(),
    /** Masked: first and last four characters. */
    idNumber: z.string(),
    mobile: z.string().nullable(),
    month: z.string(),
    amount: z.string(),
    taxable: z.string(),
    rate: z.string(),
    tax: z.string(),
    net: z.string(),
    note: z.string().nullable(),
  }),
  create: laborCreate,
  update: updateSchemaOf(laborCreate),
  filter: z.object({
    payeeName: z.string().trim().max(PAYEE_NAME_MAX).optional(),
    month: salaryMonthSchema.optional(),
  }),
};
export type LaborPaymentRow = z.infer<typeof laborPaymentSchemas.row>;

const laborFields = {
  payeeName: {
    label: { 'zh-CN': '姓名', en: 'Payee' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    example: '李明',
  },
  idNumber: {
    label: { 'zh-CN': '身份证号', en: 'ID number' },
    in: ['list', 'form', 'detail', 'export'],
    example: '110101199001011234',
  },
  mobile: { label: { 'zh-CN': '手机号', en: 'Mobile' }, in: ['list', 'form', 'detail', 'export'] },
  month: {
    label: { 'zh-CN': '所属月份', en: 'Month' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    example: '2026-01',
  },
  amount: {
    label: { 'zh-CN': '劳务报酬', en: 'Amount' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'money',
    example: '5000',
  },
  taxable: {
    label: { 'zh-CN': '应纳税所得额', en: 'Taxable' },
    in: ['detail', 'export'],
    widget: 'money',
  },
  rate: { label: { 'zh-CN': '预扣率(%)', en: 'Rate (%)' }, in: ['detail', 'export'] },
  tax: {
    label: { 'zh-CN': '预扣税额', en: 'Tax withheld' },
    in: ['list', 'detail', 'export'],
    widget: 'money',
  },
  net: { label: { 'zh-CN': '实发金额', en: 'Net paid' }, in: ['list', 'detail', 'export'], widget: 'money' },
  note: { label: { 'zh-CN': '备注', en: 'Note' }, in: ['form', 'detail', 'export'], widget: 'textarea' },
  createdAt: { label: baseFieldLabels.createdAt, in: ['detail', 'export'], widget: 'datetime' },
} as const satisfies ResourceFields;

export const laborPaymentResource = {
  prefix: '/tax/laborPayment',
  name: 'salaryLaborPayments',
  title: { 'zh-CN': '劳务报酬', en: 'Labour remuneration' },
  operations: ['selectPage', 'selectById', 'insert', 'delete', 'export'],
  schemas: laborPaymentSchemas,
  fields: laborFields,
  sortFields: ['month', 'amount', 'createdAt'],
} as const satisfies ResourceContract;
