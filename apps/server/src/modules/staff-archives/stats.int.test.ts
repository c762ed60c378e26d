import type { RosterPage, RosterStats } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { daysAfter } from './stats-figures.ts';
import { type RosterWorld, setUpRosterWorld } from './test-roster-world.ts';

let t: TestApp;
let w: RosterWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await setUpRosterWorld(t);
});
afterAll(() => t.close());

const stats = async (body: object, as: Caller = w.a.api) => {
  const res = await as.post<RosterStats>('/staffRoster/stats', body);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const month = (figures: RosterStats, name: string) => figures.months.find((m) => m.month === name);
const bands = (counted: { bucket: string; count: number }[]) =>
  Object.fromEntries(counted.filter((b) => b.count > 0).map((b) => [b.bucket, b.count]));

describe('roster statistics as of a day', () => {
  it('counts heads by department, ages and tenure on the day', async () => {
    // 15 July 2025: 张三 (研发部, 35, entered 2024-03-01) and 王五 (前端组, 49, entered 2023-05-20).
    const figures = await stats({ asOf: '2025-07-15' });
    expect(figures.asOf).toBe('2025-07-15');
    expect(figures.headcount).toBe(2);
    expect(figures.byDepartment).toEqual([
      { deptId: w.departments.frontEnd, deptName: '前端组', count: 1 },
      { deptId: w.departments.rnd, deptName: '研发部', count: 1 },
    ]);
    expect(bands(figures.ages)).toEqual({ '35to39': 1, '40to49': 1 });
    expect(figures.ages.map((b) => b.bucket)).toEqual([
      'under25',
      '25to29',
      '30to34',
      '35to39',
      '40to49',
      '50plus',
      'unknown',
    ]);
    expect(bands(figures.tenures)).toEqual({ '1to3': 2 });
    // Today 钱七 has no birth date and has been here ten days.
    const today = await stats({});
    expect(today.asOf).toBe(w.today);
    expect(bands(today.ages).unknown).toBe(1);
    expect(bands(today.tenures).under1).toBe(1);
  });

  it('gives 12 months of entries, exits and turnover ending with the day', async () => {
    const figures = await stats({ asOf: '2025-07-15' });
    expect(figures.months.map((m) => m.month)).toEqual([
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
    ]);
    expect(month(figures, '2024-08')).toMatchObject({
      entries: 0,
      exits: 0,
      headcountStart: 2,
      headcountEnd: 2,
    });
    // 李四 entered on 10 January.
    expect(month(figures, '2025-01')).toEqual({
      month: '2025-01',
      entries: 1,
      exits: 0,
      headcountStart: 2,
      headcountEnd: 3,
      turnoverPercent: '0.00',
    });
    // 李四's last working day was 30 June: 1 ÷ ((3 + 3) ÷ 2) = 33.33%.
    expect(month(figures, '2025-06')).toEqual({
      month: '2025-06',
      entries: 0,
      exits: 1,
      headcountStart: 3,
      headcountEnd: 3,
      turnoverPercent: '33.33',
    });
    expect(month(figures, '2025-07')).toMatchObject({ exits: 0, headcountStart: 2, headcountEnd: 2 });
  });

  it('keeps to the sign and to what the admin manages', async () => {
    const outsourced = await stats({ asOf: '2025-07-15', employeeType: 2 });
    expect([outsourced.headcount, month(outsourced, '2025-06')?.exits]).toEqual([1, 0]);
    // An HRM admin sees 张三 and 李四 only: June is 1 exit of 2 at either end, 50%.
    const hrm = await stats({ asOf: '2025-07-15' }, w.hrmAdmin.api);
    expect(hrm.headcount).toBe(1);
    expect(month(hrm, '2025-06')).toMatchObject({
      headcountStart: 2,
      headcountEnd: 2,
      turnoverPercent: '50.00',
    });
    expect((await stats({ asOf: '2025-07-15', employeeType: 2 }, w.hrmAdmin.api)).headcount).toBe(0);
    expect((await stats({ asOf: '2025-07-15' }, w.b.api)).headcount).toBe(1);
  });

  it('lists probation ending within 30 days of the day, both ends included', async () => {
    // 张三's probation ended on 2024-05-31.
    expect((await stats({ asOf: '2024-04-30' })).probationEnding).toEqual({ total: 0, list: [] });
    const first = await stats({ asOf: '2024-05-01' });
    expect(first.probationEnding.total).toBe(1);
    expect(first.probationEnding.list).toEqual([
      {
        archiveId: expect.any(Number),
        staffId: w.staff.zhang,
        name: '张三',
        deptName: '研发部',
        probationEnd: '2024-05-31',
      },
    ]);
    expect((await stats({ asOf: '2024-05-31' })).probationEnding.total).toBe(1);
    expect((await stats({ asOf: '2024-06-01' })).probationEnding.total).toBe(0);
    const today = await stats({});
    expect(today.probationEnding.list.map((p) => [p.name, p.probationEnd])).toEqual([
      ['钱七', daysAfter(w.today, 20)],
    ]);
  });

  it('agrees with the roster on the headcount, day by day, future included', async () => {
    const days = [
      '2023-05-19',
      '2023-05-20',
      '2024-03-01',
      '2025-01-10',
      '2025-06-30',
      '2025-07-01',
      w.today,
      w.future,
    ];
    for (const asOf of days) {
      const roster = await w.a.api.post<RosterPage>('/staffRoster/selectPage', { asOf });
      const figures = await stats({ asOf });
      const last = figures.months.at(-1)!;
      expect([asOf, figures.headcount, last.headcountEnd]).toEqual([
        asOf,
        roster.body.data.total,
        roster.body.data.total,
      ]);
    }
  });
});
