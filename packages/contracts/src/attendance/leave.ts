import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { baseFieldLabels, type Label, type ResourceFields } from '../resources/fields.ts';
import {
  noResourceInput,
  type ResourceContract,
  resourcePageBase,
  resourceRowBase,
  updateSchemaOf,
} from '../resources/resource.ts';
import { EmployeeType } from '../user-types.ts';
import {
  ATTENDANCE_REQUEST_KINDS,
  type AttendanceRequestKind,
  BALANCE_RULES,
  DAY_TYPE_LABELS,
  dayTypeSchema,
  HALVES,
  LEAVE_KINDS,
  LEAVE_UNITS,
  OVERTIME_COMPENSATIONS,
  reasonSchema,
} from './model.ts';

export * from './leave-approval-forms.ts';

/**
 * Leave, overtime, 补卡 and trips with balances (docs/product/attendance.md, "Leave, overtime, 补卡
 * and trips"): the company's leave types, the balance ledger, and one request record per ask, which
 * the approval engine approves.
 */

export const LEAVE_TYPE_NAME_MAX = 20;
export const REQUEST_REASON_MAX = 500;
export const REQUEST_CANCEL_REASON_MAX = 200;
export const BALANCE_NOTE_MAX = 200;
export const TRIP_DESTINATION_MAX = 100;
export const MISSED_PUNCH_CAUSE_MAX = 50;

/** 1 审批中 (asked), 2 已通过, 3 已撤销 (withdrawn or cancelled), 4 未通过 (the approval rejected it). */
export const AttendanceRequestStatus = { ASKED: 1, APPROVED: 2, CANCELLED: 3, REJECTED: 4 } as const;

/** Where a request of a kind is asked for: the approval center sends its built-in templates here. */
export const attendanceApplyLink = (kind: AttendanceRequestKind) => `/oa/attendance/vacation?apply=${kind}`;

/** An amount of leave or overtime: at most two decimals (days, or hours for hour types). */
export const leaveAmountSchema = z.string().regex(/^\d{1,5}(\.\d{1,2})?$/, 'attendance.leave.amountFormat');

const id = z.number().int().positive();
const kindSchema = z.enum(ATTENDANCE_REQUEST_KINDS);
const halfSchema = z.enum(HALVES);
const instant = z.iso.datetime({ offset: true });

// Leave types (假期规则).

export const leaveTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(LEAVE_KINDS),
  unit: z.enum(LEAVE_UNITS),
  paid: z.boolean(),
  workdaysOnly: z.boolean(),
  balanceRule: z.enum(BALANCE_RULES),
  yearlyQuota: z.string().nullable(),
  sort: z.number().int(),
  /** 1 in use, 2 disabled. */
  status: z.number().int(),
  version: z.number().int(),
  /** Requests or balance entries name it: its unit and balance rule are fixed now. */
  used: z.boolean(),
});
export type LeaveType = z.infer<typeof leaveTypeSchema>;

export const leaveTypeSaveSchema = z.object({
  /** Absent: a new type; present: the type to change, at the version read. */
  id: id.optional(),
  version: z.number().int().min(1).optional(),
  name: z.string().trim().min(1).max(LEAVE_TYPE_NAME_MAX),
  unit: z.enum(LEAVE_UNITS),
  paid: z.boolean(),
  workdaysOnly: z.boolean(),
  balanceRule: z.enum(BALANCE_RULES),
  yearlyQuota: leaveAmountSchema.nullable(),
  sort: z.number().int().min(0).max(999),
});
export type LeaveTypeSave = z.infer<typeof leaveTypeSaveSchema>;

// Balances (假期余额).

