import type { AuthSummary, ResourcePage } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { serverModules } from '../index.ts';
import { rankResourceDefinition as ranks } from '../org/ranks.ts';
import { grant, setColumns, setUpPermissionWorld } from './test-fixtures.ts';

// A resource gated only by the 'crm' column (its policy allows everyone), mounted beside the real
// ones: ranks under another prefix.
const gated = {
  ...ranks,
  contract: { ...ranks.contract, prefix: '/testCrmRank', name: 'crmRank' },
  column: 'crm' as const,
  policy: () => true,
};

const P = '/testCrmRank';
let t: TestApp;
let w: Awaited<ReturnType<typeof setUpPermissionWorld>>;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [...serverModules, { name: 'crmRank', resources: [gated] }] });
  w = await setUpPermissionWorld(t);
});
afterAll(() => t.close());

const zh = (api: { token: string }) => caller(t, api.token, 'zh-CN');
const summary = async (api: { token: string }) =>
  (await zh(api).get<AuthSummary>('/selectAuthByToken')).body.data;
let rank = 0;
const insertRank = (api: { token: string }) =>
  zh(api).post(`${P}/insert`, { name: `Rank ${++rank}`, level: 1 + (rank % 90) });

describe('auth summary columns', () => {
  it('gives the company account and staff admins update on every column, plain staff oa and settings', async () => {
    const company = await summary(w.a.api);
    expect(company.closedColumns).toEqual([]);
    expect(Object.keys(company.columns)).toHaveLength(12);
    expect(company.columns.crm).toBe('update');
    expect((await summary(w.staffAdmin.api)).columns.salary).toBe('update');
    expect((await summary(w.plainStaff.api)).columns).toEqual({ oa: 'read', other: 'read' });
    expect(await summary(w.person)).toMatchObject({ columns: {}, closedColumns: [] });
  });

  it('adds grants and leaves out closed columns', async () => {
    await grant(w.a.api, w.plainStaff.staffId, [
      { columnKey: 'oa', level: 'update' },
      { columnKey: 'crm', level: 'read' },
    ]);
    expect((await summary(w.plainStaff.api)).columns).toEqual({ oa: 'update', crm: 'read', other: 'read' });
    await setColumns(w.a.api, [{ columnKey: 'crm', opened: false }]);
    const closed = await summary(w.plainStaff.api);
    expect(closed).toMatchObject({ columns: { oa: 'update', other: 'read' }, closedColumns: ['crm'] });
    expect((await summary(w.a.api)).columns.crm).toBeUndefined();
    await setColumns(w.a.api, [{ columnKey: 'crm', opened: true }]);
    await w.a.api.post('/cAccountAuthCtl/empty', { staffId: w.plainStaff.staffId });
  });
});

describe('resource column gate', () => {
  it('answers "lacks permission" to staff without a grant', async () => {
    const res = await zh(w.plainStaff.api).post(`${P}/selectPage`, {});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('您没有此栏目的权限，请联系管理员');
    expect((await zh(w.plainStaff.api).post(`${P}/export`, {})).status).toBe(403);
  });

  it('answers "not opened" to everyone, the company account included, once the company closes it', async () => {
    await setColumns(w.a.api, [{ columnKey: 'crm', opened: false }]);
    for (const api of [w.a.api, w.staffAdmin.api, w.plainStaff.api]) {
      const res = await zh(api).post(`${P}/selectPage`, {});
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('公司未开通此栏目，请联系管理员');
    }
    expect((await insertRank(w.a.api)).body.message).toBe('公司未开通此栏目，请联系管理员');
    // Company B's column is still open.
    expect((await zh(w.b.api).post(`${P}/selectPage`, {})).status).toBe(200);
    await setColumns(w.a.api, [{ columnKey: 'crm', opened: true }]);
  });

  it('a read grant lists but refuses writes; an update grant writes; emptying takes both away', async () => {
    const staffId = w.plainStaff.staffId;
    await grant(w.a.api, staffId, [{ columnKey: 'crm', level: 'read' }]);
    const list = await zh(w.plainStaff.api).post<ResourcePage<unknown>>(`${P}/selectPage`, {});
    expect(list.status).toBe(200);
    expect(list.body.data.canWrite).toBe(false);
    const write = await insertRank(w.plainStaff.api);
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('您没有此栏目的权限，请联系管理员');

    await grant(w.a.api, staffId, [{ columnKey: 'crm', level: 'update' }]);
    const writable = await zh(w.plainStaff.api).post<ResourcePage<unknown>>(`${P}/selectPage`, {});
    expect(writable.body.data.canWrite).toBe(true);
    expect((await insertRank(w.plainStaff.api)).status).toBe(200);

    await w.a.api.post('/cAccountAuthCtl/empty', { staffId });
    expect((await zh(w.plainStaff.api).post(`${P}/selectPage`, {})).status).toBe(403);
  });
});

describe('org records with permission sets', () => {
  const dept = (api: { token: string }, name: string) => zh(api).post('/cCompDepartment/insert', { name });

  it("are written by staff granted update on 'staff', not by readers of it", async () => {
    const staffId = w.plainStaff.staffId;
    expect((await dept(w.plainStaff.api, 'No grant')).status).toBe(403);
    await grant(w.a.api, staffId, [{ columnKey: 'staff', level: 'read' }]);
    expect((await dept(w.plainStaff.api, 'Reader')).status).toBe(403);
    await grant(w.a.api, staffId, [{ columnKey: 'staff', level: 'update' }]);
    const list = await zh(w.plainStaff.api).post<ResourcePage<unknown>>('/cCompDepartment/selectPage', {});
    expect(list.body.data.canWrite).toBe(true);
    expect((await dept(w.plainStaff.api, 'Granted')).status).toBe(200);
  });

  it("stay readable, with the address book, by all staff when 'staff' is closed; the grant stops writing", async () => {
    await setColumns(w.a.api, [{ columnKey: 'staff', opened: false }]);
    const list = await zh(w.plainStaff.api).post<ResourcePage<unknown>>('/cCompDepartment/selectPage', {});
    expect(list.status).toBe(200);
    expect(list.body.data.canWrite).toBe(false);
    expect((await dept(w.plainStaff.api, 'Closed')).status).toBe(403);
    expect((await dept(w.staffAdmin.api, 'Admin writes')).status).toBe(200);
    expect((await zh(w.hroStaff.api).post('/compStaffMember/getStaff', {})).status).toBe(200);
    await setColumns(w.a.api, [{ columnKey: 'staff', opened: true }]);
    await w.a.api.post('/cAccountAuthCtl/empty', { staffId: w.plainStaff.staffId });
  });
});
