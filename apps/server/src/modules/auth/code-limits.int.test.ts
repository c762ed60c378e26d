import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VERIFY_CODE_MAX_PER_ADDRESS: '5', VERIFY_CODE_MAX_PER_MINUTE: '8' });
});
afterAll(() => t.close());

const ask = (userLoginCode: string, remoteAddress: string) =>
  t.call({
    method: 'GET',
    url: `/anon/verifyCode?userLoginCode=${userLoginCode}&verifyType=1`,
    remoteAddress,
    headers: { lang: 'en' },
  });

describe('verification code limits (issue 14, item 7)', () => {
  it('stops one address asking for codes to many numbers, and only that address', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(`1380000100${i}`, '198.51.100.1')).status).toBe(200);
    const sixth = await ask('13800001005', '198.51.100.1');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'Too many codes were asked for from this network; try again in 60 minutes',
    );
    expect(t.outbox.list('13800001005')).toEqual([]);
    expect((await ask('13800001005', '198.51.100.2')).status).toBe(200);
  });

  it('caps the whole server per minute, however many addresses ask', async () => {
    // 6 codes went out above; the cap is 8.
    expect((await ask('13800002001', '198.51.100.3')).status).toBe(200);
    expect((await ask('13800002002', '198.51.100.4')).status).toBe(200);
    const busy = await ask('13800002003', '198.51.100.5');
    expect(busy.status).toBe(429);
    expect(busy.body.message).toBe('Codes are being sent at the highest rate allowed; try again in a minute');
  });
});
