import { z } from 'zod';
import { employeeTypeSchema } from '../org.ts';
import type { ResourceFields } from '../resources/fields.ts';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from '../resources/resource.ts';
import { JOB_NO_MAX, STAFF_MOBILE_PATTERN, staffAccountResource } from '../resources/staff-accounts.ts';
import {
  archiveDocumentSchema,
  archiveInfoSchema,
  educationRowSchema,
  emergencyContactSchema,
  workRowSchema,
} from './archive-info.ts';
import {
  ARCHIVE_STATE_OPTIONS,
  ARCHIVE_STATES,
  EDUCATION_LEVEL_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  HUKOU_TYPE_OPTIONS,
  MARITAL_STATUS_OPTIONS,
  POLITICAL_STATUS_OPTIONS,
  SEX_OPTIONS,
} from './archive-options.ts';

/**
 * The staff archive (员工档案) as a company resource at `/staffArchive` (docs/product/staff.md,
 * "Archives (员工档案) and my record"): one row per employment with the staff record's name, login,
 * job number and job, the personal file and the job facts in effect today. Archives are opened by
 * entry or by adding staff, and never removed, so the kit lists and exports them only; every write
 * is the module's own endpoint (archive-endpoints.ts).
 */

const text = z.string().nullable();
const code = z.number().int().nullable();

export const staffArchiveRowSchema = resourceRowBase.extend({
  staffId: z.number().int(),
  // From the staff record (the staff module keeps them).
  staffName: z.string(),
  /** The login code (mobile). */
  mobile: text,
  /** The staff account's work e-mail. */
  email: text,
  jobNo: text,
  deptId: code,
  deptName: text,
  positionName: text,
  rankName: text,
  employeeType: z.number().int(),
  // Job facts in effect today.
  empStatus: z.number().int(),
  entryDate: z.string(),
  probationEnd: text,
  officialDate: text,
  lastDay: text,
  workLocation: text,
  clientCompany: text,
  salaryGrade: text,
  // The personal file; identity and bank numbers are masked except in the full archive for HR.
  idNumber: text,
  sex: code,
  birthDate: text,
  /** 周岁 today, from the birth date. */
  age: code,
  /** Completed months from entry to today (or the last day of an ended employment). */
  tenureMonths: z.number().int(),
  nationality: text,
  ethnicity: text,
  hukouType: code,
  hukouAddress: text,
  politicalStatus: code,
  maritalStatus: code,
  personalEmail: text,
  currentAddress: text,
  emergencyContacts: z.array(emergencyContactSchema),
  education: z.array(educationRowSchema),
  highestEducation: code,
  workHistory: z.array(workRowSchema),
  bankName: text,
  bankAccount: text,
  socialSecurityNo: text,
  housingFundNo: text,
  documents: z.array(archiveDocumentSchema),
  remarks: text,
});
export type StaffArchive = z.infer<typeof staffArchiveRowSchema>;

/** The personal fields a sheet row holds (the repeating rows and documents are edited on screen). */
const sheetInfoSchema = archiveInfoSchema.omit({
  emergencyContacts: true,
  education: true,
  workHistory: true,
  documents: true,
});

/**
 * One row of the archives' import: which archive (its staff member's job number or mobile) and the
 * personal fields to set; blank cells leave a field as it is. Nothing is created.
 */
export const staffArchiveImportRowSchema = sheetInfoSchema.extend({
  jobNo: z.string().trim().max(JOB_NO_MAX).optional(),
  mobile: z.string().trim().regex(STAFF_MOBILE_PATTERN, 'staff.mobile.format').optional(),
});

export const staffArchiveFilterSchema = z.object({
  /** Name, job number, mobile or identity number. */
  searchText: z.string().trim().max(50).optional(),
  deptId: z.number().int().positive().optional(),
  /** The screen's HRM/HRO tab; the caller's managed types scope it anyway. */
  employeeType: employeeTypeSchema.optional(),
  state: z.enum(ARCHIVE_STATES).optional(),
  /** Entry dates from and to (China dates, both included). */
  entryFrom: z.iso.date().optional(),
  entryTo: z.iso.date().optional(),
});

const both = (zh: string, en: string) => ({ 'zh-CN': zh, en });
const everywhere = ['list', 'detail', 'export'] as const;
const sheet = ['form', 'detail', 'export'] as const;

