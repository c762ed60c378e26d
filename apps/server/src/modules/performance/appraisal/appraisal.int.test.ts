import { type CalibrationBoard, SHEET_STATUS, type SheetDetail, type SheetRow } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newsReminds } from '../../notifications/schema.ts';
import { perfCycles, perfSheetEvents, perfSheets } from '../cycles/schema.ts';
import { type PerfWorld, perfWorld } from '../test-world.ts';
import { seedDemoPerfAppraisals } from './demo.ts';

// A sheet from self review through both reviewer levels to the engine's worked example (docs/product/
// performance.md, "Scoring": 84.52, A), calibration, publishing, appeal, confirmation and archiving.

const P = '/performance/appraisal';
let t: TestApp;
let w: PerfWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await perfWorld(t);
});
afterAll(() => t?.close());

type Api = PerfWorld['owner'];
const detail = async (api: Api, id: number) => (await api.post<SheetDetail>(`${P}/detail`, { id })).body.data;

describe('appraisal of 李雷 (self 20 %, manager level 50 % with two reviewers, skip-level 30 %)', () => {
  it('scores through every level to 84.52 (A), calibrates, publishes, takes an appeal and archives', async () => {
    const cycle = await w.insertCycle('selfReview');
    const { sheet, items } = await w.insertSheet(cycle.id, w.lilei, SHEET_STATUS.selfReview);
    const [sales, satisfaction, teamwork] = items.map((i) => i.id) as [number, number, number];
    // HR named 韩梅梅 a second manager-level reviewer before scoring: the level counts their mean.
    const reviewers = sheet.reviewers.map((level, i) =>
      i === 1 ? { ...level, userIds: [w.manager.userId, w.hanmeimei.userId] } : level,
    );
    await w.db.update(perfSheets).set({ reviewers }).where(eq(perfSheets.id, sheet.id));
    const me = w.lilei.api;

    // The linear KPI previews its score: 92 of a target of 100 on 100 points.
    const preview = await me.post<{ score: string }>(`${P}/preview`, {
      id: sheet.id,
      itemId: sales,
      actual: '92',
    });
    expect(preview.body.data.score).toBe('92.00');

    const self = (extra: object) => ({
      id: sheet.id,
      summary: '',
      items: [
        { itemId: sales, actual: '92', comment: '完成 92 万' },
        { itemId: satisfaction, comment: '客户好评', selfScore: '90' },
        { itemId: teamwork, comment: '主动协作', selfScore: '80' },
      ],
      ...extra,
    });
    // Another person's file is no evidence; a KPI with a rule takes no self score; a competency takes a level's score.
    const foreign = `/files/${'a'.repeat(64)}.pdf`;
    const withFile = self({});
    (withFile.items[0] as { evidence?: string[] }).evidence = [foreign];
    expect((await me.post(`${P}/selfReview`, withFile)).status).toBe(400);
    const badLevel = await me.post(`${P}/selfReview`, {
      id: sheet.id,
      summary: '',
      items: [{ itemId: teamwork, comment: '', selfScore: '90' }],
    });
    expect(badLevel.status).toBe(400);
    expect(
      (
        await me.post(`${P}/selfReview`, {
          id: sheet.id,
          summary: '',
          items: [{ itemId: sales, comment: '', selfScore: '90' }],
        })
      ).status,
    ).toBe(400);
    // Submitting needs the summary.
    const incomplete = await me.post(`${P}/selfReview`, self({ submit: true }));
    expect([incomplete.status, incomplete.body.message]).toEqual([400, expect.stringContaining('summary')]);
    // A manager cannot self-review 李雷's sheet; the draft is kept, then submitted.
    expect((await w.manager.api.post(`${P}/selfReview`, self({}))).status).toBe(404);
    expect((await me.post(`${P}/selfReview`, self({ summary: '本季度超额完成回款' }))).status).toBe(200);
    const submitted = await me.post<SheetDetail>(
      `${P}/selfReview`,
      self({ summary: '本季度超额完成回款', submit: true }),
    );
    expect(submitted.status, submitted.body.message).toBe(200);
    expect([submitted.body.data.status, submitted.body.data.reviewLevel]).toEqual([
      SHEET_STATUS.reviewing,
      1,
    ]);
    const reminded = await w.db.select().from(newsReminds).where(eq(newsReminds.userId, w.manager.userId));
    expect(reminded.map((r) => r.titleKey)).toContain('remind.perf.toScore.title');

    const scores = (manual: string, competency: string, submit = true) => ({
      id: sheet.id,
      items: [
        { itemId: satisfaction, score: manual, comment: '良好' },
        { itemId: teamwork, score: competency, comment: '' },
      ],
      submit,
    });
    // Only the current level scores: not the skip-level head yet, not the employee, nothing automatic.
    expect((await w.boss.api.post(`${P}/score`, scores('85', '80'))).status).toBe(409);
    expect((await me.post(`${P}/score`, scores('100', '100'))).status).toBe(409);
    expect((await w.chenhui.api.post(`${P}/score`, scores('100', '100'))).status).toBe(404);
    const auto = await w.manager.api.post(`${P}/score`, {
      id: sheet.id,
      items: [{ itemId: sales, score: '100', comment: '' }],
    });
    expect(auto.status).toBe(400);
    // The manager sees the self level, not yet 韩梅梅's draft; the manager level waits for both.
    expect((await w.hanmeimei.api.post(`${P}/score`, scores('80', '60', false))).status).toBe(200);
    const managerView = await detail(w.manager.api, sheet.id);
    expect(managerView.items[1]!.scores.map((level) => level.map((s) => s.score))).toEqual([
      ['90.00'],
      [],
      [],
    ]);
    expect(managerView.myLevels).toEqual([1]);
    expect(
      (await w.manager.api.post<SheetDetail>(`${P}/score`, scores('80', '80'))).body.data.reviewLevel,
    ).toBe(1);
    expect((await w.manager.api.post(`${P}/score`, scores('80', '80'))).status).toBe(409);
    expect(
      (await w.hanmeimei.api.post<SheetDetail>(`${P}/score`, scores('80', '60'))).body.data.reviewLevel,
    ).toBe(2);
    // The employee sees no reviewer scores before the result is published.
    expect((await detail(me, sheet.id)).items[1]!.scores[1]).toEqual([]);

    const last = await w.boss.api.post<SheetDetail>(`${P}/score`, scores('85', '80'));
    expect(last.status, last.body.message).toBe(200);
    // Satisfaction (90×20 + 80×50 + 85×30) ÷ 100 = 83.5; teamwork (80×20 + 70×50 + 80×30) ÷ 100 = 75;
    // KPI 92×60 % + 83.5×40 % = 88.6; total 88.6×70 % + 75×30 % = 84.52 → A.
    expect(last.body.data).toMatchObject({
      status: SHEET_STATUS.calibrating,
      totalScore: '84.52',
      grade: 'A',
    });
    expect(last.body.data.items.map((i) => i.score)).toEqual(['92.00', '83.50', '75.00']);
    expect((await detail(me, sheet.id)).totalScore).toBeNull();

    // Company B's HR does not find the sheet, nor the cycle.
    expect((await w.b.api.post(`${P}/detail`, { id: sheet.id })).status).toBe(404);
    expect((await w.b.api.post(`${P}/calibration`, { cycleId: cycle.id })).status).toBe(404);
    expect((await w.b.api.post(`${P}/calibrate`, { id: sheet.id, grade: 'S', note: 'x' })).status).toBe(404);
    expect((await w.b.api.post(`${P}/all`, { cycleId: cycle.id })).status).toBe(404);

    // Calibration: one person in 销售部 allows no S (1 × 10 % rounds to 0); publishing is refused.
    expect((await w.owner.post(`${P}/calibrate`, { id: sheet.id, grade: 'S', note: '' })).status).toBe(400);
    expect(
      (await w.owner.post(`${P}/calibrate`, { id: sheet.id, grade: 'S', note: '大客户突破' })).status,
    ).toBe(200);
    const board = (await w.owner.post<CalibrationBoard>(`${P}/calibration`, { cycleId: cycle.id })).body.data;
    expect(board.groups[0]!.limits[0]).toMatchObject({ grade: 'S', count: 1, allowedMax: 0, ok: false });
    const refused = await w.owner.post(`${P}/publish`, { cycleId: cycle.id });
    expect([refused.status, refused.body.message]).toEqual([400, expect.stringContaining('S')]);
    expect((await w.manager.api.post(`${P}/publish`, { cycleId: cycle.id })).status).toBe(403);
    await w.owner.post(`${P}/calibrate`, { id: sheet.id, grade: 'A', note: '回到评分结果' });
    expect((await w.owner.post(`${P}/potential`, { id: sheet.id, potential: 3 })).status).toBe(200);
    expect((await w.owner.post(`${P}/publish`, { cycleId: cycle.id })).body.data).toEqual({ published: 1 });
    const [opened] = await w.db.select().from(perfCycles).where(eq(perfCycles.id, cycle.id));
    expect(opened!.stage).toBe('confirmation');

    // The employee now sees the result; appeals; HR replies with B; the employee confirms.
    expect(await detail(me, sheet.id)).toMatchObject({ totalScore: '84.52', calibratedGrade: 'A' });
    expect((await me.post(`${P}/appeal`, { id: sheet.id, reason: '' })).status).toBe(400);
    expect(
      (await me.post<SheetDetail>(`${P}/appeal`, { id: sheet.id, reason: '回款数据未计入' })).body.data
        .status,
    ).toBe(SHEET_STATUS.appealing);
    expect((await me.post(`${P}/reply`, { id: sheet.id, reply: '自己回复' })).status).toBe(403);
    const replied = await w.owner.post<SheetDetail>(`${P}/reply`, {
      id: sheet.id,
      reply: '经核实维持原等级',
      grade: 'A',
    });
    expect(replied.body.data).toMatchObject({
      status: SHEET_STATUS.confirming,
      appealReply: '经核实维持原等级',
    });
    expect((await me.post<SheetDetail>(`${P}/confirm`, { id: sheet.id })).body.data.status).toBe(
      SHEET_STATUS.confirmed,
    );

    const mine = (await me.post<{ list: SheetRow[] }>(`${P}/mine`, {})).body.data.list;
    expect(mine.map((r) => [r.id, r.calibratedGrade])).toEqual([[sheet.id, 'A']]);
    const all = await w.owner.post<{ list: SheetRow[] }>(`${P}/all`, { cycleId: cycle.id });
    expect(all.body.data.list.map((r) => r.potential)).toEqual([3]);
    const file = await w.owner.download(`${P}/export`, { cycleId: cycle.id });
    expect(file.headers['content-disposition']).toMatch(/xlsx/);

    expect((await w.owner.post(`${P}/archive`, { cycleId: cycle.id })).body.data).toEqual({ archived: 1 });
    const [archived] = await w.db.select().from(perfSheets).where(eq(perfSheets.id, sheet.id));
    expect(archived!.status).toBe(SHEET_STATUS.archived);
    const [closed] = await w.db.select().from(perfCycles).where(eq(perfCycles.id, cycle.id));
    expect([closed!.status, closed!.stage]).toEqual([3, 'archived']);
  });

  it('lists sheets waiting for a reviewer; archiving counts an unconfirmed result as confirmed', async () => {
    const cycle = await w.insertCycle('calibration');
    const { sheet } = await w.insertSheet(cycle.id, w.hanmeimei, SHEET_STATUS.reviewing);
    await w.db.update(perfSheets).set({ reviewLevel: 1 }).where(eq(perfSheets.id, sheet.id));
    const waiting = (await w.manager.api.post<{ list: SheetRow[] }>(`${P}/toReview`, {})).body.data.list;
    expect(waiting.map((r) => [r.id, r.reviewRelation])).toContainEqual([sheet.id, 'manager']);
    expect((await w.boss.api.post<{ list: SheetRow[] }>(`${P}/toReview`, {})).body.data.list).toEqual([]);
    // The head of 销售部 sees the board of his department read-only; only HR moves people.
    await w.db
      .update(perfSheets)
      .set({ status: SHEET_STATUS.calibrating, grade: 'B', totalScore: '75' })
      .where(eq(perfSheets.id, sheet.id));
    const headBoard = await w.manager.api.post<CalibrationBoard>(`${P}/calibration`, { cycleId: cycle.id });
    expect(headBoard.body.data).toMatchObject({
      canEdit: false,
      people: [{ id: sheet.id, departmentName: '销售部' }],
    });
    expect(
      (await w.manager.api.post(`${P}/calibrate`, { id: sheet.id, grade: 'A', note: '表现突出' })).status,
    ).toBe(403);
    expect((await w.lilei.api.post(`${P}/calibration`, { cycleId: cycle.id })).status).toBe(404);
    // Not archivable while a sheet has no published result.
    expect((await w.owner.post(`${P}/archive`, { cycleId: cycle.id })).status).toBe(409);
    await w.db
      .update(perfSheets)
      .set({ status: SHEET_STATUS.confirming, grade: 'B', totalScore: '75' })
      .where(eq(perfSheets.id, sheet.id));
    expect((await w.owner.post(`${P}/archive`, { cycleId: cycle.id })).status).toBe(200);
    const events = await w.db.select().from(perfSheetEvents).where(eq(perfSheetEvents.sheetId, sheet.id));
    expect(events.map((e) => e.kind)).toContain('confirmedByDefault');
  });
});

