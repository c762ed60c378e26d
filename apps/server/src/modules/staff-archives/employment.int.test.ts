import { EmploymentStatus, StaffStatus } from '@renli/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { setUpPermissionWorld } from '../permissions/test-fixtures.ts';
import { addStaffMember } from '../staff/records.ts';
import { companyStaff } from '../staff/schema.ts';
import {
  applyDueJobChanges,
  cancelJobChange,
  inEffectOn,
  moveJobChange,
  openEmployment,
  scheduleJobChange,
} from './employment.ts';
import { staffArchives, staffJobVersions } from './schema.ts';

let t: TestApp;
let compId: number;
let phone = 0;

async function employ(entryDate: string, today: string) {
  phone += 1;
  const userId = await registerAccount(t, {
    loginCode: `1360000${String(phone).padStart(4, '0')}`,
    userType: 1,
  });
  const { id } = await addStaffMember(t.deps.db, { compId, userId, staffName: `员工${phone}` });
  await t.deps.db.transaction((tx) =>
    openEmployment(tx, {
      compId,
      staffId: id,
      entryDate,
      probationEnd: null,
      facts: {
        deptId: null,
        positionId: null,
        rankId: null,
        employeeType: 1,
        empStatus: EmploymentStatus.PROBATION,
        workLocation: '杭州',
        clientCompany: null,
        salaryGrade: 'P3',
      },
      today,
    }),
  );
  return id;
}

const versionsOf = (staffId: number) =>
  t.deps.db
    .select()
    .from(staffJobVersions)
    .where(eq(staffJobVersions.staffId, staffId))
    .orderBy(asc(staffJobVersions.effectiveFrom));
const archiveOf = async (staffId: number) =>
  (await t.deps.db.select().from(staffArchives).where(eq(staffArchives.staffId, staffId)))[0]!;
const inEffect = (day: string) =>
  t.deps.db
    .select({ staffId: staffJobVersions.staffId, grade: staffJobVersions.salaryGrade })
    .from(staffJobVersions)
    .where(inEffectOn(compId, day));
const schedule = (
  staffId: number,
  kind: 'regularize' | 'transfer' | 'dimission',
  effectiveFrom: string,
  today: string,
  changes = {},
) =>
  t.deps.db.transaction((tx) =>
    scheduleJobChange(tx, { compId, staffId, kind, effectiveFrom, changes, today }),
  );

beforeAll(async () => {
  t = await createTestApp();
  compId = (await setUpPermissionWorld(t)).a.compId;
});
afterAll(() => t.close());

describe("an employment's effective-dated history", () => {
  it('chains versions: each ends the day the next begins, and a future one waits', async () => {
    const id = await employ('2026-01-05', '2026-11-25');
    await schedule(id, 'regularize', '2026-04-05', '2026-11-25', { empStatus: EmploymentStatus.OFFICIAL });
    await schedule(id, 'transfer', '2026-12-01', '2026-11-25', { salaryGrade: 'P4' });
    const versions = await versionsOf(id);
    expect(versions.map((v) => [v.kind, v.effectiveFrom, v.effectiveTo, v.applied, v.salaryGrade])).toEqual([
      ['entry', '2026-01-05', '2026-04-05', true, 'P3'],
      ['regularize', '2026-04-05', '2026-12-01', true, 'P3'],
      ['transfer', '2026-12-01', null, false, 'P4'],
    ]);
    const archive = await archiveOf(id);
    expect([archive.empStatus, archive.officialDate, archive.salaryGrade]).toEqual([2, '2026-04-05', 'P3']);
    // As of a day, exactly one version holds; none before entry.
    const grades = async (day: string) =>
      (await inEffect(day)).filter((r) => r.staffId === id).map((r) => r.grade);
    expect(await grades('2026-01-04')).toEqual([]);
    expect(await grades('2026-04-04')).toEqual(['P3']);
    expect(await grades('2026-11-30')).toEqual(['P3']);
    expect(await grades('2027-06-01')).toEqual(['P4']);
  });

  it('refuses a change dated on or before the latest one, and any change after 离职', async () => {
    const id = await employ('2026-03-01', '2026-11-25');
    await expect(schedule(id, 'transfer', '2026-03-01', '2026-11-25')).rejects.toMatchObject({
      status: 400,
    });
    await schedule(id, 'dimission', '2026-11-01', '2026-11-25', { empStatus: EmploymentStatus.LEFT });
    await expect(schedule(id, 'transfer', '2026-11-20', '2026-11-25')).rejects.toMatchObject({
      status: 400,
    });
    // 离职 from 1 November: the last day was 31 October, and the staff record is closed.
    expect((await archiveOf(id)).lastDay).toBe('2026-10-31');
    const [staff] = await t.deps.db.select().from(companyStaff).where(eq(companyStaff.id, id));
    expect([staff!.status, staff!.loginStatus]).toEqual([StaffStatus.REMOVED, 2]);
  });

  it('moves and cancels a pending change; an applied one stays', async () => {
    const id = await employ('2026-02-01', '2026-11-25');
    const versionId = await schedule(id, 'transfer', '2026-12-15', '2026-11-25', { salaryGrade: 'P5' });
    await t.deps.db.transaction((tx) =>
      moveJobChange(tx, {
        compId,
        versionId,
        effectiveFrom: '2027-01-01',
        changes: { salaryGrade: 'P6' },
        today: '2026-11-25',
      }),
    );
    expect((await versionsOf(id)).map((v) => [v.effectiveTo, v.salaryGrade])).toEqual([
      ['2027-01-01', 'P3'],
      [null, 'P6'],
    ]);
    await t.deps.db.transaction((tx) => cancelJobChange(tx, { compId, versionId }));
    expect((await versionsOf(id)).map((v) => [v.kind, v.effectiveTo])).toEqual([['entry', null]]);
    const applied = await schedule(id, 'transfer', '2026-11-20', '2026-11-25', { salaryGrade: 'P4' });
    await expect(
      t.deps.db.transaction((tx) => cancelJobChange(tx, { compId, versionId: applied })),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('the sweep applies what has come due, once', async () => {
    const id = await employ('2026-05-01', '2026-11-25');
    await schedule(id, 'transfer', '2026-12-01', '2026-11-25', { salaryGrade: 'P7', workLocation: '上海' });
    expect((await archiveOf(id)).workLocation).toBe('杭州');
    expect(await applyDueJobChanges(t.deps.db, '2026-11-30')).toBe(0);
    expect(await applyDueJobChanges(t.deps.db, '2026-12-01')).toBeGreaterThanOrEqual(1);
    expect((await archiveOf(id)).workLocation).toBe('上海');
    expect(await applyDueJobChanges(t.deps.db, '2026-12-01')).toBe(0);
  });
});
