import { z } from 'zod';
import type { ApprovalForm } from '../approval/form.ts';
import { employeeTypeSchema } from '../org.ts';
import {
  CLIENT_COMPANY_MAX,
  jobFactsSchema,
  SALARY_GRADE_MAX,
  WORK_LOCATION_MAX,
} from '../staff-hr/employment.ts';
import { EmployeeType } from '../user-types.ts';
import { baseFieldLabels, type FieldSpec, type Label, type ResourceFields } from './fields.ts';
import { type ResourceContract, resourceRowBase, updateSchemaOf } from './resource.ts';

/**
 * 转正, 调动 and 离职 (docs/product/staff.md, "转正, 调动 and 离职"): one record per change of an
 * employment, asked for by HR or by the employee, confirmed (possibly after approval) into an
 * effective-dated version of the employment, or cancelled.
 */

export const StaffChangeKind = { REGULARIZE: 1, TRANSFER: 2, DIMISSION: 3 } as const;
export type StaffChangeKind = (typeof StaffChangeKind)[keyof typeof StaffChangeKind];

/** 1 待处理 (created or requested), 2 已确认 (a version is scheduled), 3 已撤销. */
export const StaffChangeStatus = { PENDING: 1, CONFIRMED: 2, CANCELLED: 3 } as const;
export type StaffChangeStatus = (typeof StaffChangeStatus)[keyof typeof StaffChangeStatus];

/** What people see: a confirmed change is 待生效 until its version's first day, then 已生效. */
export const StaffChangeStage = { PENDING: 1, SCHEDULED: 2, EFFECTIVE: 3, CANCELLED: 4 } as const;
export type StaffChangeStage = (typeof StaffChangeStage)[keyof typeof StaffChangeStage];

/**
 * The stage of a change on China's `today`: it is the version's first day (`effectiveFrom`, the day
 * after the last working day for 离职) that decides, as it decides when the sweep applies it.
 */
export function stageOf(status: number, effectiveFrom: string, today: string): StaffChangeStage {
  if (status === StaffChangeStatus.CANCELLED) return StaffChangeStage.CANCELLED;
  if (status === StaffChangeStatus.PENDING) return StaffChangeStage.PENDING;
  return effectiveFrom <= today ? StaffChangeStage.EFFECTIVE : StaffChangeStage.SCHEDULED;
}

/** The approval type whose template a confirmation waits for, by kind (docs/product/approval.md). */
export const STAFF_CHANGE_APPROVAL_TYPES = {
  [StaffChangeKind.REGULARIZE]: 'staffRegularize',
  [StaffChangeKind.TRANSFER]: 'staffTransfer',
  [StaffChangeKind.DIMISSION]: 'staffDimission',
} as const;
export type StaffChangeApprovalType = (typeof STAFF_CHANGE_APPROVAL_TYPES)[StaffChangeKind];

/**
 * 离职类型, grouped by the tens digit: 1x 主动 (voluntary), 2x 被动 (the company's decision), 3x 其他.
 */
export const DIMISSION_REASON_GROUPS = {
  1: { 'zh-CN': '主动离职', en: 'Voluntary' },
  2: { 'zh-CN': '被动离职', en: 'Involuntary' },
  3: { 'zh-CN': '其他', en: 'Other' },
} as const satisfies Record<number, Label>;
export type DimissionReasonGroup = keyof typeof DIMISSION_REASON_GROUPS;

export const DIMISSION_REASON_TYPES = [
  { value: 11, label: { 'zh-CN': '个人发展', en: 'Career development' } },
  { value: 12, label: { 'zh-CN': '薪资福利', en: 'Pay and benefits' } },
  { value: 13, label: { 'zh-CN': '家庭原因', en: 'Family reasons' } },
  { value: 14, label: { 'zh-CN': '健康原因', en: 'Health reasons' } },
  { value: 15, label: { 'zh-CN': '其他', en: 'Other' } },
  { value: 21, label: { 'zh-CN': '辞退', en: 'Dismissal' } },
  { value: 22, label: { 'zh-CN': '协商解除', en: 'Termination by agreement' } },
  { value: 23, label: { 'zh-CN': '合同到期不续签', en: 'Contract not renewed' } },
  { value: 24, label: { 'zh-CN': '试用期不合格', en: 'Failed probation' } },
  { value: 31, label: { 'zh-CN': '退休', en: 'Retirement' } },
] as const;
export type DimissionReasonType = (typeof DIMISSION_REASON_TYPES)[number]['value'];

