import type { CalendarDay, CalendarYear } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../../../core/china-time.ts';
import { auditLog } from '../../../core/resources/schema.ts';
import type { Caller } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type ChangesWorld, changesWorld } from '../../staff-changes/test-fixtures.ts';
import { attendanceDailyResults, attendanceMonthLocks } from '../schema.ts';

const P = '/clockRuleCtl/calendar';
let t: TestApp;
let w: ChangesWorld;
let employee: Awaited<ReturnType<ChangesWorld['hire']>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
  employee = await w.hire({ name: '考勤员工' });
});
afterAll(() => t.close());

async function yearOf(as: Caller, year: number | string) {
  const res = await as.get<CalendarYear>(`${P}/selectYear?year=${year}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}
const dayIn = (year: CalendarYear, day: string) => year.days.find((d) => d.day === day)!;
const set = (as: Caller, body: object) => as.post<CalendarDay>(`${P}/setDay`, body);
const clear = (as: Caller, day: string) => as.post<CalendarDay>(`${P}/clearDay`, { day });

describe('the year (read-only API)', () => {
  it('answers 2026 with the statutory holidays, the days off in lieu and the make-up working days, to any staff member', async () => {
    const year = await yearOf(employee.api, 2026);
    expect(year.year).toBe(2026);
    expect(year.covered).toBe(true);
    expect(year.mismatches).toEqual([]);
    expect(year.days).toHaveLength(365);
    expect(year.days[0]!.day).toBe('2026-01-01');
    const law = (day: string, type: string, extra: Partial<CalendarDay> = {}) =>
      expect(dayIn(year, day)).toEqual({
        day,
        type,
        name: '国庆节',
        makeup: false,
        inLieu: false,
        source: 'law',
        ...extra,
      });
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-03']) law(day, 'holiday');
    law('2026-10-04', 'restday');
    for (const day of ['2026-10-05', '2026-10-06', '2026-10-07']) law(day, 'restday', { inLieu: true });
    law('2026-09-20', 'workday', { makeup: true });
    law('2026-10-10', 'workday', { makeup: true });
    for (const day of ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19'])
      expect(dayIn(year, day)).toMatchObject({ type: 'holiday', name: '春节' });
    expect(dayIn(year, '2026-02-15')).toMatchObject({ type: 'restday', name: '春节', inLieu: false });
    expect(dayIn(year, '2026-03-04')).toMatchObject({ type: 'workday', source: 'weekday' });
    // The company account reads it too.
    expect((await yearOf(w.owner, 2026)).days).toEqual(year.days);
  });

  it('flags a year the holiday data does not cover, still with the law’s statutory days and the weekends', async () => {
    const year = await yearOf(w.owner, 2030);
    expect(year.covered).toBe(false);
    expect(dayIn(year, '2030-10-01')).toMatchObject({ type: 'holiday', name: '国庆节', source: 'law' });
    expect(dayIn(year, '2030-10-04')).toMatchObject({ type: 'workday', source: 'weekday' });
    expect(dayIn(year, '2030-10-05')).toMatchObject({ type: 'restday', source: 'weekday' });
  });

  it('refuses years outside 2000–2099 and callers outside a company', async () => {
    for (const year of [1999, 2100, 'abc', ''])
      expect((await w.owner.get(`${P}/selectYear?year=${year}`)).status).toBe(400);
    expect((await w.owner.get(`${P}/selectYear`)).status).toBe(400);
    expect((await w.person.get(`${P}/selectYear?year=2026`)).status).toBe(403);
  });
});

describe('the company’s own days', () => {
  it('win over the statutory day for this company only, and restoring brings the law back', async () => {
    const res = await set(w.owner, {
      day: '2026-10-08',
      type: 'restday',
      name: ' 公司福利假 ',
      note: '国庆连休',
    });
    expect(res.status, res.body.message).toBe(200);
    const mine: CalendarDay = {
      day: '2026-10-08',
      type: 'restday',
      name: '公司福利假',
      makeup: false,
      inLieu: true,
      source: 'company',
    };
    expect(res.body.data).toEqual(mine);
    const year = await yearOf(employee.api, 2026);
    expect(dayIn(year, '2026-10-08')).toEqual(mine);
    expect(year.companyDays).toEqual([
      {
        day: '2026-10-08',
        note: '国庆连休',
        statutory: { ...dayIn(await yearOf(w.b.api, 2026), '2026-10-08') },
      },
    ]);
    // Company B sees the statutory day.
    expect(dayIn(await yearOf(w.b.api, 2026), '2026-10-08')).toMatchObject({
      type: 'workday',
      source: 'weekday',
    });
    expect((await yearOf(w.b.api, 2026)).companyDays).toEqual([]);

    // A Saturday made a working day is a make-up day; empty texts are none.
    const saturday = await set(w.admin, { day: '2026-12-05', type: 'workday', name: '', note: '' });
    expect(saturday.body.data).toMatchObject({
      type: 'workday',
      makeup: true,
      name: null,
      source: 'company',
    });

    const restored = await clear(w.owner, '2026-10-08');
    expect(restored.status, restored.body.message).toBe(200);
    expect(restored.body.data).toMatchObject({ day: '2026-10-08', type: 'workday', source: 'weekday' });
    expect(dayIn(await yearOf(w.owner, 2026), '2026-10-08')).toEqual(restored.body.data);
    // Restoring a day that is already statutory changes nothing.
    expect((await clear(w.owner, '2026-10-08')).body.data).toEqual(restored.body.data);
  });

  it('writes who changed which day to the audit log', async () => {
    await set(w.owner, { day: '2026-06-22', type: 'restday', name: '端午连休' });
    await set(w.admin, { day: '2026-06-22', type: 'holiday', name: '端午连休' });
    await clear(w.admin, '2026-06-22');
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'attendanceCalendarDay'), eq(auditLog.compId, w.a.compId)))
      .orderBy(auditLog.id);
    const { userId: adminUserId } = await w.staffRecord(w.staffAdmin.staffId);
    const inserted = rows.find((row) => JSON.stringify(row.changes).includes('2026-06-22'))!;
    const ofDay = rows.filter((row) => row.recordId === inserted.recordId);
    expect(ofDay.map((row) => [row.action, row.userId])).toEqual([
      ['insert', w.a.ownerId],
      ['update', adminUserId],
      ['delete', adminUserId],
    ]);
    expect(ofDay[1]!.changes).toEqual({ type: { before: 'restday', after: 'holiday' } });
    expect(ofDay[2]!.changes).toMatchObject({ day: { before: '2026-06-22', after: null } });
  });

  it('recomputes the days up to today, not the days to come', async () => {
    const today = chinaToday();
    const results = (day: string) =>
      t.deps.db
        .select({ day: attendanceDailyResults.day })
        .from(attendanceDailyResults)
        .where(
          and(eq(attendanceDailyResults.staffId, employee.staffId), eq(attendanceDailyResults.day, day)),
        );
    const past = addDays(today, -3);
    const future = addDays(today, 3);
    expect(await results(past)).toEqual([]);
    expect((await set(w.owner, { day: past, type: 'restday' })).status).toBe(200);
    expect(await results(past)).toEqual([{ day: past }]);
    expect((await set(w.owner, { day: future, type: 'restday' })).status).toBe(200);
    expect(await results(future)).toEqual([]);
  });

  it('refuses days of a locked month', async () => {
    await t.deps.db.insert(attendanceMonthLocks).values({ compId: w.a.compId, month: '2025-03' });
    const res = await set(w.owner, { day: '2025-03-10', type: 'restday' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Attendance of 2025-03 is locked and cannot be changed');
    expect((await clear(w.owner, '2025-03-10')).status).toBe(400);
    // Company B's months are its own.
    expect((await set(w.b.api, { day: '2025-03-10', type: 'restday' })).status).toBe(200);
  });

  it('is HR’s: a staff member cannot set or restore days', async () => {
    const res = await set(employee.api, { day: '2026-10-09', type: 'restday' });
    expect(res.status).toBe(403);
    expect((await clear(w.plainStaff.api, '2026-10-09')).status).toBe(403);
    expect(dayIn(await yearOf(w.owner, 2026), '2026-10-09').source).toBe('weekday');
  });

  it('bounds every input', async () => {
    const bad = [
      { day: '2026-10-09', type: 'weekend' },
      { day: '2026-02-30', type: 'restday' },
      { day: '2100-01-01', type: 'restday' },
      { day: '2026-10-09', type: 'restday', name: '假'.repeat(21) },
      { day: '2026-10-09', type: 'restday', note: '注'.repeat(201) },
      { type: 'restday' },
    ];
    for (const body of bad) expect((await set(w.owner, body)).status, JSON.stringify(body)).toBe(400);
    const outside = await set(w.owner, { day: '1999-12-31', type: 'restday' });
    expect(outside.body.message).toContain('2000–2099');
    expect((await set(w.owner, { day: '2026-10-09', type: 'restday', name: '假'.repeat(20) })).status).toBe(
      200,
    );
  });
});
