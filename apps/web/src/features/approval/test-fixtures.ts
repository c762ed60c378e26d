import type { ApprovalInstanceDetail } from '@renli/contracts';
import { fireEvent, screen } from '@testing-library/react';

/**
 * Answers of the approval endpoints for the screen tests: 张三 (11) asked for a 6000 reimbursement,
 * 李四 (12) is to approve it.
 */
export const summary = {
  id: 7,
  serialNo: 'SP20261125-0001',
  title: '张三的报销',
  templateId: 3,
  templateName: '报销',
  icon: 'approval',
  type: 'general',
  state: 'running',
  initiatorUserId: 11,
  initiatorName: '张三',
  submittedAt: '2026-11-25 09:00',
  finishedAt: null,
  updatedAt: '2026-11-25T01:00:00.000Z',
  taskId: 21,
  unread: false,
} as const;

export const detail = (patch: Partial<ApprovalInstanceDetail> = {}): ApprovalInstanceDetail => ({
  ...summary,
  version: 1,
  form: { fields: [{ key: 'field_1', kind: 'money', label: '金额', required: true, showCapital: true }] },
  values: { field_1: '6000.00' },
  flow: null,
  tasks: [
    {
      id: 21,
      nodeId: 'node_1',
      userId: 12,
      name: '李四',
      state: 'pending',
      ordinal: 0,
      actedAt: null,
      comment: null,
    },
  ],
  cc: [],
  events: [
    {
      id: 1,
      at: '2026-11-25T01:00:00.000Z',
      userId: 11,
      name: '张三',
      action: 'submit',
      nodeId: null,
      comment: null,
      attachments: [],
      targetUserId: null,
    },
  ],
  picked: { users: {}, departments: {} },
  myTaskId: 21,
  canWithdraw: false,
  canUrge: false,
  sendBackTargets: [],
  canAddSign: false,
  canEdit: false,
  canResubmit: false,
  chosen: {},
  ...patch,
});

/** The address book's answer (`getStaff`) listing these people of the company. */
export const staffAnswer = (people: { userId: number; name: string }[]) => () => ({
  data: {
    result: {
      list: people.map(({ userId, name }) => ({
        staffId: userId + 100,
        userId,
        staffName: name,
        jobNo: null,
        staffPhotoWebAddr: null,
        deptName: null,
        position: null,
        employeeType: 1,
        mobile: null,
      })),
      total: people.length,
      pageNum: 1,
      pageSize: 100,
    },
  },
});

/** Opens the select labelled `label` and clicks the option reading `text`. */
export async function pick(label: string, text: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByText(text, { selector: '.ant-select-item-option-content' }));
}
