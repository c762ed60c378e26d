import type { AnnualEntitlement, BalanceEntry, LeaveType, StaffBalances } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../core/china-time.ts';
import { fileNameOf, readXlsx } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type LeaveWorld, leaveWorld, TWELVE_YEARS_AGO } from './test-fixtures.ts';

// Leave types and balances (docs/product/attendance.md, "Leave types", "Balances"): HR's rules,
// grants and deductions with a note, the start of working life, the balance list and its export.

let t: TestApp;
let w: LeaveWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await leaveWorld(t);
});
afterAll(() => t.close());

describe('leave types', () => {
  it('starts every company with the statutory types, each with its unit and balance rule', async () => {
    const types = await w.types(w.hr);
    expect(types.map((type) => [type.name, type.unit, type.balanceRule, type.workdaysOnly])).toEqual([
      ['年假', 'halfDay', 'annual', true],
      ['事假', 'halfDay', 'none', true],
      ['病假', 'halfDay', 'none', true],
      ['调休', 'hour', 'compensatory', true],
      ['婚假', 'day', 'none', true],
      ['产假', 'day', 'none', false],
      ['陪产假', 'day', 'none', false],
      ['丧假', 'day', 'none', true],
    ]);
    expect(types.find((type) => type.name === '事假')!.paid).toBe(false);
  });

  it('lets HR add a type with a yearly quota, rename it, and disable it for staff', async () => {
    const e = await w.hire({ name: '生日假员工' });
    const noQuota = await w.hr.post('/vacation/leaveType/save', {
      name: '生日假',
      unit: 'day',
      paid: true,
      workdaysOnly: true,
      balanceRule: 'yearly',
      yearlyQuota: null,
      sort: 90,
    });
    expect(noQuota.body.message).toBe('A fixed yearly quota needs its amount (more than 0)');
    const created = await w.post<LeaveType>(w.hr, '/vacation/leaveType/save', {
      name: '生日假',
      unit: 'day',
      paid: true,
      workdaysOnly: true,
      balanceRule: 'yearly',
      yearlyQuota: '1',
      sort: 90,
    });
    expect(created).toMatchObject({ kind: 'custom', yearlyQuota: '1.00', used: false });
    // A yearly quota lapses at the year's end, shown as expiring in its last 90 days.
    const yearEnd = `${w.today.slice(0, 4)}-12-31`;
    expect(await w.balanceOf(e.api, '生日假')).toMatchObject({
      granted: '1',
      remaining: '1',
      expiring: daysBetween(w.today, yearEnd) <= 90 ? { until: yearEnd, amount: '1' } : null,
    });

    const taken = await w.hr.post('/vacation/leaveType/save', {
      ...created,
      id: undefined,
      version: undefined,
      yearlyQuota: '1',
    });
    expect(taken.body.message).toBe('A leave type named "生日假" exists already');
    const annualRule = await w.hr.post('/vacation/leaveType/save', {
      ...created,
      balanceRule: 'annual',
      yearlyQuota: null,
    });
    expect(annualRule.status).toBe(400);
    // Reading a balance writes nothing; a grant does, and the unit and rule are fixed then, the name is not.
    expect((await w.types(w.hr)).find((type) => type.id === created.id)!.used).toBe(false);
    await w.post(w.hr, '/vacation/balance/adjust', {
      staffId: e.staffId,
      leaveTypeId: created.id,
      direction: 'grant',
      amount: '1',
      validUntil: null,
      note: '本年补发',
    });
    expect(await w.balanceOf(e.api, '生日假')).toMatchObject({ granted: '2', remaining: '2' });
    expect((await w.types(w.hr)).find((type) => type.id === created.id)!.used).toBe(true);
    const unit = await w.hr.post('/vacation/leaveType/save', { ...created, unit: 'hour', yearlyQuota: '1' });
    expect(unit.body.message).toBe(
      'This leave type has requests or balance entries: its unit and balance rule can no longer change',
    );
    const renamed = await w.post<LeaveType>(w.hr, '/vacation/leaveType/save', {
      ...created,
      name: '生日休假',
      yearlyQuota: '1',
    });
    const stale = await w.hr.post('/vacation/leaveType/save', { ...created, name: '过期', yearlyQuota: '1' });
    expect(stale.status).toBe(409);

    const disabled = await w.post<LeaveType>(w.hr, '/vacation/leaveType/setStatus', {
      id: renamed.id,
      version: renamed.version,
      status: 2,
    });
    expect(disabled.status).toBe(2);
    expect((await w.types(e.api)).map((type) => type.name)).not.toContain('生日休假');
    expect((await w.types(w.hr)).map((type) => type.name)).toContain('生日休假');
  });
});

