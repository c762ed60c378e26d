import type { Department, ResourcePage } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../core/resources/schema.ts';
import { type Caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addStaffMember } from '../staff/records.ts';
import { departments } from './schema.ts';

const P = '/cCompDepartment';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let api: Caller;
beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  api = tenants.a.api;
});
afterAll(() => t.close());

const insert = async (input: object, as = api) => {
  const res = await as.post<Department>(`${P}/insert`, input);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const page = (body: object, as = api) => as.post<ResourcePage<Department>>(`${P}/selectPage`, body);

describe('departments: listing', () => {
  let ids: number[];
  beforeAll(async () => {
    const root = await insert({ name: 'Headquarters', sort: 0 });
    ids = [root.id];
    for (const [name, sort] of [
      ['Sales East', 3],
      ['sales West', 1],
      ['Research', 2],
    ] as const) {
      ids.push((await insert({ name, sort, parentId: root.id })).id);
    }
  });

  it('pages in the default order (sort, then id)', async () => {
    const first = await page({ pageNum: 1, pageSize: 3 });
    expect(first.body.data).toMatchObject({ total: 4, pageNum: 1, pageSize: 3 });
    expect(first.body.data.list.map((d) => d.name)).toEqual(['Headquarters', 'sales West', 'Research']);
    const second = await page({ pageNum: 2, pageSize: 3 });
    expect(second.body.data.list.map((d) => d.name)).toEqual(['Sales East']);
    expect(second.body.data.list[0]).toMatchObject({ version: 1, parentId: ids[0] });
    expect(Date.parse(second.body.data.list[0]!.createdAt)).not.toBeNaN();
  });

  it('sorts by a sort field and refuses others', async () => {
    const byName = await page({ sortField: 'name', sortOrder: 'descend' });
    expect(byName.body.data.list.map((d) => d.name)).toEqual([
      'sales West',
      'Sales East',
      'Research',
      'Headquarters',
    ]);
    const refused = await page({ sortField: 'compId' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Sorting by "compId" is not supported');
    expect((await page({ pageSize: 101 })).status).toBe(400);
  });

  it('filters text case-insensitively and other fields exactly', async () => {
    const sales = await page({ name: 'SALES' });
    expect(sales.body.data.list.map((d) => d.name).sort()).toEqual(['Sales East', 'sales West']);
    expect((await page({ name: '%' })).body.data.total).toBe(0);
    expect((await page({ parentId: ids[0] })).body.data.total).toBe(3);
    const top = await page({ parentId: null });
    expect(top.body.data.list.map((d) => d.name)).toEqual(['Headquarters']);
  });
});

describe('departments: writes', () => {
  it('refuses a stale version with 409 and writes nothing', async () => {
    const dept = await insert({ name: 'Finance' });
    const first = await api.post<Department>(`${P}/update`, {
      id: dept.id,
      version: 1,
      name: 'Finance & Tax',
    });
    expect(first.body.data).toMatchObject({ version: 2, name: 'Finance & Tax' });
    const stale = await api.post(`${P}/update`, { id: dept.id, version: 1, name: 'Lost update' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The record was changed by someone else, reload it');
    const stored = await api.get<Department>(`${P}/selectById/${dept.id}`);
    expect(stored.body.data).toMatchObject({ version: 2, name: 'Finance & Tax' });
  });

  it('keeps the tree free of cycles', async () => {
    const top = await insert({ name: 'Top' });
    const mid = await insert({ name: 'Mid', parentId: top.id });
    const leaf = await insert({ name: 'Leaf', parentId: mid.id });
    const cycle = await api.post(`${P}/update`, { id: top.id, version: 1, parentId: leaf.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.data).toEqual({
      fields: [
        {
          field: 'parentId',
          message: 'a department cannot be moved under itself or one of its sub-departments',
        },
      ],
    });
    expect((await api.post(`${P}/update`, { id: top.id, version: 1, parentId: top.id })).status).toBe(400);
    const moved = await api.post<Department>(`${P}/update`, { id: leaf.id, version: 1, parentId: top.id });
    expect(moved.body.data.parentId).toBe(top.id);
  });

  it("takes a head (负责人) among the company's active people only, shown by name", async () => {
    const headed = await insert({ name: 'Headed', leaderUserId: tenants.a.ownerId });
    expect(headed).toMatchObject({ leaderUserId: tenants.a.ownerId, leaderName: expect.any(String) });
    const foreign = await api.post(`${P}/insert`, { name: 'Foreign head', leaderUserId: tenants.b.ownerId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual({
      fields: [{ field: 'leaderUserId', message: 'the head must be an active person of the company' }],
    });
    const cleared = await api.post<Department>(`${P}/update`, {
      id: headed.id,
      version: 1,
      leaderUserId: null,
    });
    expect(cleared.body.data).toMatchObject({ leaderUserId: null, leaderName: null });
  });

  it('writes an audit row for each insert, update and delete', async () => {
    const dept = await insert({ name: 'Audited', sort: 5 });
    await api.post(`${P}/update`, { id: dept.id, version: 1, name: 'Audited 2', sort: 5 });
    await api.post(`${P}/delete`, { ids: [dept.id] });
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'department'), eq(auditLog.recordId, dept.id)))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['insert', 'update', 'delete']);
    expect(rows.every((r) => r.compId === tenants.a.compId)).toBe(true);
    expect(rows[0]!.changes).toEqual({
      name: { before: null, after: 'Audited' },
      parentId: { before: null, after: null },
      sort: { before: null, after: 5 },
      leaderUserId: { before: null, after: null },
    });
    expect(rows[1]!.changes).toEqual({ name: { before: 'Audited', after: 'Audited 2' } });
    expect(rows[2]!.changes).toMatchObject({ name: { before: 'Audited 2', after: null } });
  });
});

describe('departments: removal', () => {
  it('soft-deletes: the row stays with status 2 and disappears from reads', async () => {
    const dept = await insert({ name: 'Short-lived' });
    const res = await api.post<{ deleted: number }>(`${P}/delete`, { ids: [dept.id, dept.id] });
    expect(res.body.data).toEqual({ deleted: 1 });
    expect((await api.get(`${P}/selectById/${dept.id}`)).status).toBe(404);
    expect((await api.post(`${P}/delete`, { ids: [dept.id] })).status).toBe(404);
    expect((await page({ name: 'Short-lived' })).body.data.total).toBe(0);
    const [row] = await t.deps.db.select().from(departments).where(eq(departments.id, dept.id));
    expect(row!.status).toBe(2);
  });

  it('refuses removal while active children or staff remain, all or nothing', async () => {
    const parent = await insert({ name: 'Parent unit' });
    const child = await insert({ name: 'Child unit', parentId: parent.id });
    const other = await insert({ name: 'Bystander' });
    const refused = await api.post(`${P}/delete`, { ids: [other.id, parent.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Department "Parent unit" still has sub-departments; remove or move them first',
    );
    expect((await api.get(`${P}/selectById/${other.id}`)).status).toBe(200);
    await addStaffMember(t.deps.db, {
      compId: tenants.a.compId,
      userId: (await t.deps.db.query.users.findFirst())!.id,
      staffName: 'Placed',
      deptId: child.id,
    });
    const withStaff = await api.post(`${P}/delete`, { ids: [parent.id, child.id] });
    expect(withStaff.body.message).toBe(
      'Department "Child unit" still has staff; move them to another department first',
    );
    expect((await api.post(`${P}/delete`, { ids: [child.id] })).status).toBe(400);
  });

  it('removes a parent together with its children in one batch', async () => {
    const parent = await insert({ name: 'Batch parent' });
    const child = await insert({ name: 'Batch child', parentId: parent.id });
    const res = await api.post<{ deleted: number }>(`${P}/delete`, { ids: [parent.id, child.id] });
    expect(res.body.data).toEqual({ deleted: 2 });
  });
});

describe('departments: policy', () => {
  it('lets any staff member read but only admins write', async () => {
    const plain = tenants.plainStaff.api;
    expect((await page({}, plain)).status).toBe(200);
    expect((await plain.download(`${P}/export`, {})).statusCode).toBe(200);
    const refused = await plain.post(`${P}/insert`, { name: 'Not allowed' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You do not have permission to do this; ask your company administrator',
    );
    expect((await plain.post(`${P}/delete`, { ids: [1] })).status).toBe(403);
    const byAdmin = await insert({ name: 'By staff admin' }, tenants.staffAdmin.api);
    expect(byAdmin.name).toBe('By staff admin');
  });
});
