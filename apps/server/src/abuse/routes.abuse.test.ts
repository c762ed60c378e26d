import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../modules/platform/test-admin.ts';
import { login } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { type Actor, answerText, as, CANARY, catalogOf, digestOf, setUpVictim } from './fixtures.ts';
import { sampleOf } from './samples.ts';
import { report } from './summary.ts';

let t: TestApp;
let victim: Awaited<ReturnType<typeof setUpVictim>>;
beforeAll(async () => {
  // Generated logins with wrong passwords come from one address: its lockout is tested elsewhere.
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' });
  victim = await setUpVictim(t);
});
afterAll(() => t.close());

/** Routes that are not an attack surface of the tenants: docs, assets, the health probe. */
const infrastructure = (url: string) => url.startsWith('/api-docs') || url === '/healthz' || url === '/*';

describe('every endpoint refuses callers without the right session (generated)', () => {
  it('answers 401 without a token or with a garbage one, 406 with a revoked one, 403 across session kinds', async () => {
    const routes = catalogOf(t).filter((r) => r.access !== 'public' && !infrastructure(r.url));
    expect(routes.length).toBeGreaterThan(50);
    const expiredToken = await login(t, victim.actors[1]!.loginCode);
    await as(t, expiredToken)('GET', '/invalidToken', {});
    const admin = await adminSession(t, 'abuse-admin@renli.test');
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const input = route.body
        ? sampleOf(route.body, victim.ids)
        : route.querystring
          ? sampleOf(route.querystring, victim.ids)
          : {};
      const tries: [string, string | null, number[]][] = [
        ['no token', null, [401]],
        ['garbage token', 'not-a-token', [401]],
        ['revoked token', expiredToken, [406]],
        route.access === 'admin'
          ? ['a user token on an admin route', victim.actors[0]!.token, [403]]
          : ['an admin token on a user route', admin.token, [403]],
      ];
      for (const [label, token, allowed] of tries) {
        requests += 1;
        const res = await as(t, token)(route.method, route.url, input);
        if (!allowed.includes(res.status))
          failures.push(`${route.method} ${route.url} with ${label}: ${res.status}`);
      }
    }
    report({ sessionRoutes: routes.length, sessionRequests: requests });
    expect(failures).toEqual([]);
  });
});

describe("no other tenant, person or unprivileged staff member reaches company A's data (generated)", () => {
  it("would see A's records in an export: the canary is read out of spreadsheets too", async () => {
    const own = await as(t, victim.owner.token)('POST', '/compStaffMember/export', {});
    expect(own.status).toBe(200);
    expect(await answerText(own.raw)).toContain(CANARY);
  });

  it("changes nothing of A's and shows none of A's records, on every endpoint, for every attacker", async () => {
    const routes = catalogOf(t).filter((r) => r.access !== 'admin' && !infrastructure(r.url));
    const failures: string[] = [];
    let requests = 0;
    let onlyRefusedInput = 0;
    const attackers: (Actor | null)[] = [...victim.actors, null];
    for (const actor of attackers) {
      const name = actor?.name ?? 'anonymous';
      let token = actor?.token ?? null;
      for (const route of routes) {
        const before = await digestOf(t, victim.compId, actor?.userId ?? 0);
        let validated = false;
        for (const id of victim.ids) {
          const schema = route.body ?? route.querystring;
          const input = schema ? sampleOf(schema, [id]) : {};
          requests += 1;
          const res = await as(t, token)(route.method, route.url, input);
          if (res.status !== 400) validated = true;
          // 501 is an honest "not configured" (social logins); any other 5xx is a crash.
          if (res.status >= 500 && res.status !== 501)
            failures.push(`${name} ${route.method} ${route.url} (id ${id}): ${res.status}`);
          if (actor?.name !== "A's plain staff" && (await answerText(res.raw)).includes(CANARY)) {
            failures.push(
              `${name} ${route.method} ${route.url} (id ${id}) answered A's record: ${res.raw.body.slice(0, 200)}`,
            );
          }
        }
        if (!validated) onlyRefusedInput += 1;
        const after = await digestOf(t, victim.compId, actor?.userId ?? 0);
        if (after !== before) failures.push(`${name} ${route.method} ${route.url} changed company A's data`);
        // Some endpoints end the caller's own session (logout, identity switch): sign in again.
        if (actor) {
          const check = await as(t, token)('GET', '/userCtl/checkTokenNose', {});
          if (!(check.body.data as { valid: boolean }).valid) token = await login(t, actor.loginCode);
        }
      }
    }
    report({
      tenancyRoutes: routes.length,
      attackers: attackers.length,
      tenancyRequests: requests,
      routesOnlyRefusingInput: onlyRefusedInput,
    });
    expect(failures).toEqual([]);
  });
});
