import { CYCLE_STATUS, SHEET_STATUS } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../../seed/demo.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDictsIfEmpty } from '../../dicts/seed.ts';
import { staffNamesOf } from '../../staff/job.ts';
import { weightsComplete } from '../engine/score.ts';
import { perfCycles, perfSheetItems, perfSheets } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDictsIfEmpty(t.deps.db);
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

it('runs 2026 Q3 without 技术研发部 and the people other specs use, after two archived quarters, and drafts Q4', async () => {
  const db = t.deps.db;
  const cycles = await db.select().from(perfCycles).orderBy(perfCycles.id);
  // The appraisal's demo scores two Q3 sheets, which moves the cycle on to 评分 (appraisal/demo.ts).
  expect(cycles.map((c) => [c.name, c.status, c.stage])).toEqual([
    ['2026年第一季度绩效考核', CYCLE_STATUS.archived, 'archived'],
    ['2026年第二季度绩效考核', CYCLE_STATUS.archived, 'archived'],
    ['2026年第三季度绩效考核', CYCLE_STATUS.running, 'review'],
    ['2026年第四季度绩效考核', CYCLE_STATUS.draft, 'targetSetting'],
  ]);
  const q3 = cycles[2]!;
  const sheets = await db.select().from(perfSheets).where(eq(perfSheets.cycleId, q3.id));
  const names = await staffNamesOf(
    db,
    q3.compId,
    sheets.map((s) => s.staffId),
  );
  const covered = sheets.map((s) => names.get(s.staffId)!);
  for (const absent of ['张伟', '郭佳怡', '林志远', '孙浩然', '马晓东', '朱雅琴'])
    expect(covered).not.toContain(absent);
  expect(covered).toEqual(expect.arrayContaining(['王建国', '刘芳', '周婷', '胡俊杰', '何文博']));
  // Everyone is in self review, but for the two sheets the appraisal's demo scored (待校准).
  const byStatus = (status: number) =>
    sheets.filter((s) => s.status === status).map((s) => names.get(s.staffId));
  expect(byStatus(SHEET_STATUS.calibrating)).toHaveLength(2);
  expect(byStatus(SHEET_STATUS.selfReview)).toHaveLength(sheets.length - 2);
  expect(byStatus(SHEET_STATUS.selfReview)).toEqual(expect.arrayContaining(['周婷', '黄志强']));
  expect(sheets.every((s) => s.targetsApprovedAt !== null)).toBe(true);
  const items = await db.select().from(perfSheetItems).where(eq(perfSheetItems.sheetId, sheets[0]!.id));
  expect(items.length).toBeGreaterThanOrEqual(3);
  for (const section of new Set(items.map((i) => i.section)))
    expect(weightsComplete(items.filter((i) => i.section === section).map((i) => i.weight))).toBe(true);
});
