import { EmploymentStatus, LaborContractStatus, type RosterPage, type RosterStats } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { storeContract } from '../labor-contracts/test-fixtures.ts';
import { hire, type RosterWorld, setUpRosterWorld } from './test-roster-world.ts';

// Labour contracts in the roster (docs/product/staff.md, "Roster (花名册) and statistics"), as of
// 1 December 2025: 30 days on is 2025-12-31, 60 days on is 2026-01-30.
const AS_OF = '2025-12-01';

let t: TestApp;
let w: RosterWorld;

/**
 * Besides the roster world, HRM staff employed since 2024-01-01 with one contract each unless said:
 * 甲 ends in 29 days, 乙 in 30, 丙 in 31, 丁 in 59, 戊 in 61; 己's contract ending in 9 days was
 * terminated; 庚's ending in 14 days was renewed until 2027; 辛's ended the day before (still 生效中,
 * so 已到期) and a removed one would end in 4 days. 王五 (HRO) has one ending in 19 days, 孙八
 * (company B) one ending in 19 days.
 */
async function signContracts() {
  const compId = w.a.compId;
  const people = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'];
  const ids: number[] = [];
  for (const [index, name] of people.entries()) {
    ids[index] = await hire(
      t,
      compId,
      {
        name,
        mobile: `1391000000${index}`,
        jobNo: `C00${index}`,
        type: 1,
        entry: '2024-01-01',
        status: EmploymentStatus.OFFICIAL,
        deptId: w.departments.rnd,
      },
      w.today,
    );
  }
  const [jia, yi, bing, ding, wu, ji, geng, xin] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const sign = (staffId: number, contractNo: string, endDate: string, extra: object = {}) =>
    storeContract(t, { compId, staffId, contractNo, startDate: '2024-01-01', endDate, ...extra });
  await sign(jia, 'HT-29', '2025-12-30');
  await sign(yi, 'HT-30', '2025-12-31');
  await sign(bing, 'HT-31', '2026-01-01');
  await sign(ding, 'HT-59', '2026-01-29');
  await sign(wu, 'HT-61', '2026-01-31');
  await sign(ji, 'HT-TERM', '2025-12-10', { status: LaborContractStatus.TERMINATED });
  await sign(geng, 'HT-OLD', '2025-12-15', { status: LaborContractStatus.RENEWED });
  await storeContract(t, {
    compId,
    staffId: geng,
    contractNo: 'HT-NEW',
    startDate: '2025-12-16',
    endDate: '2027-12-15',
  });
  await sign(xin, 'HT-EXP', '2025-11-30');
  await sign(xin, 'HT-GONE', '2025-12-05', { deleted: 1 });
  await sign(w.staff.wang, 'HT-HRO', '2025-12-20');
  await storeContract(t, {
    compId: w.b.compId,
    staffId: w.staff.sun,
    contractNo: 'HT-B',
    startDate: '2024-01-01',
    endDate: '2025-12-20',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await setUpRosterWorld(t);
  await signContracts();
});
afterAll(() => t.close());

const names = async (body: object, as: Caller = w.a.api) => {
  const res = await as.post<RosterPage>('/staffRoster/selectPage', { pageSize: 100, asOf: AS_OF, ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.list.map((row) => row.name).sort();
};
const expiring = async (body: object, as: Caller = w.a.api) => {
  const res = await as.post<RosterStats>('/staffRoster/stats', { asOf: AS_OF, ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.contractsExpiring;
};

describe('the roster filtered by contract expiry', () => {
  it('lists people whose effective contract ends within 30 or 60 days of the day, both ends included', async () => {
    expect(await names({ contractEndingWithin: 30 })).toEqual(['乙', '王五', '甲'].sort());
    expect(await names({ contractEndingWithin: 60 })).toEqual(['丁', '丙', '乙', '王五', '甲'].sort());
    // A day later 丙's contract (2026-01-01) is 30 days away and 戊's (2026-01-31) 60.
    expect(await names({ asOf: '2025-12-02', contractEndingWithin: 30 })).toEqual(
      ['丙', '乙', '王五', '甲'].sort(),
    );
    expect(await names({ asOf: '2025-12-02', contractEndingWithin: 60 })).toContain('戊');
  });

  it('lists as expired the effective contracts that ended before the day', async () => {
    expect(await names({ contractEndingWithin: 'expired' })).toEqual(['辛']);
    // On 30 November 辛's contract ends that day: not yet expired, within 30 days.
    expect(await names({ asOf: '2025-11-30', contractEndingWithin: 'expired' })).toEqual([]);
    expect(await names({ asOf: '2025-11-30', contractEndingWithin: 30 })).toContain('辛');
  });

  it('keeps to the caller’s staff and the other filters', async () => {
    expect(await names({ contractEndingWithin: 60 }, w.hrmAdmin.api)).toEqual(
      ['丁', '丙', '乙', '甲'].sort(),
    );
    expect(await names({ contractEndingWithin: 30, employeeType: 2 })).toEqual(['王五']);
    expect(await names({ contractEndingWithin: 30, searchText: '甲' })).toEqual(['甲']);
    expect(await names({ contractEndingWithin: 30 }, w.b.api)).toEqual(['孙八']);
  });

  it('refuses other windows', async () => {
    for (const contractEndingWithin of [45, 0, 'soon']) {
      const res = await w.a.api.post('/staffRoster/selectPage', { contractEndingWithin });
      expect([contractEndingWithin, res.status]).toEqual([contractEndingWithin, 400]);
    }
  });
});

describe('contracts expiring in the statistics', () => {
  it('counts contracts ending within 30 and 60 days and lists them soonest first', async () => {
    const figures = await expiring({});
    expect(figures.within30).toBe(3);
    expect(figures.within60).toBe(5);
    expect(
      figures.soon.map(({ name, contractNo, endDate, daysLeft }) => [name, contractNo, endDate, daysLeft]),
    ).toEqual([
      ['王五', 'HT-HRO', '2025-12-20', 19],
      ['甲', 'HT-29', '2025-12-30', 29],
      ['乙', 'HT-30', '2025-12-31', 30],
      ['丙', 'HT-31', '2026-01-01', 31],
      ['丁', 'HT-59', '2026-01-29', 59],
    ]);
    expect(figures.soon[1]?.staffId).toBeTypeOf('number');
  });

  it('counts as of the statistics’ day', async () => {
    const later = await expiring({ asOf: '2025-12-02' });
    expect([later.within30, later.within60]).toEqual([4, 6]);
    expect(later.soon.at(-1)).toMatchObject({ name: '戊', daysLeft: 60 });
    const past = await expiring({ asOf: '2026-02-01' });
    expect(past).toEqual({ within30: 0, within60: 0, soon: [] });
  });

  it('keeps to the caller’s employee types, the sign and the company', async () => {
    const hrm = await expiring({}, w.hrmAdmin.api);
    expect([hrm.within30, hrm.within60]).toEqual([2, 4]);
    expect(hrm.soon.map((c) => c.name)).not.toContain('王五');
    const hro = await expiring({ employeeType: 2 });
    expect(hro.soon.map((c) => c.name)).toEqual(['王五']);
    const b = await expiring({}, w.b.api);
    expect(b.soon.map((c) => [c.name, c.contractNo])).toEqual([['孙八', 'HT-B']]);
  });
});