export const dimissionReasonGroupOf = (reasonType: number): DimissionReasonGroup =>
  Math.floor(reasonType / 10) as DimissionReasonGroup;

export const dimissionReasonTypeSchema = z
  .number()
  .int()
  .refine((value) => DIMISSION_REASON_TYPES.some((type) => type.value === value), 'staffChange.reasonType');

/** 离职交接清单: what HR ticks off before the last day (labels are the web's). */
export const DIMISSION_CHECKLIST_KEYS = [
  'handover',
  'assets',
  'accounts',
  'salary',
  'socialInsurance',
  'certificate',
] as const;
export type DimissionChecklistKey = (typeof DIMISSION_CHECKLIST_KEYS)[number];

export const checklistItemSchema = z.object({
  key: z.enum(DIMISSION_CHECKLIST_KEYS),
  done: z.boolean(),
  /** Who ticked it, by name as it was then, and when (ISO). */
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** Job facts with the names of their department, position and rank (a change's before and after). */
export const namedJobFactsSchema = jobFactsSchema.extend({
  deptName: z.string().nullable(),
  positionName: z.string().nullable(),
  rankName: z.string().nullable(),
});
export type NamedJobFacts = z.infer<typeof namedJobFactsSchema>;

export const STAFF_CHANGE_TEXT_MAX = 500;
export const CANCEL_REASON_MAX = 200;

const kindSchema = z.union([
  z.literal(StaffChangeKind.REGULARIZE),
  z.literal(StaffChangeKind.TRANSFER),
  z.literal(StaffChangeKind.DIMISSION),
]);
const refId = z.number().int().positive().nullable().optional();
const text = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * A change as HR asks for it. Which fields count depends on the kind: 转正 `evaluation` and
 * `newSalaryGrade`; 调动 the `new*` facts (a blank keeps the current value); 离职 `reasonType`,
 * `handoverStaffId`, and `effectiveDate` is the last working day. `reason` is 调动's and 离职's.
 */
const create = z.object({
  kind: kindSchema,
  staffId: z.number().int().positive(),
  effectiveDate: z.iso.date(),
  newDeptId: refId,
  newPositionId: refId,
  newRankId: refId,
  newEmployeeType: employeeTypeSchema.nullable().optional(),
  newWorkLocation: text(WORK_LOCATION_MAX),
  newClientCompany: text(CLIENT_COMPANY_MAX),
  newSalaryGrade: text(SALARY_GRADE_MAX),
  evaluation: text(STAFF_CHANGE_TEXT_MAX),
  reasonType: dimissionReasonTypeSchema.nullable().optional(),
  reason: text(STAFF_CHANGE_TEXT_MAX),
  handoverStaffId: refId,
});
export type StaffChangeCreate = z.infer<typeof create>;

const stageSchema = z.union([
  z.literal(StaffChangeStage.PENDING),
  z.literal(StaffChangeStage.SCHEDULED),
  z.literal(StaffChangeStage.EFFECTIVE),
  z.literal(StaffChangeStage.CANCELLED),
]);

export const staffChangeSchemas = {
  row: resourceRowBase.extend({
    kind: kindSchema,
    staffId: z.number().int(),
    /** The employee's name when the change was asked for. */
    staffName: z.string(),
    /** The employee type before the change (HRM 1, HRO 2): whose admins see it. */
    employeeType: z.number().int(),
    /** The department before the change. */
    deptName: z.string().nullable(),
    /** 转正日期, 调动生效日期, or 离职's last working day. */
    effectiveDate: z.string(),
    /** The first day of the version: the effective date, or the day after the last working day. */
    effectiveFrom: z.string(),
    status: z.number().int(),
    stage: stageSchema,
    /** What changes, in words of the caller's language ("部门：研发部 → 市场部"). */
    summary: z.string(),
    evaluation: z.string().nullable(),
    reasonType: z.number().int().nullable(),
    reason: z.string().nullable(),
    handoverStaffId: z.number().int().nullable(),
    handoverName: z.string().nullable(),
    checklist: z.array(checklistItemSchema),
    /** The employment version it scheduled, once confirmed. */
    versionId: z.number().int().nullable(),
    /** Whether the employee asked for it themselves. */
    selfRequested: z.boolean(),
    cancelReason: z.string().nullable(),
    /** The open approval it waits for, if any (审批中). */
    approvalId: z.number().int().nullable(),
  }),
  create,
  // Nothing is edited in place: dates move through `updateDate`, the rest is cancelled and asked again.
  update: updateSchemaOf(z.object({})),
  filter: z.object({
    kind: kindSchema.optional(),
    employeeType: employeeTypeSchema.optional(),
    stage: stageSchema.optional(),
    /** Any of these stages (离职's 待离职 tab: 待处理 and 待生效). */
    stages: z.array(stageSchema).min(1).max(4).optional(),
    staffName: z.string().trim().max(30).optional(),
    reasonType: dimissionReasonTypeSchema.optional(),
  }),
};
export type StaffChange = z.infer<typeof staffChangeSchemas.row>;

const employeeTypeOptions = [
  { value: EmployeeType.HRM, label: { 'zh-CN': '内部员工（HRM）', en: 'Internal (HRM)' }, color: 'blue' },
  { value: EmployeeType.HRO, label: { 'zh-CN': '外包员工（HRO）', en: 'Outsourced (HRO)' }, color: 'purple' },
];

const fields = {
  kind: {
    label: { 'zh-CN': '异动类型', en: 'Change' },
    in: ['detail', 'export'],
    options: [
      { value: StaffChangeKind.REGULARIZE, label: { 'zh-CN': '转正', en: 'Confirmation' } },
      { value: StaffChangeKind.TRANSFER, label: { 'zh-CN': '调动', en: 'Transfer' } },
      { value: StaffChangeKind.DIMISSION, label: { 'zh-CN': '离职', en: 'Dimission' } },
    ],
  },
  staffName: { label: { 'zh-CN': '姓名', en: 'Name' }, in: ['list', 'filter', 'detail', 'export'] },
  staffId: {
    label: { 'zh-CN': '员工', en: 'Employee' },
    in: ['form'],
    widget: 'reference',
    ref: 'staff',
    display: 'staffName',
  },
  employeeType: {
    label: { 'zh-CN': '员工类型', en: 'Employee type' },
    in: ['list', 'detail', 'export'],
    options: employeeTypeOptions,
    hidden: true,
  },
  deptName: { label: { 'zh-CN': '部门', en: 'Department' }, in: ['list', 'detail', 'export'] },
  effectiveDate: {
    label: { 'zh-CN': '生效日期', en: 'Effective date' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'date',
  },
  summary: { label: { 'zh-CN': '异动内容', en: 'What changes' }, in: ['list', 'detail', 'export'] },
  newDeptId: {
    label: { 'zh-CN': '调入部门', en: 'New department' },
    in: ['form'],
    widget: 'reference',
    ref: 'department',
  },
  newPositionId: {
    label: { 'zh-CN': '新职位', en: 'New position' },
    in: ['form'],
    widget: 'reference',
    ref: 'position',
  },
  newRankId: { label: { 'zh-CN': '新职级', en: 'New rank' }, in: ['form'], widget: 'reference', ref: 'rank' },
  newEmployeeType: {
    label: { 'zh-CN': '新员工类型', en: 'New employee type' },
    in: ['form'],
    options: employeeTypeOptions,
  },
  newWorkLocation: { label: { 'zh-CN': '新工作地点', en: 'New work location' }, in: ['form'] },
  newClientCompany: { label: { 'zh-CN': '新派驻客户', en: 'New client company' }, in: ['form'] },
  newSalaryGrade: { label: { 'zh-CN': '新薪资等级', en: 'New salary grade' }, in: ['form'] },
  evaluation: {
    label: { 'zh-CN': '转正评价', en: 'Evaluation' },
    in: ['form', 'detail', 'export'],
    widget: 'textarea',
  },
  reasonType: {
    label: { 'zh-CN': '离职类型', en: 'Reason type' },
    in: ['list', 'filter', 'form', 'detail', 'export'],
    options: DIMISSION_REASON_TYPES,
  },
  reason: {
    label: { 'zh-CN': '原因说明', en: 'Reason' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'textarea',
    hidden: true,
  },
  handoverStaffId: {
    label: { 'zh-CN': '工作交接人', en: 'Handover to' },
    in: ['list', 'form', 'detail', 'export'],
    widget: 'reference',
    ref: 'staff',
    display: 'handoverName',
  },
  selfRequested: {
    label: { 'zh-CN': '本人申请', en: 'Asked by employee' },
    in: ['list', 'detail', 'export'],
  },
  stage: {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['list', 'filter', 'detail', 'export'],
    options: [
      { value: StaffChangeStage.PENDING, label: { 'zh-CN': '待处理', en: 'To handle' }, color: 'orange' },
      { value: StaffChangeStage.SCHEDULED, label: { 'zh-CN': '待生效', en: 'Scheduled' }, color: 'blue' },
      { value: StaffChangeStage.EFFECTIVE, label: { 'zh-CN': '已生效', en: 'In effect' }, color: 'green' },
      { value: StaffChangeStage.CANCELLED, label: { 'zh-CN': '已撤销', en: 'Cancelled' }, color: 'default' },
    ],
  },
  cancelReason: { label: { 'zh-CN': '撤销原因', en: 'Why cancelled' }, in: ['detail', 'export'] },
  // Declared for their labels only: the timeline names what a confirmation or a date move changed.
  status: {
    label: { 'zh-CN': '处理状态', en: 'Handling' },
    in: [],
    options: [
      { value: StaffChangeStatus.PENDING, label: { 'zh-CN': '待处理', en: 'To handle' } },
      { value: StaffChangeStatus.CONFIRMED, label: { 'zh-CN': '已确认', en: 'Confirmed' } },
      { value: StaffChangeStatus.CANCELLED, label: { 'zh-CN': '已撤销', en: 'Cancelled' } },
    ],
  },
  effectiveFrom: { label: { 'zh-CN': '生效起始日', en: 'In effect from' }, in: [], widget: 'date' },
  versionId: { label: { 'zh-CN': '档案变动编号', en: 'Employment version' }, in: [] },
  checklist: { label: { 'zh-CN': '交接清单', en: 'Handover checklist' }, in: [] },
  createdAt: {
    label: baseFieldLabels.createdAt,
    in: ['list', 'detail', 'export'],
    widget: 'datetime',
    hidden: true,
  },
} as const satisfies ResourceFields;

export const staffChangeResource = {
  prefix: '/staffChange',
  name: 'staffChange',
  title: { 'zh-CN': '人事异动', en: 'Staff changes' },
  // Created by the kit's insert (and the spec's initiate endpoints); never edited or deleted, only cancelled.
  operations: ['selectPage', 'selectById', 'insert', 'export'],
  schemas: staffChangeSchemas,
  fields,
  sortFields: ['effectiveDate', 'staffName', 'createdAt', 'updatedAt'],
  transitions: {
    confirmOfficial: {},
    confirmTransfer: {},
    confirmDimission: {},
    cancel: { input: z.object({ reason: z.string().trim().min(1).max(CANCEL_REASON_MAX) }) },
  },
} as const satisfies ResourceContract;

type FieldKey = keyof typeof fields;

/** Every tab starts with who changes and from when. */
const WHO_AND_WHEN: FieldKey[] = ['staffName', 'staffId', 'employeeType', 'deptName', 'effectiveDate'];

/** Each tab's columns and form fields, and what its date is called. */
const KIND_VIEWS: Record<StaffChangeKind, { keys: FieldKey[]; date: Label; title: Label }> = {
  [StaffChangeKind.REGULARIZE]: {
    keys: [...WHO_AND_WHEN, 'summary', 'newSalaryGrade', 'evaluation'],
    date: { 'zh-CN': '转正日期', en: 'Confirmation date' },
    title: { 'zh-CN': '转正记录', en: 'Confirmations' },
  },
  [StaffChangeKind.TRANSFER]: {
    keys: [
      ...WHO_AND_WHEN,
      'summary',
      'newDeptId',
      'newPositionId',
      'newRankId',
      'newEmployeeType',
      'newWorkLocation',
      'newClientCompany',
      'newSalaryGrade',
      'reason',
    ],
    date: { 'zh-CN': '调动生效日期', en: 'Transfer date' },
    title: { 'zh-CN': '调动记录', en: 'Transfers' },
  },
  [StaffChangeKind.DIMISSION]: {
    keys: [...WHO_AND_WHEN, 'reasonType', 'reason', 'handoverStaffId'],
    date: { 'zh-CN': '最后工作日', en: 'Last working day' },
    title: { 'zh-CN': '离职记录', en: 'Dimissions' },
  },
};
/** Every tab shows these too. */
const COMMON_KEYS: FieldKey[] = [
  'selfRequested',
  'stage',
  'cancelReason',
  'createdAt',
  'status',
  'effectiveFrom',
  'versionId',
  'checklist',
];

/**
 * The contract as one tab of 转正, 调动 or 离职 shows it: that kind's fields only, the date under its
 * own name. Same prefix and name, so the server and the cache see one resource.
 */
export function staffChangeResourceOf(kind: StaffChangeKind) {
  const view = KIND_VIEWS[kind];
  const wanted = new Set<FieldKey>([...view.keys, ...COMMON_KEYS]);
  const picked: Record<string, FieldSpec> = {};
  for (const [key, spec] of Object.entries(fields) as [FieldKey, FieldSpec][]) {
    if (wanted.has(key)) picked[key] = key === 'effectiveDate' ? { ...spec, label: view.date } : spec;
  }
  return { ...staffChangeResource, title: view.title, fields: picked as ResourceFields };
}

/** What the date of a kind is called (forms and dialogs outside the list). */
export const staffChangeDateLabel = (kind: StaffChangeKind): Label => KIND_VIEWS[kind].date;

/** The default checklist of a new 离职: nothing ticked yet. */
export const newDimissionChecklist = (): ChecklistItem[] =>
  DIMISSION_CHECKLIST_KEYS.map((key) => ({ key, done: false, doneBy: null, doneAt: null }));

/**
 * The form a company's template of these approval types starts with (the designer fills it in when
 * the type is chosen), and which the confirmation fills: who, their department, the date and what
 * changes. An admin may add optional fields; these must stay (docs/product/staff.md).
 */
export function staffChangeApprovalForm(kind: StaffChangeKind): ApprovalForm {
  return {
    fields: [
      { key: 'staffName', kind: 'text', label: '员工', required: true, maxLength: 200 },
      { key: 'department', kind: 'text', label: '部门', required: false, maxLength: 200 },
      {
        key: 'effectiveDate',
        kind: 'date',
        label: KIND_VIEWS[kind].date['zh-CN'],
        required: true,
        precision: 'day',
      },
      { key: 'summary', kind: 'textarea', label: '异动内容', required: true, maxLength: 2000 },
      { key: 'reason', kind: 'textarea', label: '原因说明', required: false, maxLength: 2000 },
    ],
  };
}
