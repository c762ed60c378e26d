import type { MonthLock, MonthLocks, MonthPage } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../../core/china-time.ts';
import { AppError } from '../../../core/http/errors.ts';
import { auditLog } from '../../../core/resources/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { assertMonthsOpen } from '../results/locks.ts';
import { recomputeDays } from '../results/recompute.ts';
import { attendanceDailyResults } from '../schema.ts';
import { monthDays } from './figures.ts';
import { MONTH_LOCK_AUDIT } from './month-locks.ts';
import { statsWorld } from './test-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof statsWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await statsWorld(t);
});
afterAll(() => t.close());

const lock = (as: typeof w.owner, month: string) => as.post<MonthLock>('/statistics/lockMonth', { month });
const unlock = (as: typeof w.owner, month: string) => as.post('/statistics/unlockMonth', { month });
const locks = async (as: typeof w.owner) =>
  (await as.post<MonthLocks>('/statistics/selectLocks', {})).body.data;
const storedDay = async (day: string) =>
  (
    await t.deps.db
      .select()
      .from(attendanceDailyResults)
      .where(and(eq(attendanceDailyResults.staffId, w.zhang.staffId), eq(attendanceDailyResults.day, day)))
  )[0];

describe('locking a month', () => {
  it('refuses a month that has not ended, in China time', async () => {
    const thisMonth = chinaToday().slice(0, 7);
    const res = await lock(w.owner, thisMonth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${thisMonth} has not ended yet; a month can be locked only after it ends`);
  });

  it('takes the company account or an admin of every employee type', async () => {
    for (const as of [w.hroAdmin, w.hrmAdmin.api]) {
      const res = await lock(as, w.month);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/only the company account or an admin of every employee type/);
    }
    expect((await lock(w.zhang.api, w.month)).status).toBe(403);
    expect(await locks(w.hroAdmin)).toEqual({ locks: [], canLock: false, canUnlock: false });
    expect(await locks(w.admin)).toMatchObject({ canLock: true, canUnlock: false });
    expect(await locks(w.owner)).toMatchObject({ canLock: true, canUnlock: true });
  });

  it('freezes the month: shown as locked, never recomputed, no input may change', async () => {
    const before = await storedDay(w.day(2));
    const res = await lock(w.admin, w.month);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ month: w.month, lockedByName: '人事管理员' });
    expect((await lock(w.owner, w.month)).status).toBe(409);

    expect(
      (await w.owner.post<MonthPage>('/statistics/selectMonthPage', { month: w.month })).body.data.locked,
    ).toBe(true);
    // Recomputing the month stores nothing and leaves the stored day as it was.
    const { first, last } = monthDays(w.month);
    expect(await recomputeDays(t.deps.db, w.a.compId, first, last)).toBe(0);
    expect(await storedDay(w.day(2))).toEqual(before);
    await expect(assertMonthsOpen(t.deps.db, w.a.compId, [w.day(3)])).rejects.toBeInstanceOf(AppError);

    const listed = await locks(w.hroAdmin);
    expect(listed.locks).toEqual([
      { month: w.month, lockedAt: expect.any(String), lockedByName: '人事管理员' },
    ]);
    // Another company's months are its own.
    expect((await locks(w.bOwner)).locks).toEqual([]);
    expect(
      (await w.bOwner.post<MonthPage>('/statistics/selectMonthPage', { month: w.month })).body.data.locked,
    ).toBe(false);
  });

  it('is lifted by the company account only, and both are audited', async () => {
    const refused = await unlock(w.admin, w.month);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the company account can unlock a month');
    expect((await unlock(w.bOwner, w.month)).status).toBe(400);
    expect((await unlock(w.owner, w.month)).status).toBe(200);
    expect((await unlock(w.owner, w.month)).status).toBe(400);
    expect((await locks(w.owner)).locks).toEqual([]);
    await expect(assertMonthsOpen(t.deps.db, w.a.compId, [w.day(3)])).resolves.toBeUndefined();

    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, MONTH_LOCK_AUDIT), eq(auditLog.compId, w.a.compId)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.recordId, e.transition, e.changes])).toEqual([
      [Number(w.month.replace('-', '')), 'lock', { locked: { before: false, after: true } }],
      [Number(w.month.replace('-', '')), 'unlock', { locked: { before: true, after: false } }],
    ]);
  });
});
