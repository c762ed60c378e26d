import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client.ts';

/** The bench's shift, 09:00–18:00 with an hour's lunch, in China time. */
export const SHIFT = {
  onTime: '09:00',
  offTime: '18:00',
  offNextDay: false,
  restStart: '12:00',
  restEnd: '13:00',
  lateGraceMinutes: 5,
  earlyGraceMinutes: 0,
  seriousLateMinutes: 30,
  absentLateMinutes: 120,
  earliestOnMinutes: 120,
  latestOffMinutes: 360,
};

/** The seeded population's habits, each a share of staff-days chosen by a fixed hash of (person, day). */
export const HABITS = {
  absentPercent: 1,
  leavePercent: 1,
  missingInPercent: 1,
  missingOutPercent: 1,
  /** Arrivals spread over 08:30–09:09: those after the 5 minutes' grace (09:06–09:09) are late, 10 %. */
  latePercent: 10,
  seriousLatePerMille: 5,
  earlyPercent: 2,
};

/**
 * The bench company's attendance (docs/benchmarks.md, "Attendance"), written straight into the tables
 * in a few set-based statements: a department 考勤基准部 of `count` people (logins 151…, staff
 * records, an employment from 400 days before the month), one shift and one fixed group (Monday to
 * Friday, following the statutory calendar) naming the department, a leave type 事假 and, on every
 * working day of `workdays`, each person's punches (import) by HABITS: on time or late, some serious,
 * some leaving early, some missing a punch, some absent, some on a day's approved leave. Then VACUUM
 * ANALYZE. Answers the number of punches and leave days written.
 */
export async function seedAttendance(
  db: Database,
  compId: number,
  count: number,
  first: string,
  workdays: readonly string[],
) {
  const [dept] = (
    (await db.execute(
      sql`insert into departments (comp_id, name) values (${compId}, '考勤基准部') returning id`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const deptId = Number(dept!.id);
  await db.execute(sql`
    insert into users (login_code, mobile, password_hash, user_type, user_name)
    select '151' || lpad(n::text, 8, '0'), '151' || lpad(n::text, 8, '0'), 'x', 1, '考勤' || n
    from generate_series(1, ${count}) n`);
  await db.execute(sql`
    insert into company_staff (comp_id, user_id, staff_name, dept_id, employee_type, job_no, entry_date, status)
    select ${compId}, u.id, u.user_name, ${deptId}, 1, 'K' || lpad(substr(u.login_code, 4)::int::text, 6, '0'),
      ${first}::date - 400, 1
    from users u where u.login_code like '151%' and length(u.login_code) = 11`);
  await db.execute(sql`
    create temporary table bench_staff as
    select s.id as staff_id, substr(s.job_no, 2)::int as n, s.staff_name
    from company_staff s where s.comp_id = ${compId} and s.dept_id = ${deptId}`);
  await db.execute(sql`
    insert into staff_job_versions (comp_id, staff_id, kind, effective_from, dept_id, employee_type, emp_status, applied)
    select ${compId}, staff_id, 'entry', ${first}::date - 400, ${deptId}, 1, 2, true from bench_staff`);

  const [shift] = (
    (await db.execute(
      sql`insert into attendance_shifts (comp_id, name, code, times) values (${compId}, '基准班', 'A', ${JSON.stringify(SHIFT)}::jsonb) returning id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const shiftId = Number(shift!.id);
  const [group] = (
    (await db.execute(
      sql`insert into attendance_groups (comp_id, name) values (${compId}, '考勤基准组') returning id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const rule = {
    scheduleType: 'fixed',
    members: { deptIds: [deptId], staffIds: [], excludedStaffIds: [] },
    weekdayShifts: { 1: shiftId, 2: shiftId, 3: shiftId, 4: shiftId, 5: shiftId, 6: null, 7: null },
    followHolidays: true,
    makeupShiftId: shiftId,
    flexibleRequiredMinutes: 0,
    flexibleLatestOn: null,
    webPunch: true,
    ipRanges: [],
    geofences: [],
    importPunches: true,
  };
  await db.execute(sql`
    insert into attendance_group_rules (comp_id, group_id, effective_from, rule)
    values (${compId}, ${Number(group!.id)}, ${first}::date - 400, ${JSON.stringify(rule)}::jsonb)`);
  const [leaveType] = (
    (await db.execute(sql`
      insert into attendance_leave_types (comp_id, name, kind, unit, paid, workdays_only, balance_rule)
      values (${compId}, '基准事假', 'personal', 'day', false, true, 'none') returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;

  // Each person's working days with a fixed pseudo-random draw per habit.
  const h = HABITS;
  await db.execute(sql`
    create temporary table bench_days as
    select s.staff_id, s.n, s.staff_name, d.day, d.k,
      (s.n * 31 + d.k * 17) % 100 < ${h.absentPercent} as absent,
      (s.n * 7 + d.k * 13 + 50) % 100 < ${h.leavePercent} as on_leave,
      (s.n * 11 + d.k * 3 + 20) % 100 < ${h.missingInPercent} as missing_in,
      (s.n * 5 + d.k * 7 + 70) % 100 < ${h.missingOutPercent} as missing_out,
      (s.n * 3 + d.k * 5) % 1000 < ${h.seriousLatePerMille} as serious_late,
      (s.n + d.k * 9) % 100 < ${h.earlyPercent} as early,
      (s.n * 13 + d.k * 29) % 40 as arrival,
      (s.n * 17 + d.k * 11) % 90 as stay,
      (s.n * 19 + d.k * 23) % 60 as second
    from bench_staff s cross join unnest(${sql.param([...workdays])}::date[]) with ordinality d(day, k)`);
  const local = (clock: string, minutes: string) =>
    sql.raw(
      `((day + time '${clock}' + make_interval(mins => (${minutes})::int, secs => second::double precision)) at time zone 'Asia/Shanghai')`,
    );
  await db.execute(sql`
    insert into attendance_punches (comp_id, staff_id, at, source)
    select ${compId}::int, staff_id, ${local('09:00', 'case when serious_late then 45 else arrival - 30 end')}, 'import'
    from bench_days where not absent and not on_leave and not missing_in
    union all
    select ${compId}::int, staff_id, ${local('18:00', 'case when early then -20 else stay end')}, 'import'
    from bench_days where not absent and not on_leave and not missing_out`);
  await db.execute(sql`
    insert into attendance_requests (comp_id, staff_id, kind, status, staff_name, employee_type, dept_id,
      leave_type_id, start_day, start_half, end_day, end_half, amount, unit)
    select ${compId}::int, staff_id, 'leave', 2, staff_name, 1, ${deptId}, ${Number(leaveType!.id)},
      day, 'am', day, 'pm', 1, 'day'
    from bench_days where on_leave and not absent`);
  const [written] = (
    (await db.execute(sql`
      select (select count(*) from attendance_punches where comp_id = ${compId}) as punches,
        (select count(*) from attendance_requests where comp_id = ${compId}) as leave_days`)) as unknown as {
      rows: { punches: string; leave_days: string }[];
    }
  ).rows;
  await db.execute(sql`drop table bench_days`);
  await db.execute(sql`drop table bench_staff`);
  await db.execute(
    sql`vacuum analyze users, company_staff, staff_job_versions, attendance_punches, attendance_requests`,
  );
  return { punches: Number(written!.punches), leaveDays: Number(written!.leave_days) };
}
