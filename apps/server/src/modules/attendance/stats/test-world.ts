import { EmploymentStatus } from '@renli/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import { caller } from '../../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/harness.ts';
import { addStaffMember } from '../../staff/records.ts';
import { companyStaff } from '../../staff/schema.ts';
import { openEmployment } from '../../staff-archives/employment.ts';
import { staffJobVersions } from '../../staff-archives/schema.ts';
import { changesWorld } from '../../staff-changes/test-fixtures.ts';
import { type DaySpec, insertDays, insertLeaveType } from './test-results.ts';

/** Last month in China (ended, so it can be locked), and its day `n`. */
export function lastMonth(today = chinaToday()) {
  const month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  return { month, day: (n: number) => `${month}-${String(n).padStart(2, '0')}` };
}

/**
 * The statistics' company A of last month (docs/product/attendance.md, "Statistics"): departments
 * 研发部 with 前端组 below it and 行政部; leave types 事假 (days) and 调休 (hours); four people with
 * stored days — 张三 and 李四 (HRM, with sessions), 王五 (HRO), 赵六 (HRM, moved from 行政部 to 研发部
 * on the 15th) — and an HRO-only admin; company B with one person and days of its own.
 */
export async function statsWorld(t: TestApp) {
  const world = await changesWorld(t);
  const db = t.deps.db;
  const { month, day } = lastMonth();
  const dept = async (name: string, parentId?: number) =>
    (await world.owner.post<{ id: number }>('/cCompDepartment/insert', { name, parentId })).body.data.id;
  const rd = await dept('研发部');
  const frontEnd = await dept('前端组', rd);
  const admin = await dept('行政部');

  const setJobNo = (staffId: number, jobNo: string) =>
    db.update(companyStaff).set({ jobNo }).where(eq(companyStaff.id, staffId));
  const zhang = await world.hire({ name: '张三', deptId: rd, entryIn: -400 });
  const li = await world.hire({ name: '李四', deptId: frontEnd, entryIn: -400 });
  const wang = await world.hire({ name: '王五', deptId: admin, employeeType: 2, entryIn: -400 });
  const zhao = await world.hire({ name: '赵六', deptId: admin, entryIn: -400 });
  for (const [person, jobNo] of [
    [zhang, 'A001'],
    [li, 'A002'],
    [wang, 'A003'],
    [zhao, 'A004'],
  ] as const)
    await setJobNo(person.staffId, jobNo);
  // 赵六 moves to 研发部 on the 15th: the month counts him there.
  await db
    .update(staffJobVersions)
    .set({ effectiveTo: day(15) })
    .where(and(eq(staffJobVersions.staffId, zhao.staffId), isNull(staffJobVersions.effectiveTo)));
  await db.insert(staffJobVersions).values({
    compId: world.a.compId,
    staffId: zhao.staffId,
    kind: 'transfer',
    effectiveFrom: day(15),
    deptId: rd,
    employeeType: 1,
    empStatus: EmploymentStatus.OFFICIAL,
    applied: true,
  });

  const hroUser = await registerAccount(t, { loginCode: '13600000301', userType: 1, userName: '外包人事' });
  await addStaffMember(db, {
    compId: world.a.compId,
    userId: hroUser,
    staffName: '外包人事',
    staffAdmin: 1,
    adminScope: 'hro',
  });
  const hroAdmin = caller(t, await login(t, '13600000301'));

  const compId = world.a.compId;
  const personal = await insertLeaveType(db, compId, { name: '事假', unit: 'day', sort: 1 });
  const inLieu = await insertLeaveType(db, compId, { name: '调休', unit: 'hour', sort: 2 });
  const 事假 = (minutes: number) => [{ leaveTypeId: personal, leaveName: '事假', minutes }];
  const 调休 = (minutes: number) => [{ leaveTypeId: inLieu, leaveName: '调休', minutes }];
  const days: [number, DaySpec[]][] = [
    [
      zhang.staffId,
      [
        { day: day(2), late: 5 },
        { day: day(3), late: 12 },
        { day: day(4), late: 31, seriousLate: true },
        { day: day(5), early: 20 },
        { day: day(6), missingOut: true, worked: 240 },
        { day: day(7), dayType: 'restday', overtime: [{ minutes: 120, dayType: 'restday' }] },
        { day: day(9), absent: 480, worked: 0 },
        { day: day(10), leave: 事假(240) },
        { day: day(11), overtime: [{ minutes: 90, dayType: 'workday' }] },
      ],
    ],
    [
      li.staffId,
      [
        { day: day(2), leave: 调休(120) },
        { day: day(3), leave: 调休(120) },
        { day: day(4), trip: 480, worked: 0 },
        // Overtime without its own day type falls on the day's.
        { day: day(5), dayType: 'holiday', overtime: [{ minutes: 480 }] },
      ],
    ],
    [wang.staffId, [{ day: day(2), late: 10 }]],
    [zhao.staffId, [{ day: day(2) }, { day: day(16) }]],
  ];
  for (const [staffId, specs] of days) await insertDays(db, compId, staffId, specs);

  // Company B: a person employed there with days of their own.
  const bUser = await registerAccount(t, { loginCode: '13600000302', userType: 1, userName: '乙员工' });
  const { id: bStaff } = await addStaffMember(db, {
    compId: world.b.compId,
    userId: bUser,
    staffName: '乙员工',
  });
  await db.transaction((tx) =>
    openEmployment(tx, {
      compId: world.b.compId,
      staffId: bStaff,
      entryDate: addDays(chinaToday(), -400),
      probationEnd: null,
      facts: {
        deptId: null,
        positionId: null,
        rankId: null,
        employeeType: 1,
        empStatus: EmploymentStatus.OFFICIAL,
        workLocation: null,
        clientCompany: null,
        salaryGrade: null,
      },
      today: chinaToday(),
    }),
  );
  await insertDays(db, world.b.compId, bStaff, [{ day: day(2), late: 99 }]);

  return {
    ...world,
    month,
    day,
    depts: { rd, frontEnd, admin },
    leaveTypes: { personal, inLieu },
    zhang,
    li,
    wang,
    zhao,
    hroAdmin,
    bOwner: world.b.api,
    bStaff,
  };
}
