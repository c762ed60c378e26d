import type { RosterPage, RosterRow } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, fileNameOf, readXlsx } from '../../core/resources/test-fixtures.ts';
import { login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { setColumns } from '../permissions/test-fixtures.ts';
import { daysAfter } from './stats-figures.ts';
import { type RosterWorld, setUpRosterWorld } from './test-roster-world.ts';

const PAGE = '/staffRoster/selectPage';
let t: TestApp;
let w: RosterWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await setUpRosterWorld(t);
});
afterAll(() => t.close());

const page = async (body: object, as: Caller = w.a.api) => {
  const res = await as.post<RosterPage>(PAGE, { pageSize: 100, ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const names = async (body: object, as?: Caller) => (await page(body, as)).list.map((row) => row.name);
const rowOf = async (name: string, body: object) => {
  const row = (await page(body)).list.find((r) => r.name === name);
  expect(row, `${name} in the roster of ${JSON.stringify(body)}`).toBeTruthy();
  return row!;
};

describe('the roster as of a day', () => {
  it('lists, day by day, the employments in service on that day', async () => {
    const days: [string, string[]][] = [
      ['2023-05-19', []],
      ['2023-05-20', ['王五']],
      ['2024-02-29', ['王五']],
      ['2024-03-01', ['张三', '王五']],
      ['2025-01-09', ['张三', '王五']],
      ['2025-01-10', ['张三', '李四', '王五']],
      // 李四's last working day is 30 June: in service that day, gone the next.
      ['2025-06-30', ['张三', '李四', '王五']],
      ['2025-07-01', ['张三', '王五']],
      [w.today, ['张三', '王五', '钱七']],
      [daysAfter(w.future, -1), ['张三', '王五', '钱七']],
      [w.future, ['张三', '王五', '赵六', '钱七']],
    ];
    for (const [asOf, expected] of days) {
      expect([asOf, await names({ asOf, sortField: 'jobNo', sortOrder: 'ascend' })]).toEqual([
        asOf,
        [...expected].sort((x, y) => jobNoOf(x).localeCompare(jobNoOf(y))),
      ]);
    }
  });

  it('answers today when no day is given', async () => {
    expect((await page({})).asOf).toBe(w.today);
    expect((await names({})).sort()).toEqual(['张三', '王五', '钱七'].sort());
  });

  it('shows the facts of the version in effect: 转正 and 离职 as of their days', async () => {
    const probation = await rowOf('张三', { asOf: '2024-05-31' });
    expect([probation.empStatus, probation.officialDate, probation.changeKind]).toEqual([1, null, 'entry']);
    const official = await rowOf('张三', { asOf: '2024-06-01' });
    expect([official.empStatus, official.officialDate, official.changeKind]).toEqual([
      2,
      '2024-06-01',
      'regularize',
    ]);
    expect(await names({ asOf: '2025-06-30', empStatus: 'left' })).toEqual([]);
    const left = (await page({ asOf: '2025-07-01', empStatus: 'left' })).list;
    expect(left.map((r) => [r.name, r.empStatus, r.lastDay])).toEqual([['李四', 3, '2025-06-30']]);
    expect(await names({ asOf: '2024-04-01', empStatus: 'probation' })).toEqual(['张三']);
    expect((await names({ asOf: '2024-06-01', empStatus: 'official' })).sort()).toEqual(
      ['张三', '王五'].sort(),
    );
  });

  it('marks the scheduled changes a future day shows', async () => {
    const before = await rowOf('张三', { asOf: daysAfter(w.future, -1) });
    expect([before.deptName, before.scheduled]).toEqual(['研发部', false]);
    const after = await rowOf('张三', { asOf: w.future });
    expect([after.deptName, after.scheduled, after.changeKind, after.effectiveFrom]).toEqual([
      '前端组',
      true,
      'transfer',
      w.future,
    ]);
    expect((await rowOf('赵六', { asOf: w.future })).scheduled).toBe(true);
  });

  it('answers names and the archive, never ids alone', async () => {
    const row: RosterRow = await rowOf('张三', { asOf: '2025-03-01' });
    expect(row).toMatchObject({
      staffId: w.staff.zhang,
      jobNo: 'A001',
      mobile: '13900000001',
      deptId: w.departments.rnd,
      deptName: '研发部',
      positionName: '工程师',
      employeeType: 1,
      sex: 1,
      age: 34,
      education: 4,
      entryDate: '2024-03-01',
      probationEnd: '2024-05-31',
      workLocation: '杭州',
    });
    expect(row.archiveId).toBeGreaterThan(0);
    expect((await rowOf('王五', { asOf: '2025-03-01' })).clientCompany).toBe('华为');
    expect((await rowOf('钱七', { asOf: w.today })).age).toBeNull();
  });
});

const jobNoOf = (name: string) =>
  ({ 张三: 'A001', 李四: 'A002', 王五: 'B001', 赵六: 'A004', 钱七: 'A005' })[name]!;

describe('filters', () => {
  it('takes a department with every department below it', async () => {
    const { rnd, frontEnd, sales, otherDept } = w.departments;
    expect((await names({ asOf: w.future, deptId: rnd })).sort()).toEqual(
      ['张三', '王五', '赵六', '钱七'].sort(),
    );
    expect(await names({ asOf: daysAfter(w.future, -1), deptId: frontEnd })).toEqual(['王五']);
    expect(
      await names({ asOf: w.future, deptId: frontEnd, sortField: 'jobNo', sortOrder: 'ascend' }),
    ).toEqual(['张三', '王五']);
    expect(await names({ asOf: '2025-03-01', deptId: sales })).toEqual(['李四']);
    // Another company's department names nobody here.
    expect(await names({ asOf: '2025-03-01', deptId: otherDept })).toEqual([]);
  });

  it('searches name, job number and mobile', async () => {
    const asOf = '2025-03-01';
    expect(await names({ asOf, searchText: '张' })).toEqual(['张三']);
    expect(await names({ asOf, searchText: 'b00' })).toEqual(['王五']);
    expect(await names({ asOf, searchText: '0000002' })).toEqual(['李四']);
    expect(await names({ asOf, searchText: '%' })).toEqual([]);
  });

  it('filters entry days, position, education and age on the day', async () => {
    expect(await names({ asOf: w.today, entryFrom: '2024-01-01', entryTo: '2024-12-31' })).toEqual(['张三']);
    expect(await names({ asOf: w.today, positionId: w.engineer })).toEqual(['张三']);
    expect(await names({ asOf: w.today, education: 5 })).toEqual(['王五']);
    // 李四 was born on 29 February 2000: 24 on 28 February 2025, 25 from 1 March.
    expect(await names({ asOf: '2025-02-28', ageFrom: 25, ageTo: 30 })).toEqual([]);
    expect(await names({ asOf: '2025-03-01', ageFrom: 25, ageTo: 30 })).toEqual(['李四']);
    expect(await names({ asOf: '2025-03-01', ageFrom: 40 })).toEqual(['王五']);
  });

  it('sorts by name, job number, entry date, department and age, and pages', async () => {
    const asOf = '2025-03-01';
    const sorted = (sortField: string, sortOrder: string) => names({ asOf, sortField, sortOrder });
    expect(await sorted('age', 'ascend')).toEqual(['李四', '张三', '王五']);
    expect(await sorted('age', 'descend')).toEqual(['王五', '张三', '李四']);
    expect(await sorted('entryDate', 'ascend')).toEqual(['王五', '张三', '李四']);
    expect(await sorted('entryDate', 'descend')).toEqual(['李四', '张三', '王五']);
    expect(await sorted('jobNo', 'descend')).toEqual(['王五', '李四', '张三']);
    expect(await sorted('deptName', 'ascend')).toEqual(['王五', '张三', '李四']);
    expect(await sorted('name', 'ascend')).toEqual(['张三', '李四', '王五']);
    const second = await page({ asOf, sortField: 'jobNo', sortOrder: 'ascend', pageNum: 2, pageSize: 2 });
    expect([second.list.map((r) => r.name), second.total]).toEqual([['王五'], 3]);
    const beyond = await page({ asOf, pageNum: 5, pageSize: 2 });
    expect([beyond.list, beyond.total]).toEqual([[], 3]);
  });

  it('refuses what it cannot read', async () => {
    for (const body of [
      { pageSize: 101 },
      { asOf: '2025-02-30' },
      { sortField: 'mobile' },
      { searchText: 'x'.repeat(51) },
      { empStatus: 'gone' },
      { employeeType: 3 },
    ]) {
      expect([body, (await w.a.api.post(PAGE, body)).status]).toEqual([body, 400]);
    }
  });
});

describe('who sees what', () => {
  it('keeps an HRM admin to HRM staff whatever the sign says', async () => {
    const asOf = '2025-03-01';
    expect((await names({ asOf }, w.hrmAdmin.api)).sort()).toEqual(['张三', '李四'].sort());
    expect(await names({ asOf, employeeType: 2 }, w.hrmAdmin.api)).toEqual([]);
    expect(await names({ asOf, employeeType: 2 })).toEqual(['王五']);
    expect(await names({ asOf }, w.staffAdmin.api)).toHaveLength(3);
  });

  it('keeps each company to its own staff', async () => {
    expect(await names({ asOf: '2025-03-01' }, w.b.api)).toEqual(['孙八']);
  });

  it('refuses plain staff, people without a company and a closed 员工 column', async () => {
    for (const as of [w.plainStaff.api, w.hroStaff.api, w.person]) {
      expect((await as.post(PAGE, {})).status).toBe(403);
      expect((await as.post('/staffRoster/stats', {})).status).toBe(403);
      expect((await as.download('/staffRoster/export', { columns: ['name'] })).statusCode).toBe(403);
    }
    const zh = caller(t, await login(t, '13600000102'), 'zh-CN');
    await setColumns(w.a.api, [{ columnKey: 'staff', opened: false }]);
    try {
      const refused = await zh.post(PAGE, {});
      expect(refused.status).toBe(403);
      expect((await w.a.api.post(PAGE, {})).status).toBe(403);
    } finally {
      await setColumns(w.a.api, [{ columnKey: 'staff', opened: true }]);
    }
    expect((await w.a.api.post(PAGE, {})).status).toBe(200);
  });
});

describe('export', () => {
  it('writes the chosen columns in the chosen order, labelled in the caller’s language', async () => {
    const zh = caller(t, w.a.api.token, 'zh-CN');
    const res = await zh.download('/staffRoster/export', {
      asOf: '2025-03-01',
      sortField: 'jobNo',
      sortOrder: 'ascend',
      columns: ['name', 'jobNo', 'deptName', 'empStatus', 'sex', 'age', 'education', 'employeeType'],
    });
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res.headers['content-disposition'])).toMatch(/^花名册_\d{14}\.xlsx$/);
    expect(await readXlsx(res.rawPayload)).toEqual([
      ['姓名', '工号', '部门', '员工状态', '性别', '年龄', '最高学历', '员工类型'],
      ['张三', 'A001', '研发部', '正式', '男', 34, '本科', '内部员工'],
      ['李四', 'A002', '销售部', '正式', '女', 25, '大专', '内部员工'],
      ['王五', 'B001', '前端组', '正式', '男', 49, '硕士', '外包员工'],
    ]);
    const en = await w.a.api.download('/staffRoster/export', {
      asOf: '2025-03-01',
      searchText: '王五',
      columns: ['education', 'name'],
    });
    expect(fileNameOf(en.headers['content-disposition'])).toMatch(/^Roster_\d{14}\.xlsx$/);
    expect(await readXlsx(en.rawPayload)).toEqual([
      ['Highest education', 'Name'],
      ['Master', '王五'],
    ]);
  });

  it('refuses unknown or repeated columns and an empty choice', async () => {
    for (const columns of [['name', 'name'], ['name', 'password'], []]) {
      const res = await w.a.api.download('/staffRoster/export', { columns });
      expect([columns, res.statusCode]).toEqual([columns, 400]);
    }
    const twice = await caller(t, w.a.api.token, 'zh-CN').post('/staffRoster/export', {
      columns: ['name', 'name'],
    });
    expect(JSON.stringify(twice.body)).toContain('导出列不能重复选择');
  });

  it('refuses more than 5000 rows with a clear 400, and writes nothing', async () => {
    // 5001 more employments in company B, in one statement.
    await t.deps.db.execute(sql`
      with u as (
        insert into users (login_code, password_hash, user_type, user_name)
        select 'bulk' || n || '@roster.test', 'x', 1, '批量' || n from generate_series(1, 5001) n
        returning id, user_name
      ), s as (
        insert into company_staff (comp_id, user_id, staff_name)
        select ${w.b.compId}, id, user_name from u returning id
      ), archived as (
        insert into staff_archives (staff_id, comp_id, entry_date, emp_status)
        select id, ${w.b.compId}, '2024-01-01', 2 from s returning staff_id
      )
      insert into staff_job_versions (comp_id, staff_id, kind, effective_from, employee_type, emp_status, applied)
      select ${w.b.compId}, staff_id, 'entry', '2024-01-01', 1, 2, true from archived`);
    const zh = caller(t, w.b.api.token, 'zh-CN');
    const refused = await zh.post('/staffRoster/export', { columns: ['name'] });
    expect([refused.status, refused.body.message]).toEqual([400, '一次最多处理5000行，请缩小范围']);
    expect((await page({}, w.b.api)).total).toBe(5002);
    // Narrowed to fewer rows it exports; company A never sees B's staff.
    const narrowed = await zh.download('/staffRoster/export', {
      searchText: '批量500',
      sortField: 'name',
      sortOrder: 'ascend',
      columns: ['name'],
    });
    expect(await readXlsx(narrowed.rawPayload)).toEqual([['姓名'], ['批量500'], ['批量5000'], ['批量5001']]);
    expect((await page({})).total).toBe(3);
  });
});
