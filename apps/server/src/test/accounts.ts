import { createHash } from 'node:crypto';
import { authEndpoints } from '@renli/contracts';
import type { TestApp } from './harness.ts';

/** What the web client sends for a typed password. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export const PASSWORD = 'Secret#2026';

/** Asks for a code and reads it back from the dev outbox, as a newcomer would. */
export async function requestCode(t: TestApp, loginCode: string, verifyType: 1 | 2) {
  const res = await t.call({
    method: 'GET',
    url: authEndpoints.verifyCode.path,
    query: { userLoginCode: loginCode, verifyType: String(verifyType) },
  });
  if (res.status !== 200) throw new Error(`verifyCode failed: ${res.status} ${res.body.message}`);
  const entry = t.outbox.list(loginCode)[0];
  if (!entry?.code) throw new Error('no code in the outbox');
  return entry.code;
}

export async function registerAccount(
  t: TestApp,
  input: { loginCode: string; userType: 1 | 2; compName?: string; userName?: string; password?: string },
) {
  const verifyCode = await requestCode(t, input.loginCode, 1);
  const res = await t.call<{ userId: number }>({
    method: 'POST',
    url: authEndpoints.register.path,
    payload: {
      userType: input.userType,
      userLoginCode: input.loginCode,
      password: md5(input.password ?? PASSWORD),
      verifyCode,
      userName: input.userName,
      compName: input.compName,
      agreeTerms: true,
    },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.body.message}`);
  return res.body.data.userId;
}

export async function login(t: TestApp, loginCode: string, password = PASSWORD) {
  const res = await t.call<{ access_token: string }>({
    method: 'POST',
    url: authEndpoints.login.path,
    payload: { userLoginCode: loginCode, password: md5(password) },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body.message}`);
  return res.body.data.access_token;
}