/** One type's balance of one staff member on China's today. Amounts in the type's unit. */
export const leaveBalanceSchema = z.object({
  leaveTypeId: z.number().int(),
  leaveTypeName: z.string(),
  unit: z.enum(LEAVE_UNITS),
  balanceRule: z.enum(BALANCE_RULES),
  /** What the grants valid today amount to; null for types that keep no balance. */
  granted: z.string().nullable(),
  /** Spent from those grants (types without a balance: approved this calendar year). */
  used: z.string(),
  /** Asked and still in approval. */
  pending: z.string(),
  /** Left to ask for: granted − used (negative after an overdraw); null without a balance. */
  remaining: z.string().nullable(),
  /** The earliest grant with something left that ends within 90 days. */
  expiring: z.object({ until: z.string(), amount: z.string() }).nullable(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

/** The statutory annual leave of a year and why (带薪年休假条例). */
export const annualEntitlementSchema = z.object({
  staffId: z.number().int(),
  year: z.number().int(),
  workStartDate: z.string().nullable(),
  entryDate: z.string().nullable(),
  days: z.string(),
  reason: reasonSchema,
});
export type AnnualEntitlement = z.infer<typeof annualEntitlementSchema>;

export const staffBalancesSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  deptName: z.string().nullable(),
  employeeType: z.number().int(),
  jobNo: z.string().nullable(),
  /** When their working life began (累计工龄); annual leave is 0 until HR sets it. */
  workStartDate: z.string().nullable(),
  entryDate: z.string().nullable(),
  balances: z.array(leaveBalanceSchema),
});
export type StaffBalances = z.infer<typeof staffBalancesSchema>;

export const balanceEntrySchema = z.object({
  id: z.number().int(),
  leaveTypeId: z.number().int(),
  leaveTypeName: z.string(),
  amount: z.string(),
  /** accrual, grant, deduct, leave, cancel, overtime. */
  kind: z.string(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  /** The request behind it, if any. */
  requestId: z.number().int().nullable(),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;

const balanceFilter = z.object({
  staffName: z.string().trim().max(30).optional(),
  deptId: id.optional(),
  employeeType: z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]).optional(),
});
const balancePageBody = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  ...balanceFilter.shape,
});

export const balanceAdjustSchema = z.object({
  staffId: id,
  leaveTypeId: id,
  /** 发放 adds, 扣减 takes away. */
  direction: z.enum(['grant', 'deduct']),
  amount: leaveAmountSchema,
  /** A grant's last day (null: no end). */
  validUntil: z.iso.date().nullable(),
  note: z.string().trim().min(1).max(BALANCE_NOTE_MAX),
});

// Requests (请假, 加班, 补卡, 出差).

const daySpan = {
  startDay: z.iso.date(),
  startHalf: halfSchema,
  endDay: z.iso.date(),
  endHalf: halfSchema,
};
const reasonText = z.string().trim().max(REQUEST_REASON_MAX);

/**
 * What a request asks (and the preview checks). Leave of day and half-day types gives days and halves,
 * of hour types `startAt`/`endAt`; HR may ask for a managed staff member (`staffId`). The words
 * (reason, destination, cause) may be missing for a preview; asking requires them (补卡's reason is
 * optional).
 */
export const requestAskSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('leave'),
    staffId: id.optional(),
    leaveTypeId: id,
    startDay: z.iso.date().optional(),
    startHalf: halfSchema.optional(),
    endDay: z.iso.date().optional(),
    endHalf: halfSchema.optional(),
    startAt: instant.optional(),
    endAt: instant.optional(),
    reason: reasonText.optional(),
  }),
  z.object({
    kind: z.literal('overtime'),
    staffId: id.optional(),
    startAt: instant,
    endAt: instant,
    compensation: z.enum(OVERTIME_COMPENSATIONS),
    reason: reasonText.optional(),
  }),
  z.object({
    kind: z.literal('missedPunch'),
    staffId: id.optional(),
    /** The attendance day with the missing punch. */
    day: z.iso.date(),
    /** The spec's name for the punch time asked for. */
    patchCardTime: instant,
    cause: z.string().trim().max(MISSED_PUNCH_CAUSE_MAX).optional(),
    reason: reasonText.optional(),
  }),
  z.object({
    kind: z.literal('trip'),
    staffId: id.optional(),
    destination: z.string().trim().max(TRIP_DESTINATION_MAX).optional(),
    ...daySpan,
    reason: reasonText.optional(),
  }),
]);
export type RequestAsk = z.infer<typeof requestAskSchema>;

