import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { TodoPage } from './TodoPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = {
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
};

const detail = {
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
      at: '2026-11-25T09:00:00',
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
};

const page = (list: unknown[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 50 } });

describe('TodoPage', () => {
  it('lists what waits for me as cards, opens one and approves it with a comment', async () => {
    const { bodiesOf } = fakeServer({
      '/cAudit/instance/selectTodo': () => page([summary]),
      '/cAudit/instance/selectById/7': () => ({ data: detail }),
      '/cAudit/instance/approve': () => ({ data: { id: 7, state: 'approved' } }),
    });
    render(
      <Providers>
        <TodoPage />
      </Providers>,
    );
    fireEvent.click(await screen.findByText('张三的报销'));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('¥6000.00')).toBeTruthy();
    expect(drawer.getByText('李四')).toBeTruthy();
    expect(drawer.getByText('提交了申请')).toBeTruthy();

    fireEvent.change(drawer.getByLabelText('审批意见'), { target: { value: '同意报销' } });
    fireEvent.click(drawer.getByRole('button', { name: /同\s*意/ }));
    await waitFor(() =>
      expect(bodiesOf('/cAudit/instance/approve')).toEqual([{ taskId: 21, comment: '同意报销' }]),
    );
  });
});
