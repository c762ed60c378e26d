import { type ApprovalInstanceDetail, AttendanceRequestStatus } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../core/china-time.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { FIVE_YEARS_AGO, type LeaveWorld, leaveWorld } from './test-fixtures.ts';

// Approval debits a balance exactly once, under concurrency (docs/product/attendance.md, "Balances"):
// the approval's effect re-checks the balance under the staff member's ledger lock, and the ledger's
// unique index names each request once. On PostgreSQL (DATABASE_URL) the calls really race.

let t: TestApp;
let w: LeaveWorld;
let monday: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await leaveWorld(t);
  monday = w.workWeek();
});
afterAll(() => t.close());

const leaveOn = async (startDay: string, endDay: string) => ({
  kind: 'leave',
  leaveTypeId: await w.typeId('年假'),
  startDay,
  startHalf: 'am',
  endDay,
  endHalf: 'pm',
  reason: '休假',
});

const taskOf = async (approvalId: number | null) =>
  (await w.hr.get<ApprovalInstanceDetail>(`/cAudit/instance/selectById/${approvalId}`)).body.data.myTaskId;

const leaveEntries = async (staffId: number) =>
  (await w.entries(staffId)).filter((entry) => entry.kind === 'leave').map((entry) => entry.refId);

describe('approving races', () => {
  it('applies one of two approvals that together exceed the balance and refuses the other', async () => {
    const e = await w.hire({ name: '并发员工' });
    await w.setWorkStart(e.staffId, FIVE_YEARS_AGO);
    // 5 days: 3 and 2 asked, then HR deducts 1.
    const a = await w.asked(e.api, await leaveOn(monday, addDays(monday, 2)));
    const b = await w.asked(e.api, await leaveOn(addDays(monday, 3), addDays(monday, 4)));
    await w.post(w.hr, '/vacation/balance/adjust', {
      staffId: e.staffId,
      leaveTypeId: await w.typeId('年假'),
      direction: 'deduct',
      amount: '1',
      validUntil: null,
      note: '上年多休 1 天',
    });
    const [taskA, taskB] = [await taskOf(a.approvalId), await taskOf(b.approvalId)];
    const results = await Promise.all([
      w.hr.post('/cAudit/instance/approve', { taskId: taskA }),
      w.hr.post('/cAudit/instance/approve', { taskId: taskB }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400)!;
    expect(refused.body.message).toMatch(
      /^"年假" has too little left: [12] days remaining, 0 days in approval, [23] days needed$/,
    );

    const rows = [await w.read(e.api, a.id), await w.read(e.api, b.id)];
    const approved = rows.filter((row) => row.status === AttendanceRequestStatus.APPROVED);
    expect(approved).toHaveLength(1);
    // The refused one still waits for a decision: its approver may reject it.
    expect(rows.filter((row) => row.status === AttendanceRequestStatus.ASKED)).toHaveLength(1);
    expect(await leaveEntries(e.staffId)).toEqual([approved[0]!.id]);
    const left = 4 - Number(approved[0]!.amount);
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({ granted: '5', remaining: String(left) });
  });

  it('debits once when the same approval is approved twice at once', async () => {
    const e = await w.hire({ name: '重复审批' });
    await w.setWorkStart(e.staffId, FIVE_YEARS_AGO);
    const row = await w.asked(e.api, await leaveOn(monday, addDays(monday, 1)));
    const task = await taskOf(row.approvalId);
    const results = await Promise.all([
      w.hr.post('/cAudit/instance/approve', { taskId: task }),
      w.hr.post('/cAudit/instance/approve', { taskId: task }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await leaveEntries(e.staffId)).toEqual([row.id]);
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({ used: '2', remaining: '3' });
  });

  it('credits once when an approved leave is cancelled twice at once', async () => {
    const e = await w.hire({ name: '重复撤销' });
    await w.setWorkStart(e.staffId, FIVE_YEARS_AGO);
    const row = await w.asked(e.api, await leaveOn(monday, addDays(monday, 1)));
    expect(
      (await w.hr.post('/cAudit/instance/approve', { taskId: await taskOf(row.approvalId) })).status,
    ).toBe(200);
    const { version } = await w.read(w.hr, row.id);
    const results = await Promise.all([
      w.hr.post('/vacation/request/cancel', { id: row.id, version, reason: '取消' }),
      e.api.post('/vacation/request/cancel', { id: row.id, version, reason: '取消' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await w.entries(e.staffId)).filter((entry) => entry.kind === 'cancel')).toHaveLength(1);
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({ used: '0', remaining: '5' });
  });

  it('lets only one of two racing asks spend the last days', async () => {
    const e = await w.hire({ name: '并发申请' });
    await w.setWorkStart(e.staffId, FIVE_YEARS_AGO);
    const next = w.workWeek(daysBetween(w.today, monday) + 7);
    const results = await Promise.all([
      w.ask(e.api, await leaveOn(monday, addDays(monday, 3))),
      w.ask(e.api, await leaveOn(next, addDays(next, 3))),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.message).toBe(
      '"年假" has too little left: 5 days remaining, 4 days in approval, 4 days needed',
    );
    expect(await w.balanceOf(e.api, '年假')).toMatchObject({ remaining: '5', pending: '4' });
  });
});
