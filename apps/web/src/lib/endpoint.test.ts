import { defineEndpoints, endpointUrl } from '@renli/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEndpointClient, endpointKey } from './endpoint.ts';
import { createHttpClient } from './http.ts';
import { i18n } from './i18n.ts';
import { clearSession, getToken, setToken } from './session.ts';

const api = defineEndpoints('widgets', {
  list: {
    method: 'GET',
    path: '/widgetCtl/list',
    access: 'user',
    summary: 'Widgets',
    query: z.object({ name: z.string().optional() }),
    data: z.array(z.object({ id: z.number() })),
  },
  rename: {
    method: 'POST',
    path: '/widgetCtl/rename/:id',
    access: 'admin',
    summary: 'Rename a widget',
    params: z.object({ id: z.number() }),
    body: z.object({ name: z.string() }),
    data: z.object({ id: z.number(), name: z.string() }),
  },
  ping: { method: 'POST', path: '/widgetCtl/ping', access: 'public', summary: 'Ping', data: z.null() },
});

function setup(data: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const http = createHttpClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify({ code: 200, message: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
    getToken,
    clearSession,
    navigate: () => {},
    currentPath: () => '/',
    toast: () => {},
    translate: (key, params) => i18n.getFixedT('zh-CN')(key, params),
    language: () => 'zh-CN',
    timeoutMs: 15_000,
  });
  return { client: createEndpointClient(http), calls };
}

const tokenOf = (init: RequestInit) => (init.headers as Record<string, string>).access_token;

describe('endpoint client', () => {
  beforeEach(() => localStorage.clear());

  it('GETs with the query string and the user session, and validates the answer', async () => {
    setToken('user', 'user-token');
    const { client, calls } = setup([{ id: 1 }]);
    await expect(client.call(api.list, { query: { name: '张' } })).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]!.url).toBe(`/widgetCtl/list?name=${encodeURIComponent('张')}`);
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(tokenOf(calls[0]!.init)).toBe('user-token');
  });

  it('fills path parameters, POSTs the body and sends the admin session to admin endpoints', async () => {
    setToken('user', 'user-token');
    setToken('admin', 'admin-token');
    const { client, calls } = setup({ id: 7, name: 'b' });
    await client.call(api.rename, { params: { id: 7 }, body: { name: 'b' } });
    expect(calls[0]!.url).toBe('/widgetCtl/rename/7');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: 'b' });
    expect(tokenOf(calls[0]!.init)).toBe('admin-token');
  });

  it('downloads a file from a GET endpoint with GET, and from a POST one with its body', async () => {
    const { client, calls } = setup(null);
    await client.download(api.list, { query: { name: 'x' } }).catch(() => undefined);
    await client.download(api.ping).catch(() => undefined);
    expect(calls.map((c) => [c.url, c.init.method])).toEqual([
      ['/widgetCtl/list?name=x', 'GET'],
      ['/widgetCtl/ping', 'POST'],
    ]);
  });

  it('refuses an answer that does not match the declared data', async () => {
    const { client } = setup([{ id: 'not a number' }]);
    await expect(client.call(api.list, { query: {} }, { silent: true })).rejects.toThrow();
  });

  it('POSTs an empty object when a body-less endpoint is called without arguments', async () => {
    const { client, calls } = setup(null);
    await expect(client.call(api.ping)).resolves.toBeNull();
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({});
  });
});

describe('endpoint paths and keys', () => {
  it('encodes parameters and drops a missing optional one', () => {
    expect(endpointUrl('/file/:name', { name: 'a b.png' })).toBe('/file/a%20b.png');
    expect(endpointUrl('/crm/order/:page?', {})).toBe('/crm/order');
  });

  it('keys answers by path first, so invalidating the path reaches every input', () => {
    expect(endpointKey(api.list)).toEqual(['/widgetCtl/list']);
    expect(endpointKey(api.list, { query: { name: 'a' } })).toEqual([
      '/widgetCtl/list',
      { query: { name: 'a' } },
    ]);
  });
});

describe('endpoint sessions', () => {
  beforeEach(() => localStorage.clear());

  it('sends the user token to public endpoints unless the call names another session or none', async () => {
    setToken('user', 'user-token');
    setToken('admin', 'admin-token');
    const { client, calls } = setup(null);
    await client.call(api.ping);
    await client.call(api.ping, undefined, { auth: 'admin' });
    await client.call(api.ping, undefined, { auth: 'none' });
    expect(calls.map(({ init }) => tokenOf(init))).toEqual(['user-token', 'admin-token', undefined]);
  });
});
