import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { detail, summary } from '../test-fixtures.ts';
import { TodoPage } from './TodoPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (list: unknown[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 50 } });

describe('TodoPage', () => {
  it('lists what waits for me as cards, opens one and approves it with a comment', async () => {
    const { bodiesOf } = fakeServer({
      // Before selectTodo, whose path starts the same.
      '/cAudit/instance/selectTodoCount': () => ({ data: { count: 1 } }),
      '/cAudit/instance/selectTodo': () => page([summary]),
      '/cAudit/instance/selectById/7': () => ({ data: detail() }),
      '/cAudit/instance/approve': () => ({ data: { id: 7, state: 'approved' } }),
    });
    render(
      <Providers>
        <MemoryRouter>
          <TodoPage />
        </MemoryRouter>
      </Providers>,
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: /待我审批/ }).textContent).toBe('待我审批1'));
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

  it('opens the instance a link names (?id=, the chat card and the bell) over the list', async () => {
    fakeServer({
      '/cAudit/instance/selectTodoCount': () => ({ data: { count: 0 } }),
      '/cAudit/instance/selectTodo': () => page([]),
      '/cAudit/instance/selectDone': () => page([]),
      '/cAudit/instance/selectById/7': () => ({ data: detail() }),
    });
    render(
      <Providers>
        <MemoryRouter initialEntries={['/oa/approve/list?id=7']}>
          <TodoPage />
        </MemoryRouter>
      </Providers>,
    );
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('¥6000.00')).toBeTruthy();
  });
});
