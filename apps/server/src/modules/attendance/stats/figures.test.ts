import type { StaffMonthRow } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import {
  attendanceRate,
  daysOf,
  departmentMonths,
  hoursOf,
  leaveMix,
  monthDays,
  monthEnded,
  monthNumber,
  monthTotals,
  type RawMonth,
  staffRow,
} from './figures.ts';

const raw = (extra: Partial<RawMonth> = {}): RawMonth => ({
  staffId: 1,
  name: '张三',
  jobNo: 'A001',
  deptId: 5,
  deptName: '研发部',
  employeeType: 1,
  expectedDays: 21,
  expectedMinutes: 21 * 480,
  actualShare: '19.5000000000000000',
  workedMinutes: 9000,
  lateCount: 3,
  lateMinutes: 48,
  seriousLateCount: 1,
  earlyCount: 0,
  earlyMinutes: 0,
  missingPunches: 2,
  absentShare: '0.25000000000000000000',
  tripShare: '0',
  ...extra,
});

const TYPES = new Map([
  [7, { name: '事假', unit: 'day' as const, sort: 2 }],
  [9, { name: '调休', unit: 'hour' as const, sort: 1 }],
]);

describe('days and hours', () => {
  it('rounds sums of day shares half up to two places', () => {
    // Three days with 160 of 480 minutes: 3 × 0.3333… = 0.9999… → 1.00.
    expect(daysOf('0.99999999999999999999')).toBe('1.00');
    expect(daysOf('0.125')).toBe('0.13');
    expect(daysOf('2.3333333333333333')).toBe('2.33');
    expect(daysOf(0)).toBe('0.00');
  });

  it('turns minutes into hours exactly', () => {
    expect(hoursOf(90)).toBe('1.50');
    expect(hoursOf(20)).toBe('0.33');
    expect(hoursOf(50)).toBe('0.83');
    expect(hoursOf(21 * 480)).toBe('168.00');
  });

  it('gives the attendance rate in per cent, none without expected days', () => {
    expect(attendanceRate('19.50', 21)).toBe('92.86');
    expect(attendanceRate('21.00', 21)).toBe('100.00');
    expect(attendanceRate('0.00', 0)).toBeNull();
  });
});

