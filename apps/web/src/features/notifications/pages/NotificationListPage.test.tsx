import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { NotificationListPage } from './NotificationListPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['notifications', 'common']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reminder = (id: number, type: string, readAt: string | null = null) => ({
  id,
  type,
  title: `提醒${id}`,
  content: '内容',
  link: null,
  readAt,
  createdAt: new Date().toISOString(),
});

function setUp() {
  const server = fakeServer({
    '/cNewsRemind/selectNoReadNewsCount': () => ({ data: { total: 2, byType: { approval: 1, system: 1 } } }),
    '/cNewsRemind/selectNewsRemindByType': () => ({
      data: {
        list: [
          reminder(11, 'approval'),
          reminder(12, 'system'),
          reminder(13, 'system', '2026-11-01T00:00:00Z'),
        ],
        total: 23,
        pageNum: 1,
        pageSize: 10,
      },
    }),
    '/cNewsRemind/read': () => ({ data: { changed: 1 } }),
    '/cNewsRemind/readAll': () => ({ data: { changed: 2 } }),
    '/cNewsRemind/delete': () => ({ data: { deleted: 1 } }),
  });
  render(
    <Providers>
      <MemoryRouter>
        <NotificationListPage />
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const listBodies = (bodiesOf: (s: string) => unknown[]) => bodiesOf('/cNewsRemind/selectNewsRemindByType');

describe('NotificationListPage', () => {
  it('filters by type tab and read state, starting again from page 1', async () => {
    const { bodiesOf } = setUp();
    await screen.findByText('提醒11');
    expect(listBodies(bodiesOf).at(-1)).toEqual({ pageNum: 1, pageSize: 10 });

    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(listBodies(bodiesOf).at(-1)).toEqual({ pageNum: 2, pageSize: 10 }));
    fireEvent.click(screen.getByRole('tab', { name: /审批提醒/ }));
    await waitFor(() =>
      expect(listBodies(bodiesOf).at(-1)).toEqual({ type: 'approval', pageNum: 1, pageSize: 10 }),
    );
    fireEvent.click(screen.getByRole('radio', { name: '未读' }));
    await waitFor(() =>
      expect(listBodies(bodiesOf).at(-1)).toEqual({
        type: 'approval',
        read: false,
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });

  it('marks selected reminders read, all read, and deletes after confirming', async () => {
    const { bodiesOf } = setUp();
    await screen.findByText('提醒11');
    // Each change fetches the page and the unread count again (their keys are the endpoints' paths).
    const fetched = () => [
      listBodies(bodiesOf).length,
      bodiesOf('/cNewsRemind/selectNoReadNewsCount').length,
    ];
    const fetchedAgain = async (before: number[]) =>
      waitFor(() => expect(fetched().map((count, i) => count > before[i]!)).toEqual([true, true]));
    const markRead = screen.getByRole('button', { name: '标为已读' });
    expect(markRead.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(rowOf('提醒11')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('提醒12')).getByRole('checkbox'));
    let before = fetched();
    fireEvent.click(markRead);
    await waitFor(() => expect(bodiesOf('/cNewsRemind/read')).toEqual([{ ids: [11, 12] }]));
    await fetchedAgain(before);

    fireEvent.click(within(rowOf('提醒13')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('确定删除选中的 1 条通知吗？');
    before = fetched();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/cNewsRemind/delete')).toEqual([{ ids: [13] }]));
    await fetchedAgain(before);

    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(bodiesOf('/cNewsRemind/readAll')).toHaveLength(1));
  });
});
