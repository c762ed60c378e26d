import type { CompanyAccount } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companiesOwnedBy } from '../company/service.ts';
import { addStaffMember } from './records.ts';

const URL = '/compStaffMember/getCompanyAccount';
let t: TestApp;
let ownerId = 0;
let colleague: Caller;
let outsider: Caller;
let person: Caller;

beforeAll(async () => {
  t = await createTestApp();
  // Registered as the company with its contact person's name, as the registration form asks.
  ownerId = await registerAccount(t, {
    loginCode: '13900000001',
    userType: 2,
    compName: '星河科技有限公司',
    userName: '周明轩',
  });
  await registerAccount(t, { loginCode: 'other@company.test', userType: 2, compName: '别家公司' });
  outsider = caller(t, await login(t, 'other@company.test'));
  const compId = (await companiesOwnedBy(t.deps.db, [ownerId]))[0]!.id;
  const staffId = await registerAccount(t, { loginCode: '13900000002', userType: 1, userName: '李雷' });
  await addStaffMember(t.deps.db, { compId, userId: staffId, staffName: '李雷' });
  colleague = caller(t, await login(t, '13900000002'));
  await registerAccount(t, { loginCode: '13900000003', userType: 1, userName: '求职者' });
  person = caller(t, await login(t, '13900000003'));
});
afterAll(() => t.close());

const find = async (as: Caller, searchText?: string) => {
  const res = await as.get<CompanyAccount>(
    searchText === undefined ? URL : `${URL}?searchText=${encodeURIComponent(searchText)}`,
  );
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.account;
};

describe('getCompanyAccount: colleagues find the company account (issue 16 review)', () => {
  it('answers the caller company account without a search, for the top of the org tree', async () => {
    expect(await find(colleague)).toEqual({
      userId: ownerId,
      name: '周明轩',
      contactName: null,
      avatar: null,
    });
  });

  it('finds it by its name, pinyin initials or syllables, and its mobile', async () => {
    for (const text of ['周明轩', '明轩', 'zmx', 'ZMX', 'zhou ming', '0000001']) {
      expect(await find(colleague, text), text).toMatchObject({ userId: ownerId });
    }
    for (const text of ['李雷', 'll', 'xyz', '星河']) expect(await find(colleague, text), text).toBeNull();
  });

  it("never answers another company's account, and refuses people without a company", async () => {
    expect(await find(outsider, 'zmx')).toBeNull();
    expect(await find(outsider)).toMatchObject({ name: '别家公司' });
    expect((await person.get(URL)).status).toBe(403);
  });
});
