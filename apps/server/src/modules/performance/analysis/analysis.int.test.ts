import { CYCLE_STATUS, SHEET_STATUS } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, fileNameOf, readXlsx } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { perfCycles, perfSheets } from '../cycles/schema.ts';
import { type PerfWorld, perfWorld } from '../test-world.ts';
import { performanceCoefficientsOf } from './coefficient.ts';

// Result analysis and the salary coefficient on a small world (docs/product/performance.md, "Result
// analysis"): 李雷 A 84.52 (high potential), 韩梅梅 B 71.20 calibrated to A, 陈辉 (HRO) C 65.00.

let t: TestApp;
let w: PerfWorld;
let cycleId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await perfWorld(t);
  const cycle = await w.insertCycle('archived');
  cycleId = cycle.id;
  await w.db
    .update(perfCycles)
    .set({
      status: CYCLE_STATUS.archived,
      name: '2026年第二季度绩效考核',
      periodStart: '2026-04-01',
      periodEnd: '2026-06-30',
    })
    .where(eq(perfCycles.id, cycleId));
  const result = async (
    person: PerfWorld['lilei'],
    totalScore: string,
    grade: string,
    extra: { calibratedGrade?: string; potential?: number } = {},
  ) => {
    const { sheet } = await w.insertSheet(cycleId, person, SHEET_STATUS.archived);
    await w.db
      .update(perfSheets)
      .set({ totalScore, grade, ...extra })
      .where(eq(perfSheets.id, sheet.id));
  };
  await result(w.lilei, '84.52', 'A', { potential: 3 });
  await result(w.hanmeimei, '71.2', 'B', { calibratedGrade: 'A', potential: 2 });
  await result(w.chenhui, '65', 'C');
});
afterAll(() => t?.close());

describe('result analysis', () => {
  it('jg: grade distribution against the limits, histogram, departments, trend and nine-box', async () => {
    const res = await w.owner.post<{
      scored: number;
      distribution: {
        grade: string;
        count: number;
        percent: string;
        allowedMax: number | null;
        ok: boolean;
      }[];
      histogram: { from: number; count: number }[];
      departments: { departmentName: string; meanScore: string }[];
      trend: { cycleName: string; meanScore: string; grades: Record<string, number> }[];
      nineBox: { performance: number; potential: number; count: number }[];
      noPotential: number;
    }>('/performance/analysis/jg', { cycleId });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.scored).toBe(3);
    // Results A (李雷), A (韩梅梅 calibrated), C: S ≤ 10 % of 3 allows round(0.3) = 0.
    expect(data.distribution.map((d) => [d.grade, d.count, d.percent])).toEqual([
      ['S', 0, '0.00'],
      ['A', 2, '66.67'],
      ['B', 0, '0.00'],
      ['C', 1, '33.33'],
      ['D', 0, '0.00'],
    ]);
    expect(data.distribution[0]).toMatchObject({ allowedMax: 0, ok: true });
    expect(data.histogram.filter((b) => b.count > 0)).toEqual([
      { from: 60, to: 70, count: 1 },
      { from: 70, to: 80, count: 1 },
      { from: 80, to: 90, count: 1 },
    ]);
    // (84.52 + 71.2 + 65) ÷ 3 = 73.573… → 73.57.
    expect(data.departments).toEqual([{ departmentName: '销售部', count: 3, meanScore: '73.57' }]);
    expect(data.trend).toEqual([
      { cycleName: '2026年第二季度绩效考核', meanScore: '73.57', grades: { A: 2, C: 1 } },
    ]);
    const cell = (performance: number, potential: number) =>
      data.nineBox.find((c) => c.performance === performance && c.potential === potential)?.count;
    expect([cell(3, 3), cell(3, 2), cell(1, 1)]).toEqual([1, 1, 0]);
    expect(data.noPotential).toBe(1);
  });

  it('keeps an HRM-only admin to HRM staff, and answers 403 to plain staff and 404 to another company', async () => {
    const hrm = await w.hrmAdmin.api.post<{ scored: number }>('/performance/analysis/jg', { cycleId });
    expect(hrm.body.data.scored).toBe(2);
    expect((await w.lilei.api.post('/performance/analysis/jg', { cycleId })).status).toBe(403);
    expect((await w.b.api.post('/performance/analysis/jg', { cycleId })).status).toBe(404);
    expect((await w.b.api.post('/performance/analysis/export', { cycleId, tab: 'jg' })).status).toBe(404);
  });

  it('mb, zb and pj count targets, indicators and evaluations', async () => {
    const mb = await w.owner.post<{
      sheets: number;
      withTargets: number;
      approved: number;
      weightsComplete: number;
    }>('/performance/analysis/mb', { cycleId });
    expect(mb.body.data).toMatchObject({ sheets: 3, withTargets: 3, approved: 3, weightsComplete: 3 });
    const zb = await w.owner.post<{ list: { name: string; uses: number }[] }>('/performance/analysis/zb', {
      cycleId,
    });
    // Ties in use keep the name order of the locale; the three items each serve 3 sheets.
    expect(zb.body.data.list.map((i) => [i.name, i.uses]).sort()).toEqual(
      [
        ['团队协作', 3],
        ['季度销售额', 3],
        ['客户满意度', 3],
      ].sort(),
    );
    const pj = await w.owner.post<{ selfDone: number; levels: { done: number }[] }>(
      '/performance/analysis/pj',
      {
        cycleId,
      },
    );
    expect(pj.body.data.selfDone).toBe(3);
    expect(pj.body.data.levels.map((l) => l.done)).toEqual([3, 3, 3]);
  });

  it('exports jg per person as 绩效结果_YYYYMMDDhhmmss.xlsx with the headers people read', async () => {
    const zh = caller(t, w.owner.token, 'zh-CN');
    const res = await zh.download('/performance/analysis/export', { cycleId, tab: 'jg' });
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res.headers['content-disposition'])).toMatch(/^绩效结果_\d{14}\.xlsx$/);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['姓名', '部门', '岗位', '总分', '等级', '校准等级', '潜力', '绩效系数']);
    expect(rows.find((r) => r[0] === '韩梅梅')).toEqual([
      '韩梅梅',
      '销售部',
      '',
      '71.20',
      'B',
      'A',
      '中',
      '1.2',
    ]);
  });
});

describe('the performance coefficient for payroll', () => {
  it('takes the calibrated grade of the latest archived cycle ending by the month, else 1', async () => {
    const ids = [w.lilei.staffId, w.hanmeimei.staffId, w.chenhui.staffId, w.manager.staffId];
    const july = await performanceCoefficientsOf(w.db, w.a.compId, '2026-07', ids);
    expect(ids.map((id) => july.get(id))).toEqual(['1.2', '1.2', '0.8', '1']);
    // The cycle ends on 30 June: May's payroll has no result yet.
    const may = await performanceCoefficientsOf(w.db, w.a.compId, '2026-05', ids);
    expect(ids.map((id) => may.get(id))).toEqual(['1', '1', '1', '1']);
    // Company B sees none of A's results.
    const other = await performanceCoefficientsOf(w.db, w.b.compId, '2026-07', ids);
    expect(other.get(w.lilei.staffId)).toBe('1');
  });
});
