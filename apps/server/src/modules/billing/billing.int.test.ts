import type { AssetSummary, InvoiceInfo, InvoiceRequestRow, OrderRow } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  caller,
  fileNameOf,
  readXlsx,
  setUpTenants,
} from '../../core/resources/test-fixtures.ts';
import { login, md5, PASSWORD, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashPassword } from '../auth/passwords.ts';
import { platformAdmins } from '../auth/schema.ts';
import { assetLedger, billingOrders, invoiceInfos, invoiceRequests } from './schema.ts';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let admin: Caller;
let person: Caller;
const orderIds: Record<string, number> = {};
const TAX_NO = '91310000MA1FL0000X';
const INFO = {
  title: '资源甲公司',
  taxNo: TAX_NO,
  address: '上海市',
  phone: '021-12345678',
  bank: '招商银行',
  bankAccount: '6225 8800 1234',
};

beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  await t.deps.db.insert(platformAdmins).values({
    loginCode: 'root@billing.test',
    passwordHash: await hashPassword(md5(PASSWORD)),
    name: '运维',
  });
  const res = await t.call<{ access_token: string }>({
    method: 'POST',
    url: '/anon/generateMngToken',
    payload: { userLoginCode: 'root@billing.test', password: md5(PASSWORD) },
  });
  admin = caller(t, res.body.data.access_token);
  await registerAccount(t, { loginCode: '13600000199', userType: 1 });
  person = caller(t, await login(t, '13600000199'));
  const order = async (
    compId: number,
    orderNo: string,
    status: OrderRow['status'],
    amountFen: number,
    day: string,
  ) => {
    const [row] = await t.deps.db
      .insert(billingOrders)
      .values({
        compId,
        orderNo,
        productName: orderNo.startsWith('SMS') ? '短信包 1000 条' : '企业版年费',
        amountFen,
        status,
        createdAt: new Date(`${day}T08:00:00Z`),
        paidAt: status === 'paid' || status === 'refunded' ? new Date(`${day}T09:00:00Z`) : null,
      })
      .returning({ id: billingOrders.id });
    orderIds[orderNo] = row!.id;
  };
  await order(tenants.a.compId, 'SMS20261101', 'paid', 10000, '2026-11-01');
  await order(tenants.a.compId, 'VIP20261105', 'unpaid', 299900, '2026-11-05');
  await order(tenants.a.compId, 'VIP20261110', 'paid', 299900, '2026-11-10');
  await order(tenants.a.compId, 'SMS20261112', 'refunded', 5000, '2026-11-12');
  await order(tenants.b.compId, 'SMS20261120', 'paid', 10000, '2026-11-20');
});
afterAll(() => t.close());

describe('who may see billing', () => {
  it('lets the company account and staff admins read; plain staff and people get 403', async () => {
    for (const api of [tenants.a.api, tenants.staffAdmin.api]) {
      expect((await api.get('/asset/selectAsset')).status).toBe(200);
      expect((await api.post('/goodsOrder/selectPage', {})).status).toBe(200);
      expect((await api.get('/invoiceInfoCtl/select')).status).toBe(200);
    }
    for (const api of [tenants.plainStaff.api, person]) {
      for (const res of [
        await api.get('/asset/selectAsset'),
        await api.post('/asset/selectLedgerPage', {}),
        await api.post('/goodsOrder/selectPage', {}),
        await api.get(`/goodsOrder/selectById/${orderIds.SMS20261101}`),
        await api.get('/invoiceInfoCtl/select'),
        await api.post('/invoiceInfoCtl/save', { ...INFO, version: 0 }),
        await api.post('/cReceipt/selectPage', {}),
        await api.post('/cReceipt/apply', { orderId: orderIds.SMS20261101 }),
      ]) {
        expect(res.status).toBe(403);
      }
    }
    expect((await t.call({ method: 'GET', url: '/asset/selectAsset' })).status).toBe(401);
  });
});

