import { eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaDayStart, chinaToday } from '../../core/china-time.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { DEMO_STAFF } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { attendanceDailyResults, attendancePunches } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

describe('the demo attendance', () => {
  it("computes every staff member's days up to yesterday, with late, missing and absent days among them", async () => {
    const today = chinaToday();
    const rows = await t.deps.db
      .select({ status: attendanceDailyResults.status, day: attendanceDailyResults.day })
      .from(attendanceDailyResults)
      .where(lt(attendanceDailyResults.day, today));
    const staff = new Set(
      (
        await t.deps.db
          .select({ id: attendanceDailyResults.staffId })
          .from(attendanceDailyResults)
          .where(eq(attendanceDailyResults.day, addDays(today, -1)))
      ).map((row) => row.id),
    );
    expect(staff.size).toBe(DEMO_STAFF.length);
    const statuses = new Set(rows.map((row) => row.status));
    for (const kind of ['normal', 'late', 'missingOut', 'absent', 'rest']) expect(statuses).toContain(kind);
  });

  it('leaves today without punches, so a demo login can punch in', async () => {
    const punches = await t.deps.db.select({ at: attendancePunches.at }).from(attendancePunches);
    expect(punches.length).toBeGreaterThan(DEMO_STAFF.length * 10);
    expect(punches.filter((punch) => punch.at >= chinaDayStart(chinaToday()))).toEqual([]);
  });
});
