import { afterAll, beforeAll, expect, it } from 'vitest';
import { caller } from '../../core/resources/test-fixtures.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { login, md5 } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

it('seeds a verified demo profile and one pending verification for the reviewer', async () => {
  const company = caller(t, await login(t, 'demo@renli.local', DEMO_PASSWORD));
  const profile = await company.get<{ industry: string; attestStatus: number }>(
    '/companyCtl/selectMyCompany',
  );
  expect(profile.body.data).toMatchObject({ industry: '人力资源服务', attestStatus: 2 });

  const res = await t.call<{ access_token: string }>({
    method: 'POST',
    url: '/anon/generateMngToken',
    payload: { userLoginCode: 'admin@renli.local', password: md5(DEMO_PASSWORD) },
  });
  const admin = caller(t, res.body.data.access_token);
  const pending = await admin.post<{ list: { compName: string }[] }>('/attestation/selectList', {
    applyStatus: 1,
  });
  expect(pending.body.data.list.map((r) => r.compName)).toEqual(['厦门云帆科技有限公司']);
});
