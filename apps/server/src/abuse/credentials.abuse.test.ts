import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { as, catalogOf, setUpVictim, VICTIM } from './fixtures.ts';
import { sampleOf } from './samples.ts';
import { report } from './summary.ts';

let t: TestApp;
let victim: Awaited<ReturnType<typeof setUpVictim>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' });
  victim = await setUpVictim(t);
});
afterAll(() => t.close());

describe("credentials of another company's login (issue 14, item 1; generated)", () => {
  it('a company that links a foreign login gains nothing over it on any staff or credential endpoint', async () => {
    const b = victim.tenants.b.api;
    const linked = await b.post<{ id: number; status: number }>('/compStaffMember/insert', {
      staffName: 'x',
      mobile: VICTIM.mobile,
    });
    expect(linked.body.data.status).toBe(3);
    const attack = as(t, b.token);
    const targets = catalogOf(t).filter(
      (r) =>
        r.access === 'user' &&
        (/^\/(compStaffMember|companyStaffMemberCtl)\//.test(r.url) ||
          /password|passWord|loginStatus/i.test(r.url)),
    );
    for (const route of targets) {
      const schema = route.body ?? route.querystring;
      await attack(route.method, route.url, schema ? sampleOf(schema, [linked.body.data.id]) : {});
    }
    // The victim still signs in with their own password, and only acts in company A.
    const token = await login(t, VICTIM.mobile, VICTIM.password);
    const identities = await as(t, token)('GET', '/changeUserList', {});
    expect((identities.body.data as { compId: number }[]).map((i) => i.compId)).toEqual([victim.compId]);
    report({ credentialRoutes: targets.length });
  });
});
