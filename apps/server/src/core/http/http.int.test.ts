import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP core', () => {
  it('answers /healthz with the envelope once ready', async () => {
    const res = await t.call<{ status: string }>({ method: 'GET', url: '/healthz' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: '成功', data: { status: 'ok' } });
  });

  it('answers unknown endpoints with a translated 404 envelope', async () => {
    const zh = await t.call({ method: 'GET', url: '/no/such/thing?x=1' });
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: 404, message: '接口不存在：GET /no/such/thing', data: null });
    const en = await t.call({
      method: 'GET',
      url: '/no/such/thing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.body.message).toBe('No such endpoint: GET /no/such/thing');
  });

  it('serves the OpenAPI document and its UI without a session', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/anon/generateToken', '/userSig/getUserSig', '/healthz']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api-docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('refuses malformed JSON and wrong types with 400', async () => {
    const broken = await t.call({
      method: 'POST',
      url: '/anon/generateToken',
      headers: { 'content-type': 'application/json' },
      payload: '{"userLoginCode":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe(400);
    const wrongType = await t.call<{ fields: { field: string }[] }>({
      method: 'POST',
      url: '/anon/generateToken',
      payload: { userLoginCode: 42, password: ['x'] },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data.fields.map((f) => f.field).sort()).toEqual(['password', 'userLoginCode']);
  });

  it('refuses a body over the 1 MB JSON limit with 413', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/anon/generateToken',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userLoginCode: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('请求内容过大');
  });
});
