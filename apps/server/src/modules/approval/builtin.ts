import {
  type ApprovalFlow,
  ATTENDANCE_APPROVAL_FORMS,
  type FlowNode,
  type FormField,
  type TemplateSave,
} from '@renli/contracts';
import type { Tx } from '../../db/client.ts';
import { publishTemplate, writeTemplate } from './templates.ts';

/**
 * The templates every company starts with (docs/product/approval.md, "Templates"), published and
 * open to everyone. Their names and fields are company data, written in Chinese like the rest of a
 * company's own records; an admin edits or disables them like any other template.
 */

const head = (id: string, level: number, name: string): FlowNode => ({
  type: 'approver',
  id,
  name,
  approvers: { kind: 'head', level, upTo: false },
  mode: 'sequential',
  empty: { kind: 'admin' },
});
const ccAdmins: FlowNode = {
  type: 'cc',
  id: 'ccHr',
  name: '抄送人事',
  recipients: [{ kind: 'role', role: 'hrmAdmin' }],
};
const flow = (...nodes: FlowNode[]): ApprovalFlow => ({
  nodes,
  dedupe: 'consecutive',
  sendBack: 'earlier',
  addSign: true,
});
const options = (...labels: string[]) => labels.map((label, i) => ({ value: `o${i + 1}`, label }));
const files: FormField = { key: 'files', kind: 'attachment', label: '附件', required: false, maxCount: 9 };

type Builtin = Omit<TemplateSave, 'initiators'>;

const BUILTINS: Builtin[] = [
  // 请假, 加班, 补卡 and 出差 are started by attendance requests only, with the values their forms
  // name (docs/product/attendance.md, "Leave, overtime, 补卡 and trips").
  {
    name: '请假',
    icon: 'leave',
    group: '考勤',
    type: 'leave',
    form: ATTENDANCE_APPROVAL_FORMS.leave,
    flow: flow(head('head1', 1, '直属主管'), ccAdmins),
  },
  {
    name: '加班',
    icon: 'overtime',
    group: '考勤',
    type: 'overtime',
    form: ATTENDANCE_APPROVAL_FORMS.overtime,
    flow: flow(head('head1', 1, '直属主管')),
  },
  {
    name: '补卡',
    icon: 'punch',
    group: '考勤',
    type: 'missedPunch',
    form: ATTENDANCE_APPROVAL_FORMS.missedPunch,
    flow: flow(head('head1', 1, '直属主管')),
  },
  {
    name: '出差',
    icon: 'trip',
    group: '行政',
    type: 'trip',
    form: ATTENDANCE_APPROVAL_FORMS.trip,
    flow: flow(head('head1', 1, '直属主管'), head('head2', 2, '部门负责人')),
  },
  {
    name: '报销',
    icon: 'expense',
    group: '财务',
    type: 'expense',
    form: {
      fields: [
        {
          key: 'items',
          kind: 'table',
          label: '费用明细',
          required: true,
          maxRows: 50,
          columns: [
            {
              key: 'category',
              kind: 'select',
              label: '费用类型',
              required: true,
              options: options('差旅费', '交通费', '餐费', '办公用品', '招待费', '其他'),
            },
            { key: 'spentOn', kind: 'date', label: '发生日期', required: true, precision: 'day' },
            { key: 'amount', kind: 'money', label: '金额（元）', required: true, showCapital: false },
            { key: 'note', kind: 'text', label: '说明', required: false, maxLength: 100 },
          ],
          sumColumns: ['amount'],
        },
        {
          key: 'total',
          kind: 'money',
          label: '报销总额（元）',
          required: true,
          showCapital: true,
          help: '与费用明细的合计一致',
        },
        { key: 'receipts', kind: 'image', label: '票据照片', required: false, maxCount: 9 },
      ],
    },
    flow: flow(head('head1', 1, '直属主管'), {
      type: 'condition',
      id: 'byAmount',
      branches: [
        {
          id: 'over5000',
          name: '超过 5000 元',
          conditions: [{ kind: 'compare', field: 'total', op: 'gt', value: '5000' }],
          nodes: [
            {
              type: 'approver',
              id: 'manager',
              name: '公司管理员',
              approvers: { kind: 'role', role: 'companyAdmin' },
              mode: 'any',
              empty: { kind: 'admin' },
            },
          ],
        },
      ],
      otherwise: { id: 'upTo5000', name: '其他情况', nodes: [] },
    }),
  },
  {
    name: '通用审批',
    icon: 'general',
    group: '通用',
    type: 'general',
    form: {
      fields: [
        { key: 'subject', kind: 'text', label: '申请事项', required: true, maxLength: 100 },
        { key: 'content', kind: 'textarea', label: '申请内容', required: true, maxLength: 2000 },
        files,
      ],
    },
    flow: flow(head('head1', 1, '直属主管')),
  },
];

/** Writes and publishes the built-in templates for a new company (registration and the demo data). */
export async function seedBuiltinTemplates(tx: Tx, compId: number): Promise<void> {
  for (const builtin of BUILTINS) {
    const row = await writeTemplate(tx, compId, { ...builtin, initiators: { everyone: true } });
    await publishTemplate(tx, compId, row.id, null);
  }
}

export const BUILTIN_TEMPLATE_NAMES = BUILTINS.map((builtin) => builtin.name);
