import type { Identity } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { type Caller, caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';
import { companies } from '../company/schema.ts';
import { addStaffMember } from '../staff/records.ts';

/** A session of the same login switched to the identity in `compId` (null: the personal one). */
async function switchTo(t: TestApp, token: string, compId: number | null, lang: string): Promise<Caller> {
  const headers = { access_token: token };
  const list = await t.call<Identity[]>({ method: 'GET', url: '/changeUserList', headers });
  const target = list.body.data.find((i) => (compId === null ? i.compName === null : i.compId === compId));
  if (!target) throw new Error(`no identity in company ${compId}`);
  const switched = await t.call<{ access_token: string }>({
    method: 'GET',
    url: '/anon/changeUser',
    headers,
    query: { identityKey: target.identityKey },
  });
  return caller(t, switched.body.data.access_token, lang);
}

/**
 * Companies A and B (their account logins), a plain staff member of A, and a person who is staff of
 * both A and B with a session per identity: personal, in A and in B.
 */
export async function setUpIdentities(t: TestApp, lang = 'en') {
  const tenants = await setUpTenants(t);
  const ownerOf = async (compId: number) => {
    const [row] = await t.deps.db.select().from(companies).where(eq(companies.id, compId));
    return row!.ownerUserId;
  };
  const personId = await registerAccount(t, { loginCode: '13600000777', userType: 1, userName: '双岗' });
  for (const compId of [tenants.a.compId, tenants.b.compId]) {
    await addStaffMember(t.deps.db, { compId, userId: personId, staffName: '双岗' });
  }
  // Switching revokes the session it came from: each identity starts from a fresh login.
  const as = async (compId: number | null) => switchTo(t, await login(t, '13600000777'), compId, lang);
  const person = {
    userId: personId,
    personal: await as(null),
    inA: await as(tenants.a.compId),
    inB: await as(tenants.b.compId),
  };
  return {
    ...tenants,
    ownerA: await ownerOf(tenants.a.compId),
    ownerB: await ownerOf(tenants.b.compId),
    person,
  };
}
