import { SHEET_STATUS } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { departments } from '../org/schema.ts';
import { perfWorld } from './test-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the performance tests’ world', () => {
  it('has 销售部 under 总经办 with their heads, and inserts a sheet with three items', async () => {
    const w = await perfWorld(t);
    const [sales] = await w.db.select().from(departments).where(eq(departments.id, w.sales));
    expect(sales).toMatchObject({ parentId: w.office, leaderUserId: w.manager.userId });
    const cycle = await w.insertCycle();
    const { sheet, items } = await w.insertSheet(cycle.id, w.lilei, SHEET_STATUS.targetSetting);
    expect(sheet.reviewers.map((r) => r.userIds[0])).toEqual([
      w.lilei.userId,
      w.manager.userId,
      w.boss.userId,
    ]);
    expect(items.map((i) => [i.section, i.weight])).toEqual([
      [0, '60.00'],
      [0, '40.00'],
      [1, '100.00'],
    ]);
  });
});
