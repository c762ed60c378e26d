import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { NotificationBell } from './NotificationBell.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['notifications', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reminder = (id: number, readAt: string | null = null) => ({
  id,
  type: 'approval',
  title: `提醒${id}`,
  content: '内容',
  link: null,
  readAt,
  createdAt: new Date().toISOString(),
});

const renderBell = () =>
  render(
    <Providers>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </Providers>,
  );

describe('NotificationBell', () => {
  it('shows the unread count, capped at 99+', async () => {
    fakeServer({
      '/cNewsRemind/selectNoReadNewsCount': () => ({ data: { total: 120, byType: { approval: 120 } } }),
    });
    renderBell();
    await screen.findByText('99+');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('通知，120 条未读');
  });

  it('loads the latest five only when opened and links to the full list', async () => {
    const { calls, bodiesOf } = fakeServer({
      '/cNewsRemind/selectNoReadNewsCount': () => ({ data: { total: 3, byType: { approval: 3 } } }),
      '/cNewsRemind/selectNewsRemindByType': () => ({
        data: {
          list: [1, 2, 3, 4, 5].map((id) => reminder(id, id > 3 ? 'x' : null)),
          total: 9,
          pageNum: 1,
          pageSize: 5,
        },
      }),
    });
    renderBell();
    await screen.findByText('3');
    expect(calls.some((c) => c.path.includes('selectNewsRemindByType'))).toBe(false);

    fireEvent.click(screen.getByTestId('notification-bell'));
    await screen.findByText('提醒5');
    expect(bodiesOf('/cNewsRemind/selectNewsRemindByType')).toEqual([{ pageNum: 1, pageSize: 5 }]);
    expect(screen.getByRole('link', { name: '查看全部' }).getAttribute('href')).toBe(
      '/oa/notifications/list',
    );
  });

  it('shows an empty state when there is nothing', async () => {
    fakeServer({
      '/cNewsRemind/selectNoReadNewsCount': () => ({ data: { total: 0, byType: {} } }),
      '/cNewsRemind/selectNewsRemindByType': () => ({
        data: { list: [], total: 0, pageNum: 1, pageSize: 5 },
      }),
    });
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    await screen.findByText('暂无通知');
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('通知'),
    );
  });
});
