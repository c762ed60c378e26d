import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { ApprovalPage } from './ApprovalPage.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['admin-members']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const kit = { version: 1, updatedAt: '2026-11-01T00:00:00.000Z', transitions: ['approve', 'reject'] };
const pending = {
  ...kit,
  id: 9,
  compId: 20002,
  compName: 'Yunfan Tech',
  creditCode: '91350100M000100Y43',
  legalPerson: 'Chen',
  licenseUrl: `/files/${'b'.repeat(64)}.png`,
  contactName: 'Chen',
  contactPhone: '13800138000',
  applyStatus: 1,
  reason: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  reviewedAt: null,
};
const page = (list: unknown[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 10 } });

const renderAt = (path: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/Approval/:type?" element={<ApprovalPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

describe('ApprovalPage', () => {
  it('rejects an attestation only with a reason, and links the licence', async () => {
    const { bodiesOf } = fakeServer({
      '/admin/attestation/selectPage': () => page([pending]),
      '/admin/attestation/changeStatus': () => ({ data: { ...pending, applyStatus: 3, transitions: [] } }),
    });
    renderAt('/Approval/attestation');
    const row = (await screen.findByText('Yunfan Tech')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(pending.licenseUrl);
    expect(within(row).getByText('Chen 13800138000')).toBeTruthy();
    expect(within(row).getByText('Pending').closest('.ant-tag')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'Reject' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (required)'), {
      target: { value: 'blurred scan' },
    });
    await waitFor(() => expect(ok.hasAttribute('disabled')).toBe(false));
    fireEvent.click(ok);
    await waitFor(() =>
      expect(bodiesOf('/admin/attestation/changeStatus')).toEqual([
        { reason: 'blurred scan', id: 9, version: 1, name: 'reject' },
      ]),
    );
  });

  it('shows trial applications on the trial tab and approves after confirmation', async () => {
    const trial = {
      ...kit,
      id: 4,
      compName: 'Trial Co',
      contactName: 'Wang',
      mobile: '13811112222',
      email: null,
      note: 'HR suite',
      applyStatus: 1,
      reason: null,
      handledBy: null,
      handledAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const { bodiesOf } = fakeServer({
      '/admin/trial/selectPage': () => page([trial]),
      '/admin/trial/changeStatus': () => ({ data: { ...trial, applyStatus: 2, transitions: [] } }),
    });
    renderAt('/Approval/trial');
    expect(screen.getByRole('tab', { name: 'Trial applications', selected: true })).toBeTruthy();
    const row = (await screen.findByText('Trial Co')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    fireEvent.click(await screen.findByRole('button', { name: /OK/ }));
    await waitFor(() =>
      expect(bodiesOf('/admin/trial/changeStatus')).toEqual([{ id: 4, version: 1, name: 'approve' }]),
    );
  });
});