describe('balances', () => {
  it('counts annual leave from the entry until HR sets when the working life began', async () => {
    // Hired 800 days ago: 1 whole year of work on this year's first day gives 5 days.
    const e = await w.hire({ name: '工龄员工' });
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({ granted: '5', remaining: '5' });
    const future = await w.hr.post('/vacation/balance/setWorkStart', {
      staffId: e.staffId,
      workStartDate: addDays(w.today, 1),
    });
    expect(future.body.message).toBe('The start of working life cannot be after today');
    const set = await w.setWorkStart(e.staffId, TWELVE_YEARS_AGO);
    expect(set).toMatchObject({ workStartDate: TWELVE_YEARS_AGO });
    expect(set.balances.find((b) => b.leaveTypeName === '年假')).toMatchObject({
      granted: '10',
      remaining: '10',
    });
    const year = Number(w.today.slice(0, 4));
    const entitlement = await w.hr.get<AnnualEntitlement>(
      `/vacation/annualEntitlement?staffId=${e.staffId}&year=${year}`,
    );
    expect(entitlement.body.data).toMatchObject({ year, days: '10', workStartDate: TWELVE_YEARS_AGO });
    // The employee reads their own; nobody reads another's.
    expect((await e.api.get(`/vacation/annualEntitlement?year=${year}`)).status).toBe(200);
    const other = await w.hire({ name: '别人' });
    expect(
      (await other.api.get(`/vacation/annualEntitlement?staffId=${e.staffId}&year=${year}`)).status,
    ).toBe(404);
  });

  it('grants and deducts with a note, never past what is left, and keeps who did it', async () => {
    const e = await w.hire({ name: '调整员工' });
    const compensatory = await w.typeId('调休');
    const adjust = (body: object) =>
      w.hr.post<StaffBalances>('/vacation/balance/adjust', {
        staffId: e.staffId,
        leaveTypeId: compensatory,
        validUntil: null,
        note: '项目奖励',
        ...body,
      });
    const granted = await adjust({ direction: 'grant', amount: '7.5', validUntil: addDays(w.today, 30) });
    expect(granted.body.data.balances.find((b) => b.leaveTypeName === '调休')).toMatchObject({
      granted: '7.5',
      remaining: '7.5',
      expiring: { until: addDays(w.today, 30), amount: '7.5' },
    });
    const tooMuch = await adjust({ direction: 'deduct', amount: '8' });
    expect(tooMuch.body.message).toBe('"调休" has too little left: at most 7.5 hours can be deducted');
    const noNote = await adjust({ direction: 'deduct', amount: '1', note: ' ' });
    expect(noNote.status).toBe(400);
    expect((await adjust({ direction: 'deduct', amount: '2.5', note: '多记' })).status).toBe(200);
    expect(await w.balanceOf(e.api, '调休')).toMatchObject({ granted: '7.5', used: '2.5', remaining: '5' });
    const none = await adjust({ leaveTypeId: await w.typeId('事假'), direction: 'grant', amount: '1' });
    expect(none.body.message).toBe('"事假" keeps no balance to grant or deduct');

    const ledger = await w.post<BalanceEntry[]>(w.hr, '/vacation/balance/entries', { staffId: e.staffId });
    const adjustments = ledger.filter((x) => x.kind !== 'accrual');
    expect(adjustments.map((x) => [x.kind, x.amount, x.note, x.createdByName])).toEqual([
      ['deduct', '-2.5', '多记', '资源甲公司'],
      ['grant', '7.5', '项目奖励', '资源甲公司'],
    ]);
    expect(await w.post<BalanceEntry[]>(e.api, '/vacation/balance/entries', {})).toEqual(ledger);
  });

  it('lists and exports the balances of the staff HR manages only', async () => {
    const hrm = await w.hire({ name: '内部员工甲' });
    const hro = await w.hire({ name: '外包员工甲', employeeType: 2 });
    const page = await w.post<{ list: StaffBalances[]; total: number }>(
      w.hrmAdmin.api,
      '/vacation/balance/selectPage',
      {
        pageNum: 1,
        pageSize: 100,
      },
    );
    const ids = page.list.map((row) => row.staffId);
    expect(ids).toContain(hrm.staffId);
    expect(ids).not.toContain(hro.staffId);
    expect(page.list[0]!.balances).toHaveLength(8);
    expect((await hrm.api.post('/vacation/balance/selectPage', { pageNum: 1, pageSize: 10 })).status).toBe(
      403,
    );
    expect(
      (
        await w.hrmAdmin.api.post('/vacation/balance/adjust', {
          staffId: hro.staffId,
          leaveTypeId: await w.typeId('调休'),
          direction: 'grant',
          amount: '1',
          validUntil: null,
          note: '越权',
        })
      ).status,
    ).toBe(404);

    const file = await w.hr.download('/vacation/balance/export', { staffName: '内部员工甲' });
    expect(file.statusCode).toBe(200);
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^Leave balances_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([
      'Name',
      'Job number',
      'Department',
      'Working life began',
      'Leave type',
      'Unit',
      'Granted',
      'Used',
      'In approval',
      'Remaining',
      'Expiring soon',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual(
      (await w.types(w.hr)).filter((type) => type.status === 1).map((type) => ['内部员工甲', type.name]),
    );
  });
});
