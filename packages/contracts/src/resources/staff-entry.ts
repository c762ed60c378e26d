import { z } from 'zod';
import { archiveInfoSchema } from '../staff-hr/archive-info.ts';
import {
  CLIENT_COMPANY_MAX,
  PROBATION_MONTHS_MAX,
  SALARY_GRADE_MAX,
  WORK_LOCATION_MAX,
} from '../staff-hr/employment.ts';
import { EmployeeType } from '../user-types.ts';
import { baseFieldLabels, type ResourceFields } from './fields.ts';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from './resource.ts';
import { JOB_NO_MAX, STAFF_MOBILE_PATTERN, STAFF_NAME_MAX } from './staff-accounts.ts';

/**
 * Entries (入职): people HR has hired who have not started yet (docs/product/staff.md, "Entry (入职)").
 * Confirming one makes the staff login, the staff record, the archive and the first job version.
 */

/** 1 待入职, 2 已入职 (confirmed), 3 已放弃 (cancelled, with a reason). */
export const EntryStatus = { PENDING: 1, JOINED: 2, CANCELLED: 3 } as const;
/** The registration form (入职登记表): 0 not sent, 1 sent and waiting, 2 filled in by the hire. */
export const EntryInfoStatus = { NOT_SENT: 0, SENT: 1, FILLED: 2 } as const;
export const ENTRY_REMARKS_MAX = 200;
export const ENTRY_CANCEL_REASON_MAX = 200;

const employeeType = z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]);
const refId = z.number().int().positive().nullable().optional();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const entryStatus = z.union([
  z.literal(EntryStatus.PENDING),
  z.literal(EntryStatus.JOINED),
  z.literal(EntryStatus.CANCELLED),
]);
const infoStatus = z.union([
  z.literal(EntryInfoStatus.NOT_SENT),
  z.literal(EntryInfoStatus.SENT),
  z.literal(EntryInfoStatus.FILLED),
]);

const create = z.object({
  staffName: z.string().trim().min(1).max(STAFF_NAME_MAX),
  /** Becomes the login code when the entry is confirmed. */
  mobile: z.string().trim().min(1).regex(STAFF_MOBILE_PATTERN, 'staffEntry.mobile.format'),
  email: z.email('staffEntry.email.format').max(100).nullable().optional(),
  /** 1 male, 2 female (the archive's sex once confirmed, unless the identity number says otherwise). */
  gender: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  deptId: refId,
  positionId: refId,
  rankId: refId,
  employeeType: employeeType.optional(),
  /** For outsourced (HRO) hires: the client company they are placed with. */
  clientCompany: optionalText(CLIENT_COMPANY_MAX),
  workLocation: optionalText(WORK_LOCATION_MAX),
  jobNo: optionalText(JOB_NO_MAX),
  salaryGrade: optionalText(SALARY_GRADE_MAX),
  /** First working day (China date). */
  entryDate: z.iso.date(),
  /** 0 (none) to 6 months; the database defaults to none. */
  probationMonths: z.number().int().min(0).max(PROBATION_MONTHS_MAX).optional(),
  remarks: optionalText(ENTRY_REMARKS_MAX),
});

export const staffEntrySchemas = {
  row: resourceRowBase.extend({
    staffName: z.string(),
    mobile: z.string(),
    email: z.string().nullable(),
    gender: z.number().int().nullable(),
    deptId: z.number().int().nullable(),
    deptName: z.string().nullable(),
    positionId: z.number().int().nullable(),
    positionName: z.string().nullable(),
    rankId: z.number().int().nullable(),
    rankName: z.string().nullable(),
    employeeType: z.number().int(),
    clientCompany: z.string().nullable(),
    workLocation: z.string().nullable(),
    jobNo: z.string().nullable(),
    salaryGrade: z.string().nullable(),
    entryDate: z.string(),
    probationMonths: z.number().int(),
    /** Last day of probation (probation.ts of the server), null without probation. */
    probationEnd: z.string().nullable(),
    remarks: z.string().nullable(),
    status: z.number().int(),
    cancelReason: z.string().nullable(),
    /** What the hire filled in on the registration form so far. */
    info: archiveInfoSchema,
    infoStatus: z.number().int(),
    infoSubmittedAt: z.string().nullable(),
    /** When the registration form's link stops working; null before one is sent. */
    linkExpiresAt: z.string().nullable(),
    /** The staff record the entry made, once confirmed. */
    staffId: z.number().int().nullable(),
    confirmedAt: z.string().nullable(),
  }),
  create,
  update: updateSchemaOf(create),
  filter: z.object({
    /** Matches the name, the mobile number or the job number. */
    searchText: z.string().trim().max(50).optional(),
    status: entryStatus.optional(),
    employeeType: employeeType.optional(),
    deptId: z.number().int().positive().optional(),
    infoStatus: infoStatus.optional(),
  }),
};

