import { StaffChangeKind, StaffChangeStage, StaffStatus } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../chat/groups/members.ts';
import { chatGroupMembers, chatThreadStates } from '../../chat/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { applyDueJobChanges, nextDay } from '../staff-archives/employment.ts';
import { type ChangesWorld, changesWorld, plusDays } from './test-fixtures.ts';

let t: TestApp;
let w: ChangesWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
});
afterAll(() => t.close());

const dimission = (staffId: number, lastDay: string, more = {}) => ({
  kind: StaffChangeKind.DIMISSION,
  staffId,
  effectiveDate: lastDay,
  reasonType: 11,
  ...more,
});
const groupsOf = async (userId: number) =>
  (
    await t.deps.db
      .select({ groupId: chatGroupMembers.groupId })
      .from(chatGroupMembers)
      .where(eq(chatGroupMembers.userId, String(userId)))
  ).map((g) => g.groupId);

describe('离职', () => {
  it('asks for a reason type and a handover to an active colleague other than the leaver', async () => {
    const e = await w.hire({ name: '离职甲' });
    const lastDay = plusDays(w.today, 10);
    const res = await w.ask(w.owner, {
      kind: 3,
      staffId: e.staffId,
      effectiveDate: lastDay,
      handoverStaffId: e.staffId,
    });
    expect(res.body.data).toEqual({
      fields: [
        { field: 'reasonType', message: 'Choose a reason type' },
        {
          field: 'handoverStaffId',
          message: 'The handover must go to an active colleague other than the leaver',
        },
      ],
    });
    const unknownType = await w.ask(w.owner, dimission(e.staffId, lastDay, { reasonType: 19 }));
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.data).toEqual({
      fields: [{ field: 'reasonType', message: 'Unknown reason type' }],
    });
  });

  it('ends the membership, the login and the company chat groups on the day after the last working day', async () => {
    const leaver = await w.hire({ name: '离职乙' });
    const colleague = await w.hire({ name: '交接人' });
    const companyGroup = await createGroup(t.deps.db, {
      type: 'Work',
      ownerID: String(w.a.ownerId),
      memberIDs: [String(leaver.userId), String(colleague.userId)],
    });
    const outsiderGroup = await createGroup(t.deps.db, {
      type: 'Work',
      ownerID: String(w.b.ownerId),
      memberIDs: [String(leaver.userId)],
    });
    const lastDay = plusDays(w.today, 5);
    const row = await w.asked(
      w.owner,
      dimission(leaver.staffId, lastDay, { handoverStaffId: colleague.staffId }),
    );
    expect(row).toMatchObject({ handoverName: '交接人', effectiveFrom: nextDay(lastDay) });
    expect(row.checklist.map((i) => i.key)).toEqual([
      'handover',
      'assets',
      'accounts',
      'salary',
      'socialInsurance',
      'certificate',
    ]);
    const confirmed = await w.owner.post<{ stage: number }>('/dimissionManagement/confirmDimission', {
      id: row.id,
      version: row.version,
    });
    expect(confirmed.body.data.stage).toBe(StaffChangeStage.SCHEDULED);
    expect((await w.staffRecord(leaver.staffId)).status).toBe(StaffStatus.ACTIVE);

    await applyDueJobChanges(t.deps.db, lastDay);
    expect((await w.staffRecord(leaver.staffId)).status).toBe(StaffStatus.ACTIVE);
    await applyDueJobChanges(t.deps.db, nextDay(lastDay));
    const record = await w.staffRecord(leaver.staffId);
    expect([record.status, record.loginStatus]).toEqual([StaffStatus.REMOVED, 2]);
    expect((await leaver.api.get('/companyStaffMemberCtl/selectMy')).status).not.toBe(200);
    expect(await groupsOf(leaver.userId)).toEqual([outsiderGroup]);
    expect(await groupsOf(colleague.userId)).toEqual([companyGroup]);
    const [state] = await t.deps.db
      .select({ leftReason: chatThreadStates.leftReason })
      .from(chatThreadStates)
      .where(
        and(eq(chatThreadStates.userId, String(leaver.userId)), eq(chatThreadStates.peerId, companyGroup)),
      );
    expect(state?.leftReason).toBe('kicked');
  });

  it('ticks the handover checklist, moves the last day with its version, and cancels before it', async () => {
    const e = await w.hire({ name: '离职丙' });
    const row = await w.asked(w.owner, dimission(e.staffId, plusDays(w.today, 20)));
    const ticked = await w.owner.post<{
      version: number;
      checklist: { key: string; done: boolean; doneBy: string | null }[];
    }>('/staffChange/checkItem', { id: row.id, version: row.version, key: 'assets', done: true });
    expect(ticked.status, ticked.body.message).toBe(200);
    const assets = ticked.body.data.checklist.find((i) => i.key === 'assets')!;
    expect(assets.done).toBe(true);
    expect(assets.doneBy).not.toBeNull();
    const confirmed = await w.transition(
      w.owner,
      { id: row.id, version: ticked.body.data.version },
      'confirmDimission',
    );
    const newLast = plusDays(w.today, 25);
    const moved = await w.owner.post<{ version: number; effectiveFrom: string }>(
      '/dimissionManagement/updateDimissionDate',
      {
        id: row.id,
        version: confirmed.body.data.version,
        effectiveDate: newLast,
      },
    );
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data.effectiveFrom).toBe(nextDay(newLast));
    const versions = await w.versionsOf(e.staffId);
    expect(versions.find((v) => v.kind === 'dimission')?.effectiveFrom).toBe(nextDay(newLast));

    const counts = await w.owner.get<{ scheduled: number }>('/dimissionManagement/getCount');
    expect(counts.body.data.scheduled).toBeGreaterThanOrEqual(1);
    const cancelled = await w.owner.post<{ stage: number }>('/dimissionManagement/cancelDimission', {
      id: row.id,
      version: moved.body.data.version,
      reason: '员工留任',
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data.stage).toBe(StaffChangeStage.CANCELLED);
    expect((await w.versionsOf(e.staffId)).map((v) => v.kind)).toEqual(['entry']);
    const tickAfter = await w.owner.post('/staffChange/checkItem', {
      id: row.id,
      version: (await w.read(w.owner, row.id)).version,
      key: 'salary',
      done: true,
    });
    expect(tickAfter.body.message).toBe('The checklist of a cancelled dimission cannot be changed');
  });

  it("lists the tabs' stages: 待离职 is asked for or scheduled, 已离职 in effect, 已撤销 cancelled", async () => {
    const past = await w.hire({ name: '已离职者', entryIn: -200 });
    const gone = await w.asked(w.owner, dimission(past.staffId, plusDays(w.today, -1)));
    await w.transition(w.owner, gone, 'confirmDimission');
    const pending = await w.hire({ name: '待离职者' });
    await w.asked(w.owner, dimission(pending.staffId, plusDays(w.today, 3)));
    const names = async (filter: object) =>
      (
        await w.owner.post<{ list: { staffName: string }[] }>(
          '/dimissionManagement/selectRecordListPage',
          filter,
        )
      ).body.data.list.map((r) => r.staffName);
    expect(await names({ stages: [1, 2] })).toContain('待离职者');
    expect(await names({ stages: [1, 2] })).not.toContain('已离职者');
    expect(await names({ stage: StaffChangeStage.EFFECTIVE })).toEqual(['已离职者']);
    expect(await names({ stage: StaffChangeStage.CANCELLED })).toEqual(['离职丙']);
    // An employment that has ended takes no further change.
    const after = await w.ask(w.owner, {
      kind: 2,
      staffId: past.staffId,
      effectiveDate: plusDays(w.today, 5),
      newWorkLocation: '北京',
    });
    expect(after.body.data).toEqual({
      fields: [
        { field: 'staffId', message: 'The employee does not exist, has left, or is outside your scope' },
      ],
    });
  });
});