/** What an ask would spend or earn, and what is wrong with it, before asking. */
export const requestPreviewSchema = z.object({
  /** In `unit` (overtime: hours; trips: days); null until the period is complete. */
  amount: z.string().nullable(),
  unit: z.enum(LEAVE_UNITS).nullable(),
  /** Overtime: the day type it falls on. */
  dayType: dayTypeSchema.nullable(),
  /** Leave of a type with a balance: remaining, asked elsewhere, and left after this one. */
  balance: z.object({ remaining: z.string(), pending: z.string(), after: z.string() }).nullable(),
  /** 补卡: how many this month so far and the limit. */
  missedPunches: z.object({ used: z.number().int(), limit: z.number().int() }).nullable(),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type RequestPreview = z.infer<typeof requestPreviewSchema>;

/** A day of the past 31 with a missing punch, for the 补卡 form. */
export const missingPunchDaySchema = z.object({
  day: z.string(),
  /** What the day is missing (on, off or both), and the shift's times as a default punch time. */
  missingIn: z.boolean(),
  missingOut: z.boolean(),
  onTime: z.string().nullable(),
  offTime: z.string().nullable(),
});

const statusOptions = [
  {
    value: AttendanceRequestStatus.ASKED,
    label: { 'zh-CN': '审批中', en: 'In approval' },
    color: 'processing',
  },
  { value: AttendanceRequestStatus.APPROVED, label: { 'zh-CN': '已通过', en: 'Approved' }, color: 'success' },
  {
    value: AttendanceRequestStatus.CANCELLED,
    label: { 'zh-CN': '已撤销', en: 'Cancelled' },
    color: 'default',
  },
  { value: AttendanceRequestStatus.REJECTED, label: { 'zh-CN': '未通过', en: 'Rejected' }, color: 'error' },
];
export const ATTENDANCE_REQUEST_KIND_LABELS: Record<AttendanceRequestKind, Label> = {
  leave: { 'zh-CN': '请假', en: 'Leave' },
  overtime: { 'zh-CN': '加班', en: 'Overtime' },
  missedPunch: { 'zh-CN': '补卡', en: 'Missed punch' },
  trip: { 'zh-CN': '出差', en: 'Business trip' },
};
export const COMPENSATION_LABELS: Record<(typeof OVERTIME_COMPENSATIONS)[number], Label> = {
  leave: { 'zh-CN': '调休', en: 'Time off in lieu' },
  pay: { 'zh-CN': '加班费', en: 'Overtime pay' },
};
const optionsOf = <K extends string>(labels: Record<K, Label>) =>
  (Object.entries(labels) as [K, Label][]).map(([value, label]) => ({ value, label }));

const statusSchema = z.union([
  z.literal(AttendanceRequestStatus.ASKED),
  z.literal(AttendanceRequestStatus.APPROVED),
  z.literal(AttendanceRequestStatus.CANCELLED),
  z.literal(AttendanceRequestStatus.REJECTED),
]);

export const attendanceRequestSchemas = {
  row: resourceRowBase.extend({
    kind: kindSchema,
    status: z.number().int(),
    staffId: z.number().int(),
    staffName: z.string(),
    employeeType: z.number().int(),
    deptId: z.number().int().nullable(),
    deptName: z.string().nullable(),
    leaveTypeId: z.number().int().nullable(),
    leaveTypeName: z.string().nullable(),
    startDay: z.string().nullable(),
    startHalf: halfSchema.nullable(),
    endDay: z.string().nullable(),
    endHalf: halfSchema.nullable(),
    /** The period as instants (a half day turns at 12:00 China time); 补卡: the punch time. */
    startAt: z.string().nullable(),
    endAt: z.string().nullable(),
    /** The period in the reader's words ("2026-05-06 上午 至 2026-05-08 下午"). */
    period: z.string(),
    amount: z.string().nullable(),
    unit: z.enum(LEAVE_UNITS).nullable(),
    /** The amount in words ("2.5 天"). */
    amountText: z.string(),
    dayType: dayTypeSchema.nullable(),
    compensation: z.enum(OVERTIME_COMPENSATIONS).nullable(),
    cause: z.string().nullable(),
    destination: z.string().nullable(),
    reason: z.string().nullable(),
    cancelReason: z.string().nullable(),
    /** Asked by HR for the employee rather than by themselves. */
    onBehalf: z.boolean(),
    /** The open approval it waits for (审批中), if any. */
    approvalId: z.number().int().nullable(),
  }),
  create: noResourceInput,
  update: updateSchemaOf(noResourceInput),
  filter: z.object({
    kind: kindSchema.optional(),
    status: statusSchema.optional(),
    leaveTypeId: id.optional(),
    staffName: z.string().trim().max(30).optional(),
    employeeType: z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]).optional(),
    /** Requests whose period touches this month (YYYY-MM). */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  }),
};
export type AttendanceRequest = z.infer<typeof attendanceRequestSchemas.row>;

