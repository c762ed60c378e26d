import type { CycleRow, SheetDetail, TargetSheetDetail } from '@renli/contracts';
import { SHEET_STATUS } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { performanceCoefficientsOf } from './analysis/coefficient.ts';
import { perfSheets } from './cycles/schema.ts';
import { type PerfWorld, perfWorld } from './test-world.ts';

// One cycle through every stage by the endpoints alone (docs/product/performance.md): HR launches it,
// 李雷 sets targets from the library, 王经理 approves them, HR opens execution and self review, 李雷
// reviews himself, 王经理 and 周总 score in turn, HR publishes, 李雷 confirms, HR archives, and the
// payroll reads his coefficient. At each stage the wrong people are refused.

let t: TestApp;
let w: PerfWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await perfWorld(t);
});
afterAll(() => t?.close());

const ok = <T>(res: { status: number; body: { message: string; data: T } }) => {
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

it('runs a quarter from launch to the payroll coefficient, each stage only for its people', async () => {
  const hr = w.owner;
  const lilei = w.lilei.api;
  const manager = w.manager.api;
  const boss = w.boss.api;

  // The library's KPI with a linear rule, used by the sheet: its rule is copied into the target.
  const kpi = ok(
    await hr.post<{ id: number }>('/targetCtl/save', {
      kind: 'kpi',
      name: '季度回款额',
      unit: '万元',
      rule: { kind: 'linear', target: '100', direction: 'higher', threshold: '60', cap: '120' },
    }),
  );
  expect((await lilei.post('/targetCtl/save', { kind: 'kpi', name: '偷建' })).status).toBe(403);

  const draft = ok(
    await hr.post<CycleRow>('/plan/cycle/save', {
      name: '2026年第三季度绩效考核',
      period: 'quarter',
      periodStart: '2026-07-01',
      periodEnd: '2026-09-30',
      templateId: w.templateId,
      scope: { staffIds: [w.lilei.staffId], employeeTypes: [1] },
    }),
  );
  expect((await manager.post('/plan/cycle/launch', { id: draft.id, version: draft.version })).status).toBe(
    403,
  );
  let cycle = ok(await hr.post<CycleRow>('/plan/cycle/launch', { id: draft.id, version: draft.version }));
  const [row] = await w.db
    .select()
    .from(perfSheets)
    .where(and(eq(perfSheets.cycleId, cycle.id), eq(perfSheets.userId, w.lilei.userId)));
  const sheetId = row!.id;

  // Targets: the KPI from the library (60 %), a manual KPI (40 %) and a competency (100 %).
  const item = (body: object) => ({ sheetId, ...body });
  ok(
    await lilei.post(
      '/targetCtl/sheet/saveItem',
      item({ section: 0, indicatorId: kpi.id, name: '季度回款额', weight: '60' }),
    ),
  );
  ok(await lilei.post('/targetCtl/sheet/saveItem', item({ section: 0, name: '客户满意度', weight: '40' })));
  ok(
    await lilei.post(
      '/targetCtl/sheet/saveItem',
      item({
        section: 1,
        name: '团队协作',
        weight: '100',
        levels: [
          { name: '卓越', description: '', score: '100' },
          { name: '良好', description: '', score: '80' },
          { name: '合格', description: '', score: '60' },
        ],
      }),
    ),
  );
  expect((await w.hanmeimei.api.post('/targetCtl/sheet/detail', { sheetId })).status).toBe(404);
  let targets = ok(await lilei.post<TargetSheetDetail>('/targetCtl/sheet/detail', { sheetId }));
  expect(targets.sections[0]!.items[0]!.rule).toMatchObject({ kind: 'linear', target: '100' });
  ok(await lilei.post('/targetCtl/sheet/submit', { sheetId, version: targets.version }));
  targets = ok(await lilei.post<TargetSheetDetail>('/targetCtl/sheet/detail', { sheetId }));
  const approval = await manager.get<{ myTaskId: number }>(
    `/cAudit/instance/selectById/${targets.approvalInstanceId}`,
  );
  ok(await manager.post('/cAudit/instance/approve', { taskId: approval.body.data.myTaskId }));

  // HR opens 执行 and 自评; 李雷's sheet follows into self review.
  cycle = ok(await hr.post<CycleRow>('/plan/cycle/openStage', { id: cycle.id, version: cycle.version }));
  expect((await lilei.post('/plan/cycle/openStage', { id: cycle.id, version: cycle.version })).status).toBe(
    403,
  );
  cycle = ok(await hr.post<CycleRow>('/plan/cycle/openStage', { id: cycle.id, version: cycle.version }));
  expect(cycle.stage).toBe('selfReview');

  const P = '/performance/appraisal';
  let sheet = ok(await lilei.post<SheetDetail>(`${P}/detail`, { id: sheetId }));
  expect(sheet.status).toBe(SHEET_STATUS.selfReview);
  const [sales, satisfaction, teamwork] = sheet.items.map((i) => i.id) as [number, number, number];
  expect((await manager.post(`${P}/selfReview`, { id: sheetId, summary: 'x', items: [] })).status).toBe(404);
  sheet = ok(
    await lilei.post<SheetDetail>(`${P}/selfReview`, {
      id: sheetId,
      summary: '回款 92 万，客户零投诉',
      submit: true,
      items: [
        { itemId: sales, actual: '92', comment: '完成 92 万' },
        { itemId: satisfaction, comment: '客户好评', selfScore: '90' },
        { itemId: teamwork, comment: '主动协作', selfScore: '80' },
      ],
    }),
  );
  expect([sheet.status, sheet.reviewLevel]).toEqual([SHEET_STATUS.reviewing, 1]);

  // The manager level first, then the skip level: 周总 cannot score before 王经理.
  const scores = (manual: string, competency: string) => ({
    id: sheetId,
    submit: true,
    items: [
      { itemId: satisfaction, score: manual, comment: '' },
      { itemId: teamwork, score: competency, comment: '' },
    ],
  });
  expect((await boss.post(`${P}/score`, scores('85', '80'))).status).toBe(409);
  ok(await manager.post(`${P}/score`, scores('80', '80')));
  sheet = ok(await boss.post<SheetDetail>(`${P}/score`, scores('85', '60')));
  // Satisfaction (90×20 + 80×50 + 85×30) ÷ 100 = 83.5; teamwork (80×20 + 80×50 + 60×30) ÷ 100 = 74;
  // KPI 92×60 % + 83.5×40 % = 88.6; total 88.6×70 % + 74×30 % = 84.22 → A.
  expect(sheet).toMatchObject({ status: SHEET_STATUS.calibrating, totalScore: '84.22', grade: 'A' });

  // HR publishes; only 李雷 confirms; HR archives; the payroll of October reads A's 1.2.
  expect((await manager.post(`${P}/publish`, { cycleId: cycle.id })).status).toBe(403);
  ok(await hr.post(`${P}/publish`, { cycleId: cycle.id }));
  expect((await manager.post(`${P}/confirm`, { id: sheetId })).status).toBe(404);
  ok(await lilei.post(`${P}/confirm`, { id: sheetId }));
  ok(await hr.post(`${P}/archive`, { cycleId: cycle.id }));
  sheet = ok(await lilei.post<SheetDetail>(`${P}/detail`, { id: sheetId }));
  expect(sheet.status).toBe(SHEET_STATUS.archived);
  const coefficients = await performanceCoefficientsOf(w.db, w.a.compId, '2026-10', [
    w.lilei.staffId,
    w.hanmeimei.staffId,
  ]);
  expect([...coefficients.values()]).toEqual(['1.2', '1']);
});
