import {
  type AttendanceRequest,
  type AuthSummary,
  attendanceLeaveEndpoints as api,
  type LeaveBalance,
  type LeaveType,
  type StaffBalances,
} from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../app/routes.ts';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { attendanceVacationFeature } from './manifest.tsx';
import { VacationPage } from './VacationPage.tsx';

// The page against a scripted fake of the server (components/resource/resource-test-kit.tsx).
const PATH = '/oa/attendance/vacation/:sign?';

const summary = (over: Partial<AuthSummary>): AuthSummary => ({
  userType: 3,
  compAdmin: 0,
  staffAdmin: 0,
  scopes: [],
  isPlatformAdmin: false,
  columns: { oa: 'read', other: 'read' },
  closedColumns: [],
  ...over,
});
const staffMember = summary({});
const companyAccount = summary({ userType: 2, compAdmin: 1, columns: { oa: 'update', staff: 'update' } });

const balance = (over: Partial<LeaveBalance>): LeaveBalance => ({
  leaveTypeId: 1,
  leaveTypeName: '年假',
  unit: 'halfDay',
  balanceRule: 'annual',
  granted: '5',
  used: '1.5',
  pending: '0',
  remaining: '3.5',
  expiring: { until: '2027-03-31', amount: '1' },
  ...over,
});
const mine: StaffBalances = {
  staffId: 7,
  staffName: '李娜',
  deptName: '研发部',
  employeeType: 1,
  jobNo: 'A007',
  workStartDate: '2014-03-01',
  entryDate: '2024-01-01',
  balances: [
    balance({}),
    balance({
      leaveTypeId: 4,
      leaveTypeName: '调休',
      unit: 'hour',
      balanceRule: 'compensatory',
      granted: '6',
      used: '0',
      remaining: '6',
      expiring: null,
    }),
    balance({
      leaveTypeId: 2,
      leaveTypeName: '事假',
      balanceRule: 'none',
      granted: null,
      used: '1',
      pending: '0.5',
      remaining: null,
      expiring: null,
    }),
  ],
};
const type = (id: number, name: string, over: Partial<LeaveType> = {}): LeaveType => ({
  id,
  name,
  kind: 'annual',
  unit: 'halfDay',
  paid: true,
  workdaysOnly: true,
  balanceRule: 'annual',
  yearlyQuota: null,
  sort: id * 10,
  status: 1,
  version: 1,
  used: false,
  ...over,
});
const types = [type(1, '年假'), type(2, '事假', { kind: 'personal', paid: false, balanceRule: 'none' })];
const request = (id: number, over: Partial<AttendanceRequest>): AttendanceRequest => ({
  id,
  version: 1,
  kind: 'leave',
  status: 1,
  staffId: 7,
  staffName: '李娜',
  employeeType: 1,
  deptId: null,
  deptName: '研发部',
  leaveTypeId: 1,
  leaveTypeName: '年假',
  startDay: '2026-12-07',
  startHalf: 'am',
  endDay: '2026-12-08',
  endHalf: 'pm',
  startAt: '2026-12-06T16:00:00.000Z',
  endAt: '2026-12-08T16:00:00.000Z',
  period: '2026-12-07 上午 至 2026-12-08 下午',
  amount: '2',
  unit: 'halfDay',
  amountText: '2 天',
  dayType: null,
  compensation: null,
  cause: null,
  destination: null,
  reason: '回家',
  cancelReason: null,
  onBehalf: false,
  approvalId: 31,
  transitions: ['withdraw'],
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...over,
});

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['attendance-vacation', 'resource']);
  setToken('user', 'tok');
  localStorage.clear();
  setToken('user', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(
  who: AuthSummary,
  url = '/oa/attendance/vacation',
  answers: Parameters<typeof fakeServer>[0] = {},
) {
  const server = fakeServer({
    '/selectAuthByToken': () => ({ data: who }),
    [api.myBalances.path]: () => ({ data: mine }),
    [api.leaveTypes.path]: () => ({ data: types }),
    [api.mine.path]: () => ({
      data: {
        list: [
          request(1, {}),
          request(2, {
            kind: 'overtime',
            status: 2,
            leaveTypeId: null,
            leaveTypeName: null,
            period: '2026-11-21 09:00 至 13:00',
            amountText: '4 小时',
            approvalId: null,
            transitions: ['cancel'],
          }),
        ],
        total: 2,
        pageNum: 1,
        pageSize: 10,
      },
    }),
    ...answers,
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={PATH} element={<VacationPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

describe('VacationPage for staff', () => {
  it('shows each balance, what lapses soon, and one’s requests with what may be done to them', async () => {
    const { bodiesOf } = renderPage(staffMember, '/oa/attendance/vacation', {
      [api.withdraw.path]: () => ({ data: request(1, { status: 3, transitions: [] }) }),
    });
    const annual = (await screen.findByText('年假')).closest('.vacation-card') as HTMLElement;
    // 年假 剩余 3.5 天 (the statistic draws its integer and decimals apart).
    expect(annual.querySelector('.ant-statistic-content')?.textContent).toBe('3.5天');
    expect(within(annual).getByText('将于 2027-03-31 过期 1 天')).toBeTruthy();
    const lieu = screen.getByText('调休').closest('.vacation-card') as HTMLElement;
    expect(lieu.querySelector('.ant-statistic-content')?.textContent).toBe('6小时');
    const personal = screen.getByText('事假').closest('.vacation-card') as HTMLElement;
    expect(within(personal).getByText(/不计余额，今年已用 · 审批中 0.5 天/)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '假期余额' })).toBeNull();

    const asked = (await screen.findByText('2026-12-07 上午 至 2026-12-08 下午')).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(asked).getByText('审批中')).toBeTruthy();
    expect(within(asked).getByRole('link', { name: '查看审批' }).getAttribute('href')).toBe(
      '/oa/approve/myapply?id=31',
    );
    const overtime = screen.getByText('2026-11-21 09:00 至 13:00').closest('.ant-card') as HTMLElement;
    expect(within(overtime).getByText('已通过')).toBeTruthy();
    expect(within(overtime).getByRole('button', { name: /撤\s*销/ })).toBeTruthy();

    fireEvent.click(within(asked).getByRole('button', { name: /撤\s*回/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf(api.withdraw.path)).toEqual([{ id: 1, version: 1 }]));
  });

  it('opens the leave form from ?apply=leave, previews it, and asks for its days and halves', async () => {
    const { bodiesOf } = renderPage(staffMember, '/oa/attendance/vacation?apply=leave', {
      [api.preview.path]: () => ({
        data: {
          amount: '2',
          unit: 'halfDay',
          dayType: null,
          balance: { remaining: '3.5', pending: '0', after: '1.5' },
          missedPunches: null,
          problems: [],
        },
      }),
      [api.apply.path]: () => ({ data: request(3, {}) }),
    });
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('申请请假')).toBeTruthy();
    fireEvent.mouseDown(within(drawer).getByLabelText('假期类型'));
    fireEvent.click(await screen.findByTitle('年假'));
    fireEvent.change(within(drawer).getByLabelText('事由'), { target: { value: '回家探亲' } });
    expect(await within(drawer).findByText('剩余 3.5 天，审批中 0 天，本次后剩余 1.5 天')).toBeTruthy();
    expect(bodiesOf(api.preview.path).at(-1)).toMatchObject({
      kind: 'leave',
      leaveTypeId: 1,
      startHalf: 'am',
      endHalf: 'pm',
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /提交申请/ }));
    await waitFor(() => expect(bodiesOf(api.apply.path)).toHaveLength(1));
    expect(bodiesOf(api.apply.path)[0]).toMatchObject({ kind: 'leave', leaveTypeId: 1, reason: '回家探亲' });
  });

  it('shows the server’s problems with the request before it is sent', async () => {
    renderPage(staffMember, '/oa/attendance/vacation?apply=overtime', {
      [api.preview.path]: () => ({
        data: {
          amount: '3',
          unit: 'hour',
          dayType: 'holiday',
          balance: null,
          missedPunches: null,
          problems: [
            {
              field: 'compensation',
              message: '法定节假日加班只能发放加班费（劳动法第四十四条），不能转调休',
            },
          ],
        },
      }),
    });
    const drawer = await screen.findByRole('dialog');
    const [start, end] = within(drawer).getAllByPlaceholderText('请选择日期');
    fireEvent.mouseDown(start!);
    fireEvent.change(start!, { target: { value: '2026-10-01 09:00' } });
    fireEvent.keyDown(start!, { key: 'Enter' });
    fireEvent.mouseDown(end!);
    fireEvent.change(end!, { target: { value: '2026-10-01 12:00' } });
    fireEvent.keyDown(end!, { key: 'Enter' });
    expect(await within(drawer).findByText(/劳动法第四十四条/)).toBeTruthy();
    expect(within(drawer).getByText('法定节假日')).toBeTruthy();
  });
});

describe('VacationPage for HR', () => {
  it('lists the managed staff’s balances and grants with a note', async () => {
    const { bodiesOf } = renderPage(companyAccount, '/oa/attendance/vacation', {
      [api.balancePage.path]: () => ({ data: { list: [mine], total: 1, pageNum: 1, pageSize: 20 } }),
      [api.adjustBalance.path]: () => ({ data: mine }),
    });
    expect(screen.queryByRole('tab', { name: '我的假期' })).toBeNull();
    const row = (await screen.findByText('李娜')).closest('tr')!;
    expect(within(row).getByText('2014-03-01')).toBeTruthy();
    expect(within(row).getByText('3.5 天')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '调整余额' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('数量'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '年终奖励' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(bodiesOf(api.adjustBalance.path)).toEqual([
        { staffId: 7, leaveTypeId: 1, direction: 'grant', amount: '2', validUntil: null, note: '年终奖励' },
      ]),
    );
  });

  it('shows the leave types with their rules', async () => {
    renderPage(companyAccount);
    fireEvent.click(await screen.findByRole('tab', { name: '假期规则' }));
    const row = (await screen.findByText('事假')).closest('tr')!;
    expect(within(row).getByText('按半天')).toBeTruthy();
    expect(within(row).getByText('否')).toBeTruthy();
    expect(within(row).getByText('不计余额')).toBeTruthy();
  });

  it('is the screen the route catalog shows at its path', () => {
    expect(allRoutes.find((route) => route.path === PATH)?.element).toBe(
      attendanceVacationFeature.screens[PATH],
    );
  });
});
