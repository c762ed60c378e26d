import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { VISIT_DWELL_MS } from '../api.ts';
import { RecentMenu } from './RecentMenu.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['recent-access', 'nav']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (routeKey: string, titleKey: string) => ({
  routeKey,
  titleKey,
  accessedAt: '2026-11-23T08:00:00Z',
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderMenu(current: { routeKey?: string; titleKey: string } | null) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/oa']}>
        <RecentMenu current={current} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('RecentMenu', () => {
  it('records a menu page once it stayed on screen, and lists pages that navigate on click', async () => {
    const list = [
      entry('/staff/addressBook', 'nav:staff.addressBook'),
      entry('/oa/schedule', 'nav:oa.schedule'),
    ];
    const { bodiesOf } = fakeServer({
      '/accountCtl/selectListRecentAccesses': () => ({ data: list.slice(1) }),
      '/accountCtl/addRecentAccess': () => ({ data: list }),
    });
    renderMenu({ routeKey: '/staff/addressBook', titleKey: 'nav:staff.addressBook' });
    await waitFor(
      () =>
        expect(bodiesOf('/accountCtl/addRecentAccess')).toEqual([
          { routeKey: '/staff/addressBook', titleKey: 'nav:staff.addressBook' },
        ]),
      { timeout: VISIT_DWELL_MS + 2000 },
    );

    fireEvent.click(screen.getByTestId('recent-menu'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['通讯录', i18n.t('nav:oa.schedule')]);
    fireEvent.click(items[0]!);
    expect(screen.getByTestId('where').textContent).toBe('/staff/addressBook');
  });

  it('does not record detail pages or module roots, and says when the list is empty', async () => {
    const { bodiesOf } = fakeServer({ '/accountCtl/selectListRecentAccesses': () => ({ data: [] }) });
    const { rerender } = renderMenu({ titleKey: 'nav:oa.notifications.detail' });
    rerender(
      <Providers>
        <MemoryRouter>
          <RecentMenu current={{ routeKey: 'oa', titleKey: 'nav:oa.title' }} />
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.click(screen.getByTestId('recent-menu'));
    await screen.findByText('还没有最近使用的功能');
    await new Promise((resolve) => setTimeout(resolve, VISIT_DWELL_MS + 200));
    expect(bodiesOf('/accountCtl/addRecentAccess')).toEqual([]);
  });
});