describe('assets and /admin/asset/adjust', () => {
  it('starts empty, is topped up by the admin and writes one ledger row per changed quantity', async () => {
    expect((await tenants.a.api.get<AssetSummary>('/asset/selectAsset')).body.data).toEqual({
      balance: 0,
      smsCount: 0,
      emailCount: 0,
      updatedAt: null,
    });
    const res = await admin.post<AssetSummary>('/admin/asset/adjust', {
      compId: tenants.a.compId,
      balanceDelta: 1000.5,
      smsDelta: 500,
      note: '线下转账充值',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ balance: 1000.5, smsCount: 500, emailCount: 0 });
    await admin.post('/admin/asset/adjust', { compId: tenants.a.compId, balanceDelta: -0.25, note: '更正' });

    const summary = (await tenants.staffAdmin.api.get<AssetSummary>('/asset/selectAsset')).body.data;
    expect(summary).toMatchObject({ balance: 1000.25, smsCount: 500 });
    const ledger = await tenants.a.api.post<
      Page<{ kind: string; amount: number; after: number; note: string }>
    >('/asset/selectLedgerPage', { pageNum: 1, pageSize: 10 });
    expect(ledger.body.data.total).toBe(3);
    expect(ledger.body.data.list[0]).toMatchObject({
      kind: 'balance',
      amount: -0.25,
      after: 1000.25,
      note: '更正',
    });
    const sms = await tenants.a.api.post<Page<{ kind: string }>>('/asset/selectLedgerPage', { kind: 'sms' });
    expect(sms.body.data.list.map((r) => r.kind)).toEqual(['sms']);
    const paged = await tenants.a.api.post<Page<unknown>>('/asset/selectLedgerPage', {
      pageNum: 2,
      pageSize: 2,
    });
    expect(paged.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(paged.body.data.list).toHaveLength(1);
    // Company B sees nothing of A's account.
    expect((await tenants.b.api.get<AssetSummary>('/asset/selectAsset')).body.data.balance).toBe(0);
    expect((await tenants.b.api.post<Page<unknown>>('/asset/selectLedgerPage', {})).body.data.total).toBe(0);
  });

  it('refuses going below zero, bad amounts and unknown companies, writing nothing', async () => {
    const before = await t.deps.db.select().from(assetLedger);
    const below = await caller(t, admin.token, 'zh-CN').post('/admin/asset/adjust', {
      compId: tenants.a.compId,
      balanceDelta: 5,
      smsDelta: -501,
      note: '扣减',
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('短信条数不足，调整后不能小于 0');
    const decimals = await admin.post('/admin/asset/adjust', {
      compId: tenants.a.compId,
      balanceDelta: 1.005,
      note: 'x',
    });
    expect(decimals.status).toBe(400);
    expect(JSON.stringify(decimals.body.data)).toContain('at most two decimals');
    const nothing = await admin.post('/admin/asset/adjust', { compId: tenants.a.compId, note: 'x' });
    expect(nothing.status).toBe(400);
    const unknown = await admin.post('/admin/asset/adjust', { compId: 999999, smsDelta: 1, note: 'x' });
    expect(unknown.status).toBe(404);
    expect(await t.deps.db.select().from(assetLedger)).toHaveLength(before.length);
    expect((await tenants.a.api.get<AssetSummary>('/asset/selectAsset')).body.data).toMatchObject({
      balance: 1000.25,
      smsCount: 500,
    });
  });

  it('is for platform admins only', async () => {
    const res = await tenants.a.api.post('/admin/asset/adjust', {
      compId: tenants.a.compId,
      smsDelta: 1,
      note: 'x',
    });
    expect(res.status).toBe(403);
  });
});

describe('orders (/goodsOrder)', () => {
  it('lists the company’s orders newest first with status, text and date filters and paging', async () => {
    const api = tenants.a.api;
    const all = (await api.post<Page<OrderRow>>('/goodsOrder/selectPage', {})).body.data;
    expect(all.total).toBe(4);
    expect(all.list.map((o) => o.orderNo)).toEqual([
      'SMS20261112',
      'VIP20261110',
      'VIP20261105',
      'SMS20261101',
    ]);
    expect(all.list[1]).toMatchObject({ amount: 2999, status: 'paid', invoiceStatus: null });
    const paid = (await api.post<Page<OrderRow>>('/goodsOrder/selectPage', { status: 'paid' })).body.data;
    expect(paid.list.map((o) => o.orderNo)).toEqual(['VIP20261110', 'SMS20261101']);
    const text = (await api.post<Page<OrderRow>>('/goodsOrder/selectPage', { searchText: '短信' })).body.data;
    expect(text.total).toBe(2);
    const range = await api.post<Page<OrderRow>>('/goodsOrder/selectPage', {
      createdFrom: '2026-11-05',
      createdTo: '2026-11-10',
    });
    expect(range.body.data.list.map((o) => o.orderNo)).toEqual(['VIP20261110', 'VIP20261105']);
    const page2 = (await api.post<Page<OrderRow>>('/goodsOrder/selectPage', { pageNum: 2, pageSize: 3 })).body
      .data;
    expect(page2.list.map((o) => o.orderNo)).toEqual(['SMS20261101']);
    expect((await api.post('/goodsOrder/selectPage', { status: 'lost' })).status).toBe(400);
  });

  it('shows one order by id, and another company’s order is not found', async () => {
    const own = await tenants.a.api.get<OrderRow>(`/goodsOrder/selectById/${orderIds.VIP20261110}`);
    expect(own.body.data).toMatchObject({ orderNo: 'VIP20261110', productName: '企业版年费' });
    expect((await tenants.b.api.get(`/goodsOrder/selectById/${orderIds.VIP20261110}`)).status).toBe(404);
    const bList = (await tenants.b.api.post<Page<OrderRow>>('/goodsOrder/selectPage', {})).body.data;
    expect(bList.list.map((o) => o.orderNo)).toEqual(['SMS20261120']);
  });

  it('exports the filtered orders with labelled statuses and China times, named after the title', async () => {
    const zh = await caller(t, tenants.a.api.token, 'zh-CN').download('/goodsOrder/export', {
      status: 'paid',
    });
    expect(fileNameOf(zh.headers['content-disposition'])).toMatch(/^订单_\d{14}\.xlsx$/);
    expect(await readXlsx(zh.rawPayload)).toEqual([
      ['订单号', '商品', '数量', '金额（元）', '状态', '下单时间', '支付时间'],
      ['VIP20261110', '企业版年费', 1, 2999, '已支付', '2026-11-10 16:00:00', '2026-11-10 17:00:00'],
      ['SMS20261101', '短信包 1000 条', 1, 100, '已支付', '2026-11-01 16:00:00', '2026-11-01 17:00:00'],
    ]);
    const en = await tenants.a.api.download('/goodsOrder/export', { status: 'paid' });
    expect(fileNameOf(en.headers['content-disposition'])).toMatch(/^Orders_\d{14}\.xlsx$/);
    expect((await readXlsx(en.rawPayload))[1]![4]).toBe('Paid');
  });
});

describe('invoice information (/invoiceInfoCtl)', () => {
  it('checks the taxpayer ID and other formats with translated messages, writing nothing', async () => {
    const res = await caller(t, tenants.a.api.token, 'zh-CN').post('/invoiceInfoCtl/save', {
      ...INFO,
      taxNo: '91310000MA1FL0000',
      phone: 'call me',
      version: 0,
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data as { fields: { field: string; message: string }[] }).fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['phone', 'taxNo']);
    expect(fields.find((f) => f.field === 'taxNo')!.message).toContain('统一社会信用代码');
    expect(await t.deps.db.select().from(invoiceInfos)).toHaveLength(0);
  });

  it('saves the first copy with version 0, then needs the version read (409 when stale)', async () => {
    const api = tenants.a.api;
    expect((await api.get('/invoiceInfoCtl/select')).body.data).toBeNull();
    const first = await api.post<InvoiceInfo>('/invoiceInfoCtl/save', {
      ...INFO,
      taxNo: TAX_NO.toLowerCase(),
      version: 0,
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ taxNo: TAX_NO, version: 1 });
    const second = await tenants.staffAdmin.api.post<InvoiceInfo>('/invoiceInfoCtl/save', {
      ...INFO,
      address: '上海市浦东新区',
      version: 1,
    });
    expect(second.body.data).toMatchObject({ address: '上海市浦东新区', version: 2 });
    expect((await api.post('/invoiceInfoCtl/save', { ...INFO, version: 1 })).status).toBe(409);
    expect((await api.post('/invoiceInfoCtl/save', { ...INFO, version: 0 })).status).toBe(409);
    expect((await api.get<InvoiceInfo>('/invoiceInfoCtl/select')).body.data.address).toBe('上海市浦东新区');
    expect((await tenants.b.api.get('/invoiceInfoCtl/select')).body.data).toBeNull();
  });
});

describe('invoice requests (/cReceipt)', () => {
  it('needs invoice information before applying', async () => {
    const res = await tenants.b.api.post('/cReceipt/apply', { orderId: orderIds.SMS20261120 });
    expect(res.status).toBe(400);
    expect(await t.deps.db.select().from(invoiceRequests)).toHaveLength(0);
  });

  it('applies once per paid order for its amount; unpaid, refunded and foreign orders are refused', async () => {
    const api = tenants.a.api;
    const res = await api.post<InvoiceRequestRow>('/cReceipt/apply', { orderId: orderIds.VIP20261110 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 2999,
      status: 'pending',
      title: INFO.title,
      taxNo: TAX_NO,
    });
    expect((await api.post('/cReceipt/apply', { orderId: orderIds.VIP20261110 })).status).toBe(409);
    expect((await api.post('/cReceipt/apply', { orderId: orderIds.VIP20261105 })).status).toBe(400);
    expect((await api.post('/cReceipt/apply', { orderId: orderIds.SMS20261112 })).status).toBe(400);
    expect((await api.post('/cReceipt/apply', { orderId: orderIds.SMS20261120 })).status).toBe(404);
    const order = await api.get<OrderRow>(`/goodsOrder/selectById/${orderIds.VIP20261110}`);
    expect(order.body.data.invoiceStatus).toBe('pending');
    const list = (await api.post<Page<InvoiceRequestRow>>('/cReceipt/selectPage', {})).body.data;
    expect(list.list.map((r) => r.orderNo)).toEqual(['VIP20261110']);
    expect((await tenants.b.api.post<Page<unknown>>('/cReceipt/selectPage', {})).body.data.total).toBe(0);
  });

  it('lets the admin issue or reject once; a rejected order may be applied for again', async () => {
    const api = tenants.a.api;
    const applied = await api.post<InvoiceRequestRow>('/cReceipt/apply', { orderId: orderIds.SMS20261101 });
    const id = applied.body.data.id;
    expect((await admin.post('/admin/invoice/handle', { id, status: 'rejected' })).status).toBe(400);
    expect(
      (await admin.post('/admin/invoice/handle', { id, status: 'rejected', reason: '抬头有误' })).status,
    ).toBe(200);
    expect((await admin.post('/admin/invoice/handle', { id, status: 'issued' })).status).toBe(409);
    expect((await admin.post('/admin/invoice/handle', { id: 999999, status: 'issued' })).status).toBe(404);
    expect((await api.post('/admin/invoice/handle', { id, status: 'issued' })).status).toBe(403);

    const rejected = (await api.post<Page<InvoiceRequestRow>>('/cReceipt/selectPage', { status: 'rejected' }))
      .body.data;
    expect(rejected.list[0]).toMatchObject({ status: 'rejected', rejectReason: '抬头有误' });
    const again = await api.post<InvoiceRequestRow>('/cReceipt/apply', { orderId: orderIds.SMS20261101 });
    expect(again.status).toBe(200);
    expect(
      (await admin.post('/admin/invoice/handle', { id: again.body.data.id, status: 'issued' })).status,
    ).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(invoiceRequests)
      .where(eq(invoiceRequests.orderId, orderIds.SMS20261101!));
    expect(rows.map((r) => r.status).sort()).toEqual(['issued', 'rejected']);
  });

  it('lists every company’s requests in the back office, handles one as a transition and shows it on the company’s timeline', async () => {
    type AdminRow = InvoiceRequestRow & { compName: string; version: number; transitions: string[] };
    const pending = await admin.post<{ list: AdminRow[] }>('/admin/invoice/selectPage', {
      status: 'pending',
    });
    const row = pending.body.data.list.find((r) => r.orderNo === 'VIP20261110')!;
    expect(row).toMatchObject({ compName: '资源甲公司', amount: 2999, transitions: ['issue', 'reject'] });
    const issued = await admin.post<AdminRow>('/admin/invoice/changeStatus', {
      id: row.id,
      version: row.version,
      name: 'issue',
    });
    expect(issued.body.data).toMatchObject({ status: 'issued', transitions: [] });
    const orders = await admin.post<{ list: { orderNo: string; compName: string }[] }>(
      '/admin/order/selectPage',
      {
        compName: '资源乙',
      },
    );
    expect(orders.body.data.list.map((o) => [o.orderNo, o.compName])).toEqual([
      ['SMS20261120', '资源乙公司'],
    ]);

    type Entry = { action: string; transition: string | null; whoKind: string };
    const timeline = await tenants.a.api.get<Entry[]>(`/cReceipt/selectTimeline/${row.id}`);
    expect(timeline.body.data.map((e) => [e.action, e.transition, e.whoKind])).toEqual([
      ['transition', 'issue', 'admin'],
      ['insert', null, 'user'],
    ]);
    expect((await tenants.b.api.get(`/cReceipt/selectTimeline/${row.id}`)).status).toBe(404);
  });

  it('exports the back office’s requests with the company’s name and the status’s label', async () => {
    const file = await admin.download('/admin/invoice/export', { status: 'issued' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^Invoice requests_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([
      'Company',
      'Order number',
      'Amount (yuan)',
      'Invoice title',
      'Taxpayer ID',
      'Status',
      'Reason rejected',
      'Requested',
      'Handled',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 6))).toContainEqual([
      '资源甲公司',
      'VIP20261110',
      2999,
      INFO.title,
      TAX_NO,
      'Issued',
    ]);
  });
});

describe('order dates are China days', () => {
  it('counts an order placed at 01:30 in Beijing on 5 November (still 4 November in UTC) as that day', async () => {
    await t.deps.db.insert(billingOrders).values({
      compId: tenants.a.compId,
      orderNo: 'EARLY20261105',
      productName: '短信包 1000 条',
      amountFen: 10000,
      status: 'unpaid',
      createdAt: new Date('2026-11-04T17:30:00Z'),
    });
    const day = await tenants.a.api.post<Page<OrderRow>>('/goodsOrder/selectPage', {
      createdFrom: '2026-11-05',
      createdTo: '2026-11-05',
    });
    expect(day.body.data.list.map((o) => o.orderNo).sort()).toEqual(['EARLY20261105', 'VIP20261105']);
    const dayBefore = await tenants.a.api.post<Page<OrderRow>>('/goodsOrder/selectPage', {
      createdFrom: '2026-11-04',
      createdTo: '2026-11-04',
    });
    expect(dayBefore.body.data.total).toBe(0);
  });
});
