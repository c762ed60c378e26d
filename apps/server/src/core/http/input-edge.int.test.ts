import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { installSecurityHeaders } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginWith = (payload: object) =>
  t.call<{ fields: { field: string; message: string }[] }>({
    method: 'POST',
    url: '/anon/generateToken',
    payload,
  });

describe('the input edge (issue 14, items 8 and 10)', () => {
  it('refuses NUL characters and lone surrogates with a 400 naming the field, not a 500', async () => {
    const nul = await loginWith({ userLoginCode: 'a\u0000b@renli.test', password: md5('x') });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('userLoginCode：含有不允许的空字符（NUL），请删除后重试');
    expect(nul.body.data.fields).toEqual([
      { field: 'userLoginCode', message: '含有不允许的空字符（NUL），请删除后重试' },
    ]);
    const surrogate = await loginWith({ userLoginCode: 'a\ud800@renli.test', password: md5('x') });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toBe('userLoginCode：含有无法识别的残缺字符，请重新输入');
    const query = await t.call({ method: 'GET', url: '/anon/verifyCode?userLoginCode=13800000000%00' });
    expect(query.status).toBe(400);
    expect(query.body.message).toMatch(/^userLoginCode：/);
  });

  it('tells a wrong type from a missing value', async () => {
    const wrongType = await loginWith({ userLoginCode: 13800000000, password: md5('x') });
    expect(wrongType.body.message).toBe('userLoginCode：类型不正确，应为文本');
    const missing = await loginWith({ password: md5('x') });
    expect(missing.body.message).toBe('userLoginCode：不能为空');
    const en = await t.call({
      method: 'POST',
      url: '/anon/generateToken',
      headers: { lang: 'en' },
      payload: { userLoginCode: 'a@renli.test', password: ['x'] },
    });
    expect(en.body.message).toBe('password: must be text');
  });

  it('sends security headers with every answer, and the content policy with pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(res.headers['permissions-policy']).toContain('camera=(self), microphone=(self)');
    expect(res.headers['content-security-policy']).toBeUndefined();
    const page = Fastify();
    installSecurityHeaders(page);
    page.get('/', (_request, reply) => reply.type('text/html').send('<!doctype html><p>hi</p>'));
    const html = await page.inject({ method: 'GET', url: '/' });
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    await page.close();
  });
});
