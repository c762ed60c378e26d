import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client.ts';

/** Departments of the bench: 5 divisions (事业部) of 9 groups each, plus the divisions themselves. */
export const DIVISIONS = 5;
const GROUPS_PER_DIVISION = 9;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鹏辉斌宇浩凯';

/**
 * The bench company's organisation and `count` employments, written straight into the tables in a
 * few set-based statements (docs/benchmarks.md, "Roster"): 50 departments; per person a login
 * (mobile 150xxxxxxxx), a staff record (job number R000001…, one HRO in five), an archive (born
 * 1965–2003, highest education, entered over the last ten years, one in 200 in the coming month) and
 * 1–3 versions: entry (on probation, or official for one in four), 转正 90 days later, and for one in
 * three a transfer to the next group or (one in nine) a dimission some 200–500 days after that. Days
 * after today are scheduled (not applied), as the sweep would have left them. Then VACUUM ANALYZE.
 */
export async function seedRoster(db: Database, compId: number, count: number, today: string) {
  const divisions = Array.from({ length: DIVISIONS }, (_, d) => sql`(${compId}::int, ${`事业部${d + 1}`})`);
  await db.execute(sql`insert into departments (comp_id, name) values ${sql.join(divisions, sql`, `)}`);
  await db.execute(sql`
    insert into departments (comp_id, parent_id, name)
    select ${compId}, d.id, d.name || '-' || g || '组'
    from departments d cross join generate_series(1, ${GROUPS_PER_DIVISION}) g
    where d.comp_id = ${compId} and d.name like '事业部%' and d.parent_id is null`);

  await db.execute(sql`
    insert into users (login_code, mobile, password_hash, user_type, user_name)
    select '150' || lpad(n::text, 8, '0'), '150' || lpad(n::text, 8, '0'), 'x', 1,
      substr(${SURNAMES}, 1 + n % ${SURNAMES.length}, 1)
        || substr(${GIVEN}, 1 + (n / ${SURNAMES.length}) % ${GIVEN.length}, 1)
        || substr(${GIVEN}, 1 + (n / ${SURNAMES.length * GIVEN.length}) % ${GIVEN.length}, 1)
    from generate_series(1, ${count}) n`);

  // Each person's plan: groups by n, dates by a spread over ten years, statuses by n.
  await db.execute(sql`
    create temporary table roster_plan as
    with groups as (
      select id, row_number() over (order by id) - 1 as k
      from departments where comp_id = ${compId} and parent_id is not null and name like '事业部%'
    ), people as (
      select u.id as user_id, u.user_name, substr(u.login_code, 4)::int as n
      from users u where u.login_code like '150%' and length(u.login_code) = 11
    ), dated as (
      select p.*, case when n % 200 = 0 then ${today}::date + 1 + n % 30
                       else ${today}::date - (n * 7919) % 3650 end as d1
      from people p
    )
    select d.*,
      (select id from groups where k = d.n % ${DIVISIONS * GROUPS_PER_DIVISION}) as dept1,
      (select id from groups where k = (d.n + 1) % ${DIVISIONS * GROUPS_PER_DIVISION}) as dept3,
      1 + (d.n % 5 = 0)::int as employee_type,
      case when d.n % 4 = 0 then 2 else 1 end as s1,
      case when d.n % 4 = 0 then null else d.d1 + 90 end as d2,
      case when d.n % 3 = 0 then d.d1 + 90 + 200 + d.n % 300 end as d3,
      case when d.n % 9 = 0 then 'dimission' else 'transfer' end as k3
    from dated d`);

  await db.execute(sql`
    insert into company_staff (comp_id, user_id, staff_name, dept_id, employee_type, job_no, entry_date, status)
    select ${compId}, user_id, user_name,
      case when d3 <= ${today}::date and k3 = 'transfer' then dept3 else dept1 end,
      employee_type, 'R' || lpad(n::text, 6, '0'), d1,
      case when d3 <= ${today}::date and k3 = 'dimission' then 2 else 1 end
    from roster_plan`);

  await db.execute(sql`
    insert into staff_archives (staff_id, comp_id, sex, birth_date, highest_education, emp_status,
      entry_date, probation_end, official_date, last_day)
    select s.id, ${compId}, 1 + p.n % 2, date '1965-01-01' + (p.n * 37) % 14000, 1 + p.n % 6,
      case when p.d3 <= ${today}::date and p.k3 = 'dimission' then 3
           when p.s1 = 2 or p.d2 <= ${today}::date then 2 else 1 end,
      p.d1,
      case when p.s1 = 1 then p.d1 + 89 end,
      case when p.s1 = 2 and p.d1 <= ${today}::date then p.d1 when p.d2 <= ${today}::date then p.d2 end,
      case when p.d3 <= ${today}::date and p.k3 = 'dimission' then p.d3 - 1 end
    from roster_plan p join company_staff s on s.comp_id = ${compId} and s.user_id = p.user_id`);

  await db.execute(sql`
    insert into staff_job_versions (comp_id, staff_id, kind, effective_from, effective_to, dept_id,
      employee_type, emp_status, work_location, applied)
    select ${compId}, s.id, v.kind, v.from_day, v.to_day, v.dept_id, p.employee_type, v.status, '杭州',
      v.from_day <= ${today}::date
    from roster_plan p
    join company_staff s on s.comp_id = ${compId} and s.user_id = p.user_id
    cross join lateral (values
      ('entry', p.d1, coalesce(p.d2, p.d3), p.dept1, p.s1),
      ('regularize', p.d2, p.d3, p.dept1, 2),
      (p.k3, p.d3, null, case when p.k3 = 'transfer' then p.dept3 else p.dept1 end,
        case when p.k3 = 'transfer' then 2 else 3 end)
    ) v(kind, from_day, to_day, dept_id, status)
    where v.from_day is not null`);
  // One labour contract each, ending from 200 days ago to 800 days on: about 30 in 1,000 end within 30 days.
  await db.execute(sql`
    insert into labor_contracts (comp_id, staff_id, contract_no, contract_type, start_date, end_date)
    select ${compId}, s.id, 'HT' || lpad(p.n::text, 6, '0'), 1, p.d1,
      greatest(p.d1 + 365, ${today}::date - 200 + p.n % 1000)
    from roster_plan p join company_staff s on s.comp_id = ${compId} and s.user_id = p.user_id`);
  await db.execute(sql`drop table roster_plan`);
  // VACUUM also sets the visibility map, as autovacuum would have: index-only scans then skip the heap.
  await db.execute(
    sql`vacuum analyze departments, users, company_staff, staff_archives, staff_job_versions, labor_contracts`,
  );
}
