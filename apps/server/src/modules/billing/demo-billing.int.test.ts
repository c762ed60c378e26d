import type { AssetSummary, OrderRow } from '@renli/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller } from '../../core/resources/test-fixtures.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { DEMO_PASSWORD, demoStaffLoginCode } from '../../seed/demo-data.ts';
import { login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

it('gives the demo company orders of every status and the account the paid ones bought', async () => {
  const company = caller(t, await login(t, 'demo@renli.local', DEMO_PASSWORD));
  const orders = (
    await company.post<{ list: OrderRow[]; total: number }>('/goodsOrder/selectPage', { pageSize: 20 })
  ).body.data;
  expect(orders.total).toBe(7);
  expect(new Set(orders.list.map((o) => o.status))).toEqual(
    new Set(['paid', 'unpaid', 'refunded', 'closed']),
  );
  const asset = (await company.get<AssetSummary>('/asset/selectAsset')).body.data;
  expect(asset).toMatchObject({ balance: 5000, smsCount: 5000, emailCount: 10000 });
  expect((await company.post<{ total: number }>('/asset/selectLedgerPage', {})).body.data.total).toBe(3);

  // 张伟 (staff admin) reads them too; a plain staff member does not.
  const hr = caller(t, await login(t, demoStaffLoginCode(2), DEMO_PASSWORD));
  expect((await hr.get('/asset/selectAsset')).status).toBe(200);
  const plain = caller(t, await login(t, demoStaffLoginCode(5), DEMO_PASSWORD));
  expect((await plain.get('/asset/selectAsset')).status).toBe(403);
});
