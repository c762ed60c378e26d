import { caller } from '../../core/resources/test-fixtures.ts';
import { md5, PASSWORD } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';
import { hashPassword } from '../auth/passwords.ts';
import { platformAdmins } from '../auth/schema.ts';

/** A platform admin signed in, speaking English. */
export async function adminCaller(t: TestApp, loginCode = 'root@company.test') {
  await t.deps.db
    .insert(platformAdmins)
    .values({ loginCode, passwordHash: await hashPassword(md5(PASSWORD)), name: '审核员' });
  const res = await t.call<{ access_token: string }>({
    method: 'POST',
    url: '/anon/generateMngToken',
    payload: { userLoginCode: loginCode, password: md5(PASSWORD) },
  });
  return caller(t, res.body.data.access_token);
}

/** A valid unified social credit code (check character included) and an uploaded file's URL. */
export const CREDIT_CODE = '91350100M000100Y43';
export const LICENSE_URL = `/files/${'a'.repeat(64)}.png`;

export const attestationBody = (overrides: object = {}) => ({
  creditCode: CREDIT_CODE,
  legalPerson: '张三',
  licenseUrl: LICENSE_URL,
  contactName: '李四',
  contactPhone: '13800000000',
  ...overrides,
});