describe('the demo’s running cycle', () => {
  it('scores two sheets fully (on-target KPIs, 85 elsewhere) for calibration and leaves the rest', async () => {
    const cycle = await w.insertCycle('execution');
    // One after another: the seeder scores the first two sheets by id, so ids must follow this order.
    const sheets = [];
    for (const person of [w.lilei, w.hanmeimei, w.chenhui]) {
      sheets.push(await w.insertSheet(cycle.id, person, SHEET_STATUS.executing));
    }
    await w.db.transaction((tx) => seedDemoPerfAppraisals(tx, w.a.compId, cycle.id));
    const rows = await w.db.select().from(perfSheets).where(eq(perfSheets.cycleId, cycle.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Sales on target 100; satisfaction 85 at every level; teamwork's second level 80:
    // KPI 100×60 % + 85×40 % = 94; total 94×70 % + 80×30 % = 89.8 → A.
    expect(
      sheets.map(({ sheet }) => [
        byId.get(sheet.id)!.status,
        byId.get(sheet.id)!.totalScore,
        byId.get(sheet.id)!.grade,
      ]),
    ).toEqual([
      [SHEET_STATUS.calibrating, '89.8000', 'A'],
      [SHEET_STATUS.calibrating, '89.8000', 'A'],
      [SHEET_STATUS.executing, null, null],
    ]);
    const [moved] = await w.db.select().from(perfCycles).where(eq(perfCycles.id, cycle.id));
    expect(moved!.stage).toBe('review');
  });
});
