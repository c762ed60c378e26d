import type { Department, ImportError, Position, Rank, ResourcePage } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildXlsx,
  type Caller,
  caller,
  readXlsx,
  setUpTenants,
} from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companyStaff } from '../staff/schema.ts';
import { positions, ranks } from './schema.ts';

const POS = '/cCompPosition';
const RANK = '/cCompRank';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let api: Caller;
beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  api = tenants.a.api;
});
afterAll(() => t.close());

const insert = async <Row>(prefix: string, input: object, as = api) => {
  const res = await as.post<Row>(`${prefix}/insert`, input);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

describe('positions: unique names', () => {
  it('refuses a duplicate name among active positions, ignoring case, with a translated message', async () => {
    const engineer = await insert<Position>(POS, { name: 'Engineer', description: 'Builds things' });
    expect(engineer).toMatchObject({ deptId: null, description: 'Builds things', sort: 0, version: 1 });
    const dup = await api.post(`${POS}/insert`, { name: ' engineer ' });
    expect(dup.status).toBe(400);
    expect(dup.body.data).toEqual({
      fields: [{ field: 'name', message: 'A position named "engineer" already exists' }],
    });
    const zh = await caller(t, api.token, 'zh-CN').post(`${POS}/insert`, { name: 'ENGINEER' });
    expect(zh.body.data).toEqual({ fields: [{ field: 'name', message: '已有同名职位“ENGINEER”' }] });
    // Another company may use the name.
    await insert<Position>(POS, { name: 'Engineer' }, tenants.b.api);
  });

  it('lets an update keep its own name but not take another', async () => {
    const lead = await insert<Position>(POS, { name: 'Lead' });
    await insert<Position>(POS, { name: 'Manager' });
    const same = await api.post<Position>(`${POS}/update`, {
      id: lead.id,
      version: 1,
      name: 'LEAD',
      sort: 3,
    });
    expect(same.body.data).toMatchObject({ name: 'LEAD', sort: 3, version: 2 });
    const taken = await api.post(`${POS}/update`, { id: lead.id, version: 2, name: 'manager' });
    expect(taken.status).toBe(400);
    expect((await api.get<Position>(`${POS}/selectById/${lead.id}`)).body.data.name).toBe('LEAD');
  });

  it('frees the name of a removed position (soft delete, status 2)', async () => {
    const old = await insert<Position>(POS, { name: 'Typist' });
    expect((await api.post(`${POS}/delete`, { ids: [old.id] })).body.data).toEqual({ deleted: 1 });
    const [row] = await t.deps.db.select().from(positions).where(eq(positions.id, old.id));
    expect(row!.status).toBe(2);
    await insert<Position>(POS, { name: 'Typist' });
  });

  it('refuses duplicates within one import sheet, and nothing is imported', async () => {
    const sheet = await buildXlsx([
      ['Position name', 'Description'],
      ['Analyst', 'first'],
      ['analyst', 'second'],
      ['Engineer', null],
    ]);
    const res = await api.upload<{ errors: ImportError[] }>(`${POS}/import`, sheet);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { row: 3, field: 'name', message: 'A position named "analyst" already exists' },
      { row: 4, field: 'name', message: 'A position named "Engineer" already exists' },
    ]);
    const found = await api.post<ResourcePage<Position>>(`${POS}/selectPage`, { name: 'analyst' });
    expect(found.body.data.total).toBe(0);
  });
});

describe('positions: department reference', () => {
  it('accepts an active department of the company and filters by it', async () => {
    const dept = await insert<Department>('/cCompDepartment', { name: 'Workshop' });
    const welder = await insert<Position>(POS, { name: 'Welder', deptId: dept.id });
    expect(welder).toMatchObject({ deptId: dept.id, deptName: 'Workshop' });
    const list = await api.post<ResourcePage<Position>>(`${POS}/selectPage`, { deptId: dept.id });
    expect(list.body.data.list.map((p) => p.name)).toEqual(['Welder']);
    const file = await api.download(`${POS}/export`, { deptId: dept.id });
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(['Position name', 'Department', 'Description', 'Sort order', 'Updated']);
    // The department by name: people read and re-import the sheet, ids mean nothing to them.
    expect(rows[1]!.slice(0, 2)).toEqual(['Welder', 'Workshop']);
  });

  it("refuses another company's department and a removed one", async () => {
    const foreign = await insert<Department>('/cCompDepartment', { name: 'Foreign' }, tenants.b.api);
    const refused = await api.post(`${POS}/insert`, { name: 'Spy', deptId: foreign.id });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      fields: [{ field: 'deptId', message: 'the department does not exist or was removed' }],
    });
    const gone = await insert<Department>('/cCompDepartment', { name: 'Closed' });
    await api.post('/cCompDepartment/delete', { ids: [gone.id] });
    const position = await insert<Position>(POS, { name: 'Caretaker' });
    const moved = await api.post(`${POS}/update`, { id: position.id, version: 1, deptId: gone.id });
    expect(moved.status).toBe(400);
    const cleared = await api.post<Position>(`${POS}/update`, { id: position.id, version: 1, deptId: null });
    expect(cleared.body.data).toMatchObject({ deptId: null, version: 2 });
  });
});

