import { z } from 'zod';
import { EmployeeType } from '../user-types.ts';
import { baseFieldLabels, type ResourceFields } from './fields.ts';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from './resource.ts';

/**
 * A new staff login without a chosen password gets this one (docs/product/staff.md). The web shows the
 * plain text; the server stores it the way every password arrives: as the client's MD5 digest.
 */
export const STAFF_DEFAULT_PASSWORD = 'Renli@123456';
export const STAFF_DEFAULT_PASSWORD_MD5 = 'a0c280a11819749ed7af25a74efa5752';

export const STAFF_NAME_MAX = 30;
export const JOB_NO_MAX = 30;
/** Mainland China mobile number: the staff member's login code. */
export const STAFF_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Which staff a staff admin manages: 'hrm' internal (employeeType 1), 'hro' outsourced (2). */
export const ADMIN_SCOPES = ['hrm', 'hro'] as const;
export type AdminScope = (typeof ADMIN_SCOPES)[number];
export const LoginStatus = { OPEN: 1, CLOSED: 2 } as const;
/**
 * A staff record's state. INVITED: the company entered a login it does not control (a person's
 * own, or a staff login of another company); it becomes ACTIVE only when the login's owner accepts.
 */
export const StaffStatus = { ACTIVE: 1, REMOVED: 2, INVITED: 3 } as const;

const employeeType = z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]);
const loginStatus = z.union([z.literal(LoginStatus.OPEN), z.literal(LoginStatus.CLOSED)]);
const refId = z.number().int().positive().nullable().optional();

const create = z.object({
  staffName: z.string().trim().min(1).max(STAFF_NAME_MAX),
  mobile: z.string().trim().min(1).regex(STAFF_MOBILE_PATTERN, 'staff.mobile.format'),
  email: z.email('staff.email.format').max(100).nullable().optional(),
  deptId: refId,
  positionId: refId,
  rankId: refId,
  jobNo: z.string().trim().max(JOB_NO_MAX).nullable().optional(),
  entryDate: z.iso.date().nullable().optional(),
  employeeType: employeeType.optional(),
  /** MD5 hex of the chosen password (the web hashes it); absent: the default initial password. */
  password: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, 'staff.password.format')
    .optional(),
});

/** The login (mobile) and its password are fixed at creation; passwords are reset, not edited. */
const editable = create.omit({ mobile: true, password: true });

export const staffAccountSchemas = {
  row: resourceRowBase.extend({
    /** The staff member's login, also their chat account. */
    userId: z.number().int(),
    staffName: z.string(),
    /** The login code. */
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    deptId: z.number().int().nullable(),
    deptName: z.string().nullable(),
    positionId: z.number().int().nullable(),
    positionName: z.string().nullable(),
    rankId: z.number().int().nullable(),
    rankName: z.string().nullable(),
    jobNo: z.string().nullable(),
    entryDate: z.string().nullable(),
    employeeType: z.number().int(),
    staffAdmin: z.number().int(),
    adminScope: z.string(),
    loginStatus: z.number().int(),
    status: z.number().int(),
  }),
  create,
  update: updateSchemaOf(editable),
  filter: z.object({
    /** Matches the name, the mobile number or the job number. */
    searchText: z.string().trim().max(50).optional(),
    deptId: z.number().int().positive().optional(),
    employeeType: employeeType.optional(),
    loginStatus: loginStatus.optional(),
    status: z
      .union([z.literal(StaffStatus.ACTIVE), z.literal(StaffStatus.REMOVED), z.literal(StaffStatus.INVITED)])
      .optional(),
  }),
};

