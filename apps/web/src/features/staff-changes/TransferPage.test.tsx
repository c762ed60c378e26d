import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Select } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PickerProps, registerPickers } from '../../components/resource/pickers.ts';
import { fakeServer, type Handler, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { TransferPage } from './TransferPage.tsx';
import { change, facts, pageOf } from './test-rows.ts';

beforeAll(() => {
  installBrowserStubs();
  // The staff feature registers the real employee picker; features do not import each other.
  registerPickers({
    staff: ({ id, value, onChange }: PickerProps) => (
      <Select
        id={id}
        value={value as number | undefined}
        onChange={onChange}
        options={[{ value: 30020, label: '李娜（研发部）' }]}
      />
    ),
  });
});
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['staff-changes', 'resource']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = [
  change({ id: 1, staffName: '审批中的', approvalId: 44, transitions: ['confirmTransfer', 'cancel'] }),
  change({
    id: 2,
    staffName: '待生效的',
    status: 2,
    stage: 2,
    effectiveFrom: '2026-12-20',
    transitions: ['cancel'],
  }),
  change({ id: 3, staffName: '已生效的', status: 2, stage: 3 }),
];
const employee = {
  staffId: 30020,
  userId: 10020,
  staffName: '李娜',
  staffPhotoWebAddr: null,
  deptName: '研发部',
  position: null,
  employeeType: 1,
  mobile: null,
};

function open(handlers: Record<string, Handler> = {}) {
  const server = fakeServer({
    '/staffChange/selectPage': () => pageOf(rows),
    '/compStaffMember/getStaff': () => ({
      data: { result: { list: [employee], total: 1, pageNum: 1, pageSize: 20 } },
    }),
    '/staffChange/selectEmployment': () => ({
      data: {
        staffId: 30020,
        staffName: '李娜',
        entryDate: '2025-03-01',
        probationEnd: null,
        latestFrom: '2025-03-01',
        facts: { ...facts, workLocation: '苏州' },
      },
    }),
    ...handlers,
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={['/staff/staffmanage/assi-change']}>
        <Routes>
          <Route path="/staff/staffmanage/assi-change/:sign?" element={<TransferPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('调动管理', () => {
  it('shows each transfer by what changes and where it stands, the kind fixed and no sign', async () => {
    const { bodiesOf } = open();
    expect(within(await rowOf('审批中的')).getByText('审批中')).toBeTruthy();
    expect(within(await rowOf('待生效的')).getByText('待生效（2026-12-20 起）')).toBeTruthy();
    expect(within(await rowOf('已生效的')).getByText('已生效')).toBeTruthy();
    expect(screen.getAllByText('部门：研发部 → 销售部')).toHaveLength(3);
    expect(bodiesOf('/staffChange/selectPage')).toEqual([{ pageNum: 1, pageSize: 10, kind: 2 }]);
    // 修改日期 only until the change is in effect, and not while its approval is open.
    expect(within(await rowOf('待生效的')).getByRole('button', { name: '修改日期' })).toBeTruthy();
    expect(within(await rowOf('审批中的')).queryByRole('button', { name: '修改日期' })).toBeNull();
  });

  it('moves the date of a scheduled transfer and shows a refused date on its field', async () => {
    const { bodiesOf } = open({
      '/staffChange/updateDate': () => ({
        code: 400,
        message: '调动生效日期：须晚于该员工最近一次变动的生效日期（2026-12-20）',
        data: {
          fields: [{ field: 'effectiveDate', message: '须晚于该员工最近一次变动的生效日期（2026-12-20）' }],
        },
      }),
    });
    fireEvent.click(within(await rowOf('待生效的')).getByRole('button', { name: '修改日期' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(bodiesOf('/staffChange/updateDate')).toEqual([
        { id: 2, version: 1, effectiveDate: '2026-12-01' },
      ]),
    );
    expect(await within(dialog).findByText('须晚于该员工最近一次变动的生效日期（2026-12-20）')).toBeTruthy();
  });

  it('发起调动 shows the chosen employee’s facts beside the new ones and sends what changes', async () => {
    const asked = change({ id: 5, staffId: 30020 });
    const { bodiesOf } = open({
      '/staffChange/insert': () => ({ data: asked }),
      '/staffChange/changeStatus': () => ({ data: { ...asked, status: 2, stage: 2, version: 2 } }),
    });
    await rowOf('审批中的');
    fireEvent.click(screen.getByRole('button', { name: /发起调动/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('请先选择员工')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '员工' }));
    fireEvent.click(
      await screen.findByText('李娜（研发部）', { selector: '.ant-select-item-option-content' }),
    );
    expect(await within(dialog).findByText('苏州')).toBeTruthy();
    expect(within(dialog).getByText('当前岗位信息')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('新工作地点'), { target: { value: '上海' } });
    const date = within(dialog).getByLabelText('调动生效日期');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2026-12-15' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(bodiesOf('/staffChange/insert')).toEqual([
        { kind: 2, staffId: 30020, newWorkLocation: '上海', effectiveDate: '2026-12-15' },
      ]),
    );
    await waitFor(() =>
      expect(bodiesOf('/staffChange/changeStatus')).toEqual([{ id: 5, version: 1, name: 'confirmTransfer' }]),
    );
  });
});
