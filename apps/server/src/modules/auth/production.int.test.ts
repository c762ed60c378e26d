import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', CHAT_SECRET_KEY: 'prod-secret' });
});
afterAll(() => t.close());

describe('in production', () => {
  it('does not expose the development outbox', async () => {
    const res = await t.call({ method: 'GET', url: '/anon/devOutbox?to=a@b.cn', headers: { lang: 'en' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      'The development outbox is off: it opens to this machine only with DEV_OUTBOX=1 outside production; codes are also in the server log',
    );
  });
});