const fields = {
  searchText: { label: { 'zh-CN': '姓名/手机号/工号', en: 'Name / mobile / job number' }, in: ['filter'] },
  staffName: {
    label: { 'zh-CN': '姓名', en: 'Name' },
    in: ['list', 'form', 'detail', 'export'],
    example: '张伟',
  },
  mobile: {
    label: { 'zh-CN': '手机号（登录账号）', en: 'Mobile (login)' },
    in: ['list', 'form', 'detail', 'export'],
    example: '13800000000',
  },
  /** Chosen at creation only; the web sends its MD5 digest. */
  password: { label: { 'zh-CN': '登录密码', en: 'Password' }, in: ['form'], widget: 'password' },
  email: { label: { 'zh-CN': '邮箱', en: 'E-mail' }, in: ['list', 'form', 'detail', 'export'], hidden: true },
  deptId: {
    label: { 'zh-CN': '部门', en: 'Department' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'department',
    display: 'deptName',
    example: '人力资源部',
  },
  positionId: {
    label: { 'zh-CN': '职位', en: 'Position' },
    in: ['form', 'export'],
    widget: 'reference',
    ref: 'position',
    display: 'positionName',
    example: '人事专员',
  },
  rankId: {
    label: { 'zh-CN': '职级', en: 'Rank' },
    in: ['form', 'export'],
    widget: 'reference',
    ref: 'rank',
    display: 'rankName',
  },
  jobNo: { label: { 'zh-CN': '工号', en: 'Job number' }, in: ['list', 'form', 'detail', 'export'] },
  entryDate: {
    label: { 'zh-CN': '入职日期', en: 'Entry date' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'date',
    hidden: true,
  },
  employeeType: {
    label: { 'zh-CN': '员工类型', en: 'Employee type' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    options: [
      { value: EmployeeType.HRM, label: { 'zh-CN': '内部员工（HRM）', en: 'Internal (HRM)' }, color: 'blue' },
      {
        value: EmployeeType.HRO,
        label: { 'zh-CN': '外包员工（HRO）', en: 'Outsourced (HRO)' },
        color: 'purple',
      },
    ],
  },
  /** Lists show the admin's scope (HRM, HRO) in a tag. */
  staffAdmin: { label: { 'zh-CN': '管理员', en: 'Admin' }, in: ['list', 'detail'] },
  /** An invited login (status 3) shows as awaiting acceptance instead. */
  loginStatus: {
    label: { 'zh-CN': '登录状态', en: 'Login' },
    in: ['list', 'filter', 'detail', 'export'],
    options: [
      { value: LoginStatus.OPEN, label: { 'zh-CN': '已开启', en: 'Open' }, color: 'green' },
      { value: LoginStatus.CLOSED, label: { 'zh-CN': '已关闭', en: 'Closed' }, color: 'default' },
    ],
  },
  updatedAt: { label: baseFieldLabels.updatedAt, in: ['export'], widget: 'datetime' },
} as const satisfies ResourceFields;

export const staffAccountResource = {
  prefix: '/compStaffMember',
  name: 'staffAccount',
  title: { 'zh-CN': '员工账号', en: 'Staff accounts' },
  schemas: staffAccountSchemas,
  fields,
  sortFields: ['staffName', 'jobNo', 'entryDate', 'employeeType', 'loginStatus', 'createdAt', 'updatedAt'],
  comments: true,
} as const satisfies ResourceContract;

export type StaffAccount = z.infer<typeof staffAccountSchemas.row>;
export type StaffAccountCreate = z.infer<typeof staffAccountSchemas.create>;

// `/companyStaffMemberCtl`: the operations that are not plain edits.
export const updateLoginStatusBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100),
  loginStatus,
});
export const resetStaffPasswordBodySchema = z.object({ id: z.number().int().positive() });
export const updateStaffAdminBodySchema = z.object({
  id: z.number().int().positive(),
  staffAdmin: z.union([z.literal(0), z.literal(1)]),
  /** Which staff the admin manages; ignored (cleared) when staffAdmin is 0. */
  adminScope: z.array(z.enum(ADMIN_SCOPES)).max(2).default([]),
});
export type UpdateStaffAdminBody = z.input<typeof updateStaffAdminBodySchema>;

/** The caller's own staff record with its company (the 'my' tab). */
export const myStaffRecordSchema = staffAccountSchemas.row.extend({
  compId: z.number().int(),
  compName: z.string(),
});
export type MyStaffRecord = z.infer<typeof myStaffRecordSchema>;

/** A company's invitation to the caller's login, waiting for them to accept or decline. */
export const staffInvitationSchema = z.object({
  id: z.number().int(),
  compId: z.number().int(),
  compName: z.string(),
  staffName: z.string(),
  invitedAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export const answerInvitationBodySchema = z.object({
  id: z.number().int().positive(),
  accept: z.boolean(),
});
