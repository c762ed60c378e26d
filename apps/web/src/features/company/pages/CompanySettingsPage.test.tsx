import type { CompanyProfile } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { CompanySettingsPage } from './CompanySettingsPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['company']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({
  compId: 20001,
  compName: 'Acme HR',
  shortName: null,
  industry: 'HR services',
  scale: null,
  province: null,
  city: 'Hangzhou',
  address: null,
  contactName: 'Zhou',
  contactPhone: null,
  email: null,
  website: null,
  logoUrl: null,
  intro: null,
  compLabel: null,
  sysType: 0,
  attestStatus: 0,
  version: 3,
  editable: true,
  mayApply: true,
  ...overrides,
});

const rejected = {
  id: 5,
  compId: 20001,
  compName: 'Acme HR',
  creditCode: '91350100M000100Y43',
  legalPerson: 'Zhang',
  licenseUrl: `/files/${'a'.repeat(64)}.png`,
  contactName: 'Li',
  contactPhone: '13800000000',
  applyStatus: 3,
  reason: 'licence unreadable',
  createdAt: '2026-11-01T00:00:00.000Z',
  reviewedAt: '2026-11-02T00:00:00.000Z',
};

const renderPage = () =>
  render(
    <Providers>
      <CompanySettingsPage />
    </Providers>,
  );

describe('CompanySettingsPage', () => {
  it('edits the profile with its version and shows a stale-version conflict', async () => {
    let answer = 200;
    const { bodiesOf } = fakeServer({
      '/companyCtl/selectMyCompany': () => ({ data: profile() }),
      '/attestation/selectList': () => ({ data: { list: [], total: 0, pageNum: 1, pageSize: 5 } }),
      '/companyCtl/updateMyCompany': () =>
        answer === 200
          ? { data: profile({ city: 'Xiamen', version: 4 }) }
          : { code: 409, message: 'changed' },
    });
    renderPage();
    expect(await screen.findByText('HR services')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Xiamen' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Xiamen');
    expect(bodiesOf('/companyCtl/updateMyCompany')[0]).toMatchObject({
      version: 3,
      city: 'Xiamen',
      industry: null,
      compName: 'Acme HR',
    });

    answer = 409;
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf('/companyCtl/updateMyCompany')).toHaveLength(2));
    expect(bodiesOf('/companyCtl/updateMyCompany')[1]).toMatchObject({ version: 4 });
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows the rejection reason and lets the company account apply again', async () => {
    fakeServer({
      '/companyCtl/selectMyCompany': () => ({ data: profile({ attestStatus: 3 }) }),
      '/attestation/selectList': () => ({ data: { list: [rejected], total: 1, pageNum: 1, pageSize: 5 } }),
    });
    renderPage();
    expect(await screen.findByText('Verification rejected: licence unreadable')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByLabelText('Unified social credit code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Business licence' })).toBeTruthy();
  });

  it('offers no edit or application to a plain staff member', async () => {
    fakeServer({
      '/companyCtl/selectMyCompany': () => ({ data: profile({ editable: false, mayApply: false }) }),
      '/attestation/selectList': () => ({ data: { list: [], total: 0, pageNum: 1, pageSize: 5 } }),
    });
    renderPage();
    await screen.findByText('HR services');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply for verification' })).toBeNull();
  });
});
