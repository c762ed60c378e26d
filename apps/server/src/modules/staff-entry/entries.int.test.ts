import type { EntryCounts, EntryRecord, ResourcePage } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../core/china-time.ts';
import { caller } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { nextDay } from '../staff-archives/employment.ts';
import { addEntry, entryWorld, freshMobile, P, readEntry, transition } from './test-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof entryWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await entryWorld(t);
});
afterAll(() => t.close());

/** The field messages of a refused insert. */
const refusal = async (input: object, as = w.owner) => {
  const res = await as.post(`${P}/insert`, {
    staffName: '王磊',
    mobile: freshMobile(),
    entryDate: chinaToday(),
    ...input,
  });
  expect(res.status).toBe(400);
  return (res.body.data as { fields: { field: string; message: string }[] }).fields;
};

describe('entries: create', () => {
  it('records a pending entry with names, the probation end and no form sent yet', async () => {
    const entry = await addEntry(w.owner, {
      deptId: w.deptId,
      positionId: w.positionId,
      entryDate: '2026-01-05',
      probationMonths: 3,
      jobNo: 'E001',
      gender: 2,
    });
    expect(entry).toMatchObject({
      staffName: '李娜',
      deptName: '研发部',
      positionName: '前端工程师',
      employeeType: 1,
      entryDate: '2026-01-05',
      probationMonths: 3,
      probationEnd: '2026-04-04',
      status: 1,
      infoStatus: 0,
      staffId: null,
      info: {},
      transitions: ['confirm', 'cancel'],
    });
    expect(entry).not.toHaveProperty('linkTokenHash');
  });

  it('refuses a bad mobile, a current staff member, a duplicate pending entry and a probation over 6 months', async () => {
    expect(await refusal({ mobile: '12345' })).toEqual([{ field: 'mobile', message: '请输入正确的手机号' }]);
    // 13600000101 is a plain staff member of company A (setUpTenants).
    expect(await refusal({ mobile: '13600000101' })).toEqual([
      { field: 'mobile', message: '该手机号已是本公司在职员工' },
    ]);
    const pending = await addEntry(w.owner);
    expect(await refusal({ mobile: pending.mobile })).toEqual([
      { field: 'mobile', message: '该手机号已有待入职记录' },
    ]);
    expect((await refusal({ probationMonths: 7 }))[0]!.field).toBe('probationMonths');
  });

  it("refuses the company's own account's mobile", async () => {
    await registerAccount(t, { loginCode: '13700000999', userType: 2, compName: '手机号公司' });
    const owner = caller(t, await login(t, '13700000999'), 'zh-CN');
    expect(await refusal({ mobile: '13700000999' }, owner)).toEqual([
      { field: 'mobile', message: '该手机号是本公司的企业账号，不能办理入职' },
    ]);
  });

  it("refuses a job number in use by staff or another pending entry, and another company's department", async () => {
    const staff = await w.owner.post('/compStaffMember/insert', {
      staffName: '老员工',
      mobile: freshMobile(),
      jobNo: 'S001',
    });
    expect(staff.status, staff.body.message).toBe(200);
    expect(await refusal({ jobNo: 'S001' })).toEqual([{ field: 'jobNo', message: '工号“S001”已被使用' }]);
    await addEntry(w.owner, { jobNo: 'E777' });
    expect(await refusal({ jobNo: 'E777' })).toEqual([
      { field: 'jobNo', message: '工号“E777”已分配给另一位待入职人员' },
    ]);
    const theirs = (await w.other.post<{ id: number }>('/cCompDepartment/insert', { name: '乙部门' })).body
      .data;
    expect(await refusal({ deptId: theirs.id })).toEqual([
      { field: 'deptId', message: '部门不存在或已删除' },
    ]);
  });
});