const fields = {
  kind: {
    label: { 'zh-CN': '申请类型', en: 'Request' },
    in: ['list', 'filter', 'detail', 'export'],
    options: optionsOf(ATTENDANCE_REQUEST_KIND_LABELS),
  },
  staffName: { label: { 'zh-CN': '姓名', en: 'Name' }, in: ['list', 'filter', 'detail', 'export'] },
  deptName: { label: { 'zh-CN': '部门', en: 'Department' }, in: ['list', 'detail', 'export'] },
  employeeType: {
    label: { 'zh-CN': '员工类型', en: 'Employee type' },
    in: ['filter', 'detail', 'export'],
    options: [
      { value: EmployeeType.HRM, label: { 'zh-CN': '内部员工（HRM）', en: 'Internal (HRM)' } },
      { value: EmployeeType.HRO, label: { 'zh-CN': '外包员工（HRO）', en: 'Outsourced (HRO)' } },
    ],
  },
  leaveTypeId: {
    label: { 'zh-CN': '假期类型', en: 'Leave type' },
    in: ['filter'],
    display: 'leaveTypeName',
  },
  leaveTypeName: { label: { 'zh-CN': '假期类型', en: 'Leave type' }, in: ['list', 'detail', 'export'] },
  period: { label: { 'zh-CN': '时间', en: 'When' }, in: ['list', 'detail', 'export'], width: 260 },
  amountText: { label: { 'zh-CN': '时长', en: 'Amount' }, in: ['list', 'detail', 'export'] },
  dayType: {
    label: { 'zh-CN': '加班日期类型', en: 'Overtime day type' },
    in: ['detail', 'export'],
    options: optionsOf(DAY_TYPE_LABELS),
  },
  compensation: {
    label: { 'zh-CN': '补偿方式', en: 'Compensation' },
    in: ['detail', 'export'],
    options: optionsOf(COMPENSATION_LABELS),
  },
  destination: { label: { 'zh-CN': '出差地点', en: 'Destination' }, in: ['detail', 'export'] },
  cause: { label: { 'zh-CN': '缺卡原因', en: 'Why the punch is missing' }, in: ['detail', 'export'] },
  reason: {
    label: { 'zh-CN': '事由', en: 'Reason' },
    in: ['list', 'detail', 'export'],
    widget: 'textarea',
    hidden: true,
  },
  status: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['list', 'filter', 'detail', 'export'],
    options: statusOptions,
  },
  month: { label: { 'zh-CN': '月份', en: 'Month' }, in: ['filter'] },
  onBehalf: { label: { 'zh-CN': '人事代申请', en: 'Asked by HR' }, in: ['detail', 'export'] },
  cancelReason: { label: { 'zh-CN': '撤销原因', en: 'Why cancelled' }, in: ['detail', 'export'] },
  createdAt: { label: baseFieldLabels.createdAt, in: ['list', 'detail', 'export'], widget: 'datetime' },
  amount: { label: { 'zh-CN': '数量', en: 'Amount' }, in: [] },
} as const satisfies ResourceFields;

/**
 * The requests at `/vacation/request` (kit): HR's 请假记录 list with filters and export, and everyone's
 * own (`mine`). Asked through `/vacation/request/apply`; withdrawn and cancelled by transitions.
 */
export const attendanceRequestResource = {
  prefix: '/vacation/request',
  name: 'attendanceRequest',
  title: { 'zh-CN': '考勤申请', en: 'Attendance requests' },
  operations: ['selectPage', 'selectById', 'export'],
  schemas: attendanceRequestSchemas,
  fields,
  sortFields: ['createdAt', 'startAt', 'staffName'],
  transitions: {
    approveLeave: {},
    approveOvertime: {},
    approveMissedPunch: {},
    approveTrip: {},
    reject: {},
    withdraw: {},
    cancel: { input: z.object({ reason: z.string().trim().min(1).max(REQUEST_CANCEL_REASON_MAX) }) },
  },
} as const satisfies ResourceContract;

const requestRef = { id, version: z.number().int().min(1) };
const staffQuery = z.object({
  staffId: z.coerce.number().int().positive().optional(),
});

