import type { PayrollLine, PayrollRun } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { PayrollPage } from './PayrollPage.tsx';

const PATH = '/salary/wage/list/:sign?';

const run = (over: Partial<PayrollRun> = {}): PayrollRun => ({
  id: 7,
  month: '2026-10',
  groupId: 1,
  name: '2026-10 月薪组',
  employeeType: 1,
  status: 2,
  statusLabel: '已核算',
  headcount: 2,
  totals: {
    gross: '20000.00',
    socialPersonal: '2100.00',
    fundPersonal: '1680.00',
    socialCompany: '5200.00',
    fundCompany: '1680.00',
    tax: '120.00',
    net: '16100.00',
    cost: '26880.00',
  },
  calculatedAt: '2026-11-02T02:00:00.000Z',
  attendanceLocked: true,
  clientCompany: null,
  serviceFee: null,
  billTotal: null,
  approvalInstanceId: null,
  version: 3,
  actions: ['calculate', 'review', 'delete'],
  ...over,
});

const line = (staffId: number, staffName: string, over: Partial<PayrollLine> = {}): PayrollLine => ({
  staffId,
  staffName,
  jobNo: `A00${staffId}`,
  values: { base: '10000.00', bonus: '500.00' },
  gross: '10500.00',
  taxable: '10500.00',
  socialPersonal: '1050.00',
  fundPersonal: '840.00',
  tax: '60.00',
  net: '8550.00',
  bankName: '招商银行',
  bankAccount: '6225',
  changed: null,
  lastNet: null,
  ...over,
});

const columns = [
  { code: 'base', name: '基本工资', source: 'fixed', effect: 'earning' },
  { code: 'bonus', name: '奖金', source: 'input', effect: 'earning' },
  { code: 'net', name: '实发工资', source: 'system', effect: 'earning' },
];

const server = (
  runs: PayrollRun[],
  extra: Record<string, (body: unknown) => { data?: unknown; code?: number; message?: string }> = {},
) =>
  fakeServer({
    '/salaryCtl/selectRuns': () => ({ data: { list: runs } }),
    '/salaryCtl/selectLines': () => ({
      data: {
        run: runs[0],
        columns,
        list: [line(1, '张三', { changed: ['bonus', 'net'], lastNet: '8100.00' }), line(2, '李四')],
        total: 2,
        pageNum: 1,
        pageSize: 20,
      },
    }),
    '/salaryCtl/lineDetail': () => ({
      data: {
        line: line(1, '张三', { changed: ['bonus'] }),
        steps: [
          { code: 'base', name: '基本工资', value: '10000.00', how: '2026-10-01–2026-10-31 全月 10000.00' },
          { code: 'bonus', name: '奖金', value: '500.00', how: 'HR 录入' },
        ],
        inputs: {},
      },
    }),
    ...extra,
  });

const renderAt = (path: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={PATH} element={<PayrollPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

/** A wide screen (antd's breakpoints all match): the lines are a table. */
const wide = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['salary-payroll']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('薪资核算', () => {
  it('offers to create the first run when the month has none', async () => {
    const { bodiesOf } = server([]);
    renderAt('/salary/wage/list/hro');
    expect(await screen.findByText(/还没有薪资核算/)).toBeTruthy();
    await waitFor(() => expect(bodiesOf('/selectRuns')[0]).toMatchObject({ employeeType: 2 }));
    expect(screen.getAllByText('新建核算').length).toBeGreaterThan(0);
  });

  it('shows the run, its lines with last month’s changes highlighted, and a person’s trail', async () => {
    wide();
    server([run()]);
    renderAt('/salary/wage/list');
    expect(await screen.findByText('2026-10 月薪组')).toBeTruthy();
    expect(screen.getByText('16100.00')).toBeTruthy();
    const zhang = (await screen.findByText('张三')).closest('tr')! as HTMLElement;
    // The bonus is an input item: edited in place; net changed since last month.
    expect(within(zhang).getByLabelText('录入 bonus')).toHaveProperty('value', '500.00');
    expect(within(zhang).getByText('8550.00').className).toBe('payroll-changed');
    expect(within(zhang).getByText('8100.00')).toBeTruthy();
    fireEvent.click(within(zhang).getByText('张三'));
    expect(await screen.findByText('张三 的工资明细')).toBeTruthy();
    expect(screen.getByText('HR 录入')).toBeTruthy();
  });

  it('saves an input cell and runs the steps the server allows', async () => {
    wide();
    const { bodiesOf } = server([run()], {
      '/salaryCtl/saveInputs': () => ({ data: { saved: 1 } }),
      '/salaryCtl/changeStatus': () => ({ data: run({ status: 3, actions: ['calculate', 'submit'] }) }),
    });
    renderAt('/salary/wage/list');
    const zhang = (await screen.findByText('张三')).closest('tr')! as HTMLElement;
    const cell = within(zhang).getByLabelText('录入 bonus');
    fireEvent.change(cell, { target: { value: '800' } });
    fireEvent.blur(cell);
    await waitFor(() =>
      expect(bodiesOf('/saveInputs')[0]).toEqual({
        runId: 7,
        inputs: [{ staffId: 1, code: 'bonus', value: '800' }],
      }),
    );
    expect(screen.queryByText('提交审批')).toBeNull();
    fireEvent.click(button('复核通过'));
    await waitFor(() =>
      expect(bodiesOf('/changeStatus')[0]).toEqual({ runId: 7, version: 3, action: 'review' }),
    );
  });

  it('shows an HRO run’s service fee and the total to bill; on phones the lines are cards', async () => {
    server([run({ clientCompany: '甲客户', serviceFee: '100.00', billTotal: '27080.00' })]);
    renderAt('/salary/wage/list/hro');
    expect(await screen.findByText('客户单位：甲客户')).toBeTruthy();
    expect(screen.getByText('27080.00')).toBeTruthy();
    const zhang = (await screen.findByText('张三')).closest('.ant-card')! as HTMLElement;
    expect(within(zhang).getByText('8550.00').className).toBe('payroll-changed');
    expect(zhang.closest('tr')).toBeNull();
  });
});
