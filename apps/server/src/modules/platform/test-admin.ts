import type { InjectOptions } from 'fastify';
import { md5, PASSWORD } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';
import { hashPassword } from '../auth/passwords.ts';
import { platformAdmins } from '../auth/schema.ts';

/** Creates a platform admin and logs it in; `as` sends back-office calls with its token. */
export async function adminSession(t: TestApp, loginCode = 'root@renli.test') {
  const [row] = await t.deps.db
    .insert(platformAdmins)
    .values({ loginCode, passwordHash: await hashPassword(md5(PASSWORD)), name: '运维' })
    .returning({ id: platformAdmins.id });
  const token = await adminLogin(t, loginCode);
  return { id: row!.id, token, as: asToken(t, token) };
}

export async function adminLogin(t: TestApp, loginCode: string, password = PASSWORD) {
  const res = await t.call<{ access_token: string }>({
    method: 'POST',
    url: '/anon/generateMngToken',
    payload: { userLoginCode: loginCode, password: md5(password) },
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.body.message}`);
  return res.body.data.access_token;
}

/** `call(url, payload?)`: POST with a payload, GET without. */
export const asToken =
  (t: TestApp, token: string | null, lang = 'zh-CN') =>
  <T = unknown>(url: string, payload?: InjectOptions['payload']) =>
    t.call<T>({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      payload,
      headers: { lang, ...(token ? { access_token: token } : {}) },
    });
