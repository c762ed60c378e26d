import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { setToken } from '../../../lib/session.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { CompaniesPage } from './CompaniesPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['admin-members', 'admin']);
  setToken('admin', 'admin-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const company = {
  id: 20001,
  version: 3,
  compId: 20001,
  compName: 'Acme HR',
  compLabel: null,
  sysType: 1,
  status: 1,
  attestStatus: 2,
  staffCount: 20,
  ownerLogin: 'demo@renli.local',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  transitions: ['disable'],
};
const page = () => ({ data: { list: [company], total: 1, pageNum: 1, pageSize: 10, canWrite: true } });

describe('CompaniesPage', () => {
  it('sends the filters with the fixed sysType of HCompany, on the back-office session', async () => {
    const { bodiesOf, calls } = fakeServer({ '/admin/company/selectPage': page });
    render(
      <Providers>
        <CompaniesPage sysType={1} />
      </Providers>,
    );
    const row = (await screen.findByText('Acme HR')).closest('tr')!;
    // The statuses read as their declared option labels.
    for (const text of ['demo@renli.local', 'Verified', 'Active'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(bodiesOf('/admin/company/selectPage')[0]).toEqual({ sysType: 1, pageNum: 1, pageSize: 10 });
    expect(calls[0]!.headers.access_token).toBe('admin-token');
    fireEvent.click(screen.getByRole('button', { name: /More/ }));
    fireEvent.click(screen.getByRole('switch', { name: 'Only companies with staff' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesOf('/admin/company/selectPage').at(-1)).toEqual({
        enableStaffCountFilter: true,
        compLabel: 'VIP',
        sysType: 1,
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });

  it('disables a company only after confirming, as a transition of the row read', async () => {
    const { bodiesOf } = fakeServer({
      '/admin/company/selectPage': page,
      '/admin/company/changeStatus': () => ({
        data: { ...company, status: 2, version: 4, transitions: ['enable'] },
      }),
    });
    render(
      <Providers>
        <CompaniesPage />
      </Providers>,
    );
    const row = (await screen.findByText('Acme HR')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Enable' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(bodiesOf('/admin/company/changeStatus')).toEqual([]);
    expect(await screen.findByText('Disable this account?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /OK/ }));
    await waitFor(() =>
      expect(bodiesOf('/admin/company/changeStatus')).toEqual([{ id: 20001, version: 3, name: 'disable' }]),
    );
  });
});
