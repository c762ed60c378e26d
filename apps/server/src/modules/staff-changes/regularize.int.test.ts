import { EmploymentStatus, StaffChangeKind, StaffChangeStage } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { applyDueJobChanges } from '../staff-archives/employment.ts';
import { staffArchives } from '../staff-archives/schema.ts';
import { type ChangesWorld, changesWorld, plusDays } from './test-fixtures.ts';

let t: TestApp;
let w: ChangesWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
});
afterAll(() => t.close());

const archiveOf = async (staffId: number) =>
  (await t.deps.db.select().from(staffArchives).where(eq(staffArchives.staffId, staffId)))[0]!;

describe('转正', () => {
  it('lists employments on probation with days left, soonest end first, overdue below zero', async () => {
    const late = await w.hire({ name: '逾期', empStatus: 1, probationEndIn: -3 });
    const soon = await w.hire({ name: '将满', empStatus: 1, probationEndIn: 5 });
    await w.hire({ name: '正式', empStatus: 2 });
    const res = await w.owner.post<{ list: { staffId: number; staffName: string; daysLeft: number }[] }>(
      '/staffChange/selectProbation',
      {},
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.list.map((r) => [r.staffName, r.daysLeft])).toEqual([
      ['逾期', -3],
      ['将满', 5],
    ]);
    const counts = await w.owner.get<{ probation: number; overdue: number }>('/officialManagement/getCount');
    expect(counts.body.data).toMatchObject({ probation: 2, overdue: 1 });
    expect([late.staffId, soon.staffId]).toEqual(res.body.data.list.map((r) => r.staffId));
  });

  it('confirms a future 转正: 待生效 until its day, then the sweep makes the employment official', async () => {
    const e = await w.hire({ name: '试用甲', empStatus: 1, probationEndIn: 10 });
    const date = plusDays(w.today, 10);
    const row = await w.asked(w.owner, {
      kind: StaffChangeKind.REGULARIZE,
      staffId: e.staffId,
      effectiveDate: date,
      evaluation: '表现优秀',
      newSalaryGrade: 'P4',
    });
    expect(row).toMatchObject({
      stage: StaffChangeStage.PENDING,
      transitions: ['confirmOfficial', 'cancel'],
    });
    expect(row.summary).toBe('Status: Probation → Official; Salary grade: P3 → P4');
    const confirmed = await w.transition(w.owner, row, 'confirmOfficial');
    expect(confirmed.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.data).toMatchObject({ stage: StaffChangeStage.SCHEDULED, transitions: ['cancel'] });
    expect((await archiveOf(e.staffId)).empStatus).toBe(EmploymentStatus.PROBATION);
    await applyDueJobChanges(t.deps.db, date);
    const archive = await archiveOf(e.staffId);
    expect([archive.empStatus, archive.officialDate, archive.salaryGrade]).toEqual([2, date, 'P4']);
  });

  it('refuses an employee not on probation, a date before entry, and a second open 转正', async () => {
    const official = await w.hire({ name: '已转正' });
    const notOnProbation = await w.ask(w.owner, {
      kind: StaffChangeKind.REGULARIZE,
      staffId: official.staffId,
      effectiveDate: w.today,
    });
    expect(notOnProbation.status).toBe(400);
    expect(notOnProbation.body.data).toEqual({
      fields: [{ field: 'staffId', message: 'This employee is not on probation' }],
    });
    const e = await w.hire({ name: '试用乙', empStatus: 1, entryIn: -10 });
    const early = await w.ask(w.owner, {
      kind: StaffChangeKind.REGULARIZE,
      staffId: e.staffId,
      effectiveDate: plusDays(w.today, -11),
    });
    expect(early.body.data).toEqual({
      fields: [
        {
          field: 'effectiveDate',
          message: `The confirmation date cannot be before the entry date (${e.entryDate})`,
        },
      ],
    });
    const onEntryDay = await w.ask(w.owner, { kind: 1, staffId: e.staffId, effectiveDate: e.entryDate });
    expect(onEntryDay.body.data).toEqual({
      fields: [
        {
          field: 'effectiveDate',
          message: `Must be after the latest change of this employee (${e.entryDate})`,
        },
      ],
    });
    await w.asked(w.owner, { kind: 1, staffId: e.staffId, effectiveDate: plusDays(w.today, 30) });
    const again = await w.ask(w.admin, { kind: 1, staffId: e.staffId, effectiveDate: plusDays(w.today, 31) });
    expect(again.body.data).toEqual({
      fields: [
        {
          field: 'staffId',
          message: 'This employee already has a confirmation in progress; handle or cancel it first',
        },
      ],
    });
  });

  it('moves the date of a scheduled 转正 with its version, refuses a date not after entry, cancels before the day', async () => {
    const e = await w.hire({ name: '试用丙', empStatus: 1, entryIn: -20 });
    const row = await w.asked(w.owner, { kind: 1, staffId: e.staffId, effectiveDate: plusDays(w.today, 20) });
    const confirmed = (await w.transition(w.owner, row, 'confirmOfficial')).body.data;
    const moved = await w.owner.post<{ effectiveDate: string; version: number }>(
      '/officialManagement/updateOfficialDate',
      {
        id: row.id,
        version: confirmed.version,
        effectiveDate: plusDays(w.today, 25),
      },
    );
    expect(moved.status, moved.body.message).toBe(200);
    expect((await w.versionsOf(e.staffId)).map((v) => [v.kind, v.effectiveFrom]).sort()).toEqual([
      ['entry', e.entryDate],
      ['regularize', plusDays(w.today, 25)],
    ]);
    const tooEarly = await w.owner.post('/officialManagement/updateOfficialDate', {
      id: row.id,
      version: moved.body.data.version,
      effectiveDate: e.entryDate,
    });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.data).toEqual({
      fields: [
        {
          field: 'effectiveDate',
          message: `Must be after the latest change of this employee (${e.entryDate})`,
        },
      ],
    });
    const cancelled = await w.transition(
      w.owner,
      { id: row.id, version: moved.body.data.version },
      'cancel',
      {
        reason: '考核延期',
      },
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      stage: StaffChangeStage.CANCELLED,
      cancelReason: '考核延期',
    });
    expect((await w.versionsOf(e.staffId)).map((v) => v.kind)).toEqual(['entry']);
  });

  it('applies a 转正 dated today at once and refuses to cancel it then', async () => {
    const e = await w.hire({ name: '试用丁', empStatus: 1 });
    const row = await w.asked(w.owner, { kind: 1, staffId: e.staffId, effectiveDate: w.today });
    const confirmed = await w.owner.post<{ stage: number; version: number; transitions: string[] }>(
      '/officialManagement/confirmOfficial',
      { id: row.id, version: row.version },
    );
    expect(confirmed.status, confirmed.body.message).toBe(200);
    expect(confirmed.body.data).toMatchObject({ stage: StaffChangeStage.EFFECTIVE, transitions: [] });
    expect((await archiveOf(e.staffId)).empStatus).toBe(EmploymentStatus.OFFICIAL);
    const refused = await w.transition(
      w.owner,
      { id: row.id, version: confirmed.body.data.version },
      'cancel',
      {
        reason: '误操作',
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A change in effect cannot be cancelled');
  });
});
