import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { CompaniesPage } from './CompaniesPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['admin-members']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const company = {
  compId: 20001,
  compName: 'Acme HR',
  compLabel: null,
  sysType: 1,
  status: 1,
  attestStatus: 2,
  staffCount: 20,
  ownerLogin: 'demo@renli.local',
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('CompaniesPage', () => {
  it('sends the spec filters with current/size and the fixed sysType of HCompany', async () => {
    const { bodiesOf } = fakeServer({
      '/admin/company/selectList': () => ({ data: { list: [company], total: 1, current: 1, size: 10 } }),
    });
    render(
      <Providers>
        <CompaniesPage sysType={1} />
      </Providers>,
    );
    await screen.findByText('Acme HR');
    expect(bodiesOf('/admin/company/selectList')[0]).toEqual({ sysType: 1, current: 1, size: 10 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only companies with staff' }));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodiesOf('/admin/company/selectList').at(-1)).toEqual({
        enableStaffCountFilter: true,
        compLabel: 'VIP',
        sysType: 1,
        current: 1,
        size: 10,
      }),
    );
  });

  it('disables a company only after confirming', async () => {
    const { bodiesOf } = fakeServer({
      '/admin/company/selectList': () => ({ data: { list: [company], total: 1, current: 1, size: 10 } }),
      '/admin/company/updateStatus': () => ({ data: null }),
    });
    render(
      <Providers>
        <CompaniesPage />
      </Providers>,
    );
    const row = (await screen.findByText('Acme HR')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(bodiesOf('/admin/company/updateStatus')).toEqual([]);
    expect(await screen.findByText('Disable this account?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /OK/ }));
    await waitFor(() =>
      expect(bodiesOf('/admin/company/updateStatus')).toEqual([{ compId: 20001, status: 2 }]),
    );
  });
});
