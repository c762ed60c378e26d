import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { routeCatalog } from '../core/http/route-catalog.ts';
import { caller, setUpTenants } from '../core/resources/test-fixtures.ts';
import * as schema from '../db/schema.ts';
import { users } from '../modules/auth/schema.ts';
import { companies } from '../modules/company/schema.ts';
import { companyStaff } from '../modules/staff/schema.ts';
import { login, md5, registerAccount } from '../test/accounts.ts';
import type { TestApp } from '../test/harness.ts';

/** A string only company A's records carry: a foreign actor's answer must never contain it. */
export const CANARY = 'ABUSE-CANARY-甲方机密';
export const VICTIM = { mobile: '13911110001', password: 'Victim#2026' };

export interface Actor {
  name: string;
  loginCode: string;
  password?: string;
  userId: number;
  token: string;
}

/**
 * Company A (the victim) with canary-named records and a staff login it created; company B, a person
 * and A's plain staff member (no column granted) as attackers.
 */
export async function setUpVictim(t: TestApp) {
  const tenants = await setUpTenants(t);
  const a = tenants.a.api;
  const dept = await a.post<{ id: number }>('/cCompDepartment/insert', { name: `${CANARY}部门` });
  const position = await a.post<{ id: number }>('/cCompPosition/insert', { name: `${CANARY}职位` });
  const rank = await a.post<{ id: number }>('/cCompRank/insert', { name: `${CANARY}职级`, level: 3 });
  const staff = await a.post<{ id: number; userId: number }>('/compStaffMember/insert', {
    staffName: `${CANARY}员工`,
    mobile: VICTIM.mobile,
    password: md5(VICTIM.password),
    deptId: dept.body.data.id,
  });
  const personId = await registerAccount(t, { loginCode: 'abuse-person@renli.test', userType: 1 });
  const actor = async (name: string, loginCode: string, userId: number): Promise<Actor> => ({
    name,
    loginCode,
    userId,
    token: await login(t, loginCode),
  });
  const userIdOf = async (loginCode: string) =>
    (await t.deps.db.select({ id: users.id }).from(users).where(sql`${users.loginCode} = ${loginCode}`))[0]!
      .id;
  const actors = [
    await actor('company B', 'b@resources.test', await userIdOf('b@resources.test')),
    await actor('person', 'abuse-person@renli.test', personId),
    await actor("A's plain staff", '13600000101', await userIdOf('13600000101')),
  ];
  const ids = [
    staff.body.data.id,
    dept.body.data.id,
    position.body.data.id,
    rank.body.data.id,
    tenants.staffAdmin.staffId,
    tenants.a.compId,
    staff.body.data.userId,
  ];
  return { tenants, actors, ids, victimStaffId: staff.body.data.id, owner: a, compId: tenants.a.compId };
}

const tablesWith = (column: string): PgTable[] =>
  (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => is(value, PgTable) && column in getTableColumns(value),
  );

/**
 * Everything of company A an attack could change: its rows in every table with a company column,
 * its logins' credentials and sessions — minus the acting user's own rows (their profile, their
 * reminders, their own password), which are theirs to change.
 */
export async function digestOf(t: TestApp, compId: number, actorUserId: number): Promise<string> {
  const db = t.deps.db;
  const parts: string[] = [];
  for (const table of tablesWith('compId')) {
    const columns = getTableColumns(table) as Record<string, { name: string }>;
    const own =
      'userId' in columns ? sql` and ${sql.identifier(columns.userId!.name)} <> ${actorUserId}` : sql``;
    const rows = await db.execute(
      sql`select * from ${table} where ${sql.identifier(columns.compId!.name)} = ${compId}${own}`,
    );
    const list = (rows as unknown as { rows: unknown[] }).rows.map((r) => JSON.stringify(r)).sort();
    parts.push(`${getTableName(table)}:${list.join('|')}`);
  }
  const logins = await db.execute(sql`
    select u.id, u.password_hash, u.status, u.login_code, u.mobile, u.email, u.must_change_password,
      (select string_agg(s.token_hash || ':' || coalesce(s.revoked_at::text, ''), ',' order by s.token_hash)
         from sessions s where s.user_id = u.id) as sessions
    from ${users} u
    where u.id <> ${actorUserId} and (u.id in (select ${companies.ownerUserId} from ${companies} where ${companies.id} = ${compId})
      or u.id in (select ${companyStaff.userId} from ${companyStaff} where ${companyStaff.compId} = ${compId}))
    order by u.id`);
  parts.push(JSON.stringify((logins as unknown as { rows: unknown[] }).rows));
  return parts.join('\n');
}

export const catalogOf = (t: TestApp) => routeCatalog(t.app);

export const as = (t: TestApp, token: string | null) => {
  const headers: Record<string, string> = token ? { access_token: token, lang: 'en' } : { lang: 'en' };
  return (method: string, url: string, input: unknown) =>
    t.call({
      method: method as 'GET',
      url: fillParams(url),
      headers,
      ...(method === 'GET' || method === 'DELETE'
        ? { query: (input ?? {}) as Record<string, string> }
        : { payload: (input ?? {}) as object }),
    });
};

/**
 * What an answer shows, as text: a spreadsheet (an export, a template) is compressed, so its cells
 * are read out; anything else is its body.
 */
export async function answerText(raw: LightMyRequestResponse): Promise<string> {
  if (!String(raw.headers['content-type'] ?? '').includes('spreadsheetml')) return raw.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw.rawPayload as unknown as ExcelJS.Buffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      cells.push(JSON.stringify(row.values));
    });
  }
  return cells.join('\n');
}

/** Path parameters get a plausible id, so the route's handler (not the router) answers. */
export const fillParams = (url: string) => url.replace(/:(\w+)\??/g, '1');

export { caller };
