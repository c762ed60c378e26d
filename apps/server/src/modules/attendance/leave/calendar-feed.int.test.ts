import { AttendanceRequestStatus } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { attendanceRequests } from '../schema.ts';
import { leaveOnCalendar } from './calendar-feed.ts';
import { type LeaveWorld, leaveWorld } from './test-fixtures.ts';

// The calendar's leave feed (docs/product/oa-schedule.md, "Feeds"): one's own approved leave only,
// days as all-day items over China days, hours as timed items.

let t: TestApp;
let w: LeaveWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await leaveWorld(t);
});
afterAll(() => t.close());

describe('leaveOnCalendar', () => {
  it('answers the approved leave of the person within the window', async () => {
    const me = await w.hire({ name: '请假员工' });
    const other = await w.hire({ name: '同事' });
    const annual = await w.typeId('年假');
    const row = (staffId: number, status: number, more: object) => ({
      compId: w.compId,
      staffId,
      kind: 'leave' as const,
      status,
      staffName: '请假员工',
      employeeType: 1,
      leaveTypeId: annual,
      ...more,
    });
    const days = {
      startDay: '2027-03-08',
      startHalf: 'am' as const,
      endDay: '2027-03-09',
      endHalf: 'pm' as const,
    };
    const hours = {
      startAt: new Date('2027-03-11T14:00:00+08:00'),
      endAt: new Date('2027-03-11T16:00:00+08:00'),
    };
    const [approved, hourly] = await t.deps.db
      .insert(attendanceRequests)
      .values([
        row(me.staffId, AttendanceRequestStatus.APPROVED, days),
        row(me.staffId, AttendanceRequestStatus.APPROVED, hours),
        row(me.staffId, AttendanceRequestStatus.ASKED, {
          ...days,
          startDay: '2027-03-10',
          endDay: '2027-03-10',
        }),
        row(me.staffId, AttendanceRequestStatus.APPROVED, {
          ...days,
          startDay: '2027-04-20',
          endDay: '2027-04-20',
        }),
        row(other.staffId, AttendanceRequestStatus.APPROVED, days),
      ])
      .returning({ id: attendanceRequests.id });
    const actor = {
      userId: me.userId,
      compId: w.compId,
      staffId: me.staffId,
      isCompany: false,
      staffAdmin: false,
      managedTypes: [],
    };
    const window = { from: new Date('2027-03-01T00:00:00+08:00'), to: new Date('2027-04-01T00:00:00+08:00') };
    expect(await leaveOnCalendar(t.deps.db, actor, window)).toEqual([
      {
        kind: 'leave',
        id: String(approved!.id),
        title: '年假',
        start: '2027-03-07T16:00:00.000Z',
        end: '2027-03-09T16:00:00.000Z',
        allDay: true,
        link: '#/oa/attendance/vacation',
      },
      {
        kind: 'leave',
        id: String(hourly!.id),
        title: '年假',
        start: '2027-03-11T06:00:00.000Z',
        end: '2027-03-11T08:00:00.000Z',
        allDay: false,
        link: '#/oa/attendance/vacation',
      },
    ]);
    expect(await leaveOnCalendar(t.deps.db, { ...actor, staffId: null, isCompany: true }, window)).toEqual(
      [],
    );
  });
});
