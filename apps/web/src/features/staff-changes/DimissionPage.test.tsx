import type { ChecklistItem } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Handler, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { DimissionPage } from './DimissionPage.tsx';
import { change, counts, pageOf } from './test-rows.ts';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff-changes', 'resource']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checklist = ['handover', 'assets', 'accounts', 'salary', 'socialInsurance', 'certificate'].map(
  (key) => ({
    key: key as ChecklistItem['key'],
    done: false,
    doneBy: null,
    doneAt: null,
  }),
);
const leaving = change({
  id: 3,
  kind: 3,
  staffName: '王芳',
  effectiveDate: '2026-12-10',
  effectiveFrom: '2026-12-11',
  status: 2,
  stage: 2,
  reasonType: 12,
  handoverStaffId: 30031,
  handoverName: '赵磊',
  selfRequested: true,
  checklist,
  transitions: ['cancel'],
});

function open(handlers: Record<string, Handler> = {}) {
  const server = fakeServer({
    '/staffChange/selectPage': () => pageOf([leaving]),
    '/staffChange/selectCounts': () => counts({ pending: 1, scheduled: 2, effective: 5, cancelled: 1 }),
    ...handlers,
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={['/staff/staffmanage/assi-out/hrm']}>
        <Routes>
          <Route path="/staff/staffmanage/assi-out/:sign?" element={<DimissionPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('离职管理', () => {
  it('counts 待离职 (asked for and scheduled), 已离职 and 已撤销, and lists 待离职 for the HRM sign', async () => {
    const { bodiesOf } = open();
    const row = await rowOf('王芳');
    expect(screen.getByText('待离职（3）')).toBeTruthy();
    expect(screen.getByText('已离职（5）')).toBeTruthy();
    expect(screen.getByText('已撤销（1）')).toBeTruthy();
    expect(within(row).getByText('薪资福利')).toBeTruthy();
    expect(within(row).getByText('赵磊')).toBeTruthy();
    expect(within(row).getByText('本人申请')).toBeTruthy();
    expect(within(row).getByText('待生效（2026-12-11 起）')).toBeTruthy();
    expect(bodiesOf('/staffChange/selectPage')).toEqual([
      { pageNum: 1, pageSize: 10, kind: 3, employeeType: 1, stages: [1, 2] },
    ]);
  });

  it('ticks the handover checklist item by item with the version the server answered', async () => {
    const ticked = {
      ...leaving,
      version: 2,
      checklist: checklist.map((i) =>
        i.key === 'assets' ? { ...i, done: true, doneBy: '人事小李', doneAt: '2026-11-25T02:00:00.000Z' } : i,
      ),
    };
    const { bodiesOf } = open({ '/staffChange/checkItem': () => ({ data: ticked }) });
    fireEvent.click(within(await rowOf('王芳')).getByRole('button', { name: '交接清单' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('checkbox', { name: '资产归还' }));
    await waitFor(() =>
      expect(bodiesOf('/staffChange/checkItem')).toEqual([{ id: 3, version: 1, key: 'assets', done: true }]),
    );
    expect(await within(drawer).findByText('人事小李 2026/11/25 10:00')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('checkbox', { name: '工作交接' }));
    await waitFor(() =>
      expect(bodiesOf('/staffChange/checkItem')[1]).toMatchObject({ version: 2, key: 'handover' }),
    );
  });

  it('cancels with a reason, and 办理离职 offers the reason types grouped', async () => {
    const { bodiesOf } = open({
      '/staffChange/changeStatus': () => ({
        data: { ...leaving, status: 3, stage: 4, version: 2, transitions: [] },
      }),
    });
    fireEvent.click(within(await rowOf('王芳')).getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('撤销原因'), { target: { value: '员工留任' } });
    const ok = within(dialog).getByRole('button', { name: /撤\s*销/ });
    await waitFor(() => expect((ok as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ok);
    await waitFor(() =>
      expect(bodiesOf('/staffChange/changeStatus')).toEqual([
        { id: 3, version: 1, name: 'cancel', reason: '员工留任' },
      ]),
    );

    fireEvent.click(screen.getAllByRole('button', { name: /办理离职/ })[0]!);
    const form = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '离职类型' }));
    await screen.findByText('个人发展', { selector: '.ant-select-item-option-content' });
    const groups = [...document.querySelectorAll('.ant-select-item-group')].map((g) => g.textContent);
    expect(groups).toEqual(['主动离职', '被动离职', '其他']);
  });
});
