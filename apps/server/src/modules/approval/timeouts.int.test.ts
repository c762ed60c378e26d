import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { approvalInstances } from './schema.ts';
import { type ApprovalWorld, approvalBell, approvalWorld, approver } from './test-fixtures.ts';
import { sweepApprovalTimeouts } from './timeouts.ts';

// Node timeouts: docs/product/approval.md, "Timeouts". The sweep is called with a given `now`.

let t: TestApp;
let w: ApprovalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await approvalWorld(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursFrom = (start: number, hours: number) => new Date(start + hours * HOUR);
const sweep = (now: Date) => sweepApprovalTimeouts(t.deps.db, now);
const timeoutEvents = async (id: number) => (await w.read(id)).events.filter((e) => e.action === 'timeout');

describe('node timeouts', () => {
  it('reminds once after remindAfterHours, approves after actAfterHours, then the next node rejects', async () => {
    const start = Date.now();
    const template = await w.publish([
      approver('n1', [w.ids.owner], 'any', {
        timeout: { remindAfterHours: 2, actAfterHours: 24, action: 'approve' },
      }),
      approver('n2', [w.ids.admin], 'any', { timeout: { actAfterHours: 1, action: 'reject' } }),
    ]);
    const { id } = await w.submit(template.id);
    const bell = await approvalBell(w.owner);

    await sweep(hoursFrom(start, 1));
    expect(await approvalBell(w.owner)).toBe(bell);
    await sweep(hoursFrom(start, 3));
    expect(await approvalBell(w.owner)).toBe(bell + 1);
    await sweep(hoursFrom(start, 4)); // reminded once only
    expect(await approvalBell(w.owner)).toBe(bell + 1);

    // A day later: the system approves n1; n2's person is asked, with its own clock from now.
    const dayLater = Date.now() + 25 * HOUR;
    await sweep(new Date(dayLater));
    expect(await timeoutEvents(id)).toMatchObject([
      { userId: null, name: null, nodeId: 'n1', comment: 'approve', targetUserId: w.ids.owner },
    ]);
    const afterFirst = await w.read(id);
    expect(afterFirst.state).toBe('running');
    expect(afterFirst.tasks.map((task) => [task.nodeId, task.state])).toEqual([
      ['n1', 'approved'],
      ['n2', 'pending'],
    ]);
    await sweep(new Date(dayLater));
    expect((await w.read(id)).state).toBe('rejected');
    expect((await timeoutEvents(id)).map((e) => [e.nodeId, e.comment])).toEqual([
      ['n1', 'approve'],
      ['n2', 'reject'],
    ]);
  });

  it('transfers to the named person, or to the company admin when that person is not one of the company', async () => {
    const template = await w.publish([
      approver('n1', [w.ids.admin], 'any', {
        timeout: { actAfterHours: 1, action: 'transfer', transferTo: w.ids.other },
      }),
      approver('n2', [w.ids.plain], 'any', {
        timeout: { actAfterHours: 1, action: 'transfer', transferTo: w.ids.stranger },
      }),
    ]);
    const { id } = await w.submit(template.id, w.owner);
    await sweep(hoursFrom(Date.now(), 2));
    expect(await timeoutEvents(id)).toMatchObject([{ comment: 'transfer', targetUserId: w.ids.other }]);
    await w.approve(id, w.other);
    await sweep(hoursFrom(Date.now(), 2));
    expect((await timeoutEvents(id)).at(-1)).toMatchObject({ nodeId: 'n2', targetUserId: w.ids.owner });
    expect(await w.approve(id, w.owner)).toBe('approved');
  });

  it('two sweeps at once act once', async () => {
    const template = await w.publish([
      approver('n1', [w.ids.owner], 'any', { timeout: { actAfterHours: 1, action: 'approve' } }),
    ]);
    const { id } = await w.submit(template.id);
    const later = hoursFrom(Date.now(), 2);
    await Promise.all([sweep(later), sweep(later)]);
    expect(await timeoutEvents(id)).toHaveLength(1);
    expect((await w.read(id)).state).toBe('approved');
  });

  // Two transactions at once need a server (PGlite runs one connection): CI runs it with DATABASE_URL.
  it.runIf(process.env.DATABASE_URL)('skips an instance another transaction holds locked', async () => {
    const template = await w.publish([
      approver('n1', [w.ids.owner], 'any', { timeout: { actAfterHours: 1, action: 'approve' } }),
    ]);
    const { id } = await w.submit(template.id);
    const later = hoursFrom(Date.now(), 2);
    await t.deps.db.transaction(async (tx) => {
      await tx.select().from(approvalInstances).where(eq(approvalInstances.id, id)).for('update');
      expect(await sweep(later)).toBe(0);
    });
    expect(await timeoutEvents(id)).toHaveLength(0);
    expect(await sweep(later)).toBe(1);
    expect((await w.read(id)).state).toBe('approved');
  });
});
