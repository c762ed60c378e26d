import { z } from 'zod';
import { adminCompanyRowSchema, adminPersonRowSchema, adminStaffRowSchema } from '../admin-members.ts';
import { AttestStatus } from '../company.ts';
import { adminAccountCreateSchema, adminAccountSchema } from '../platform.ts';
import { EmployeeType } from '../user-types.ts';
import { baseFieldLabels, type FieldOption, type ResourceFields } from './fields.ts';
import { noResourceInput, type ResourceContract, resourceRowBase } from './resource.ts';

/**
 * The back office's member lists (`#/Members/*`) and admin accounts (`#/Set`): platform resources,
 * each declared by the module that owns its table. 1 open, 2 closed everywhere; closing and opening
 * are transitions, so the timeline shows who did it.
 */
const openClosed = z.union([z.literal(1), z.literal(2)]);
const keyword = z.string().trim().max(50).optional();
const bookkeeping = resourceRowBase.pick({
  id: true,
  version: true,
  updatedAt: true,
  transitions: true,
}).shape;
const switches = { disable: {}, enable: {} } as const;

/** 1 open, 2 closed: companies, logins, staff logins and admin accounts alike. */
const openClosedOptions = [
  { value: 1, label: { 'zh-CN': '正常', en: 'Active' }, color: 'green' },
  { value: 2, label: { 'zh-CN': '已停用', en: 'Disabled' }, color: 'red' },
] as const satisfies readonly FieldOption[];
const status = { 'zh-CN': '状态', en: 'Status' } as const;
const keywordLabel = { 'zh-CN': '关键字', en: 'Keyword' } as const;
const loginCodeLabel = { 'zh-CN': '登录账号', en: 'Login' } as const;

/** A company's verification (AttestStatus), in the review colours. */
const attestOptions = [
  { value: AttestStatus.NONE, label: { 'zh-CN': '未认证', en: 'Not verified' }, color: 'default' },
  { value: AttestStatus.PENDING, label: { 'zh-CN': '审核中', en: 'Under review' }, color: 'processing' },
  { value: AttestStatus.APPROVED, label: { 'zh-CN': '已认证', en: 'Verified' }, color: 'success' },
  { value: AttestStatus.REJECTED, label: { 'zh-CN': '已驳回', en: 'Rejected' }, color: 'error' },
] as const satisfies readonly FieldOption[];

