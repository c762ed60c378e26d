import type { Identity, Session } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/schema.ts';
import { addStaffMember } from '../staff/records.ts';
import { companyStaff } from '../staff/schema.ts';

let t: TestApp;
let personId: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const [code, name] of [
    ['a@corp.test', '甲公司'],
    ['b@corp.test', '乙公司'],
  ] as const) {
    const ownerId = await registerAccount(t, { loginCode: code, userType: 2, compName: name });
    const [company] = await t.deps.db.select().from(companies).where(eq(companies.ownerUserId, ownerId));
    if (!personId)
      personId = await registerAccount(t, { loginCode: '13600000001', userType: 1, userName: '孔明' });
    await addStaffMember(t.deps.db, {
      compId: company!.id,
      userId: personId,
      staffName: name === '甲公司' ? '孔明（甲）' : '孔明（乙）',
      employeeType: name === '甲公司' ? 1 : 2,
      staffAdmin: name === '甲公司' ? 1 : 0,
      adminScope: name === '甲公司' ? 'hrm' : '',
    });
  }
});
afterAll(() => t.close());

const get = <T>(url: string, token: string, query?: Record<string, string>) =>
  t.call<T>({ method: 'GET', url, headers: { access_token: token }, ...(query ? { query } : {}) });

describe('identity switching', () => {
  it('lists the personal identity and both staff identities and switches between them', async () => {
    const token = await login(t, '13600000001');
    const list = await get<Identity[]>('/changeUserList', token);
    expect(list.body.data.map((i) => i.compName)).toEqual([null, '甲公司', '乙公司']);
    const current = list.body.data.find((i) => i.current)!;
    expect(current.compName).toBe('甲公司');

    const target = list.body.data.find((i) => i.compName === '乙公司')!;
    const switched = await get<{ access_token: string }>('/anon/changeUser', token, {
      identityKey: target.identityKey,
    });
    expect(switched.status).toBe(200);
    const newToken = switched.body.data.access_token;
    expect((await get('/selectAuthByToken', token)).status).toBe(406);

    const session = await get<Session>('/companyMemberCtl/selectUserInfoByToken', newToken);
    expect(session.body.data).toMatchObject({
      compName: '乙公司',
      userName: '孔明（乙）',
      staffType: 2,
      compAdmin: 0,
    });

    // The next login lands on the identity used last.
    const again = await login(t, '13600000001');
    expect((await get<Session>('/companyMemberCtl/selectUserInfoByToken', again)).body.data.compName).toBe(
      '乙公司',
    );
  });

  it('reports the staff admin scope of the current identity', async () => {
    const token = await login(t, '13600000001');
    const list = await get<Identity[]>('/changeUserList', token);
    const jia = list.body.data.find((i) => i.compName === '甲公司')!;
    const switched = await get<{ access_token: string }>('/anon/changeUser', token, {
      identityKey: jia.identityKey,
    });
    const summary = await get('/selectAuthByToken', switched.body.data.access_token);
    expect(summary.body.data).toMatchObject({
      userType: 3,
      compAdmin: 0,
      staffAdmin: 1,
      scopes: ['hrm'],
      isPlatformAdmin: false,
      // A staff admin updates every opened column (modules/permissions).
      columns: { staff: 'update', crm: 'update', other: 'update' },
      closedColumns: [],
    });
  });

  it("refuses an identity that is not the caller's", async () => {
    const token = await login(t, '13600000001');
    const res = await get('/anon/changeUser', token, { identityKey: 'company:1' });
    expect(res.status).toBe(403);
    expect((await get('/anon/changeUser', 'no-such-token', { identityKey: 'person' })).status).toBe(401);
    await get('/invalidToken', token);
    expect((await get('/anon/changeUser', token, { identityKey: 'person' })).status).toBe(406);
  });

  it('hides a staff identity whose login is closed and refuses switching to it', async () => {
    const token = await login(t, '13600000001');
    const list = await get<Identity[]>('/changeUserList', token);
    const yi = list.body.data.find((i) => i.compName === '乙公司')!;
    await t.deps.db
      .update(companyStaff)
      .set({ loginStatus: 2 })
      .where(eq(companyStaff.staffName, '孔明（乙）'));
    const after = await get<Identity[]>('/changeUserList', token);
    expect(after.body.data.map((i) => i.compName)).toEqual([null, '甲公司']);
    expect((await get('/anon/changeUser', token, { identityKey: yi.identityKey })).status).toBe(403);
    await t.deps.db
      .update(companyStaff)
      .set({ loginStatus: 1 })
      .where(eq(companyStaff.staffName, '孔明（乙）'));
  });
});