describe('entries: scope and permissions', () => {
  it('keeps an HRM-only admin to HRM entries: no HRO hire, HRO entries invisible (404)', async () => {
    expect(await refusal({ employeeType: 2 }, w.hrmAdmin)).toEqual([
      { field: 'employeeType', message: '您只能办理自己负责范围（HRM/HRO）内人员的入职' },
    ]);
    const hro = await addEntry(w.owner, { employeeType: 2, clientCompany: '甲方科技' });
    const hrm = await addEntry(w.hrmAdmin);
    expect((await w.hrmAdmin.get(`${P}/selectById/${hro.id}`)).status).toBe(404);
    const list = await w.hrmAdmin.post<ResourcePage<EntryRecord>>(`${P}/selectPage`, { pageSize: 100 });
    expect(list.body.data.list.map((e) => e.employeeType)).not.toContain(2);
    expect(list.body.data.list.map((e) => e.id)).toContain(hrm.id);
    // The spec's older list path serves the same page.
    const older = await w.staffAdmin.post<ResourcePage<EntryRecord>>(`${P}/selectRecordListPage`, {
      employeeType: 2,
    });
    expect(older.body.data.list.map((e) => e.id)).toContain(hro.id);
  });

  it('refuses plain staff (403) and answers another company 404', async () => {
    const entry = await addEntry(w.owner);
    expect((await w.plain.post(`${P}/selectPage`, {})).status).toBe(403);
    expect((await w.plain.get(`${P}/getCount`)).status).toBe(403);
    expect((await w.other.get(`${P}/selectById/${entry.id}`)).status).toBe(404);
    expect(
      (
        await w.other.post(`${P}/changeStatus`, {
          id: entry.id,
          version: entry.version,
          name: 'cancel',
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await w.other.post(`${P}/sendFormUrl`, { id: entry.id })).status).toBe(404);
  });
});

describe('entries: change and cancel', () => {
  it('moves the entry date while pending (the probation end follows), not once cancelled', async () => {
    const entry = await addEntry(w.owner, { entryDate: '2026-11-30', probationMonths: 3 });
    const moved = await w.owner.post<EntryRecord>(`${P}/update`, {
      id: entry.id,
      version: entry.version,
      entryDate: '2026-12-01',
    });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data).toMatchObject({ entryDate: '2026-12-01', probationEnd: '2027-02-28' });

    expect((await transition(w.owner, entry.id, 'cancel', {})).status).toBe(400);
    const cancelled = await transition(w.owner, entry.id, 'cancel', { reason: '候选人接受了其他offer' });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 3,
      cancelReason: '候选人接受了其他offer',
      transitions: [],
    });

    const late = await w.owner.post(`${P}/update`, {
      id: entry.id,
      version: cancelled.body.data.version,
      entryDate: '2026-12-02',
    });
    expect(late.status).toBe(400);
    expect(late.body.data).toMatchObject({
      fields: [{ field: 'status', message: '只有待入职的记录可以修改' }],
    });
    // A cancelled entry's mobile may be entered again.
    expect((await addEntry(w.owner, { mobile: entry.mobile })).status).toBe(1);
  });

  it('shows no confirm on an entry whose date has not come, and refuses it', async () => {
    const entry = await addEntry(w.owner, { entryDate: nextDay(chinaToday()) });
    expect(entry.transitions).toEqual(['cancel']);
    const res = await transition(w.owner, entry.id, 'confirm');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('未到入职日期，请到期后确认或修改入职日期');
    expect((await readEntry(w.owner, entry.id)).status).toBe(1);
  });
});

describe('entries: counts per tab', () => {
  it("counts pending, filled, joined this month and cancelled within the caller's scope and sign", async () => {
    const fresh = await createTestApp();
    try {
      const world = await entryWorld(fresh);
      await addEntry(world.owner);
      await addEntry(world.owner, { employeeType: 2 });
      const cancelled = await addEntry(world.owner);
      expect((await transition(world.owner, cancelled.id, 'cancel', { reason: '不来了' })).status).toBe(200);
      const counts = async (as = world.owner, query = '') =>
        (await as.get<EntryCounts>(`${P}/getCount${query}`)).body.data;
      expect(await counts()).toEqual({ pending: 2, pendingFilled: 0, joinedThisMonth: 0, cancelled: 1 });
      expect(await counts(world.owner, '?employeeType=2')).toEqual({
        pending: 1,
        pendingFilled: 0,
        joinedThisMonth: 0,
        cancelled: 0,
      });
      // The HRM-only admin's count leaves the HRO entry out, whatever the sign says.
      expect((await counts(world.hrmAdmin, '?employeeType=2')).pending).toBe(0);
      expect((await counts(world.hrmAdmin)).pending).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
