import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { FieldOption, FieldSpec, Label } from '../resources/fields.ts';
import { sortOrderSchema } from '../resources/resource.ts';
import { EmployeeType } from '../user-types.ts';
import { EDUCATION_LEVELS } from './archive-info.ts';
import { EMPLOYMENT_STATUS_LABELS, EmploymentStatus, JOB_CHANGE_KINDS } from './employment.ts';

/**
 * The roster (花名册) as of any day, its export and its statistics (docs/product/staff.md, "Roster
 * (花名册) and statistics"). Each row is an employment's version in effect on that day.
 */

const day = z.iso.date();
const id = z.number().int().positive();
const employeeType = z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]);

/** 在职 (probation and official), 试用, 正式, 离职 (left on or before the day). */
export const ROSTER_STATUSES = ['active', 'probation', 'official', 'left'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

export const ROSTER_SORT_FIELDS = ['name', 'jobNo', 'entryDate', 'deptName', 'age'] as const;
export type RosterSortField = (typeof ROSTER_SORT_FIELDS)[number];

export const ROSTER_SEARCH_MAX = 50;

/**
 * 合同到期: an effective labour contract (生效中) ending within 30 or 60 days of the day (both ends
 * included), or ended before it (已到期); docs/product/labor-contracts.md, "Fields".
 */
export const CONTRACT_ENDING_FILTERS = [30, 60, 'expired'] as const;
export type ContractEndingFilter = (typeof CONTRACT_ENDING_FILTERS)[number];
/** How many contracts of the statistics' expiring list are answered; the counts say how many there are. */
export const CONTRACTS_EXPIRING_LIST_MAX = 100;
/** Ages a filter may name, in completed years (周岁). */
export const ROSTER_AGE_MAX = 100;

/** The filters of the list, its export and (asOf, employeeType) its statistics. */
export const rosterFilterSchema = z.object({
  /** The China day the roster is as of; today when absent. */
  asOf: day.optional(),
  /** Name, job number or mobile, contains. */
  searchText: z.string().trim().max(ROSTER_SEARCH_MAX).optional(),
  /** The department and every department below it. */
  deptId: id.optional(),
  empStatus: z.enum(ROSTER_STATUSES).default('active'),
  /** The route's sign (hrm 1, hro 2); the server keeps to the caller's managed types anyway. */
  employeeType: employeeType.optional(),
  /** Entered on or after / on or before these China days. */
  entryFrom: day.optional(),
  entryTo: day.optional(),
  positionId: id.optional(),
  /** Age on the day, in completed years, both ends included. */
  ageFrom: z.number().int().min(0).max(ROSTER_AGE_MAX).optional(),
  ageTo: z.number().int().min(0).max(ROSTER_AGE_MAX).optional(),
  /** Highest education, a code of EDUCATION_LEVELS. */
  education: z.number().int().min(1).max(EDUCATION_LEVELS.length).optional(),
  /** People with an effective labour contract ending within 30 or 60 days of the day, or expired. */
  contractEndingWithin: z.union([z.literal(30), z.literal(60), z.literal('expired')]).optional(),
});
export type RosterFilter = z.infer<typeof rosterFilterSchema>;

const sorting = {
  sortField: z.enum(ROSTER_SORT_FIELDS).optional(),
  sortOrder: sortOrderSchema.optional(),
};

export const rosterPageBodySchema = rosterFilterSchema.extend({
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  ...sorting,
});
export type RosterPageBody = z.infer<typeof rosterPageBodySchema>;

const options = (labels: Record<number, Label>): FieldOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

export const SEX_LABELS: Record<number, Label> = {
  1: { 'zh-CN': '男', en: 'Male' },
  2: { 'zh-CN': '女', en: 'Female' },
};

/** EDUCATION_LEVELS (codes 1…6) in both languages, for lists, filters and exports. */
export const EDUCATION_LEVEL_LABELS: Record<number, Label> = {
  1: { 'zh-CN': EDUCATION_LEVELS[0], en: 'Junior high or below' },
  2: { 'zh-CN': EDUCATION_LEVELS[1], en: 'High school / vocational' },
  3: { 'zh-CN': EDUCATION_LEVELS[2], en: 'Junior college' },
  4: { 'zh-CN': EDUCATION_LEVELS[3], en: 'Bachelor' },
  5: { 'zh-CN': EDUCATION_LEVELS[4], en: 'Master' },
  6: { 'zh-CN': EDUCATION_LEVELS[5], en: 'Doctorate' },
};

export const EMPLOYEE_TYPE_LABELS = {
  [EmployeeType.HRM]: { 'zh-CN': '内部员工', en: 'Internal' },
  [EmployeeType.HRO]: { 'zh-CN': '外包员工', en: 'Outsourced' },
} as const;

/**
 * The roster's columns in their default order: label, width, options, and whether the screen shows
 * it before anyone chooses. The screen's column settings and the export choose among these keys.
 */
export const ROSTER_COLUMNS = {
  name: { label: { 'zh-CN': '姓名', en: 'Name' }, in: ['list', 'export'], width: 100 },
  jobNo: { label: { 'zh-CN': '工号', en: 'Job no.' }, in: ['list', 'export'], width: 100 },
  mobile: { label: { 'zh-CN': '手机号', en: 'Mobile' }, in: ['list', 'export'], width: 130 },
  deptName: { label: { 'zh-CN': '部门', en: 'Department' }, in: ['list', 'export'], width: 140 },
  positionName: { label: { 'zh-CN': '职位', en: 'Position' }, in: ['list', 'export'], width: 120 },
  rankName: { label: { 'zh-CN': '职级', en: 'Rank' }, in: ['list', 'export'], width: 100, hidden: true },
  employeeType: {
    label: { 'zh-CN': '员工类型', en: 'Employee type' },
    in: ['list', 'export'],
    width: 100,
    options: options(EMPLOYEE_TYPE_LABELS),
  },
  empStatus: {
    label: { 'zh-CN': '员工状态', en: 'Status' },
    in: ['list', 'export'],
    width: 90,
    options: [
      { value: EmploymentStatus.PROBATION, label: EMPLOYMENT_STATUS_LABELS[1], color: 'gold' },
      { value: EmploymentStatus.OFFICIAL, label: EMPLOYMENT_STATUS_LABELS[2], color: 'green' },
      { value: EmploymentStatus.LEFT, label: EMPLOYMENT_STATUS_LABELS[3], color: 'default' },
    ],
  },
  sex: {
    label: { 'zh-CN': '性别', en: 'Sex' },
    in: ['list', 'export'],
    width: 70,
    options: options(SEX_LABELS),
  },
  age: { label: { 'zh-CN': '年龄', en: 'Age' }, in: ['list', 'export'], width: 70 },
  education: {
    label: { 'zh-CN': '最高学历', en: 'Highest education' },
    in: ['list', 'export'],
    width: 110,
    options: options(EDUCATION_LEVEL_LABELS),
  },
  entryDate: { label: { 'zh-CN': '入职日期', en: 'Entry date' }, in: ['list', 'export'], width: 110 },
  probationEnd: {
    label: { 'zh-CN': '试用期结束', en: 'Probation ends' },
    in: ['list', 'export'],
    width: 110,
    hidden: true,
  },
  officialDate: {
    label: { 'zh-CN': '转正日期', en: 'Official since' },
    in: ['list', 'export'],
    width: 110,
    hidden: true,
  },
  lastDay: {
    label: { 'zh-CN': '最后工作日', en: 'Last working day' },
    in: ['list', 'export'],
    width: 110,
    hidden: true,
  },
  workLocation: {
    label: { 'zh-CN': '工作地点', en: 'Work location' },
    in: ['list', 'export'],
    width: 110,
    hidden: true,
  },
  clientCompany: {
    label: { 'zh-CN': '派驻客户', en: 'Client company' },
    in: ['list', 'export'],
    width: 140,
    hidden: true,
  },
  salaryGrade: {
    label: { 'zh-CN': '薪资等级', en: 'Salary grade' },
    in: ['list', 'export'],
    width: 90,
    hidden: true,
  },
} as const satisfies Record<string, FieldSpec>;
export type RosterColumn = keyof typeof ROSTER_COLUMNS;
export const ROSTER_COLUMN_KEYS = Object.keys(ROSTER_COLUMNS) as [RosterColumn, ...RosterColumn[]];

export const rosterExportBodySchema = rosterFilterSchema.extend({
  ...sorting,
  /** The chosen columns, in the order the sheet shows them. */
  columns: z
    .array(z.enum(ROSTER_COLUMN_KEYS))
    .min(1)
    .max(ROSTER_COLUMN_KEYS.length)
    .refine((keys) => new Set(keys).size === keys.length, 'staffRoster.columnTwice'),
});
export type RosterExportBody = z.infer<typeof rosterExportBodySchema>;

const nullableText = z.string().nullable();
const nullableInt = z.number().int().nullable();

/** One employment as of the day: the version in effect, the archive's facts and the staff record's. */
export const rosterRowSchema = z.object({
  /** Opens the archive (`#/staff/staffarchives?id=`). */
  archiveId: z.number().int(),
  staffId: z.number().int(),
  name: z.string(),
  jobNo: nullableText,
  mobile: nullableText,
  deptId: nullableInt,
  deptName: nullableText,
  positionId: nullableInt,
  positionName: nullableText,
  rankName: nullableText,
  employeeType: z.number().int(),
  empStatus: z.number().int(),
  sex: nullableInt,
  /** Completed years (周岁) on the day; null without a birth date. */
  age: nullableInt,
  education: nullableInt,
  entryDate: day,
  probationEnd: day.nullable(),
  /** 转正 on or before the day (or due by a scheduled 转正 in effect on it). */
  officialDate: day.nullable(),
  /** For 离职: the day before the dimission took effect. */
  lastDay: day.nullable(),
  workLocation: nullableText,
  clientCompany: nullableText,
  salaryGrade: nullableText,
  /** What made the version in effect, and its first day. */
  changeKind: z.enum(JOB_CHANGE_KINDS),
  effectiveFrom: day,
  /** The version's day has not come yet: a change the roster of a future day shows as scheduled. */
  scheduled: z.boolean(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterPageSchema = z.object({
  asOf: day,
  list: z.array(rosterRowSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type RosterPage = z.infer<typeof rosterPageSchema>;

/** Age bands (completed years on the day) of the statistics; `unknown` without a birth date. */
export const AGE_BUCKETS = ['under25', '25to29', '30to34', '35to39', '40to49', '50plus', 'unknown'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
/** Tenure bands (completed years since entry): under 1, 1–3, 3–5, 5–10, 10 and more. */
export const TENURE_BUCKETS = ['under1', '1to3', '3to5', '5to10', '10plus'] as const;
export type TenureBucket = (typeof TENURE_BUCKETS)[number];

/** How many people of the probation list the statistics answer; `total` says how many there are. */
export const PROBATION_ENDING_LIST_MAX = 100;
/** The probation list: probation ending within this many days of the day. */
export const PROBATION_ENDING_DAYS = 30;

export const rosterStatsBodySchema = rosterFilterSchema.pick({ asOf: true, employeeType: true });

const counted = <T extends z.ZodType>(key: T) => z.object({ bucket: key, count: z.number().int() });

export const rosterStatsSchema = z.object({
  asOf: day,
  /** In service (试用 and 正式) on the day. */
  headcount: z.number().int(),
  byDepartment: z.array(z.object({ deptId: nullableInt, deptName: nullableText, count: z.number().int() })),
  /** The 12 calendar months ending with the day's month (that one up to the day), oldest first. */
  months: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      entries: z.number().int(),
      /** Employments whose last working day falls in the month. */
      exits: z.number().int(),
      headcountStart: z.number().int(),
      headcountEnd: z.number().int(),
      /** exits ÷ ((start + end) ÷ 2) in per cent, two places ("4.17"); null when nobody was employed. */
      turnoverPercent: z.string().nullable(),
    }),
  ),
  ages: z.array(counted(z.enum(AGE_BUCKETS))),
  tenures: z.array(counted(z.enum(TENURE_BUCKETS))),
  probationEnding: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        archiveId: z.number().int(),
        staffId: z.number().int(),
        name: z.string(),
        deptName: nullableText,
        probationEnd: day,
      }),
    ),
  }),
  /** Effective labour contracts ending from the day to 30 and to 60 days on; the soonest first. */
  contractsExpiring: z.object({
    within30: z.number().int(),
    within60: z.number().int(),
    soon: z.array(
      z.object({
        contractId: z.number().int(),
        staffId: z.number().int(),
        name: z.string(),
        contractNo: z.string(),
        endDate: day,
        /** Days from the day to the end date (0: it ends that day). */
        daysLeft: z.number().int(),
      }),
    ),
  }),
});
export type RosterStats = z.infer<typeof rosterStatsSchema>;