const companyFields = {
  keyword: { label: keywordLabel, in: ['filter'] },
  compName: { label: { 'zh-CN': '企业名称', en: 'Company' }, in: ['list', 'detail', 'export'] },
  ownerLogin: { label: { 'zh-CN': '企业账号', en: 'Company account' }, in: ['list', 'detail', 'export'] },
  staffCount: { label: { 'zh-CN': '在职员工数', en: 'Active staff' }, in: ['list', 'detail', 'export'] },
  enableStaffCountFilter: {
    label: { 'zh-CN': '仅显示有员工的企业', en: 'Only companies with staff' },
    in: ['filter'],
  },
  attestStatus: {
    label: { 'zh-CN': '认证状态', en: 'Verification' },
    in: ['list', 'detail', 'export'],
    options: attestOptions,
  },
  status: { label: status, in: ['list', 'filter', 'detail', 'export'], options: openClosedOptions },
  compLabel: {
    label: { 'zh-CN': '企业标签', en: 'Label' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
  },
  sysType: {
    label: { 'zh-CN': '企业类型', en: 'Type' },
    in: ['export'],
    options: [
      { value: 0, label: { 'zh-CN': '普通企业', en: 'Company' } },
      { value: 1, label: { 'zh-CN': '外包服务商', en: 'Outsourcing provider' } },
    ],
  },
  createdAt: {
    label: { 'zh-CN': '注册时间', en: 'Registered' },
    in: ['list', 'detail', 'export'],
    widget: 'datetime',
    hidden: true,
  },
} as const satisfies ResourceFields;

const personFields = {
  keyword: { label: keywordLabel, in: ['filter'] },
  userName: { label: { 'zh-CN': '姓名', en: 'Name' }, in: ['list', 'detail', 'export'] },
  loginCode: { label: loginCodeLabel, in: ['list', 'detail', 'export'] },
  mobile: { label: { 'zh-CN': '手机号', en: 'Mobile' }, in: ['export'] },
  email: { label: { 'zh-CN': '邮箱', en: 'E-mail' }, in: ['export'] },
  status: { label: status, in: ['list', 'filter', 'detail', 'export'], options: openClosedOptions },
  createdAt: {
    label: { 'zh-CN': '注册时间', en: 'Registered' },
    in: ['list', 'detail', 'export'],
    widget: 'datetime',
  },
} as const satisfies ResourceFields;

const staffFields = {
  keyword: { label: keywordLabel, in: ['filter'] },
  staffName: { label: { 'zh-CN': '员工姓名', en: 'Staff name' }, in: ['list', 'detail', 'export'] },
  loginCode: { label: loginCodeLabel, in: ['list', 'detail', 'export'] },
  compName: { label: { 'zh-CN': '企业名称', en: 'Company' }, in: ['list', 'detail', 'export'] },
  compId: { label: { 'zh-CN': '企业编号', en: 'Company ID' }, in: ['filter'] },
  employeeType: {
    label: { 'zh-CN': '员工类型', en: 'Type' },
    in: ['list', 'detail', 'export'],
    options: [
      { value: EmployeeType.HRM, label: { 'zh-CN': '内部员工', en: 'Internal' }, color: 'blue' },
      { value: EmployeeType.HRO, label: { 'zh-CN': '外包员工', en: 'Outsourced' }, color: 'orange' },
    ],
  },
  loginStatus: {
    label: { 'zh-CN': '登录状态', en: 'Login status' },
    in: ['list', 'detail', 'export'],
    options: openClosedOptions,
  },
  createdAt: { label: { 'zh-CN': '加入时间', en: 'Joined' }, in: ['export'], widget: 'datetime' },
} as const satisfies ResourceFields;

const accountFields = {
  keyword: { label: { 'zh-CN': '账号或姓名', en: 'Login or name' }, in: ['filter'] },
  loginCode: { label: loginCodeLabel, in: ['list', 'form', 'detail'] },
  name: { label: { 'zh-CN': '姓名', en: 'Name' }, in: ['list', 'form', 'detail'] },
  password: { label: { 'zh-CN': '初始密码', en: 'Initial password' }, in: ['form'], widget: 'password' },
  status: { label: status, in: ['list', 'filter', 'detail'], options: openClosedOptions },
  createdAt: { label: baseFieldLabels.createdAt, in: ['list', 'detail'], widget: 'datetime' },
} as const satisfies ResourceFields;

export const adminCompanyResource = {
  prefix: '/admin/company',
  scope: 'platform',
  name: 'adminCompany',
  title: { 'zh-CN': '企业', en: 'Companies' },
  operations: ['selectPage', 'selectById', 'update', 'export'],
  schemas: {
    row: adminCompanyRowSchema.extend(bookkeeping).extend({ status: openClosed }),
    // The platform's own field of a company: its label (empty clears it).
    create: z.object({ compLabel: z.string().trim().max(50).nullable().optional() }),
    update: z.object({
      id: z.number().int().positive(),
      version: z.number().int().min(1),
      compLabel: z.string().trim().max(50).nullable().optional(),
    }),
    filter: z.object({
      keyword,
      status: openClosed.optional(),
      compLabel: z.string().trim().max(50).optional(),
      /** 1: outsourcing providers (Members/HCompany). */
      sysType: z.union([z.literal(0), z.literal(1)]).optional(),
      /** true: only companies with at least one staff member whose login is open. */
      enableStaffCountFilter: z.boolean().optional(),
    }),
  },
  fields: companyFields,
  sortFields: ['compName', 'createdAt'],
  transitions: switches,
} as const satisfies ResourceContract;

export const adminPersonResource = {
  prefix: '/admin/person',
  scope: 'platform',
  name: 'adminPerson',
  title: { 'zh-CN': '个人账号', en: 'Personal accounts' },
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: adminPersonRowSchema.extend(bookkeeping).extend({ status: openClosed }),
    create: noResourceInput,
    update: noResourceInput,
    filter: z.object({ keyword, status: openClosed.optional() }),
  },
  fields: personFields,
  sortFields: ['loginCode', 'createdAt'],
  transitions: switches,
} as const satisfies ResourceContract;

export const adminStaffResource = {
  prefix: '/admin/staff',
  scope: 'platform',
  name: 'adminStaff',
  title: { 'zh-CN': '员工', en: 'Staff' },
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: adminStaffRowSchema.extend(bookkeeping),
    create: noResourceInput,
    update: noResourceInput,
    filter: z.object({
      keyword,
      compId: z.number().int().positive().optional(),
      employeeType: z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]).optional(),
    }),
  },
  fields: staffFields,
  sortFields: ['staffName', 'createdAt'],
} as const satisfies ResourceContract;

export const adminAccountResource = {
  prefix: '/admin/set',
  scope: 'platform',
  name: 'adminAccount',
  title: { 'zh-CN': '管理员', en: 'Administrators' },
  operations: ['selectPage', 'selectById', 'insert'],
  schemas: {
    row: adminAccountSchema.extend(bookkeeping),
    create: adminAccountCreateSchema,
    update: noResourceInput,
    filter: z.object({ keyword: z.string().trim().max(60).optional(), status: openClosed.optional() }),
  },
  fields: accountFields,
  sortFields: ['loginCode', 'createdAt'],
  transitions: switches,
} as const satisfies ResourceContract;
