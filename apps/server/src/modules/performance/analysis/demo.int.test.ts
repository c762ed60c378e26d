import type { ResultsAnalysis } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../../core/resources/test-fixtures.ts';
import { seedDemoIfEmpty } from '../../../seed/demo.ts';
import { demoStaffLoginCode } from '../../../seed/demo-data.ts';
import { login } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

describe('the demo performance history', () => {
  it('has two archived quarters of 18 people each with a realistic spread for HR 张伟', async () => {
    const hr = caller(t, await login(t, demoStaffLoginCode(2), 'Renli@2026'), 'zh-CN');
    const cycles = await hr.post<{ list: { id: number; name: string; status: number; sheets: number }[] }>(
      '/performance/analysis/cycles',
      {},
    );
    const archived = cycles.body.data.list.filter((c) => c.status === 3);
    expect(archived.map((c) => [c.name, c.sheets])).toEqual([
      ['2026年第二季度绩效考核', 18],
      ['2026年第一季度绩效考核', 18],
    ]);
    const q2 = await hr.post<ResultsAnalysis>('/performance/analysis/jg', { cycleId: archived[0]!.id });
    // Engine grades S 2, A 5, B 8, C 2, D 1; calibration moves one A to B and one B to A.
    expect(q2.body.data.distribution.map((d) => d.count)).toEqual([2, 5, 8, 2, 1]);
    expect(q2.body.data.trend.map((p) => p.cycleName)).toEqual([
      '2026年第一季度绩效考核',
      '2026年第二季度绩效考核',
    ]);
    expect(q2.body.data.noPotential).toBe(0);
    const pj = await hr.post<{ raters: { invited: number; submitted: number; rate: string } }>(
      '/performance/analysis/pj',
      { cycleId: archived[0]!.id },
    );
    expect(pj.body.data.raters).toEqual({ invited: 90, submitted: 90, rate: '100.00' });
  });

  it("gives 张伟 his second quarter's 360 results: peers shown, the pooled pair hidden", async () => {
    const hr = caller(t, await login(t, demoStaffLoginCode(2), 'Renli@2026'), 'zh-CN');
    const sheets = await hr.post<{ list: { sheetId: number; cycleName: string }[] }>(
      '/performance/360/sheets',
      {},
    );
    expect(sheets.body.data.list.map((s) => s.cycleName)).toEqual(['2026年第二季度绩效考核']);
    const results = await hr.post<{ overall: string; groups: { relation: string; mean: string | null }[] }>(
      '/performance/360/results',
      { sheetId: sheets.body.data.list[0]!.sheetId },
    );
    expect(results.body.data.groups.map((g) => [g.relation, g.mean === null])).toEqual([
      ['peer', false],
      ['others', true],
    ]);
    expect(results.body.data.groups[0]!.mean).toBe(results.body.data.overall);
  });
});
