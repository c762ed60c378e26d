import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { PROBATION_MONTHS_MAX } from '../staff-hr/employment.ts';
import { EmployeeType } from '../user-types.ts';
import { baseFieldLabels, type ResourceFields } from './fields.ts';
import {
  commentAttachmentSchema,
  type ResourceContract,
  resourceRowBase,
  updateSchemaOf,
} from './resource.ts';

// 劳动合同 (`/staffContractCtl`, docs/product/labor-contracts.md): one row per contract of an
// employment (a staff record). What server and web both know about the records.

export const LaborContractType = { FIXED: 1, OPEN_ENDED: 2, TASK: 3 } as const;
export const LaborContractSignKind = { NEW: 1, RENEWAL: 2, CHANGE: 3 } as const;
/** Stored states; "已到期" is a phase (status 1 past its end date), not a status. */
export const LaborContractStatus = { ACTIVE: 1, TERMINATED: 2, RENEWED: 3 } as const;
/** What the list shows: the status, with an active contract past its end date shown as expired. */
export const LABOR_CONTRACT_PHASES = ['effective', 'expired', 'terminated', 'renewed'] as const;
export type LaborContractPhase = (typeof LABOR_CONTRACT_PHASES)[number];
/** The expiry windows HR is told about, in days before the end date (docs/product/labor-contracts.md). */
export const LABOR_CONTRACT_EXPIRY_WINDOWS = [30, 60] as const;

export const CONTRACT_NO_MAX = 50;
export const CONTRACT_PARTY_MAX = 100;
export const CONTRACT_LOCATION_MAX = 100;
export const CONTRACT_REMARKS_MAX = 500;
export const TERMINATE_REASON_MAX = 200;
export const CONTRACT_ATTACHMENTS_MAX = 20;

const contractType = z.union([
  z.literal(LaborContractType.FIXED),
  z.literal(LaborContractType.OPEN_ENDED),
  z.literal(LaborContractType.TASK),
]);
const signKind = z.union([
  z.literal(LaborContractSignKind.NEW),
  z.literal(LaborContractSignKind.RENEWAL),
  z.literal(LaborContractSignKind.CHANGE),
]);
const status = z.union([
  z.literal(LaborContractStatus.ACTIVE),
  z.literal(LaborContractStatus.TERMINATED),
  z.literal(LaborContractStatus.RENEWED),
]);
const day = z.iso.date();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const probationMonths = z.number().int().min(0).max(PROBATION_MONTHS_MAX);
const contractNo = z.string().trim().min(1).max(CONTRACT_NO_MAX);

// No `.default()` here: `update` is this schema's partial and zod would fill defaults into every
// update; the database defaults signKind (新签), probation (0) and the attachments (none).
const create = z.object({
  staffId: z.number().int().positive(),
  contractNo,
  contractType,
  signKind: signKind.optional(),
  startDate: day,
  endDate: day.nullable().optional(),
  probationMonths: probationMonths.optional(),
  signDate: day.nullable().optional(),
  party: optionalText(CONTRACT_PARTY_MAX),
  workLocation: optionalText(CONTRACT_LOCATION_MAX),
  remarks: optionalText(CONTRACT_REMARKS_MAX),
  /** Files the caller uploaded (`/files/<sha256>.<ext>`); someone else's upload is refused. */
  attachments: z.array(commentAttachmentSchema).max(CONTRACT_ATTACHMENTS_MAX).optional(),
});

const dayFilter = day.optional();

export const laborContractSchemas = {
  row: resourceRowBase.extend({
    staffId: z.number().int(),
    /** The employee's name, job number, department and type (the staff module's, filled per answer). */
    staffName: z.string().nullable(),
    jobNo: z.string().nullable(),
    deptName: z.string().nullable(),
    employeeType: z.number().int().nullable(),
    contractNo: z.string(),
    contractType,
    signKind,
    startDate: z.string(),
    endDate: z.string().nullable(),
    probationMonths: z.number().int(),
    signDate: z.string().nullable(),
    party: z.string().nullable(),
    workLocation: z.string().nullable(),
    remarks: z.string().nullable(),
    attachments: z.array(commentAttachmentSchema),
    /** How many consecutive fixed-term contracts of this employment end with this one (0: not fixed-term). */
    signingSeq: z.number().int(),
    status,
    phase: z.enum(LABOR_CONTRACT_PHASES),
    terminatedOn: z.string().nullable(),
    terminateReason: z.string().nullable(),
  }),
  create,
  update: updateSchemaOf(create),
  filter: z.object({
    /** The employee's name or job number, or the contract number. */
    searchText: z.string().trim().max(50).optional(),
    deptId: z.number().int().positive().optional(),
    /** HRM (1) or HRO (2) staff: the page's `:sign` fixes it. */
    employeeType: z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]).optional(),
    contractType: contractType.optional(),
    phase: z.enum(LABOR_CONTRACT_PHASES).optional(),
    /** Active contracts ending within this many days from today (China). */
    expiringWithin: z.union([z.literal(30), z.literal(60)]).optional(),
    startFrom: dayFilter,
    startTo: dayFilter,
    endFrom: dayFilter,
    endTo: dayFilter,
  }),
};

