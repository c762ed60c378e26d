import { EmploymentStatus, type JobFacts } from '@renli/contracts';
import { eq, sql } from 'drizzle-orm';
import { chinaToday } from '../../core/china-time.ts';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { setUpPermissionWorld } from '../permissions/test-fixtures.ts';
import { addStaffMember } from '../staff/records.ts';
import { companyStaff } from '../staff/schema.ts';
import { openEmployment, scheduleJobChange } from './employment.ts';
import { daysAfter } from './stats-figures.ts';

/** One person of the roster's test company, employed from `entry`. */
export interface Hire {
  name: string;
  mobile: string;
  jobNo: string;
  type: 1 | 2;
  entry: string;
  status: 1 | 2;
  deptId: number;
  positionId?: number;
  birthDate?: string;
  sex?: 1 | 2;
  education?: number;
  probationEnd?: string;
  clientCompany?: string;
}

/** Employs someone directly (a login, a staff record with a job number, the archive and first version). */
export async function hire(t: TestApp, compId: number, person: Hire, today: string) {
  const db = t.deps.db;
  const inserted = await db.execute<{ id: number }>(sql`
    insert into users (login_code, mobile, password_hash, user_type, user_name)
    values (${person.mobile}, ${person.mobile}, 'x', 1, ${person.name}) returning id`);
  const userId = Number((inserted as unknown as { rows: { id: number }[] }).rows[0]!.id);
  const { id: staffId } = await addStaffMember(db, {
    compId,
    userId,
    staffName: person.name,
    employeeType: person.type,
  });
  await db.update(companyStaff).set({ jobNo: person.jobNo }).where(eq(companyStaff.id, staffId));
  const facts: JobFacts = {
    deptId: person.deptId,
    positionId: person.positionId ?? null,
    rankId: null,
    employeeType: person.type,
    empStatus: person.status,
    workLocation: '杭州',
    clientCompany: person.clientCompany ?? null,
    salaryGrade: null,
  };
  await db.transaction((tx) =>
    openEmployment(tx, {
      compId,
      staffId,
      entryDate: person.entry,
      probationEnd: person.probationEnd ?? null,
      facts,
      info: {
        birthDate: person.birthDate ?? null,
        sex: person.sex ?? null,
        education: person.education ? [{ school: '浙江大学', level: person.education }] : [],
      },
      today,
    }),
  );
  return staffId;
}

const change = (
  t: TestApp,
  compId: number,
  staffId: number,
  kind: 'regularize' | 'transfer' | 'dimission',
  effectiveFrom: string,
  changes: Partial<JobFacts>,
  today: string,
) =>
  t.deps.db.transaction((tx) =>
    scheduleJobChange(tx, { compId, staffId, kind, effectiveFrom, changes, today }),
  );

const insertId = async (as: Caller, path: string, body: object) => {
  const res = await as.post<{ id: number }>(path, body);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.message}`);
  return res.body.data.id;
};

/**
 * Company A of the permission world with a history (docs/product/staff.md, "Roster (花名册) and
 * statistics"), the past on fixed days and the future after today:
 *
 * - 张三 HRM, 研发部, entered 2024-03-01 on probation, 转正 2024-06-01, moves to 前端组 on `future`;
 * - 李四 HRM, 销售部, entered 2025-01-10, born 2000-02-29, last working day 2025-06-30;
 * - 王五 HRO, 前端组 (under 研发部), entered 2023-05-20;
 * - 赵六 HRM, 研发部, enters on `future` on probation;
 * - 钱七 HRM, 研发部, entered ten days ago on probation ending in twenty days; no birth date.
 *
 * Company B has 孙八. The staff of the permission world itself have no archives, so no roster row.
 */
export async function setUpRosterWorld(t: TestApp) {
  const world = await setUpPermissionWorld(t);
  const today = chinaToday();
  const future = daysAfter(today, 40);
  const api = world.a.api;
  const headOffice = await insertId(api, '/cCompDepartment/insert', { name: '总部' });
  const rnd = await insertId(api, '/cCompDepartment/insert', { name: '研发部', parentId: headOffice });
  const frontEnd = await insertId(api, '/cCompDepartment/insert', { name: '前端组', parentId: rnd });
  const sales = await insertId(api, '/cCompDepartment/insert', { name: '销售部' });
  const engineer = await insertId(api, '/cCompPosition/insert', { name: '工程师' });
  const compId = world.a.compId;
  const { PROBATION, OFFICIAL, LEFT } = EmploymentStatus;

  const zhang = await hire(
    t,
    compId,
    {
      name: '张三',
      mobile: '13900000001',
      jobNo: 'A001',
      type: 1,
      entry: '2024-03-01',
      status: PROBATION,
      deptId: rnd,
      positionId: engineer,
      birthDate: '1990-06-15',
      sex: 1,
      education: 4,
      probationEnd: '2024-05-31',
    },
    today,
  );
  await change(t, compId, zhang, 'regularize', '2024-06-01', { empStatus: OFFICIAL }, today);
  await change(t, compId, zhang, 'transfer', future, { deptId: frontEnd }, today);
  const li = await hire(
    t,
    compId,
    {
      name: '李四',
      mobile: '13900000002',
      jobNo: 'A002',
      type: 1,
      entry: '2025-01-10',
      status: OFFICIAL,
      deptId: sales,
      birthDate: '2000-02-29',
      sex: 2,
      education: 3,
    },
    today,
  );
  await change(t, compId, li, 'dimission', '2025-07-01', { empStatus: LEFT }, today);
  const wang = await hire(
    t,
    compId,
    {
      name: '王五',
      mobile: '13900000003',
      jobNo: 'B001',
      type: 2,
      entry: '2023-05-20',
      status: OFFICIAL,
      deptId: frontEnd,
      birthDate: '1975-11-30',
      sex: 1,
      education: 5,
      clientCompany: '华为',
    },
    today,
  );
  const zhao = await hire(
    t,
    compId,
    {
      name: '赵六',
      mobile: '13900000004',
      jobNo: 'A004',
      type: 1,
      entry: future,
      status: PROBATION,
      deptId: rnd,
      birthDate: '1998-01-01',
      sex: 2,
      education: 4,
      probationEnd: daysAfter(future, 90),
    },
    today,
  );
  const qian = await hire(
    t,
    compId,
    {
      name: '钱七',
      mobile: '13900000005',
      jobNo: 'A005',
      type: 1,
      entry: daysAfter(today, -10),
      status: PROBATION,
      deptId: rnd,
      probationEnd: daysAfter(today, 20),
    },
    today,
  );
  const otherDept = await insertId(world.b.api, '/cCompDepartment/insert', { name: '乙公司研发部' });
  const sun = await hire(
    t,
    world.b.compId,
    {
      name: '孙八',
      mobile: '13900000006',
      jobNo: 'A001',
      type: 1,
      entry: '2024-01-01',
      status: OFFICIAL,
      deptId: otherDept,
    },
    today,
  );
  return {
    ...world,
    today,
    future,
    departments: { headOffice, rnd, frontEnd, sales, otherDept },
    engineer,
    staff: { zhang, li, wang, zhao, qian, sun },
  };
}
export type RosterWorld = Awaited<ReturnType<typeof setUpRosterWorld>>;
