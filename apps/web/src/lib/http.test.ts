import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createHttpClient, type HttpDeps, NO_RESPONSE } from './http.ts';
import { i18n } from './i18n.ts';
import { clearSession, getStoredUser, getToken, setToken } from './session.ts';
import { storage } from './storage.ts';

const envelope = (code: number, data: unknown = null, message = code === 200 ? '成功' : '出错了') =>
  new Response(JSON.stringify({ code, message, data }), {
    status: code === 200 ? 200 : code,
    headers: { 'content-type': 'application/json' },
  });

function setup(
  answer: (url: string, init: RequestInit) => Response | Promise<Response>,
  overrides: Partial<HttpDeps> = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const toasts: string[] = [];
  const navigations: string[] = [];
  const deps: HttpDeps = {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return answer(String(input), init ?? {});
    }) as typeof fetch,
    getToken,
    clearSession,
    navigate: (path) => navigations.push(path),
    currentPath: () => '/recruit/job',
    toast: (content) => toasts.push(content),
    translate: (key, params) => i18n.getFixedT('zh-CN')(key, params),
    language: () => 'zh-CN',
    timeoutMs: 15_000,
    ...overrides,
  };
  return { client: createHttpClient(deps), calls, toasts, navigations };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('http client', () => {
  beforeEach(() => localStorage.clear());

  it('unwraps the envelope and sends the token and language headers', async () => {
    setToken('user', 'tok-1');
    const { client, calls } = setup(() => envelope(200, { userId: 7 }));
    await expect(client.get('/selectAuthByToken', { a: 1, skip: undefined })).resolves.toEqual({ userId: 7 });
    expect(calls[0]!.url).toBe('/selectAuthByToken?a=1');
    expect(headersOf(calls[0]!.init)).toMatchObject({ access_token: 'tok-1', lang: 'zh-CN' });
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('posts JSON, uses the admin token for admin calls and none for log-in calls', async () => {
    setToken('user', 'user-tok');
    setToken('admin', 'admin-tok');
    const { client, calls } = setup(() => envelope(200, null));
    await client.post('/adminCtl/updateAdminPassword', { oldPassword: 'x' }, { auth: 'admin' });
    await client.post('/anon/generateToken', { userLoginCode: 'a' }, { auth: 'none' });
    expect(headersOf(calls[0]!.init).access_token).toBe('admin-tok');
    expect(headersOf(calls[0]!.init)['content-type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ oldPassword: 'x' }));
    expect(headersOf(calls[1]!.init).access_token).toBeUndefined();
  });

  it('throws an ApiError with code, message and data, and toasts the server message', async () => {
    const fields = [{ field: 'verifyCode', message: '验证码错误' }];
    const { client, toasts } = setup(() => envelope(400, { fields }, '参数错误'));
    const error = await client.post('/anon/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: '参数错误', data: { fields } });
    expect((error as ApiError).fields).toEqual(fields);
    expect(toasts).toEqual(['参数错误']);
  });

  it('lets callers opt out of the toast', async () => {
    const { client, toasts } = setup(() => envelope(409, null, '已存在'));
    await expect(client.post('/x', {}, { silent: true })).rejects.toMatchObject({ code: 409 });
    expect(toasts).toEqual([]);
  });

  it('says "API error" with the code when the answer is not an envelope', async () => {
    const { client, toasts } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 502, message: '接口错误 502' });
    expect(toasts).toEqual(['接口错误 502']);
  });

  it('rejects data that does not match the schema', async () => {
    const { client } = setup(() => envelope(200, { userId: 'seven' }));
    await expect(
      client.get('/x', undefined, { schema: z.object({ userId: z.number() }) }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('on 401 forgets the token and user data and goes to the login page once', async () => {
    setToken('user', 'stale');
    storage.setItem('user', { userId: 1 });
    const { client, toasts, navigations } = setup(() => envelope(401, null, '请先登录'));
    // Requests in flight together all fail; only the first one reports it.
    const results = await Promise.allSettled([
      client.get('/changeUserList'),
      client.get('/selectAuthByToken'),
    ]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as ApiError).code)).toEqual([401, 401]);
    expect(getToken('user')).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(navigations).toEqual(['/login?redirect=%2Frecruit%2Fjob']);
    expect(toasts).toEqual(['请先登录']);
  });

  it('on 406 says the login expired; admin sessions go to the admin login', async () => {
    setToken('admin', 'old-admin');
    setToken('user', 'still-good');
    const { client, toasts, navigations } = setup(() => envelope(406, null, 'expired'), {
      currentPath: () => '/Members/Company',
    });
    await expect(client.get('/adminCtl/selectAdminInfo', undefined, { auth: 'admin' })).rejects.toMatchObject(
      {
        code: 406,
      },
    );
    expect(toasts).toEqual(['登录信息已失效，请重新登录']);
    expect(navigations).toEqual(['/aLogin?redirect=%2FMembers%2FCompany']);
    expect(getToken('admin')).toBeNull();
    expect(getToken('user')).toBe('still-good');
  });

  it('does not treat a failed log-in (no token sent) as a lost session', async () => {
    setToken('user', 'keep');
    const { client, navigations } = setup(() => envelope(401, null, '账号或密码错误'));
    await expect(
      client.post('/anon/generateToken', {}, { auth: 'none', silent: true }),
    ).rejects.toMatchObject({
      code: 401,
    });
    expect(getToken('user')).toBe('keep');
    expect(navigations).toEqual([]);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const { client, toasts } = setup(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = client.get('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      const error = await pending;
      expect(error).toMatchObject({ code: NO_RESPONSE, message: '请求超时，请稍后重试' });
      expect(toasts).toEqual(['请求超时，请稍后重试']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports network failures', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x')).rejects.toMatchObject({
      code: NO_RESPONSE,
      message: '网络异常，请检查网络设置',
    });
  });
});
