import { StaffChangeStatus } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type ChangesWorld, changesWorld, plusDays } from './test-fixtures.ts';

let t: TestApp;
let w: ChangesWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
});
afterAll(() => t.close());

const staffBell = async (as: Caller) =>
  (await as.get<{ byType: Record<string, number> }>('/cNewsRemind/selectNoReadNewsCount')).body.data.byType
    .staff ?? 0;

describe("an employee's own requests", () => {
  it('asks to leave from today on; the HR who manage them hear of it; HR confirms it', async () => {
    const e = await w.hire({ name: '自请离职' });
    const past = await e.api.post('/dimissionManagement/apply', {
      lastDay: plusDays(w.today, -1),
      reasonType: 13,
    });
    expect(past.status).toBe(400);
    expect(past.body.data).toEqual({
      fields: [{ field: 'lastDay', message: 'The last working day cannot be before today' }],
    });
    const bells = [await staffBell(w.owner), await staffBell(w.admin), await staffBell(w.hrmAdmin.api)];
    const res = await e.api.post<{ id: number; version: number; selfRequested: boolean; status: number }>(
      '/dimissionManagement/apply',
      { lastDay: plusDays(w.today, 30), reasonType: 13, reason: '照顾家人' },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ selfRequested: true, status: StaffChangeStatus.PENDING });
    // The company account and both admins manage HRM staff; nobody else is told.
    expect([await staffBell(w.owner), await staffBell(w.admin), await staffBell(w.hrmAdmin.api)]).toEqual(
      bells.map((n) => n + 1),
    );
    expect(await staffBell(w.hroStaff.api)).toBe(0);
    const mine = await e.api.get<{ id: number }[]>('/staffChange/mine');
    expect(mine.body.data.map((r) => r.id)).toEqual([res.body.data.id]);
    const again = await e.api.post('/dimissionManagement/apply', {
      lastDay: plusDays(w.today, 31),
      reasonType: 13,
    });
    expect(again.body.message).toContain('already has a dimission in progress');
    const confirmed = await w.transition(w.hrmAdmin.api, res.body.data, 'confirmDimission');
    expect(confirmed.body.data.status).toBe(StaffChangeStatus.CONFIRMED);
  });

  it('asks for 转正 only while on probation, and never as the company account', async () => {
    const onProbation = await w.hire({ name: '自请转正', empStatus: 1 });
    const asked = await onProbation.api.post<{ evaluation: string }>('/officialManagement/apply', {
      effectiveDate: plusDays(w.today, 15),
      evaluation: '已完成试用期目标',
    });
    expect(asked.status, asked.body.message).toBe(200);
    expect(asked.body.data.evaluation).toBe('已完成试用期目标');
    const official = await w.hire({ name: '正式员工' });
    const refused = await official.api.post('/officialManagement/apply', {
      effectiveDate: plusDays(w.today, 15),
    });
    expect(refused.body.message).toContain('not on probation');
    const company = await w.owner.post('/officialManagement/apply', { effectiveDate: plusDays(w.today, 15) });
    expect(company.status).toBe(403);
    // Without an employment nobody can ask (plain staff added before archives existed).
    const noArchive = await w.plainStaff.api.post('/dimissionManagement/apply', {
      lastDay: w.today,
      reasonType: 11,
    });
    expect(noArchive.body.message).toBe('You have no current employment in this company');
  });

  it('keeps plain staff out of HR endpoints and another company out of A’s changes', async () => {
    const e = await w.hire({ name: '隔离' });
    const row = await w.asked(w.owner, {
      kind: 3,
      staffId: e.staffId,
      effectiveDate: plusDays(w.today, 8),
      reasonType: 22,
    });
    expect((await e.api.post('/staffChange/selectPage', {})).status).toBe(403);
    expect((await e.api.post('/staffChange/selectProbation', {})).status).toBe(403);
    const b = w.b.api;
    const ref = { id: row.id, version: row.version };
    expect((await b.get(`/staffChange/selectById/${row.id}`)).status).toBe(404);
    expect(
      (await b.post('/staffChange/updateDate', { ...ref, effectiveDate: plusDays(w.today, 9) })).status,
    ).toBe(404);
    expect((await b.post('/staffChange/checkItem', { ...ref, key: 'assets', done: true })).status).toBe(404);
    expect((await b.post('/dimissionManagement/confirmDimission', ref)).status).toBe(404);
    expect((await b.post('/staffChange/selectEmployment', { staffId: e.staffId })).status).toBe(404);
    expect(
      (
        await b.post('/staffArchives/initiateDimission', {
          staffId: e.staffId,
          effectiveDate: w.today,
          reasonType: 11,
        })
      ).body.data,
    ).toEqual({
      fields: [
        { field: 'staffId', message: 'The employee does not exist, has left, or is outside your scope' },
      ],
    });
    expect((await w.read(w.owner, row.id)).version).toBe(row.version);
  });
});
