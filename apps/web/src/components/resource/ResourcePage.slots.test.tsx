import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { ResourcePage } from './ResourcePage.tsx';
import { fakeServer, Providers, ticket, ticketPage } from './resource-test-kit.tsx';
import { defineResourcePage } from './types.ts';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  setToken('admin', 'admin-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = [ticket(1, 'Printer', []), ticket(2, 'Scanner', [])];

describe('page slots', () => {
  it('selects rows for a bulk action of a read model (no delete) and clears the selection when done', async () => {
    const acted: number[][] = [];
    const config = defineResourcePage({
      ...ticketPage,
      bulkActions: (ids, done) => (
        <Button
          disabled={ids.length === 0}
          onClick={() => {
            acted.push(ids);
            done();
          }}
        >
          Close selected
        </Button>
      ),
    });
    fakeServer({
      '/admin/ticket/selectPage': () => ({ data: { list: rows, total: 2, pageNum: 1, pageSize: 10 } }),
    });
    render(
      <Providers>
        <ResourcePage config={config} />
      </Providers>,
    );
    const printer = (await screen.findByText('Printer')).closest('tr')!;
    const scanner = screen.getByText('Scanner').closest('tr')!;
    fireEvent.click(within(printer).getByRole('checkbox'));
    fireEvent.click(within(scanner).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Close selected' }));
    expect(acted).toEqual([[1, 2]]);
    await waitFor(() =>
      expect((within(printer).getByRole('checkbox') as HTMLInputElement).checked).toBe(false),
    );
  });

  it('adds detail tabs drawn from the row, between 详情 and the timeline', async () => {
    const config = defineResourcePage({
      ...ticketPage,
      detailTabs: (row) => [{ key: 'notes', label: 'Notes', children: <p>Notes of {row.title}</p> }],
    });
    fakeServer({
      '/admin/ticket/selectPage': () => ({ data: { list: rows, total: 2, pageNum: 1, pageSize: 10 } }),
      '/admin/ticket/selectById/1': () => ({ data: rows[0] }),
    });
    render(
      <Providers>
        <ResourcePage config={config} />
      </Providers>,
    );
    const printer = (await screen.findByText('Printer')).closest('tr')!;
    fireEvent.click(within(printer).getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Details', 'Notes', 'Timeline']),
    );
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Notes' }));
    expect(await within(drawer).findByText('Notes of Printer')).toBeTruthy();
  });
});
