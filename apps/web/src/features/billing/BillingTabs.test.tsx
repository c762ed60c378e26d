import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, Providers } from '../../components/resource/resource-test-kit.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { AssetTab } from './AssetTab.tsx';
import { InvoiceTab } from './InvoiceTab.tsx';
import { OrderTab } from './OrderTab.tsx';

beforeAll(installBrowserStubs);
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['billing']);
  setToken('user', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (ui: React.ReactNode) => render(<Providers>{ui}</Providers>);
const pageOf = (list: unknown[]) => ({ data: { list, total: list.length, pageNum: 1, pageSize: 10 } });
const order = (id: number, orderNo: string, status: string, invoiceStatus: string | null = null) => ({
  id,
  version: 1,
  updatedAt: '2026-11-01T08:00:00.000Z',
  orderNo,
  productName: '短信包 1000 条',
  quantity: 1,
  amount: 100,
  status,
  note: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-01T09:00:00.000Z' : null,
  invoiceStatus,
});

describe('AssetTab', () => {
  it('shows balance and counts and filters the ledger by kind', async () => {
    const { bodiesOf } = fakeServer({
      '/asset/selectAsset': () => ({
        data: { balance: 1000.5, smsCount: 500, emailCount: 0, updatedAt: null },
      }),
      '/asset/selectLedgerPage': () =>
        pageOf([
          {
            id: 1,
            kind: 'sms',
            amount: 500,
            after: 500,
            note: '线下转账充值',
            createdAt: '2026-11-01T08:00:00.000Z',
          },
        ]),
    });
    show(<AssetTab />);
    expect(await screen.findByText('¥1,000.50')).toBeTruthy();
    expect(await screen.findByText('线下转账充值')).toBeTruthy();
    expect(screen.getByText('+500')).toBeTruthy();
    // The test window matches no width: a phone, where the ledger is cards, not a table.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('线下转账充值').closest('.rl-ledger-card')).toBeTruthy();
    fireEvent.mouseDown(within(screen.getByTestId('ledger-kind')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('短信'));
    await waitFor(() =>
      expect(bodiesOf('/asset/selectLedgerPage').at(-1)).toEqual({ pageNum: 1, pageSize: 10, kind: 'sms' }),
    );
  });

  it('shows the server’s refusal for plain staff instead of the figures', async () => {
    fakeServer({
      '/asset/selectAsset': () => ({
        code: 403,
        message: '只有企业账号和管理员可以查看企业资产、订单和发票',
      }),
    });
    show(<AssetTab />);
    expect(await screen.findByText('无权查看')).toBeTruthy();
    expect(screen.getByText('只有企业账号和管理员可以查看企业资产、订单和发票')).toBeTruthy();
  });
});

describe('OrderTab', () => {
  it('queries with the typed text and opens an order in the detail drawer', async () => {
    const { bodiesOf } = fakeServer({
      '/goodsOrder/selectPage': () => pageOf([order(1, 'SMS20261101', 'paid', 'pending')]),
      '/goodsOrder/selectById/1': () => ({ data: order(1, 'SMS20261101', 'paid', 'pending') }),
    });
    show(<OrderTab />);
    const row = (await screen.findByText('SMS20261101')).closest('tr')!;
    fireEvent.change(screen.getByRole('textbox', { name: '订单号或商品名称' }), {
      target: { value: ' SMS ' },
    });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(bodiesOf('/goodsOrder/selectPage').at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        searchText: ' SMS ',
      }),
    );

    fireEvent.click(within(row).getByRole('button', { name: /详\s*情/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('待开票')).toBeTruthy();
    expect(within(drawer).getByText('¥100.00')).toBeTruthy();
  });
});

describe('InvoiceTab', () => {
  it('checks the taxpayer ID before saving and saves the first copy with version 0', async () => {
    const { bodiesOf } = fakeServer({
      '/invoiceInfoCtl/select': () => ({ data: null }),
      '/invoiceInfoCtl/save': (body) => ({
        data: { ...(body as object), version: 1, updatedAt: '2026-11-23T00:00:00.000Z' },
      }),
    });
    show(<InvoiceTab />);
    const apply = await screen.findByTestId('invoice-apply');
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('invoice-title'), { target: { value: '示例科技有限公司' } });
    fireEvent.change(screen.getByTestId('invoice-taxno'), { target: { value: '91310000MA1FL000' } });
    fireEvent.click(screen.getByTestId('invoice-save'));
    expect(await screen.findByText(/统一社会信用代码/)).toBeTruthy();
    expect(bodiesOf('/invoiceInfoCtl/save')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('invoice-taxno'), { target: { value: '91310000ma1fl0000x' } });
    fireEvent.click(screen.getByTestId('invoice-save'));
    await waitFor(() => expect(bodiesOf('/invoiceInfoCtl/save')).toHaveLength(1));
    expect(bodiesOf('/invoiceInfoCtl/save')[0]).toMatchObject({ taxNo: '91310000MA1FL0000X', version: 0 });
    await waitFor(() =>
      expect((screen.getByTestId('invoice-apply') as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('offers only paid orders not yet invoiced and applies for the chosen one', async () => {
    const info = {
      title: '甲',
      taxNo: '91310000MA1FL0000X',
      address: '',
      phone: '',
      bank: '',
      bankAccount: '',
      version: 1,
      updatedAt: '2026-11-23T00:00:00.000Z',
    };
    const { bodiesOf } = fakeServer({
      '/invoiceInfoCtl/select': () => ({ data: info }),
      '/goodsOrder/selectPage': () =>
        pageOf([order(1, 'SMS20261101', 'paid'), order(2, 'VIP20261110', 'paid', 'issued')]),
      '/cReceipt/apply': () => ({
        data: {
          id: 9,
          orderId: 1,
          orderNo: 'SMS20261101',
          productName: 'x',
          amount: 100,
          title: '甲',
          taxNo: info.taxNo,
          status: 'pending',
          rejectReason: null,
          createdAt: info.updatedAt,
          handledAt: null,
        },
      }),
    });
    show(<InvoiceTab />);
    const apply = await screen.findByTestId('invoice-apply');
    await waitFor(() => expect((apply as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('SMS20261101')).toBeTruthy();
    expect(within(dialog).queryByText('VIP20261110')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/cReceipt/apply')).toEqual([{ orderId: 1 }]));
  });
});
