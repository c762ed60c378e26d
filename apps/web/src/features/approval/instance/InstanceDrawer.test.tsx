import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { bindToast } from '../../../lib/toast.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { detail, pick, staffAnswer } from '../test-fixtures.ts';
import { InstanceDrawer } from './InstanceDrawer.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Detail = ReturnType<typeof detail>;
const done = () => ({ data: { id: 7, state: 'running' } });
const staff = staffAnswer([
  { userId: 12, name: '李四' },
  { userId: 40, name: '王五' },
  { userId: 41, name: '赵六' },
]);

function open(data: Detail, answers: Record<string, (body: unknown) => object> = {}) {
  const server = fakeServer({
    '/cAudit/instance/selectById/7': () => ({ data }),
    '/compStaffMember/getStaff': staff,
    ...answers,
  });
  render(
    <Providers>
      <InstanceDrawer id={7} onClose={() => {}} />
    </Providers>,
  );
  return server;
}

/** The dialog opened last (over the drawer), checked by its title. */
function dialog(title: string) {
  const top = within(screen.getAllByRole('dialog').at(-1)!);
  expect(top.getByText(title)).toBeTruthy();
  return top;
}
const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  bindToast((kind, content) => toasts.push(`${kind}: ${content}`));
});

describe('InstanceDrawer', () => {
  it('rejects with a reason and sends the instance back to the initiator', async () => {
    const { bodiesOf } = open(
      detail({
        sendBackTargets: [
          { kind: 'initiator', nodeId: null, name: '张三' },
          { kind: 'node', nodeId: 'node_1', name: '主管审批' },
        ],
      }),
      { '/cAudit/instance/reject': done },
    );
    fireEvent.click(await screen.findByRole('button', { name: /拒\s*绝/ }));
    const reject = dialog('拒绝审批');
    expect(reject.getByLabelText('结束审批')).toHaveProperty('checked', true);
    expect(reject.getByLabelText('退回到「主管审批」')).toBeTruthy();
    // A reason is required.
    expect(reject.getByRole('button', { name: /拒\s*绝/ })).toHaveProperty('disabled', true);
    fireEvent.change(reject.getByLabelText('拒绝理由'), { target: { value: '金额超出预算' } });
    fireEvent.click(reject.getByLabelText('退回发起人'));
    fireEvent.click(reject.getByRole('button', { name: /退\s*回/ }));
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/reject')).toEqual([
        { taskId: 21, comment: '金额超出预算', backTo: { kind: 'initiator' } },
      ]),
    );
  });

  it('rejects to end the approval when the template sends nothing back', async () => {
    const { bodiesOf } = open(detail(), { '/cAudit/instance/reject': done });
    fireEvent.click(await screen.findByRole('button', { name: /拒\s*绝/ }));
    const reject = dialog('拒绝审批');
    expect(reject.queryByText('结束审批')).toBeNull();
    fireEvent.change(reject.getByLabelText('拒绝理由'), { target: { value: '重复申请' } });
    fireEvent.click(reject.getByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/reject')).toEqual([{ taskId: 21, comment: '重复申请' }]),
    );
  });

  it('adds two signers before the approver, all of them to agree', async () => {
    const { bodiesOf } = open(detail({ canAddSign: true }), { '/cAudit/instance/addSign': done });
    fireEvent.click(await screen.findByRole('button', { name: /加\s*签/ }));
    await pick('加签人', '王五');
    await pick('加签人', '赵六');
    const addSign = dialog('加签');
    fireEvent.click(addSign.getByLabelText('在我之前（加签人审批后再回到我）'));
    fireEvent.click(addSign.getByLabelText('会签（须所有人同意）'));
    fireEvent.change(addSign.getByLabelText('加签说明'), { target: { value: '请法务把关' } });
    fireEvent.click(addSign.getByRole('button', { name: /加\s*签/ }));
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/addSign')).toEqual([
        { taskId: 21, userIds: [40, 41], position: 'before', mode: 'all', comment: '请法务把关' },
      ]),
    );
  });

  it('offers 加签 only when the template allows it', async () => {
    open(detail({ canAddSign: false }));
    await screen.findByRole('button', { name: /同\s*意/ });
    expect(screen.queryByRole('button', { name: /加\s*签/ })).toBeNull();
  });

  it('comments with an @mention', async () => {
    const { bodiesOf } = open(detail({ myTaskId: null }), { '/cAudit/instance/comment': done });
    fireEvent.change(await screen.findByLabelText('评论内容'), { target: { value: '发票已补交，请查收' } });
    await pick('@提醒谁看', '王五');
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/comment')).toEqual([
        { id: 7, comment: '发票已补交，请查收', attachments: [], mentions: [40] },
      ]),
    );
  });

  it('urges the approvers, and says the server’s reason when it is too soon', async () => {
    let answered = 0;
    const { bodiesOf } = open(detail({ myTaskId: null, canUrge: true, canWithdraw: true }), {
      '/cAudit/instance/urge': () =>
        answered++ === 0 ? done() : { code: 429, message: '每小时只能催办一次' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /催\s*办/ }));
    await waitFor(() => expect(toasts).toEqual(['success: 已催办']));
    fireEvent.click(screen.getByRole('button', { name: /催\s*办/ }));
    await waitFor(() => expect(toasts).toEqual(['success: 已催办', 'error: 每小时只能催办一次']));
    expect(bodiesOf('/cAudit/instance/urge')).toEqual([{ id: 7 }, { id: 7 }]);
  });

  it('labels the new steps of the timeline: sent back, 加签 with the person, a timeout by the system', async () => {
    const event = (id: number, patch: Partial<Detail['events'][number]>) => ({
      id,
      at: '2026-11-25T02:00:00.000Z',
      userId: 12,
      name: '李四',
      action: 'approve',
      nodeId: null,
      comment: null,
      attachments: [],
      targetUserId: null,
      ...patch,
    });
    open(
      detail({
        myTaskId: null,
        flow: {
          nodes: [
            {
              type: 'approver',
              id: 'node_1',
              name: '主管审批',
              mode: 'sequential',
              userIds: [12],
              source: 'resolved',
              passedUserIds: [],
            },
          ],
          branches: {},
        },
        picked: { users: { '40': '王五' }, departments: {} },
        events: [
          event(2, { action: 'addSign', targetUserId: 40 }),
          event(3, { action: 'sendBack', nodeId: 'node_1', comment: '请补发票' }),
          event(4, { action: 'sendBack' }),
          event(5, { action: 'timeout', userId: null, name: null }),
          event(6, { action: 'somethingNew' }),
        ],
      }),
    );
    expect(await screen.findByText('加签 王五')).toBeTruthy();
    expect(screen.getByText('退回到「主管审批」')).toBeTruthy();
    expect(screen.getByText('退回给发起人')).toBeTruthy();
    expect(screen.getByText('超时自动处理')).toBeTruthy();
    expect(screen.getAllByText('系统').length).toBeGreaterThan(0);
    expect(screen.getByText('处理了审批')).toBeTruthy();
  });

  it('re-submits a rejected instance as a new draft and opens it pre-filled', async () => {
    const rejected = detail({ state: 'rejected', myTaskId: null, canResubmit: true });
    const copy = detail({ id: 9, state: 'draft', myTaskId: null, values: { field_1: '6000.00' } });
    const { bodiesOf } = open(rejected, {
      '/cAudit/instance/resubmit': () => ({ data: { id: 9, state: 'draft' } }),
      '/cAudit/instance/selectById/9': () => ({ data: copy }),
      '/cAudit/instance/preview': () => ({
        data: { flow: { nodes: [], branches: {} }, people: [], choices: [] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '再次提交' }));
    await waitFor(() => expect(bodiesOf('/cAudit/instance/resubmit')).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const form = within(screen.getAllByRole('dialog').at(-1)!);
    expect(await form.findByLabelText('金额')).toHaveProperty('value', '6000.00');
    expect(form.getByRole('button', { name: '存草稿' })).toBeTruthy();
  });
});
