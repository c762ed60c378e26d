import {
  type AuthSummary,
  type LaborPaymentRow,
  laborPaymentResource,
  type SpecialDeductionRow,
  specialDeductionResource,
  type TaxCalculation,
  taxEndpoints,
} from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRoutes } from '../../app/routes.ts';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { salaryTaxFeature } from './manifest.tsx';
import { TaxPage } from './TaxPage.tsx';

// The page against a scripted fake of the server (components/resource/resource-test-kit.tsx).
const PATH = '/salary/tax/:sign?';
/** The page draws antd tables and a form of sixty inputs: slow in jsdom on a busy machine. */
const SLOW = { timeout: 15_000 };

const summary = (over: Partial<AuthSummary>): AuthSummary => ({
  userType: 3,
  compAdmin: 0,
  staffAdmin: 0,
  scopes: [],
  isPlatformAdmin: false,
  columns: { salary: 'read' },
  closedColumns: [],
  ...over,
});
const hr = summary({ staffAdmin: 1, columns: { salary: 'update' } });

const deduction: SpecialDeductionRow = {
  id: 1,
  version: 1,
  staffId: 7,
  staffName: '张伟',
  jobNo: 'A001',
  employeeType: 1,
  kind: 'housingRent',
  childCount: null,
  sharePercent: null,
  educationType: null,
  cityTier: 1,
  onlyChild: null,
  amount: null,
  monthlyAmount: '1500.00',
  startMonth: '2026-01',
  endMonth: null,
  notes: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const payment: LaborPaymentRow = {
  id: 2,
  version: 1,
  payeeName: '李明',
  idNumber: '1101**********1234',
  mobile: null,
  month: '2026-03',
  amount: '3000.00',
  taxable: '2200.00',
  rate: '20',
  tax: '440.00',
  net: '2560.00',
  note: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};
const month = (m: number, tax: string, rate = '3') => ({
  month: m,
  income: '10000.00',
  cumulativeIncome: `${m * 10000}.00`,
  cumulativeTaxFree: '0.00',
  cumulativeBasicDeduction: `${m * 5000}.00`,
  cumulativeSocialAndFund: '0.00',
  cumulativeSpecialDeductions: '0.00',
  cumulativeOtherDeductions: '0.00',
  cumulativeTaxable: `${m * 5000}.00`,
  rate,
  quickDeduction: '0.00',
  cumulativeTax: '0.00',
  withheldBefore: '0.00',
  tax,
});
const calculation: TaxCalculation = {
  months: [month(1, '150.00'), month(2, '150.00')],
  wageTax: '300.00',
  bonus: {
    amount: '20000.00',
    month: 2,
    method: 'separate',
    rate: '3',
    quickDeduction: '0.00',
    tax: '600.00',
    separateTotal: '900.00',
    mergedTotal: '1980.00',
    cheaper: 'separate',
  },
  yearTax: '900.00',
};

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['salary-tax', 'resource']);
  localStorage.clear();
  setToken('user', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(who: AuthSummary, url = '/salary/tax') {
  const server = fakeServer({
    '/selectAuthByToken': () => ({ data: who }),
    [`${specialDeductionResource.prefix}/selectPage`]: () => ({
      data: { list: [deduction], total: 1, pageNum: 1, pageSize: 10, canWrite: true },
    }),
    [`${laborPaymentResource.prefix}/selectPage`]: () => ({
      data: { list: [payment], total: 1, pageNum: 1, pageSize: 10, canWrite: true },
    }),
    [taxEndpoints.calculate.path]: () => ({ data: calculation }),
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={PATH} element={<TaxPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return server;
}

describe('TaxPage', () => {
  it('shows HR the deductions with their monthly amounts, kept to the page’s HRM sign', async () => {
    const { bodiesOf } = renderPage(hr, '/salary/tax/hrm');
    const row = (await screen.findByText('张伟', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('住房租金')).toBeTruthy();
    expect(within(row).getByText(/1,500\.00/)).toBeTruthy();
    expect(bodiesOf('/selectPage')[0]).toMatchObject({ employeeType: 1 });
  });

  it('lists labour payments with the ID number masked and the tax withheld', async () => {
    renderPage(hr);
    fireEvent.click(await screen.findByRole('tab', { name: '劳务报酬' }));
    const row = (await screen.findByText('李明', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('1101**********1234')).toBeTruthy();
    expect(within(row).getByText(/440\.00/)).toBeTruthy();
  });

  it('gives staff who are not HR the calculator only, and sends the months as decimal strings', {
    timeout: 90_000,
  }, async () => {
    const { bodiesOf } = renderPage(summary({}));
    expect(await screen.findByRole('tab', { name: '个税计算器' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '专项附加扣除' })).toBeNull();
    fireEvent.change(screen.getByLabelText('奖金金额'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('1 月 收入'), { target: { value: '10000.50' } });
    fireEvent.click(screen.getByRole('button', { name: /计\s*算/ }));
    await waitFor(() => expect(bodiesOf(taxEndpoints.calculate.path)).toHaveLength(1), SLOW);
    const body = bodiesOf(taxEndpoints.calculate.path)[0] as { months: { income: string }[]; bonus: object };
    expect(body.months).toHaveLength(12);
    expect(body.months[0]!.income).toBe('10000.50');
    expect(body.bonus).toEqual({ amount: '20000', month: 12, method: 'best' });
    expect(await screen.findByText('¥900.00', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/单独计税全年合计 ¥900.00，并入综合所得全年合计 ¥1980.00/)).toBeTruthy();
  });

  it('refuses an amount with three decimals before sending', { timeout: 90_000 }, async () => {
    const { bodiesOf } = renderPage(summary({}));
    fireEvent.change(await screen.findByLabelText('1 月 收入', {}, SLOW), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: /计\s*算/ }));
    expect(await screen.findByText('请输入不小于 0 的金额，最多两位小数', {}, SLOW)).toBeTruthy();
    expect(bodiesOf(taxEndpoints.calculate.path)).toEqual([]);
  });

  it('is the catalog’s screen at /salary/tax/:sign?', () => {
    expect(allRoutes.find((route) => route.path === PATH)?.element).toBe(salaryTaxFeature.screens[PATH]);
  });
});
