import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { OrgSettingsPage } from './OrgSettingsPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['org', 'resource']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rank = {
  id: 7,
  version: 1,
  name: 'P5',
  level: 5,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('OrgSettingsPage', () => {
  it('opens on departments and loads a tab when it is chosen, one table at a time', async () => {
    const { calls } = fakeServer({
      '/cCompRank/selectPage': () => ({ data: { list: [rank], total: 1, pageNum: 1, pageSize: 10 } }),
    });
    render(
      <Providers>
        <OrgSettingsPage />
      </Providers>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['部门', '职位', '职级']);
    await waitFor(() => expect(calls.some((c) => c.path === '/cCompDepartment/selectPage')).toBe(true));
    expect(calls.some((c) => c.path.startsWith('/cCompRank'))).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: '职级' }));
    await screen.findByText('P5');
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: '级别' })).toBeTruthy();
  });
});