describe('positions: held by staff', () => {
  it('refuses removing a position active staff hold, and lets it go once they are removed', async () => {
    const position = await insert<Position>(POS, { name: 'Held position', sort: 3 });
    const staff = await insert<{ id: number }>('/compStaffMember', {
      staffName: 'Position holder',
      mobile: '13811119902',
      positionId: position.id,
    });
    const held = await api.post(`${POS}/delete`, { ids: [position.id] });
    expect(held.status).toBe(400);
    expect(held.body.message).toBe(
      'Staff still hold the position "Held position"; change their position first',
    );
    const [kept] = await t.deps.db.select().from(positions).where(eq(positions.id, position.id));
    expect(kept?.status).not.toBe(2);

    expect((await api.post('/compStaffMember/delete', { ids: [staff.id] })).status).toBe(200);
    expect((await api.post(`${POS}/delete`, { ids: [position.id] })).body.data).toEqual({ deleted: 1 });
  });
});

describe('ranks', () => {
  it('keeps names unique per company, checks the level and sorts by level', async () => {
    await insert<Rank>(RANK, { name: 'P3', level: 3 });
    await insert<Rank>(RANK, { name: 'P1', level: 1, description: 'Entry level' });
    const dup = await api.post(`${RANK}/insert`, { name: 'p3', level: 4 });
    expect(dup.body.data).toEqual({
      fields: [{ field: 'name', message: 'A rank named "p3" already exists' }],
    });
    expect((await api.post(`${RANK}/insert`, { name: 'P100', level: 100 })).status).toBe(400);
    expect((await api.post(`${RANK}/insert`, { name: 'P0', level: 1.5 })).status).toBe(400);
    const list = await api.post<ResourcePage<Rank>>(`${RANK}/selectPage`, {});
    expect(list.body.data.list.map((r) => [r.name, r.level])).toEqual([
      ['P1', 1],
      ['P3', 3],
    ]);
    await insert<Rank>(RANK, { name: 'P3', level: 3 }, tenants.b.api);
  });

  it('deletes rows outright, so the name can be used again', async () => {
    const rank = await insert<Rank>(RANK, { name: 'Temporary', level: 9 });
    expect((await api.post(`${RANK}/delete`, { ids: [rank.id] })).body.data).toEqual({ deleted: 1 });
    expect(await t.deps.db.select().from(ranks).where(eq(ranks.id, rank.id))).toEqual([]);
    await insert<Rank>(RANK, { name: 'temporary', level: 9 });
  });

  it('refuses removing a rank active staff hold; once they are removed it goes and their record lets go', async () => {
    const rank = await insert<Rank>(RANK, { name: 'Principal', level: 12 });
    const staff = await insert<{ id: number }>('/compStaffMember', {
      staffName: 'Rank holder',
      mobile: '13811119901',
      rankId: rank.id,
    });
    const held = await api.post(`${RANK}/delete`, { ids: [rank.id] });
    expect(held.status).toBe(400);
    expect(held.body.message).toBe('Staff still hold the rank "Principal"; change their rank first');
    expect(await t.deps.db.select().from(ranks).where(eq(ranks.id, rank.id))).toHaveLength(1);

    expect((await api.post('/compStaffMember/delete', { ids: [staff.id] })).status).toBe(200);
    expect((await api.post(`${RANK}/delete`, { ids: [rank.id] })).body.data).toEqual({ deleted: 1 });
    const [record] = await t.deps.db.select().from(companyStaff).where(eq(companyStaff.id, staff.id));
    expect(record).toMatchObject({ status: 2, rankId: null });
  });

  it('lets staff read but only admins write', async () => {
    const plain = tenants.plainStaff.api;
    expect((await plain.post(`${RANK}/selectPage`, {})).status).toBe(200);
    expect((await plain.post(`${RANK}/insert`, { name: 'Mine', level: 2 })).status).toBe(403);
    expect((await plain.post(`${POS}/insert`, { name: 'Mine' })).status).toBe(403);
    await insert<Rank>(RANK, { name: 'By admin', level: 2 }, tenants.staffAdmin.api);
  });
});
