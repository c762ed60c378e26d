import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { md5 } from './chat.ts';

async function data<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json()) as { code: number; data: T };
  if (!res.ok || body.code !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Registers a fresh login over HTTP, as the register page does (code from the dev outbox). */
async function register(baseURL: string, fields: { userType: 1 | 2; compName?: string; userName?: string }) {
  const loginCode = `e2e-${randomBytes(4).toString('hex')}@renli.test`;
  const password = 'Fresh#2026';
  const query = new URLSearchParams({ userLoginCode: loginCode, verifyType: '1' });
  await data(await fetch(`${baseURL}/anon/verifyCode?${query}`), 'verifyCode');
  const [entry] = await data<{ code: string }[]>(
    await fetch(`${baseURL}/anon/devOutbox?to=${encodeURIComponent(loginCode)}`),
    'devOutbox',
  );
  if (!entry) throw new Error(`no code for ${loginCode} in the dev outbox`);
  await data(
    await fetch(`${baseURL}/anon/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...fields,
        userLoginCode: loginCode,
        password: md5(password),
        verifyCode: entry.code,
        agreeTerms: true,
      }),
    }),
    'register',
  );
  return { loginCode, password };
}

/**
 * A fresh company account, so a spec can rely on a company nobody else's spec touches: no staff,
 * not verified.
 */
export async function registerCompany(baseURL: string, compName: string) {
  return { ...(await register(baseURL, { userType: 2, compName })), compName };
}

/** A fresh job seeker (a personal login) whom no company has invited: no identity but their own. */
export async function registerPerson(baseURL: string, userName: string) {
  return { ...(await register(baseURL, { userType: 1, userName })), userName };
}

/** The code the register page's "send code" put in the dev outbox for `loginCode`, once it is there. */
export async function outboxCode(page: Page, loginCode: string): Promise<string> {
  const read = async () => {
    const res = await page.request.get(`/anon/devOutbox?to=${encodeURIComponent(loginCode)}`);
    return ((await res.json()) as { data: { code: string }[] }).data[0]?.code ?? '';
  };
  await expect.poll(read).toMatch(/^\d{6}$/);
  return read();
}