describe('months', () => {
  it('knows each month’s days, February of a leap year too', () => {
    expect(monthDays('2028-02')).toMatchObject({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-02').days).toHaveLength(28);
    expect(monthDays('2026-12').last).toBe('2026-12-31');
  });

  it('says a month has ended only once China’s today is in a later month', () => {
    expect(monthEnded('2026-10', '2026-10-31')).toBe(false);
    expect(monthEnded('2026-10', '2026-11-01')).toBe(true);
    expect(monthEnded('2026-12', '2027-01-01')).toBe(true);
    expect(monthEnded('2026-11', '2026-10-15')).toBe(false);
  });

  it('numbers a month for the audit log', () => {
    expect(monthNumber('2026-10')).toBe(202610);
  });
});

describe('a staff member’s row', () => {
  it('rounds the sums, splits leave by type in the types’ order and overtime by day type', () => {
    const row = staffRow(
      raw(),
      [
        {
          staffId: 1,
          kind: 'leave',
          leaveTypeId: 7,
          leaveName: '旧名',
          dayType: null,
          minutes: 720,
          share: '1.5',
        },
        {
          staffId: 1,
          kind: 'leave',
          leaveTypeId: 9,
          leaveName: '调休',
          dayType: null,
          minutes: 120,
          share: '0.25',
        },
        {
          staffId: 1,
          kind: 'overtime',
          leaveTypeId: null,
          leaveName: null,
          dayType: 'workday',
          minutes: 90,
          share: '0.1875',
        },
        {
          staffId: 1,
          kind: 'overtime',
          leaveTypeId: null,
          leaveName: null,
          dayType: 'holiday',
          minutes: 480,
          share: '1',
        },
      ],
      TYPES,
    );
    expect(row).toMatchObject({
      expectedDays: 21,
      expectedHours: '168.00',
      actualDays: '19.50',
      workedHours: '150.00',
      absentDays: '0.25',
      leaveDays: '1.75',
      tripDays: '0.00',
      overtimeHours: { workday: '1.50', restday: '0.00', holiday: '8.00' },
    });
    // 调休 (sort 1) before 事假 (sort 2); the current type's name, not the one the day kept.
    expect(row.leave).toEqual([
      { leaveTypeId: 9, leaveName: '调休', unit: 'hour', days: '0.25', hours: '2.00' },
      { leaveTypeId: 7, leaveName: '事假', unit: 'day', days: '1.50', hours: '12.00' },
    ]);
  });

  it('names a removed leave type by the name its days kept', () => {
    const row = staffRow(
      raw(),
      [
        {
          staffId: 1,
          kind: 'leave',
          leaveTypeId: 40,
          leaveName: '探亲假',
          dayType: null,
          minutes: 480,
          share: '1',
        },
      ],
      TYPES,
    );
    expect(row.leave).toEqual([
      { leaveTypeId: 40, leaveName: '探亲假', unit: 'day', days: '1.00', hours: '8.00' },
    ]);
  });
});

describe('totals, departments and the leave mix', () => {
  const person = (
    staffId: number,
    deptId: number | null,
    deptName: string | null,
    extra: Partial<RawMonth>,
    leave: string,
  ) =>
    staffRow(
      raw({ staffId, deptId, deptName, ...extra }),
      [
        {
          staffId,
          kind: 'leave',
          leaveTypeId: 7,
          leaveName: '事假',
          dayType: null,
          minutes: 0,
          share: leave,
        },
      ],
      TYPES,
    );
  const rows: StaffMonthRow[] = [
    person(1, 5, '研发部', { actualShare: '20', lateCount: 2, absentShare: '0' }, '1'),
    person(2, 5, '研发部', { actualShare: '19.5', lateCount: 1, absentShare: '0.5' }, '1.005'),
    person(3, null, null, { actualShare: '10', expectedDays: 10, lateCount: 0, absentShare: '0' }, '0'),
    person(4, 3, '行政部', { actualShare: '21', lateCount: 0, absentShare: '0' }, '0'),
  ];

  it('sums the rows as shown: 1.00 + 1.01 leave days is 2.01', () => {
    expect(monthTotals(rows)).toEqual({
      headcount: 4,
      expectedDays: 21 + 21 + 10 + 21,
      actualDays: '70.50',
      // 70.5 ÷ 73 = 96.575…%
      attendanceRate: '96.58',
      lateCount: 3,
      lateMinutes: 4 * 48,
      absentDays: '0.50',
      leaveDays: '2.01',
      overtimeHours: '0.00',
    });
  });

  it('groups departments by name, people without one last', () => {
    expect(departmentMonths(rows)).toEqual([
      {
        deptId: 3,
        deptName: '行政部',
        headcount: 1,
        attendanceRate: '100.00',
        lateCount: 0,
        absentDays: '0.00',
        leaveDays: '0.00',
        overtimeHours: '0.00',
      },
      {
        deptId: 5,
        deptName: '研发部',
        headcount: 2,
        // 39.5 ÷ 42
        attendanceRate: '94.05',
        lateCount: 3,
        absentDays: '0.50',
        leaveDays: '2.01',
        overtimeHours: '0.00',
      },
      {
        deptId: null,
        deptName: null,
        headcount: 1,
        attendanceRate: '100.00',
        lateCount: 0,
        absentDays: '0.00',
        leaveDays: '0.00',
        overtimeHours: '0.00',
      },
    ]);
  });

  it('mixes leave by type, the most first, leaving out types nobody used', () => {
    const other = staffRow(
      raw({ staffId: 9 }),
      [
        {
          staffId: 9,
          kind: 'leave',
          leaveTypeId: 9,
          leaveName: '调休',
          dayType: null,
          minutes: 960,
          share: '2',
        },
      ],
      TYPES,
    );
    expect(leaveMix([...rows, other])).toEqual([
      { leaveTypeId: 7, leaveName: '事假', days: '2.01' },
      { leaveTypeId: 9, leaveName: '调休', days: '2.00' },
    ]);
    expect(leaveMix(rows.slice(2))).toEqual([]);
  });
});