export const attendanceLeaveEndpoints = defineEndpoints('attendanceLeave', {
  leaveTypes: {
    method: 'GET',
    path: '/vacation/leaveType/selectList',
    access: 'user',
    summary: "The company's leave types in order (HR also sees disabled ones)",
    data: z.array(leaveTypeSchema),
  },
  saveLeaveType: {
    method: 'POST',
    path: '/vacation/leaveType/save',
    access: 'user',
    summary: 'Add a leave type, or change one at the version read (HR)',
    body: leaveTypeSaveSchema,
    data: leaveTypeSchema,
  },
  setLeaveTypeStatus: {
    method: 'POST',
    path: '/vacation/leaveType/setStatus',
    access: 'user',
    summary: 'Disable (2) or enable (1) a leave type (HR)',
    body: z.object({ ...requestRef, status: z.union([z.literal(1), z.literal(2)]) }),
    data: leaveTypeSchema,
  },
  myBalances: {
    method: 'GET',
    path: '/vacation/balance/mine',
    access: 'user',
    summary: "The caller's balances and this year's leave per type",
    data: staffBalancesSchema,
  },
  balancePage: {
    method: 'POST',
    path: '/vacation/balance/selectPage',
    access: 'user',
    summary: 'Balances of the staff HR manages, a page of staff with every active type (HR)',
    body: balancePageBody,
    data: z.object({
      list: z.array(staffBalancesSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  balanceExport: {
    method: 'POST',
    path: '/vacation/balance/export',
    access: 'user',
    summary: 'The balances of the staff HR manages as an .xlsx, one row per staff member and type (HR)',
    body: balanceFilter,
  },
  balanceEntries: {
    method: 'POST',
    path: '/vacation/balance/entries',
    access: 'user',
    summary: "A staff member's balance ledger, newest first (HR; staff for themselves)",
    body: z.object({ staffId: id.optional(), leaveTypeId: id.optional() }),
    data: z.array(balanceEntrySchema),
  },
  adjustBalance: {
    method: 'POST',
    path: '/vacation/balance/adjust',
    access: 'user',
    summary: 'Grant or deduct a balance with a note (HR)',
    body: balanceAdjustSchema,
    data: staffBalancesSchema,
  },
  setWorkStart: {
    method: 'POST',
    path: '/vacation/balance/setWorkStart',
    access: 'user',
    summary: "Set when a staff member's working life began (累计工龄, annual leave) (HR)",
    body: z.object({ staffId: id, workStartDate: z.iso.date().nullable() }),
    data: staffBalancesSchema,
  },
  annualEntitlement: {
    method: 'GET',
    path: '/vacation/annualEntitlement',
    access: 'user',
    summary: "A staff member's statutory annual leave for a year and why (HR; staff for themselves)",
    query: staffQuery.extend({ year: z.coerce.number().int().min(2000).max(2100) }),
    data: annualEntitlementSchema,
  },
  preview: {
    method: 'POST',
    path: '/vacation/request/preview',
    access: 'user',
    summary: 'What a request would spend or earn and what refuses it, without asking',
    body: requestAskSchema,
    data: requestPreviewSchema,
  },
  apply: {
    method: 'POST',
    path: '/vacation/request/apply',
    access: 'user',
    summary:
      "Ask for leave, overtime, 补卡 or a trip (HR: for a managed staff member); starts the company's approval",
    body: requestAskSchema,
    data: attendanceRequestSchemas.row,
  },
  withdraw: {
    method: 'POST',
    path: '/vacation/request/withdraw',
    access: 'user',
    summary: 'Withdraw a request still in approval (its approval ends)',
    body: z.object(requestRef),
    data: attendanceRequestSchemas.row,
  },
  cancel: {
    method: 'POST',
    path: '/vacation/request/cancel',
    access: 'user',
    summary: 'Cancel an approved request (HR; the employee before its first day); its effect is reversed',
    body: z.object({ ...requestRef, reason: z.string().trim().min(1).max(REQUEST_CANCEL_REASON_MAX) }),
    data: attendanceRequestSchemas.row,
  },
  mine: {
    method: 'POST',
    path: '/vacation/request/mine',
    access: 'user',
    summary: "The caller's own requests, newest first",
    body: resourcePageBase.extend(
      attendanceRequestSchemas.filter.omit({ staffName: true, employeeType: true }).shape,
    ),
    data: z.object({
      list: z.array(attendanceRequestSchemas.row),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  missingPunchDays: {
    method: 'GET',
    path: '/vacation/request/missingPunchDays',
    access: 'user',
    summary: 'Days of the past 31 with a missing punch, for 补卡 (HR: of a managed staff member)',
    query: staffQuery,
    data: z.array(missingPunchDaySchema),
  },
});
