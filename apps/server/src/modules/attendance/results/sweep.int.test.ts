import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaDayStart, chinaToday } from '../../../core/china-time.ts';
import { seedDemoIfEmpty } from '../../../seed/demo.ts';
import { DEMO_STAFF } from '../../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { attendanceDailyResults } from '../schema.ts';
import { storeClosedDays } from './sweep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

const storedOn = async (day: string) =>
  (await t.deps.db.select().from(attendanceDailyResults).where(eq(attendanceDailyResults.day, day))).length;

describe('the closed-days sweep', () => {
  it('stores a day once its shifts have closed, and a missed day again, never a day under way', async () => {
    const today = chinaToday();
    const yesterday = addDays(today, -1);
    // The demo stores every day up to yesterday; lose one person's yesterday.
    const [one] = await t.deps.db
      .select()
      .from(attendanceDailyResults)
      .where(eq(attendanceDailyResults.day, yesterday))
      .limit(1);
    await t.deps.db
      .delete(attendanceDailyResults)
      .where(
        and(eq(attendanceDailyResults.staffId, one!.staffId), eq(attendanceDailyResults.day, yesterday)),
      );
    expect(await storedOn(yesterday)).toBe(DEMO_STAFF.length - 1);

    // Noon today (China): yesterday is stored again, today is under way (shifts end 17:30 and 18:00,
    // their off windows six hours later).
    const noon = new Date(chinaDayStart(today).getTime() + 12 * 3_600_000);
    expect(await storeClosedDays(t.deps.db, noon)).toBe(DEMO_STAFF.length);
    expect(await storedOn(yesterday)).toBe(DEMO_STAFF.length);
    expect(await storedOn(today)).toBe(0);

    // Just after midnight every shift of today has closed; a second run finds nothing missing.
    const afterMidnight = chinaDayStart(addDays(today, 1));
    expect(await storeClosedDays(t.deps.db, afterMidnight)).toBe(DEMO_STAFF.length);
    expect(await storedOn(today)).toBe(DEMO_STAFF.length);
    expect(await storeClosedDays(t.deps.db, afterMidnight)).toBe(0);
  });
});
