import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, so a forged X-Forwarded-For would move request.ip: the outbox must not follow it.
  t = await createTestApp({ TRUST_PROXY: '1' });
  for (const to of ['13800000001', '13800000002']) {
    await t.call({ method: 'GET', url: `/anon/verifyCode?userLoginCode=${to}&verifyType=1` });
  }
});
afterAll(() => t.close());

const outbox = (query: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.call<{ to: string; code: string }[]>({
    method: 'GET',
    url: `/anon/devOutbox${query}`,
    remoteAddress,
    headers: { lang: 'en', ...headers },
  });

describe('the dev outbox (issue 14, item 6)', () => {
  it('gives this machine the codes of one address, never a list of everyone', async () => {
    const one = await outbox('?to=13800000001');
    expect(one.body.data.map((e) => e.to)).toEqual(['13800000001']);
    const all = await outbox('');
    expect(all.status).toBe(400);
    expect(all.body.message).toMatch(/^to: /);
  });

  it('is closed to other machines, whatever X-Forwarded-For says', async () => {
    expect((await outbox('?to=13800000001', '203.0.113.9')).status).toBe(404);
    expect((await outbox('?to=13800000001', '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(
      404,
    );
    const enabled = (remoteAddress: string) =>
      t.call<{ enabled: boolean }>({ method: 'GET', url: '/anon/devOutboxEnabled', remoteAddress });
    expect((await enabled('127.0.0.1')).body.data).toEqual({ enabled: true });
    expect((await enabled('203.0.113.9')).body.data).toEqual({ enabled: false });
  });
});
