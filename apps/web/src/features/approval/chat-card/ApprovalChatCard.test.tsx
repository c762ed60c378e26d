import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { ApprovalChatCard } from './ApprovalChatCard.tsx';
import { approvalCardAbstract } from './card-data.ts';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A card as the server sends it (docs/chat.md, "System conversations"). */
const card = (instanceId: number) => ({
  businessID: 'approval',
  version: 1,
  kind: 'todo',
  instanceId,
  taskId: 21,
  title: '张三的报销',
  serialNo: 'SP20261125-0001',
  initiatorName: '张三',
  summary: [
    { label: '事由', value: '客户拜访打车' },
    { label: '金额', value: '¥86.50' },
  ],
});

/** The instance as `selectById` answers it to the approver: running, their task 21 pending. */
const detail = (id: number, state = 'running', myTaskId: number | null = 21) => ({
  id,
  serialNo: 'SP20261125-0001',
  title: '张三的报销',
  templateId: 3,
  templateName: '报销',
  icon: 'approval',
  type: 'general',
  state,
  initiatorUserId: 11,
  initiatorName: '张三',
  submittedAt: '2026-11-25 09:00',
  finishedAt: null,
  updatedAt: '2026-11-25T01:00:00.000Z',
  taskId: null,
  unread: false,
  version: 1,
  form: { fields: [{ key: 'reason', kind: 'text', label: '事由', required: true, maxLength: 200 }] },
  values: { reason: '客户拜访打车' },
  flow: null,
  tasks: [
    {
      id: 21,
      nodeId: 'n1',
      userId: 12,
      name: '李四',
      state: myTaskId === null ? state : 'pending',
      ordinal: 0,
      actedAt: null,
      comment: null,
    },
  ],
  cc: [],
  events: [],
  picked: { users: {}, departments: {} },
  myTaskId,
  canWithdraw: false,
  canUrge: false,
  sendBackTargets: [],
  canAddSign: false,
  canEdit: false,
  canResubmit: false,
  chosen: {},
});

describe('ApprovalChatCard', () => {
  it('shows the summary and the live state, approves the pending task and says so', async () => {
    let state = 'running';
    const { bodiesOf } = fakeServer({
      '/cAudit/instance/selectById/101': () => ({
        data: detail(101, state, state === 'running' ? 21 : null),
      }),
      '/cAudit/instance/approve': () => {
        state = 'approved';
        return { data: { id: 101, state: 'approved' } };
      },
    });
    render(<ApprovalChatCard data={card(101)} />);
    expect(screen.getByText('待你审批')).toBeTruthy();
    expect(screen.getByText('张三的报销')).toBeTruthy();
    expect(screen.getByText('编号 SP20261125-0001')).toBeTruthy();
    expect(screen.getByText('金额：')).toBeTruthy();
    expect(screen.getByText('¥86.50')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('审批中');
    expect(screen.getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe(
      '#/oa/approve/list?id=101',
    );

    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已同意'));
    expect(bodiesOf('/cAudit/instance/approve')).toEqual([{ taskId: 21 }]);
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
  });

  it('asks for the required reason before rejecting, and sends it', async () => {
    const { bodiesOf } = fakeServer({
      '/cAudit/instance/selectById/102': () => ({ data: detail(102) }),
      '/cAudit/instance/reject': () => ({ data: { id: 102, state: 'rejected' } }),
    });
    render(<ApprovalChatCard data={card(102)} />);
    fireEvent.click(await screen.findByRole('button', { name: '拒绝' }));
    const dialog = within(screen.getByRole('dialog', { name: '拒绝审批' }));
    // The reason is required: the confirm button waits for one.
    expect(dialog.getByRole('button', { name: '确认拒绝' })).toHaveProperty('disabled', true);
    fireEvent.change(dialog.getByLabelText('拒绝理由'), { target: { value: '  发票不全 ' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已拒绝'));
    expect(bodiesOf('/cAudit/instance/reject')).toEqual([{ taskId: 21, comment: '发票不全' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no buttons once someone else decided, nor for an instance it cannot read', async () => {
    fakeServer({ '/cAudit/instance/selectById/103': () => ({ data: detail(103, 'approved', null) }) });
    render(<ApprovalChatCard data={{ ...card(103), taskId: null, kind: 'cc' }} />);
    expect((await screen.findByRole('status')).textContent).toBe('已通过');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();

    fakeServer({ '/cAudit/instance/selectById/104': () => ({ code: 404, message: '审批不存在' }) });
    render(<ApprovalChatCard data={card(104)} />);
    expect((await screen.findByRole('status')).textContent).toBe('当前企业下无法查看');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads as "[审批] title" in the conversation list, and nothing for a malformed card', () => {
    expect(approvalCardAbstract(card(1), i18n.t)).toBe('[审批] 张三的报销');
    expect(approvalCardAbstract({ businessID: 'approval', kind: 'todo' }, i18n.t)).toBe('');
  });
});