const fields = {
  searchText: { label: { 'zh-CN': '姓名/手机号/工号', en: 'Name / mobile / job number' }, in: ['filter'] },
  staffName: {
    label: { 'zh-CN': '姓名', en: 'Name' },
    in: ['list', 'form', 'detail', 'export'],
    example: '李娜',
  },
  mobile: {
    label: { 'zh-CN': '手机号（登录账号）', en: 'Mobile (login)' },
    in: ['list', 'form', 'detail', 'export'],
    example: '13800000000',
  },
  entryDate: {
    label: { 'zh-CN': '入职日期', en: 'Entry date' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'date',
  },
  infoStatus: {
    label: { 'zh-CN': '登记表', en: 'Registration form' },
    in: ['list', 'filter', 'detail', 'export'],
    options: [
      { value: EntryInfoStatus.NOT_SENT, label: { 'zh-CN': '未发送', en: 'Not sent' }, color: 'default' },
      { value: EntryInfoStatus.SENT, label: { 'zh-CN': '待填写', en: 'Waiting' }, color: 'gold' },
      { value: EntryInfoStatus.FILLED, label: { 'zh-CN': '已填写', en: 'Filled in' }, color: 'green' },
    ],
  },
  gender: {
    label: { 'zh-CN': '性别', en: 'Gender' },
    in: ['form', 'detail', 'export'],
    options: [
      { value: 1, label: { 'zh-CN': '男', en: 'Male' } },
      { value: 2, label: { 'zh-CN': '女', en: 'Female' } },
    ],
  },
  email: { label: { 'zh-CN': '邮箱', en: 'E-mail' }, in: ['form', 'detail', 'export'] },
  deptId: {
    label: { 'zh-CN': '部门', en: 'Department' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'department',
    display: 'deptName',
  },
  positionId: {
    label: { 'zh-CN': '职位', en: 'Position' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'position',
    display: 'positionName',
  },
  rankId: {
    label: { 'zh-CN': '职级', en: 'Rank' },
    in: ['form', 'detail', 'export'],
    widget: 'reference',
    ref: 'rank',
    display: 'rankName',
  },
  employeeType: {
    label: { 'zh-CN': '员工类型', en: 'Employee type' },
    in: ['list', 'form', 'detail', 'export'],
    options: [
      { value: EmployeeType.HRM, label: { 'zh-CN': '内部员工（HRM）', en: 'Internal (HRM)' }, color: 'blue' },
      {
        value: EmployeeType.HRO,
        label: { 'zh-CN': '外包员工（HRO）', en: 'Outsourced (HRO)' },
        color: 'purple',
      },
    ],
  },
  clientCompany: {
    label: { 'zh-CN': '客户单位（HRO）', en: 'Client company (HRO)' },
    in: ['form', 'detail', 'export'],
  },
  workLocation: { label: { 'zh-CN': '工作地点', en: 'Work location' }, in: ['form', 'detail', 'export'] },
  jobNo: {
    label: { 'zh-CN': '工号', en: 'Job number' },
    in: ['list', 'form', 'detail', 'export'],
    hidden: true,
  },
  salaryGrade: { label: { 'zh-CN': '薪资档位', en: 'Salary grade' }, in: ['form', 'detail', 'export'] },
  probationMonths: {
    label: { 'zh-CN': '试用期', en: 'Probation' },
    in: ['form', 'detail', 'export'],
    widget: 'select',
    options: [
      { value: 0, label: { 'zh-CN': '无试用期', en: 'None' } },
      ...[1, 2, 3, 4, 5, 6].map((n) => ({
        value: n,
        label: { 'zh-CN': `${n} 个月`, en: n === 1 ? '1 month' : `${n} months` },
      })),
    ],
  },
  probationEnd: {
    label: { 'zh-CN': '试用期截止', en: 'Probation ends' },
    in: ['list', 'detail', 'export'],
    widget: 'date',
    hidden: true,
  },
  status: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['detail', 'export'],
    options: [
      { value: EntryStatus.PENDING, label: { 'zh-CN': '待入职', en: 'Pending' }, color: 'processing' },
      { value: EntryStatus.JOINED, label: { 'zh-CN': '已入职', en: 'Joined' }, color: 'success' },
      { value: EntryStatus.CANCELLED, label: { 'zh-CN': '已放弃', en: 'Cancelled' }, color: 'default' },
    ],
  },
  cancelReason: { label: { 'zh-CN': '放弃原因', en: 'Reason' }, in: ['detail', 'export'] },
  remarks: {
    label: { 'zh-CN': '备注', en: 'Remarks' },
    in: ['form', 'detail', 'export'],
    widget: 'textarea',
  },
  confirmedAt: {
    label: { 'zh-CN': '确认入职时间', en: 'Confirmed at' },
    in: ['detail', 'export'],
    widget: 'datetime',
  },
  createdAt: { label: baseFieldLabels.createdAt, in: ['detail', 'export'], widget: 'datetime' },
} as const satisfies ResourceFields;

/** Entries at `/entryManagement` (the spec's path), company scope. */
export const staffEntryResource = {
  prefix: '/entryManagement',
  name: 'staffEntry',
  title: { 'zh-CN': '入职', en: 'Entries' },
  operations: ['selectPage', 'selectById', 'insert', 'update', 'export'],
  schemas: staffEntrySchemas,
  fields,
  sortFields: ['entryDate', 'staffName', 'createdAt', 'updatedAt'],
  transitions: {
    confirm: {},
    cancel: { input: z.object({ reason: z.string().trim().min(1).max(ENTRY_CANCEL_REASON_MAX) }) },
  },
} as const satisfies ResourceContract;

export type EntryRecord = z.infer<typeof staffEntrySchemas.row>;
export type EntryRecordCreate = z.infer<typeof staffEntrySchemas.create>;
