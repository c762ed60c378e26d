import type { PayslipRun, PayslipSlip } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { setToken } from '../../../lib/session.ts';
import { installBrowserStubs } from '../../../test/browser-stubs.ts';
import { PayslipBillPage } from './PayslipBillPage.tsx';

const run = (extra: Partial<PayslipRun> = {}): PayslipRun => ({
  runId: 101,
  month: '2026-10',
  runName: '10月工资',
  employeeType: 1,
  publishedAt: '2026-11-05T02:00:00.000Z',
  publishedByName: '人事小王',
  revoked: false,
  total: 20,
  read: 15,
  confirmed: 12,
  questioned: 2,
  ...extra,
});
const slip: PayslipSlip = {
  id: 9,
  staffId: 3,
  staffName: '张三',
  jobNo: 'A003',
  deptName: '研发部',
  status: 4,
  gross: '12000.00',
  net: '9800.5',
  revoked: false,
  readAt: '2026-11-05T03:00:00.000Z',
  confirmedAt: null,
  question: '绩效少了？',
  questionedAt: '2026-11-05T03:10:00.000Z',
  answer: null,
  answeredAt: null,
};

const server = (runs: PayslipRun[]) =>
  fakeServer({
    '/salaryBillCtl/selectRunPage': () => ({
      data: { list: runs, total: runs.length, pageNum: 1, pageSize: 20 },
    }),
    '/salaryBillCtl/selectSlipPage': () => ({ data: { list: [slip], total: 1, pageNum: 1, pageSize: 50 } }),
    '/salaryBillCtl/remind': () => ({ data: { runId: 101, count: 8 } }),
    '/salaryBillCtl/answer': () => ({ data: { ...slip, answer: '按 90% 发放' } }),
  });

const renderAt = (path: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/salary/bill/:sign?" element={<PayslipBillPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

beforeAll(installBrowserStubs);
beforeEach(async () => {
  localStorage.clear();
  setToken('user', 'hr-token');
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['salary-payslip']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('工资条发放', () => {
  it('shows each run’s counts and reminds the unconfirmed', async () => {
    const { bodiesOf } = server([run()]);
    renderAt('/salary/bill');
    const row = (await screen.findByText('10月工资')).closest('tr')! as HTMLElement;
    expect(within(row).getByText('共 20 人')).toBeTruthy();
    expect(within(row).getByText('已查看 15')).toBeTruthy();
    expect(within(row).getByText('已确认 12')).toBeTruthy();
    expect(within(row).getByText('有疑问 2')).toBeTruthy();
    expect(within(row).getByText('人事小王')).toBeTruthy();
    expect(bodiesOf('/salaryBillCtl/selectRunPage')[0]).toEqual({ pageNum: 1, pageSize: 20 });
    fireEvent.click(within(row).getByText('提醒未确认'));
    await waitFor(() => expect(bodiesOf('/salaryBillCtl/remind')).toEqual([{ runId: 101 }]));
  });

  it('lists HRO runs only under the HRO sign, and points to payroll when nothing is published', async () => {
    const { bodiesOf } = server([]);
    renderAt('/salary/bill/hro');
    expect(await screen.findByText('去薪资核算')).toBeTruthy();
    expect(bodiesOf('/salaryBillCtl/selectRunPage')[0]).toMatchObject({ employeeType: 2 });
  });

  it('opens a run’s people and answers a question', async () => {
    const { bodiesOf } = server([run()]);
    renderAt('/salary/bill');
    fireEvent.click(within((await screen.findByText('10月工资')).closest('tr')!).getByText('明细'));
    const drawer = (await screen.findByText('2026-10 10月工资')).closest('.ant-drawer')! as HTMLElement;
    expect(await within(drawer).findByText('张三')).toBeTruthy();
    expect(within(drawer).getByText('9,800.50')).toBeTruthy();
    expect(within(drawer).getByText('绩效少了？')).toBeTruthy();
    fireEvent.click(within(drawer).getByText('回复', { selector: 'button span' }));
    fireEvent.change(await screen.findByLabelText('回复'), { target: { value: '按 90% 发放' } });
    fireEvent.click(document.querySelector('.ant-modal .ant-btn-primary')!);
    await waitFor(() =>
      expect(bodiesOf('/salaryBillCtl/answer')).toEqual([{ id: 9, answer: '按 90% 发放' }]),
    );
  });
});