const fields = {
  searchText: {
    label: both('姓名/工号/手机号/身份证号', 'Name / job no. / mobile / ID no.'),
    in: ['filter'],
  },
  staffName: { label: both('姓名', 'Name'), in: everywhere, width: 100 },
  jobNo: { label: both('工号', 'Job number'), in: ['list', 'form', 'detail', 'export'], example: 'A001' },
  mobile: {
    label: both('手机号', 'Mobile'),
    in: ['list', 'form', 'detail', 'export'],
    example: '13800000000',
  },
  email: { label: both('工作邮箱', 'Work e-mail'), in: everywhere, hidden: true },
  deptId: {
    label: both('部门', 'Department'),
    in: ['list', 'filter', 'detail', 'export'],
    widget: 'reference',
    ref: 'department',
    display: 'deptName',
  },
  positionName: { label: both('职位', 'Position'), in: everywhere },
  rankName: { label: both('职级', 'Rank'), in: everywhere, hidden: true },
  employeeType: { ...staffAccountResource.fields.employeeType, in: ['list', 'filter', 'detail', 'export'] },
  empStatus: { label: both('员工状态', 'Status'), in: everywhere, options: EMPLOYMENT_STATUS_OPTIONS },
  state: { label: both('员工状态', 'Status'), in: ['filter'], options: ARCHIVE_STATE_OPTIONS },
  entryDate: { label: both('入职日期', 'Entry date'), in: everywhere, widget: 'date' },
  entryFrom: { label: both('入职日期从', 'Entry from'), in: ['filter'], widget: 'date' },
  entryTo: { label: both('入职日期至', 'Entry to'), in: ['filter'], widget: 'date' },
  tenureMonths: { label: both('司龄（月）', 'Tenure (months)'), in: everywhere },
  probationEnd: { label: both('试用期结束', 'Probation ends'), in: everywhere, widget: 'date', hidden: true },
  officialDate: { label: both('转正日期', 'Confirmed on'), in: everywhere, widget: 'date', hidden: true },
  lastDay: { label: both('最后工作日', 'Last working day'), in: everywhere, widget: 'date', hidden: true },
  workLocation: { label: both('工作地点', 'Work location'), in: everywhere, hidden: true },
  clientCompany: { label: both('派驻客户', 'Client company'), in: everywhere, hidden: true },
  salaryGrade: { label: both('薪资等级', 'Salary grade'), in: everywhere, hidden: true },
  idNumber: {
    label: both('身份证号', 'ID number'),
    in: ['list', 'form', 'detail', 'export'],
    hidden: true,
    example: '11010519491231002X',
  },
  sex: { label: both('性别', 'Sex'), in: ['list', 'form', 'detail', 'export'], options: SEX_OPTIONS },
  birthDate: { label: both('出生日期', 'Birth date'), in: sheet, widget: 'date', example: '1949-12-31' },
  age: { label: both('年龄', 'Age'), in: everywhere },
  highestEducation: {
    label: both('最高学历', 'Highest education'),
    in: everywhere,
    options: EDUCATION_LEVEL_OPTIONS,
  },
  nationality: { label: both('国籍', 'Nationality'), in: sheet, example: '中国' },
  ethnicity: { label: both('民族', 'Ethnicity'), in: sheet, example: '汉族' },
  hukouType: { label: both('户口类型', 'Hukou type'), in: sheet, options: HUKOU_TYPE_OPTIONS },
  hukouAddress: { label: both('户籍地址', 'Hukou address'), in: sheet },
  politicalStatus: {
    label: both('政治面貌', 'Political status'),
    in: sheet,
    options: POLITICAL_STATUS_OPTIONS,
  },
  maritalStatus: { label: both('婚姻状况', 'Marital status'), in: sheet, options: MARITAL_STATUS_OPTIONS },
  personalEmail: { label: both('个人邮箱', 'Personal e-mail'), in: sheet },
  currentAddress: { label: both('现居住地址', 'Current address'), in: sheet },
  bankName: { label: both('开户银行', 'Bank'), in: sheet, example: '中国工商银行杭州分行' },
  bankAccount: { label: both('银行卡号', 'Bank account'), in: sheet, example: '6222021202012345678' },
  socialSecurityNo: { label: both('社保账号', 'Social security no.'), in: sheet },
  housingFundNo: { label: both('公积金账号', 'Housing fund no.'), in: sheet },
} as const satisfies ResourceFields;

export const staffArchiveResource = {
  prefix: '/staffArchive',
  name: 'staffArchive',
  title: both('员工档案', 'Staff archives'),
  // Archives are never created or removed here, and the module writes them itself (derived birth
  // date, sex and highest education; masking): the kit lists, exports and keeps the timeline.
  operations: ['selectPage', 'export'],
  schemas: {
    row: staffArchiveRowSchema,
    /** The import's row: the sheet helpers read and template the `form` fields from it. */
    create: staffArchiveImportRowSchema,
    update: updateSchemaOf(archiveInfoSchema),
    filter: staffArchiveFilterSchema,
  },
  fields,
  sortFields: ['entryDate', 'probationEnd', 'empStatus', 'createdAt', 'updatedAt'],
  // Each company's own fields (docs/modules.md, "Custom fields"); `updateStaffArchive` and the
  // archive import write them, since the kit writes no archive.
  customFields: true,
} as const satisfies ResourceContract;
