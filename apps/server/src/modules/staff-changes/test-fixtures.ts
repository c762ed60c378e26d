import { EmploymentStatus, type StaffChange } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chinaToday } from '../../core/china-time.ts';
import { type Caller, caller } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';
import { setUpPermissionWorld } from '../permissions/test-fixtures.ts';
import { addStaffMember } from '../staff/records.ts';
import { companyStaff } from '../staff/schema.ts';
import { openEmployment } from '../staff-archives/employment.ts';
import { staffJobVersions } from '../staff-archives/schema.ts';

/** A China date `days` from `day` (negative: before). */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface Hire {
  name: string;
  employeeType?: 1 | 2;
  empStatus?: 1 | 2;
  /** Days from today (default 90 days ago). */
  entryIn?: number;
  /** Days from today the probation ends (default none). */
  probationEndIn?: number | null;
  deptId?: number | null;
}

/**
 * The tests' company A (setUpPermissionWorld: the company account `owner`, an admin of all staff
 * `admin`, an HRM-only admin `hrmAdmin`, company B) and a way to hire employees with an employment
 * (archive and first version) and a session of their own.
 */
export async function changesWorld(t: TestApp) {
  const world = await setUpPermissionWorld(t);
  const today = chinaToday();
  const compId = world.a.compId;
  let hired = 0;
  async function hire(h: Hire) {
    hired += 1;
    const loginCode = `1350000${String(hired).padStart(4, '0')}`;
    const userId = await registerAccount(t, { loginCode, userType: 1, userName: h.name });
    const { id: staffId } = await addStaffMember(t.deps.db, {
      compId,
      userId,
      staffName: h.name,
      deptId: h.deptId ?? null,
      employeeType: h.employeeType ?? 1,
    });
    const entryDate = plusDays(today, h.entryIn ?? -90);
    await t.deps.db.transaction((tx) =>
      openEmployment(tx, {
        compId,
        staffId,
        entryDate,
        probationEnd: h.probationEndIn == null ? null : plusDays(today, h.probationEndIn),
        facts: {
          deptId: h.deptId ?? null,
          positionId: null,
          rankId: null,
          employeeType: h.employeeType ?? 1,
          empStatus: h.empStatus ?? EmploymentStatus.OFFICIAL,
          workLocation: '杭州',
          clientCompany: null,
          salaryGrade: 'P3',
        },
        today,
      }),
    );
    return { staffId, userId, entryDate, api: caller(t, await login(t, loginCode)) };
  }
  /** Asks for a change as `as` (HR), answering the whole response. */
  const ask = (as: Caller, body: object) => as.post<StaffChange>('/staffChange/insert', body);
  /** Asks for a change that must be accepted; answers the row. */
  async function asked(as: Caller, body: object) {
    const res = await ask(as, body);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  }
  const transition = (as: Caller, row: Pick<StaffChange, 'id' | 'version'>, name: string, input = {}) =>
    as.post<StaffChange>('/staffChange/changeStatus', { id: row.id, version: row.version, name, ...input });
  const read = async (as: Caller, id: number) =>
    (await as.get<StaffChange>(`/staffChange/selectById/${id}`)).body.data;
  const versionsOf = (staffId: number) =>
    t.deps.db.select().from(staffJobVersions).where(eq(staffJobVersions.staffId, staffId));
  const staffRecord = async (staffId: number) =>
    (await t.deps.db.select().from(companyStaff).where(eq(companyStaff.id, staffId)))[0]!;
  return {
    ...world,
    owner: world.a.api,
    admin: world.staffAdmin.api,
    today,
    hire,
    ask,
    asked,
    transition,
    read,
    versionsOf,
    staffRecord,
  };
}
export type ChangesWorld = Awaited<ReturnType<typeof changesWorld>>;