/** `/staffRoster`: the roster, its export and statistics (company account and staff admins, column 员工). */
export const staffRosterEndpoints = defineEndpoints('staffRoster', {
  selectPage: {
    method: 'POST',
    path: '/staffRoster/selectPage',
    access: 'user',
    summary: 'The roster as of a day (default today): filtered, sorted, one page',
    body: rosterPageBodySchema,
    data: rosterPageSchema,
  },
  export: {
    method: 'POST',
    path: '/staffRoster/export',
    access: 'user',
    summary: 'The filtered roster as 花名册_YYYYMMDDhhmmss.xlsx with the chosen columns (at most 5000 rows)',
    body: rosterExportBodySchema,
  },
  stats: {
    method: 'POST',
    path: '/staffRoster/stats',
    access: 'user',
    summary:
      'Headcount by department, monthly entries, exits and turnover, age and tenure, probation ending, contracts expiring',
    body: rosterStatsBodySchema,
    data: rosterStatsSchema,
  },
});

/** The employment statuses a roster status stands for. */
export const ROSTER_STATUS_EMP: Record<RosterStatus, readonly EmploymentStatus[]> = {
  active: [EmploymentStatus.PROBATION, EmploymentStatus.OFFICIAL],
  probation: [EmploymentStatus.PROBATION],
  official: [EmploymentStatus.OFFICIAL],
  left: [EmploymentStatus.LEFT],
};
