import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { bindToast } from '../../lib/toast.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { ResourcePage } from './ResourcePage.tsx';
import { fakeServer, type Handler, Providers, ticket, ticketPage } from './resource-test-kit.tsx';

const toasts: string[] = [];
beforeAll(installBrowserStubs);
beforeAll(() => bindToast((kind, content) => toasts.push(`${kind}:${content}`)));
beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  setToken('user', 'user-token');
  setToken('admin', 'admin-token');
  toasts.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = [ticket(1, 'Printer', ['finish', 'refuse']), ticket(2, 'Closed one', [], 2)];
const page = { data: { list: rows, total: 2, pageNum: 1, pageSize: 10, canWrite: true } };

function open(handlers: Record<string, Handler> = {}) {
  const server = fakeServer({ '/admin/ticket/selectPage': () => page, ...handlers });
  render(
    <Providers>
      <ResourcePage config={ticketPage} />
    </Providers>,
  );
  return server;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const bare = (text: string) => text.replace(/\s/g, '');
const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name: (accessible) => bare(accessible) === name });

describe('ResourcePage of a platform resource with a state machine', () => {
  it('calls with the back-office session and sends the fixed filters', async () => {
    const { calls } = open();
    await rowOf('Printer');
    const list = calls.find((c) => c.path === '/admin/ticket/selectPage')!;
    expect(list.headers.access_token).toBe('admin-token');
    expect(list.body).toEqual({ pageNum: 1, pageSize: 10, kind: 'support' });
  });

  it('offers only what the resource mounts: no create, edit, delete or import on a read model', async () => {
    open();
    const row = await rowOf('Printer');
    expect(screen.queryByRole('button', { name: /New/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it("shows a row's transitions only where the server allows them, and confirms before sending", async () => {
    const { bodiesOf } = open({
      '/admin/ticket/changeStatus': () => ({ data: { ...rows[0], status: 2, version: 2, transitions: [] } }),
    });
    const closed = await rowOf('Closed one');
    expect(within(closed).queryByRole('button', { name: 'Finish' })).toBeNull();
    const row = await rowOf('Printer');
    fireEvent.click(button('Finish', row));
    expect(await screen.findByText('Finish: are you sure?')).toBeTruthy();
    expect(bodiesOf('/changeStatus')).toEqual([]);
    fireEvent.click(button('OK'));
    await waitFor(() => expect(bodiesOf('/changeStatus')).toEqual([{ id: 1, version: 1, name: 'finish' }]));
    await waitFor(() => expect(toasts).toContain('success:Done: Finish'));
  });

  it('asks for the input of a transition that needs one, and sends it with the row and version', async () => {
    const { bodiesOf } = open({
      '/admin/ticket/changeStatus': () => ({ data: { ...rows[0], status: 3, version: 2, transitions: [] } }),
    });
    fireEvent.click(button('Refuse', await rowOf('Printer')));
    const dialog = await screen.findByRole('dialog');
    const ok = button('Refuse', dialog);
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'duplicate' } });
    await waitFor(() => expect(ok.hasAttribute('disabled')).toBe(false));
    fireEvent.click(ok);
    await waitFor(() =>
      expect(bodiesOf('/changeStatus')).toEqual([{ reason: 'duplicate', id: 1, version: 1, name: 'refuse' }]),
    );
  });

  it("shows the server's refusal of a transition (someone else was first)", async () => {
    open({
      '/admin/ticket/changeStatus': () => ({ code: 409, message: 'The record was changed by someone else' }),
    });
    fireEvent.click(button('Finish', await rowOf('Printer')));
    fireEvent.click(await screen.findByRole('button', { name: /OK/ }));
    await waitFor(() => expect(toasts).toEqual(['error:The record was changed by someone else']));
  });

  it('shows the timeline of a row in the detail drawer: what, who, when, fields before and after', async () => {
    const { calls } = open({
      '/admin/ticket/selectById/1': () => ({ data: rows[0] }),
      '/admin/ticket/selectTimeline/1': () => ({
        data: [
          {
            id: 8,
            at: '2026-02-01T08:00:00.000Z',
            action: 'transition',
            transition: 'refuse',
            label: 'Refuse',
            who: 'Operator Wang',
            whoKind: 'admin',
            changes: [
              { field: 'status', before: 1, after: 3 },
              { field: 'reason', before: null, after: 'duplicate' },
            ],
          },
        ],
      }),
    });
    fireEvent.click(button('Details', await rowOf('Printer')));
    const drawer = await screen.findByRole('dialog');
    expect(calls.some((c) => c.path.includes('selectTimeline'))).toBe(false);
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Timeline' }));
    const entry = await within(drawer).findByTestId('timeline-entry');
    expect(entry.textContent).toContain('Refuse');
    expect(entry.textContent).toContain('Operator Wang');
    // Values shown the way the table shows them (the status column's render), labels from the columns.
    expect(entry.textContent).toContain('Status: Open → Refused');
    expect(entry.textContent).toContain('reason: — → duplicate');
    expect(calls.find((c) => c.path === '/admin/ticket/selectTimeline/1')!.headers.access_token).toBe(
      'admin-token',
    );
  });
});
