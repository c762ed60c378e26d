import type { CycleRow, TargetSheetDetail } from '@renli/contracts';
import { PERF_TARGETS_APPROVAL_TYPE, SHEET_STATUS } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { approvalTemplates } from '../../approval/schema.ts';
import { perfWorld } from '../test-world.ts';
import { perfSheets } from './schema.ts';

// The 绩效目标审批 template comes with the first launch that needs it; an admin who turns it off keeps
// it off, and targets then go straight to execution (docs/product/performance.md, "Targets").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('creates the targets approval once, and a disabled one stays disabled for the next launch', async () => {
  const w = await perfWorld(t);
  const ok = <T>(res: { status: number; body: { message: string; data: T } }) => {
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const launch = async (name: string) => {
    const draft = ok(
      await w.owner.post<CycleRow>('/plan/cycle/save', {
        name,
        period: 'quarter',
        periodStart: '2026-07-01',
        periodEnd: '2026-09-30',
        templateId: w.templateId,
        scope: { staffIds: [w.lilei.staffId], employeeTypes: [1] },
      }),
    );
    return ok(await w.owner.post<CycleRow>('/plan/cycle/launch', { id: draft.id, version: draft.version }));
  };
  const templates = () =>
    w.db
      .select({ id: approvalTemplates.id, status: approvalTemplates.status })
      .from(approvalTemplates)
      .where(
        and(eq(approvalTemplates.compId, w.a.compId), eq(approvalTemplates.type, PERF_TARGETS_APPROVAL_TYPE)),
      );

  await launch('第一次');
  const [created] = await templates();
  expect(created).toMatchObject({ status: 'active' });
  await w.db
    .update(approvalTemplates)
    .set({ status: 'disabled' })
    .where(eq(approvalTemplates.id, created!.id));

  const second = await launch('第二次');
  expect(await templates()).toEqual([{ id: created!.id, status: 'disabled' }]);
  const [sheet] = await w.db.select().from(perfSheets).where(eq(perfSheets.cycleId, second.id));
  const save = (section: number, name: string) =>
    w.lilei.api.post('/targetCtl/sheet/saveItem', { sheetId: sheet!.id, section, name, weight: '100' });
  ok(await save(0, '季度销售额'));
  ok(await save(1, '团队协作'));
  const before = ok(
    await w.lilei.api.post<TargetSheetDetail>('/targetCtl/sheet/detail', { sheetId: sheet!.id }),
  );
  ok(await w.lilei.api.post('/targetCtl/sheet/submit', { sheetId: sheet!.id, version: before.version }));
  const after = ok(
    await w.lilei.api.post<TargetSheetDetail>('/targetCtl/sheet/detail', { sheetId: sheet!.id }),
  );
  expect([after.status, after.approvalInstanceId]).toEqual([SHEET_STATUS.executing, null]);
});
