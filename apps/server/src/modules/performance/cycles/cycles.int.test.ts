import type { CycleProgress, CycleRow, LaunchPreview, TargetSheetDetail } from '@renli/contracts';
import { SHEET_STATUS } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newsReminds } from '../../notifications/schema.ts';
import { type PerfWorld, perfWorld } from '../test-world.ts';
import { perfSheetEvents, perfSheets } from './schema.ts';

// Cycles and targets end to end against the database (docs/product/performance.md, "Cycles and
// stages", "Targets"): 销售部 under 总经办, launched by HR, targets set, approved or rejected.

let t: TestApp;
let w: PerfWorld;
let cycle: CycleRow;
beforeAll(async () => {
  t = await createTestApp();
  w = await perfWorld(t);
});
afterAll(() => t?.close());

const ok = <T>(res: { status: number; body: { message: string; data: T } }) => {
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const sheetOf = async (userId: number) =>
  (
    await w.db
      .select()
      .from(perfSheets)
      .where(and(eq(perfSheets.cycleId, cycle.id), eq(perfSheets.userId, userId)))
  )[0]!;
const detail = async (as: Caller, sheetId: number) =>
  ok(await as.post<TargetSheetDetail>('/targetCtl/sheet/detail', { sheetId }));
const item = (sheetId: number, section: number, name: string, weight: string) => ({
  sheetId,
  section,
  name,
  weight,
  targetText: `${name}达标`,
});

describe('cycles', () => {
  it('covers 总经办 with the departments below it minus exclusions, and previews the reviewers', async () => {
    const draft = ok(
      await w.owner.post<CycleRow>('/plan/cycle/save', {
        name: '2026年第三季度绩效考核',
        period: 'quarter',
        periodStart: '2026-07-01',
        periodEnd: '2026-09-30',
        templateId: w.templateId,
        scope: { departmentIds: [w.office], excludeStaffIds: [w.chenhui.staffId], employeeTypes: [1, 2] },
      }),
    );
    expect(draft).toMatchObject({ status: 1, templateName: '销售季度考核', nextStage: null });
    const preview = ok(await w.owner.post<LaunchPreview>('/plan/cycle/preview', { id: draft.id }));
    const names = preview.people.map((p) => p.staffName).sort();
    expect(names).toEqual(['周总', '李雷', '王经理', '韩梅梅'].sort());
    const of = (name: string) => preview.people.find((p) => p.staffName === name)!.reviewers;
    // 李雷: the head of 销售部, then the head above; 王经理 heads 销售部, so his manager is 周总.
    expect(of('李雷').map((l) => l.names)).toEqual([['李雷'], ['王经理'], ['周总']]);
    expect(of('王经理').map((l) => l.names)).toEqual([['王经理'], ['周总'], []]);
    expect(preview.warnings).toEqual(
      expect.arrayContaining([
        { staffId: w.manager.staffId, staffName: '王经理', relation: 'skipManager' },
        { staffId: w.boss.staffId, staffName: '周总', relation: 'manager' },
      ]),
    );
    cycle = ok(await w.owner.post<CycleRow>('/plan/cycle/launch', { id: draft.id, version: draft.version }));
    expect(cycle).toMatchObject({ status: 2, stage: 'targetSetting', nextStage: 'execution', sheetCount: 4 });
    const lilei = await sheetOf(w.lilei.userId);
    expect(lilei.reviewers.map((l) => l.userIds)).toEqual([
      [w.lilei.userId],
      [w.manager.userId],
      [w.boss.userId],
    ]);
    expect(lilei.departmentId).toBe(w.sales);
  });

  it('keeps HR to the types they manage and other companies out', async () => {
    const hro = await w.hrmAdmin.api.post('/plan/cycle/save', {
      name: '外包考核',
      period: 'month',
      periodStart: '2026-07-01',
      periodEnd: '2026-07-31',
      templateId: w.templateId,
      scope: { employeeTypes: [2] },
    });
    expect(hro.status).toBe(400);
    expect((await w.b.api.post('/plan/cycle/progress', { id: cycle.id })).status).toBe(404);
    expect((await w.lilei.api.post('/plan/cycle/list', {})).status).toBe(403);
    const lilei = await sheetOf(w.lilei.userId);
    expect((await w.b.api.post('/targetCtl/sheet/detail', { sheetId: lilei.id })).status).toBe(404);
    expect((await w.hanmeimei.api.post('/targetCtl/sheet/detail', { sheetId: lilei.id })).status).toBe(404);
    expect(
      (await w.hanmeimei.api.post('/targetCtl/sheet/saveItem', item(lilei.id, 0, '偷改', '100'))).status,
    ).toBe(404);
  });
});

describe('targets', () => {
  it('refuses weights that do not sum to 100, then goes through approval to execution', async () => {
    const sheet = await sheetOf(w.lilei.userId);
    ok(await w.lilei.api.post('/targetCtl/sheet/saveItem', item(sheet.id, 0, '季度销售额', '60')));
    // The manager may add targets while they are set.
    ok(await w.manager.api.post('/targetCtl/sheet/saveItem', item(sheet.id, 0, '新客户数', '30')));
    ok(await w.lilei.api.post('/targetCtl/sheet/saveItem', item(sheet.id, 1, '团队协作', '100')));
    let mine = await detail(w.lilei.api, sheet.id);
    expect(mine.sections.map((s) => s.itemWeightSum)).toEqual(['90', '100']);
    const refused = await w.lilei.api.post('/targetCtl/sheet/submit', {
      sheetId: sheet.id,
      version: mine.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('业绩指标');
    expect(refused.body.message).toContain('90');
    const kpi = mine.sections[0]!.items[1]!;
    ok(
      await w.lilei.api.post('/targetCtl/sheet/saveItem', {
        ...item(sheet.id, 0, kpi.name, '40'),
        id: kpi.id,
      }),
    );
    mine = await detail(w.lilei.api, sheet.id);
    // Only the owner submits.
    expect(
      (await w.manager.api.post('/targetCtl/sheet/submit', { sheetId: sheet.id, version: mine.version }))
        .status,
    ).toBe(403);
    ok(await w.lilei.api.post('/targetCtl/sheet/submit', { sheetId: sheet.id, version: mine.version }));
    mine = await detail(w.lilei.api, sheet.id);
    expect(mine.status).toBe(SHEET_STATUS.targetApproval);
    expect(mine.approvalInstanceId).toEqual(expect.any(Number));
    const task = (
      await w.manager.api.get<{ myTaskId: number }>(`/cAudit/instance/selectById/${mine.approvalInstanceId}`)
    ).body.data.myTaskId;
    ok(await w.manager.api.post('/cAudit/instance/approve', { taskId: task }));
    mine = await detail(w.lilei.api, sheet.id);
    expect(mine).toMatchObject({ status: SHEET_STATUS.executing, can: { editItems: false, checkin: true } });
    expect(mine.targetsApprovedAt).not.toBeNull();
    expect(mine.events.map((e) => e.kind)).toEqual(['approved', 'submitted']);
  });

  it('records a change after approval for the employee, and check-ins', async () => {
    const sheet = await sheetOf(w.lilei.userId);
    const before = await detail(w.lilei.api, sheet.id);
    const target = before.sections[0]!.items[0]!;
    const own = await w.lilei.api.post('/targetCtl/sheet/saveItem', {
      ...item(sheet.id, 0, '改', '60'),
      id: target.id,
    });
    expect(own.status).toBe(403);
    ok(
      await w.manager.api.post('/targetCtl/sheet/saveItem', {
        ...item(sheet.id, 0, target.name, '60'),
        id: target.id,
        targetText: '完成 120 万元',
      }),
    );
    ok(
      await w.lilei.api.post('/targetCtl/sheet/checkin', {
        sheetId: sheet.id,
        itemId: target.id,
        progress: 40,
        note: '已签约两单',
      }),
    );
    const after = await detail(w.lilei.api, sheet.id);
    expect(after.events[0]).toMatchObject({
      kind: 'targetsChanged',
      actorName: '王经理',
      detail: { before: { targetText: '季度销售额达标' }, after: { targetText: '完成 120 万元' } },
    });
    expect(after.sections[0]!.items[0]!.progress).toBe(40);
    expect(after.checkins[0]).toMatchObject({ progress: 40, note: '已签约两单', actorName: '李雷' });
  });

  it('goes back to target setting when the approval is rejected', async () => {
    const sheet = await sheetOf(w.hanmeimei.userId);
    ok(await w.hanmeimei.api.post('/targetCtl/sheet/saveItem', item(sheet.id, 0, '回款率', '100')));
    ok(await w.hanmeimei.api.post('/targetCtl/sheet/saveItem', item(sheet.id, 1, '客户导向', '100')));
    let mine = await detail(w.hanmeimei.api, sheet.id);
    ok(await w.hanmeimei.api.post('/targetCtl/sheet/submit', { sheetId: sheet.id, version: mine.version }));
    mine = await detail(w.hanmeimei.api, sheet.id);
    const task = (
      await w.manager.api.get<{ myTaskId: number }>(`/cAudit/instance/selectById/${mine.approvalInstanceId}`)
    ).body.data.myTaskId;
    ok(await w.manager.api.post('/cAudit/instance/reject', { taskId: task, comment: '目标偏低' }));
    mine = await detail(w.hanmeimei.api, sheet.id);
    expect(mine.status).toBe(SHEET_STATUS.targetSetting);
    expect(mine.can.submit).toBe(true);
    const team = ok(
      await w.manager.api.post<{ list: { staffName: string }[] }>('/targetCtl/sheet/list', { type: 'team' }),
    );
    expect(team.list.map((s) => s.staffName).sort()).toEqual(['李雷', '韩梅梅'].sort());
  });
});

describe('progress and stages', () => {
  it('urges the laggards once an hour, with a bell reminder each', async () => {
    const progress = ok(await w.owner.post<CycleProgress>('/plan/cycle/progress', { id: cycle.id }));
    const sales = progress.departments.find((d) => d.departmentId === w.sales)!;
    expect(sales).toMatchObject({ total: 3, done: 1 });
    expect(progress.laggards.map((l) => l.staffName).sort()).toEqual(['周总', '王经理', '韩梅梅'].sort());
    expect(ok(await w.owner.post('/plan/cycle/urge', { id: cycle.id }))).toEqual({ urged: 3, skipped: 0 });
    expect(ok(await w.owner.post('/plan/cycle/urge', { id: cycle.id }))).toEqual({ urged: 0, skipped: 3 });
    const bells = await w.db.select().from(newsReminds).where(eq(newsReminds.userId, w.hanmeimei.userId));
    expect(bells.filter((b) => b.titleKey === 'performance.cycle.urgeTitle')).toHaveLength(1);
    const events = await w.db.select().from(perfSheetEvents).where(eq(perfSheetEvents.kind, 'urged'));
    expect(events).toHaveLength(3);
  });

  it('opens the stages in order; 自评 moves the executing sheets', async () => {
    cycle = ok(
      await w.owner.post<CycleRow>('/plan/cycle/openStage', { id: cycle.id, version: cycle.version }),
    );
    expect(cycle).toMatchObject({ stage: 'execution', nextStage: 'selfReview' });
    cycle = ok(
      await w.owner.post<CycleRow>('/plan/cycle/openStage', { id: cycle.id, version: cycle.version }),
    );
    expect(cycle.stage).toBe('selfReview');
    expect((await sheetOf(w.lilei.userId)).status).toBe(SHEET_STATUS.selfReview);
    expect((await sheetOf(w.hanmeimei.userId)).status).toBe(SHEET_STATUS.targetSetting);
    const stale = await w.owner.post('/plan/cycle/openStage', { id: cycle.id, version: cycle.version - 1 });
    expect(stale.status).toBe(409);
  });

  it('lets HR change the reviewers before scoring, with weights summing to 100', async () => {
    const sheet = await sheetOf(w.hanmeimei.userId);
    const levels = [
      { relation: 'self', weight: '20', userIds: [] },
      { relation: 'manager', weight: '80', userIds: [w.boss.userId] },
    ];
    ok(await w.owner.post('/plan/cycle/sheetReviewers', { sheetId: sheet.id, reviewers: levels }));
    expect((await sheetOf(w.hanmeimei.userId)).reviewers[0]!.userIds).toEqual([w.hanmeimei.userId]);
    const bad = await w.owner.post('/plan/cycle/sheetReviewers', {
      sheetId: sheet.id,
      reviewers: [{ ...levels[1], weight: '70' }],
    });
    expect(bad.status).toBe(400);
    expect(
      (await w.manager.api.post('/plan/cycle/sheetReviewers', { sheetId: sheet.id, reviewers: levels }))
        .status,
    ).toBe(403);
  });
});
