import type { StaffCounts } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaMonth } from '../../core/china-time.ts';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { grant, setColumns, setUpPermissionWorld } from '../permissions/test-fixtures.ts';
import { addStaffMember } from './records.ts';
import { companyStaff } from './schema.ts';

const URL = '/compStaffMember/selectCounts';
let t: TestApp;
let w: Awaited<ReturnType<typeof setUpPermissionWorld>>;
let phone = 0;

/** Adds a staff member who never logs in, with the record's fields the counts read. */
async function hire(
  compId: number,
  staffName: string,
  fields: { employeeType?: number; entryDate?: string; createdAt?: Date; status?: number } = {},
) {
  phone += 1;
  const loginCode = `1350000${String(phone).padStart(4, '0')}`;
  const userId = await registerAccount(t, { loginCode, userType: 1, userName: staffName });
  const { id } = await addStaffMember(t.deps.db, {
    compId,
    userId,
    staffName,
    employeeType: fields.employeeType,
  });
  const { employeeType: _type, ...columns } = fields;
  if (Object.keys(columns).length > 0) {
    await t.deps.db.update(companyStaff).set(columns).where(eq(companyStaff.id, id));
  }
}

const counts = async (as: Caller) => {
  const res = await as.get<StaffCounts>(URL);
  return { status: res.status, data: res.body.data, message: res.body.message };
};

beforeAll(async () => {
  t = await createTestApp();
  // Company A already has plain staff (HRM), an admin of all staff (HRM), HRO staff and an HRM admin,
  // all added today without an entry date.
  w = await setUpPermissionWorld(t);
  const thisMonth = chinaMonth(new Date()).first;
  await hire(w.a.compId, '本月入职', { entryDate: thisMonth });
  await hire(w.a.compId, '老员工', { entryDate: '2020-03-01' });
  await hire(w.a.compId, '外包新人', { employeeType: 2 });
  await hire(w.a.compId, '早年账号', { createdAt: new Date('2020-01-01T00:00:00Z') });
  await hire(w.a.compId, '已离职', { entryDate: thisMonth, status: 2 });
  await hire(w.a.compId, '待接受', { status: 3 });
  await hire(w.b.compId, '乙公司员工', { entryDate: thisMonth });
});
afterAll(() => t.close());

describe('GET /compStaffMember/selectCounts', () => {
  it("counts the company's active staff by type and those who joined this month", async () => {
    expect(await counts(w.a.api)).toMatchObject({
      status: 200,
      // Removed and invited records are not staff; 早年账号 and 老员工 joined before this month.
      data: { active: 8, hrm: 6, hro: 2, joinedThisMonth: 6 },
    });
    expect((await counts(w.staffAdmin.api)).data).toEqual({ active: 8, hrm: 6, hro: 2, joinedThisMonth: 6 });
  });

  it("never counts another company's staff", async () => {
    expect((await counts(w.b.api)).data).toEqual({ active: 1, hrm: 1, hro: 0, joinedThisMonth: 1 });
  });

  it('limits a scoped staff admin to the staff of their scope', async () => {
    expect((await counts(w.hrmAdmin.api)).data).toEqual({ active: 6, hrm: 6, hro: 0, joinedThisMonth: 4 });
  });

  it('is a staff-column read: refused to plain staff until granted, and to a person', async () => {
    const refused = await counts(w.plainStaff.api);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('You lack permission for this column; contact your administrator');
    await grant(w.a.api, w.plainStaff.staffId, [{ columnKey: 'staff', level: 'read' }]);
    expect((await counts(w.plainStaff.api)).data).toMatchObject({ active: 8 });
    expect((await counts(w.person)).status).toBe(403);
  });

  it('is refused to everyone once the company closes the staff column', async () => {
    await setColumns(w.a.api, [{ columnKey: 'staff', opened: false }]);
    const closed = await counts(w.a.api);
    expect(closed.status).toBe(403);
    expect(closed.message).toBe('Your company has not opened this column; contact your administrator');
    await setColumns(w.a.api, [{ columnKey: 'staff', opened: true }]);
    expect((await counts(w.a.api)).status).toBe(200);
  });
});

describe('chinaMonth', () => {
  it('follows the calendar in China, not in UTC', () => {
    // 16:30 UTC on 31 January is half past midnight on 1 February in Beijing.
    expect(chinaMonth(new Date('2026-01-31T16:30:00Z'))).toEqual({
      first: '2026-02-01',
      next: '2026-03-01',
      startsAt: new Date('2026-01-31T16:00:00Z'),
      endsAt: new Date('2026-02-28T16:00:00Z'),
    });
    expect(chinaMonth(new Date('2026-12-15T00:00:00Z'))).toMatchObject({
      first: '2026-12-01',
      next: '2027-01-01',
    });
  });
});