const typeOptions = [
  { value: LaborContractType.FIXED, label: { 'zh-CN': '固定期限', en: 'Fixed term' }, color: 'blue' },
  { value: LaborContractType.OPEN_ENDED, label: { 'zh-CN': '无固定期限', en: 'Open-ended' }, color: 'green' },
  {
    value: LaborContractType.TASK,
    label: { 'zh-CN': '以完成一定工作任务为期限', en: 'Until a task is done' },
    color: 'purple',
  },
];

/**
 * Each field once (docs/architecture.md, "Fields declared once"): the web list, filters, form and
 * detail and the server's export, import and template are drawn from it.
 */
const fields = {
  searchText: {
    label: { 'zh-CN': '姓名/工号/合同编号', en: 'Name / job no. / contract no.' },
    in: ['filter'],
  },
  staffId: {
    label: { 'zh-CN': '员工', en: 'Employee' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'staff',
    display: 'staffName',
    example: '张伟',
  },
  jobNo: { label: { 'zh-CN': '工号', en: 'Job no.' }, in: ['list', 'detail', 'export'], width: 100 },
  deptId: {
    label: { 'zh-CN': '部门', en: 'Department' },
    in: ['filter'],
    widget: 'reference',
    ref: 'department',
  },
  deptName: { label: { 'zh-CN': '部门', en: 'Department' }, in: ['list', 'detail', 'export'] },
  employeeType: {
    label: { 'zh-CN': '员工类型', en: 'Employee type' },
    in: ['detail', 'export'],
    options: [
      { value: EmployeeType.HRM, label: { 'zh-CN': '内部员工（HRM）', en: 'Internal (HRM)' } },
      { value: EmployeeType.HRO, label: { 'zh-CN': '外包员工（HRO）', en: 'Outsourced (HRO)' } },
    ],
  },
  contractNo: {
    label: { 'zh-CN': '合同编号', en: 'Contract no.' },
    in: ['list', 'form', 'detail', 'export'],
    example: 'HT-2026-001',
  },
  contractType: {
    label: { 'zh-CN': '合同类型', en: 'Contract type' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    options: typeOptions,
  },
  signKind: {
    label: { 'zh-CN': '签订类型', en: 'Signing' },
    in: ['list', 'form', 'detail', 'export'],
    width: 100,
    options: [
      { value: LaborContractSignKind.NEW, label: { 'zh-CN': '新签', en: 'New' } },
      { value: LaborContractSignKind.RENEWAL, label: { 'zh-CN': '续签', en: 'Renewal' } },
      { value: LaborContractSignKind.CHANGE, label: { 'zh-CN': '变更', en: 'Change' } },
    ],
  },
  startDate: {
    label: { 'zh-CN': '起始日期', en: 'Start date' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'date',
    example: '2026-01-01',
  },
  endDate: {
    label: { 'zh-CN': '终止日期', en: 'End date' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'date',
    example: '2028-12-31',
  },
  probationMonths: {
    label: { 'zh-CN': '试用期（月）', en: 'Probation (months)' },
    in: ['list', 'form', 'detail', 'export'],
    hidden: true,
    example: 2,
  },
  signDate: {
    label: { 'zh-CN': '签订日期', en: 'Signed on' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'date',
    hidden: true,
  },
  party: {
    label: { 'zh-CN': '用人单位', en: 'Employer' },
    in: ['form', 'detail', 'export'],
  },
  workLocation: {
    label: { 'zh-CN': '工作地点', en: 'Work location' },
    in: ['form', 'detail', 'export'],
  },
  remarks: {
    label: { 'zh-CN': '备注', en: 'Remarks' },
    in: ['form', 'detail', 'export'],
    widget: 'textarea',
  },
  // Added and removed on the detail's 合同附件 tab; declared for the timeline's label.
  attachments: { label: { 'zh-CN': '合同附件', en: 'Attachments' }, in: [] },
  signingSeq: {
    label: { 'zh-CN': '连续固定期限次数', en: 'Consecutive fixed terms' },
    in: ['list', 'detail', 'export'],
    hidden: true,
  },
  // The stored status, declared for the timeline's label and values; lists show `phase`.
  status: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: [],
    options: [
      { value: LaborContractStatus.ACTIVE, label: { 'zh-CN': '生效中', en: 'In effect' } },
      { value: LaborContractStatus.TERMINATED, label: { 'zh-CN': '已终止', en: 'Terminated' } },
      { value: LaborContractStatus.RENEWED, label: { 'zh-CN': '已续签', en: 'Renewed' } },
    ],
  },
  phase: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['list', 'filter', 'detail', 'export'],
    width: 100,
    options: [
      { value: 'effective', label: { 'zh-CN': '生效中', en: 'In effect' }, color: 'green' },
      { value: 'expired', label: { 'zh-CN': '已到期', en: 'Expired' }, color: 'orange' },
      { value: 'terminated', label: { 'zh-CN': '已终止', en: 'Terminated' }, color: 'default' },
      { value: 'renewed', label: { 'zh-CN': '已续签', en: 'Renewed' }, color: 'blue' },
    ],
  },
  expiringWithin: {
    label: { 'zh-CN': '即将到期', en: 'Ending within' },
    in: ['filter'],
    options: [
      { value: 30, label: { 'zh-CN': '30天内到期', en: '30 days' } },
      { value: 60, label: { 'zh-CN': '60天内到期', en: '60 days' } },
    ],
  },
  startFrom: { label: { 'zh-CN': '起始日期从', en: 'Starting from' }, in: ['filter'], widget: 'date' },
  startTo: { label: { 'zh-CN': '起始日期至', en: 'Starting by' }, in: ['filter'], widget: 'date' },
  endFrom: { label: { 'zh-CN': '终止日期从', en: 'Ending from' }, in: ['filter'], widget: 'date' },
  endTo: { label: { 'zh-CN': '终止日期至', en: 'Ending by' }, in: ['filter'], widget: 'date' },
  terminatedOn: {
    label: { 'zh-CN': '终止于', en: 'Terminated on' },
    in: ['detail', 'export'],
    widget: 'date',
  },
  terminateReason: { label: { 'zh-CN': '终止原因', en: 'Termination reason' }, in: ['detail', 'export'] },
  updatedAt: { label: baseFieldLabels.updatedAt, in: ['detail', 'export'], widget: 'datetime' },
} as const satisfies ResourceFields;

/** `renew`: the next contract, starting the day after this one ends (no probation: art. 19). */
const renewInput = z.object({
  contractNo,
  contractType,
  endDate: day.nullable().optional(),
  signDate: day.nullable().optional(),
});

/** `terminate`: the day it ends and why. */
const terminateInput = z.object({
  terminatedOn: day,
  terminateReason: z.string().trim().min(1).max(TERMINATE_REASON_MAX),
});

export const laborContractResource = {
  prefix: '/staffContractCtl',
  name: 'laborContracts',
  title: { 'zh-CN': '劳动合同', en: 'Labour contracts' },
  schemas: laborContractSchemas,
  fields,
  sortFields: ['contractNo', 'startDate', 'endDate', 'signDate', 'createdAt', 'updatedAt'],
  /** `POST /staffContractCtl/changeStatus` with `{ id, version, name, ...input }`. */
  transitions: { renew: { input: renewInput }, terminate: { input: terminateInput } },
  comments: true,
} as const satisfies ResourceContract;

export type LaborContractRow = z.infer<typeof laborContractSchemas.row>;
export type LaborContractCreate = z.infer<typeof create>;
export type LaborContractRenewInput = z.infer<typeof renewInput>;

/**
 * A contract as the form has it so far: what `check` assesses before saving. `id` is the contract
 * being edited (left out of the employment's other contracts).
 */
export const laborContractCheckSchema = z.object({
  id: z.number().int().positive().optional(),
  staffId: z.number().int().positive().optional(),
  contractType: contractType.optional(),
  signKind: signKind.optional(),
  startDate: day.optional(),
  endDate: day.nullable().optional(),
  probationMonths: probationMonths.optional(),
});
export type LaborContractCheck = z.input<typeof laborContractCheckSchema>;

const checkProblem = z.object({ field: z.string(), message: z.string() });

export const laborContractAssessmentSchema = z.object({
  /** The longest probation the term allows (art. 19), when type and dates say. */
  probationMax: z.number().int().nullable(),
  /** The art. 19 rule that sets it, in the caller's language. */
  probationRule: z.string().nullable(),
  /** This contract's place in the employment's consecutive fixed terms, when the employee and start say. */
  signingSeq: z.number().int().nullable(),
  /** Saving is allowed but HR should know (art. 14), in the caller's language. */
  warnings: z.array(z.string()),
  /** What saving would refuse, by field, in the caller's language. */
  problems: z.array(checkProblem),
});
export type LaborContractAssessment = z.infer<typeof laborContractAssessmentSchema>;

/** Beyond the kit's endpoints (docs/product/labor-contracts.md, "Endpoints"). */
export const laborContractEndpoints = defineEndpoints('laborContracts', {
  check: {
    method: 'POST',
    path: '/staffContractCtl/check',
    access: 'user',
    summary:
      'Assess a labour contract before saving: probation limit (art. 19), refusals, art. 14 warnings (third consecutive fixed term, ten years of service)',
    body: laborContractCheckSchema,
    data: laborContractAssessmentSchema,
  },
});
