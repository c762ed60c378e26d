import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Handler, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { OfficialPage } from './OfficialPage.tsx';
import { change, counts } from './test-rows.ts';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff-changes', 'resource']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const probation = [
  {
    staffId: 30011,
    staffName: '逾期者',
    deptName: '研发部',
    employeeType: 2,
    entryDate: '2026-08-01',
    probationEnd: '2026-11-01',
    daysLeft: -3,
    change: null,
  },
  {
    staffId: 30012,
    staffName: '已办理',
    deptName: null,
    employeeType: 2,
    entryDate: '2026-09-01',
    probationEnd: '2026-12-01',
    daysLeft: 6,
    change: { id: 7, stage: 2, effectiveFrom: '2026-12-01', approvalId: null },
  },
];

function open(handlers: Record<string, Handler> = {}) {
  const server = fakeServer({
    '/staffChange/selectProbation': () => ({ data: { list: probation, total: 2, pageNum: 1, pageSize: 10 } }),
    '/staffChange/selectCounts': () => counts({ probation: 2, overdue: 1 }),
    ...handlers,
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={['/staff/staffmanage/assi-to/hro']}>
        <Routes>
          <Route path="/staff/staffmanage/assi-to/:sign?" element={<OfficialPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

describe('转正管理', () => {
  it('lists who is on probation for the HRO sign, overdue in red, a handled one by its stage', async () => {
    const { bodiesOf } = open();
    const overdue = await screen.findByText('已逾期 3 天');
    expect(overdue.closest('.ant-typography-danger')).toBeTruthy();
    expect(screen.getByText('待转正（2）')).toBeTruthy();
    const handled = screen.getByText('已办理').closest('tr')!;
    expect(within(handled).getByText('待生效（2026-12-01 起）')).toBeTruthy();
    expect(within(handled).queryByRole('button', { name: '办理转正' })).toBeNull();
    expect(bodiesOf('/selectProbation')).toEqual([{ pageNum: 1, pageSize: 10, employeeType: 2 }]);
    expect(bodiesOf('/selectCounts')).toEqual([{ kind: 1, employeeType: 2 }]);
  });

  it('办理转正 asks for the change from the end of probation and confirms it', async () => {
    const asked = change({ id: 9, kind: 1, staffId: 30011 });
    const { bodiesOf } = open({
      '/staffChange/insert': () => ({ data: asked }),
      '/staffChange/changeStatus': () => ({ data: { ...asked, status: 2, stage: 3, version: 2 } }),
    });
    const row = (await screen.findByText('逾期者')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '办理转正' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('转正评价'), { target: { value: '按期完成目标' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(bodiesOf('/staffChange/insert')).toEqual([
        { kind: 1, staffId: 30011, effectiveDate: '2026-11-01', evaluation: '按期完成目标' },
      ]),
    );
    await waitFor(() =>
      expect(bodiesOf('/staffChange/changeStatus')).toEqual([{ id: 9, version: 1, name: 'confirmOfficial' }]),
    );
  });
});
