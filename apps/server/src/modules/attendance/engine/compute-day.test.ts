import { dayResultSchema, explainReason } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { computeDay } from './compute-day.ts';
import {
  annualLeave,
  at,
  between,
  days,
  found,
  input,
  maternityLeave,
  NIGHT,
  plan,
  said,
  shift,
} from './test-plans.ts';
import type { DayInput } from './types.ts';

// A Thursday workday; the office shift 09:00–18:00 with 12:00–13:00 rest is 480 working minutes.
const THU = '2025-10-09';
const FRI = '2025-10-10';

const day = (dayInput: DayInput) => dayResultSchema.parse(computeDay(dayInput));
const office = (...punches: string[]) =>
  day(input(plan(THU), { punches: punches.map((time) => at(THU, time)) }));

describe('days outside attendance', () => {
  it('a day outside the employment is notEmployed and nothing else', () => {
    const result = day(input(plan(THU, { employed: false }), { punches: [at(THU, '09:00')] }));
    expect(result.status).toBe('notEmployed');
    expect(found(result)).toEqual(['notEmployed:0']);
    expect(said(result)).toEqual(['未在职（入职前或离职后）']);
    expect(result.expectedMinutes).toBe(0);
  });

  it('a day in no group is noGroup, expects nothing and still lists the punches of the day', () => {
    const result = day(
      input(plan(THU, { groupId: null, shift: null }), {
        punches: [at(THU, '08:58'), at(THU, '12:00'), at(THU, '18:01'), at(FRI, '09:00')],
      }),
    );
    expect(result.status).toBe('noGroup');
    expect(said(result)).toEqual(['未加入考勤组']);
    expect(result.punchIn).toBe(at(THU, '08:58').toISOString());
    expect(result.punchOut).toBe(at(THU, '18:01').toISOString());
    expect(result.expectedMinutes).toBe(0);
  });

  it('a weekend without a shift is rest; its punches are listed, nothing is late or absent', () => {
    const result = day(input(plan('2025-10-18'), { punches: [at('2025-10-18', '10:00')] }));
    expect(result).toMatchObject({
      status: 'rest',
      dayType: 'restday',
      expectedMinutes: 0,
      absentMinutes: 0,
    });
    expect(result.punchIn).toBe(at('2025-10-18', '10:00').toISOString());
    expect(result.punchOut).toBeNull();
    expect(said(result)).toEqual(['休息日']);
  });

  it('a statutory holiday is holiday with its name; the other days off of the period are rest in lieu', () => {
    const holiday = day(input(plan('2025-10-01')));
    expect(holiday).toMatchObject({ status: 'holiday', dayType: 'holiday', holidayName: '国庆节' });
    expect(said(holiday)).toEqual(['法定节假日：国庆节']);
    const inLieu = day(input(plan('2025-10-07')));
    expect(inLieu).toMatchObject({ status: 'rest', dayType: 'restday' });
    expect(said(inLieu)).toEqual(['调休放假：国庆节']);
  });

  it('a workday the schedule gives no shift is rest, and says so', () => {
    const result = day(input(plan(THU, { shift: null })));
    expect(result.status).toBe('rest');
    expect(said(result)).toEqual(['工作日未安排班次，按休息计']);
  });
});

describe('a fixed shift', () => {
  it('on time both ends is normal: 480 minutes worked of 480, rest excluded', () => {
    const result = office('08:55', '18:02');
    expect(result).toMatchObject({
      status: 'normal',
      expectedMinutes: 480,
      workedMinutes: 480,
      lateMinutes: 0,
    });
    expect(found(result)).toEqual(['normal:480']);
    expect(said(result)).toEqual(['班次 标准班 09:00–18:00', '上班打卡 08:55', '下班打卡 18:02']);
    expect(result.shift).toEqual({
      shiftId: 1,
      name: '标准班',
      onTime: '09:00',
      offTime: '18:00',
      offNextDay: false,
    });
  });

  it('late within the 5 grace minutes is not late; at 6 minutes the full 6 minutes count', () => {
    const atGrace = office('09:05', '18:00');
    expect(atGrace).toMatchObject({ status: 'normal', lateMinutes: 0 });
    expect(said(atGrace)).toContain('打卡 09:05，班次 09:00，在 5 分钟宽限内，不算迟到');
    // Seconds are dropped: 09:05:59 is the 09:05 minute.
    expect(day(input(plan(THU), { punches: [at(THU, '09:05:59'), at(THU, '18:00')] })).status).toBe('normal');
    const past = office('09:06', '18:00');
    expect(past).toMatchObject({ status: 'late', lateMinutes: 6, workedMinutes: 474 });
    expect(found(past)).toEqual(['late:6']);
    expect(said(past)).toContain('打卡 09:06，班次 09:00，迟到 6 分钟');
  });

  it('late by exactly 30 is late; by 31 it is serious', () => {
    expect(office('09:30', '18:00')).toMatchObject({ status: 'late', lateMinutes: 30 });
    const serious = office('09:31', '18:00');
    expect(serious).toMatchObject({ status: 'seriousLate', lateMinutes: 31 });
    expect(found(serious)).toEqual(['seriousLate:31']);
    expect(said(serious)).toContain('打卡 09:31，班次 09:00，迟到 31 分钟，超过 30 分钟为严重迟到');
  });

  it('late by exactly 120 is seriously late; by 121 the whole day is absent and nothing else counts', () => {
    expect(office('11:00', '18:00')).toMatchObject({ status: 'seriousLate', lateMinutes: 120 });
    const absent = office('11:01', '17:00');
    expect(absent).toMatchObject({
      status: 'absent',
      absentMinutes: 480,
      lateMinutes: 0,
      earlyMinutes: 0,
      workedMinutes: 299,
    });
    expect(found(absent)).toEqual(['absent:480']);
    expect(said(absent)).toContain('打卡 11:01，班次 09:00，迟到 121 分钟，超过 120 分钟按旷工计');
    expect(said(absent)).toContain('打卡 17:00，下班 18:00，早退 60 分钟');
  });

  it('a threshold of 0 is off: three hours late is plain late', () => {
    const result = day(
      input(plan(THU, { shift: shift({ seriousLateMinutes: 0, absentLateMinutes: 0 }) }), {
        punches: [at(THU, '12:00'), at(THU, '18:00')],
      }),
    );
    expect(result).toMatchObject({ status: 'late', lateMinutes: 180, workedMinutes: 300 });
  });

  it('leaving within the 5 grace minutes is not early; 6 minutes early counts 6; over 120 is absent', () => {
    expect(office('09:00', '17:55')).toMatchObject({ status: 'normal', earlyMinutes: 0 });
    const early = office('09:00', '17:54');
    expect(early).toMatchObject({ status: 'early', earlyMinutes: 6, workedMinutes: 474 });
    expect(said(early)).toContain('打卡 17:54，下班 18:00，早退 6 分钟');
    expect(office('09:00', '15:59')).toMatchObject({ status: 'absent', absentMinutes: 480 });
  });

  it('late and early on one day are both findings; the status is the worse', () => {
    const result = office('09:10', '17:50');
    expect(found(result)).toEqual(['late:10', 'early:10']);
    expect(result.status).toBe('late');
    expect(result.workedMinutes).toBe(460);
  });

  it('one punch before the midpoint (13:30) is the on-punch: missingOut; one after it: missingIn', () => {
    const noOut = office('08:59');
    expect(noOut).toMatchObject({ status: 'missingOut', workedMinutes: 0, absentMinutes: 0 });
    expect(found(noOut)).toEqual(['missingOut:0']);
    expect(said(noOut)).toContain('未打下班卡');
    const noIn = office('17:58');
    expect(noIn).toMatchObject({
      status: 'missingIn',
      punchIn: null,
      punchOut: at(THU, '17:58').toISOString(),
    });
    expect(found(noIn)).toEqual(['missingIn:0']);
    expect(said(noIn)).toContain('未打上班卡');
    // 13:30 itself is the off-punch: 270 minutes early, past the absent threshold.
    expect(office('13:30')).toMatchObject({ status: 'absent', punchOut: at(THU, '13:30').toISOString() });
  });

  it('the earliest and latest punches count; punches outside the windows do not', () => {
    // The on window opens 120 minutes early (07:00), the off window closes 360 minutes late (24:00).
    const result = office('06:59', '08:50', '08:57', '12:05', '18:10', '18:30');
    expect(result.punchIn).toBe(at(THU, '08:50').toISOString());
    expect(result.punchOut).toBe(at(THU, '18:30').toISOString());
    expect(office('06:59')).toMatchObject({ status: 'absent', absentMinutes: 480, punchIn: null });
  });

  it('no punch at all on a working day is absent for the whole expected time', () => {
    const result = office();
    expect(result).toMatchObject({
      status: 'absent',
      absentMinutes: 480,
      expectedMinutes: 480,
      workedMinutes: 0,
    });
    expect(said(result)).toEqual(['班次 标准班 09:00–18:00', '无打卡记录，旷工 480 分钟']);
  });

  it('a 调休 Saturday is a workday with the shift, and says why', () => {
    const saturday = '2025-10-11';
    const result = day(input(plan(saturday), { punches: [at(saturday, '09:00'), at(saturday, '18:00')] }));
    expect(result).toMatchObject({ status: 'normal', dayType: 'workday', workedMinutes: 480 });
    expect(said(result)[0]).toBe('调休上班（周六）');
    const sunday = day(input(plan('2025-09-28')));
    expect(sunday).toMatchObject({ status: 'absent', absentMinutes: 480 });
    expect(said(sunday)[0]).toBe('调休上班（周日）');
  });
});

describe('a cross-midnight shift 22:00–06:00 (rest 02:00–03:00)', () => {
  const night = (...punches: Date[]) => day(input(plan(THU, { shift: NIGHT }), { punches }));

  it('belongs to the day it starts: punches on both days make a normal 420-minute day', () => {
    const result = night(at(THU, '21:50'), at(FRI, '06:05'));
    expect(result).toMatchObject({ status: 'normal', expectedMinutes: 420, workedMinutes: 420 });
    expect(result.punchIn).toBe(at(THU, '21:50').toISOString());
    expect(result.punchOut).toBe(at(FRI, '06:05').toISOString());
    expect(said(result)[0]).toBe('班次 夜班 22:00–次日 06:00');
  });

  it('is late and early by the wall clock across midnight', () => {
    const result = night(at(THU, '22:10'), at(FRI, '05:40'));
    expect(found(result)).toEqual(['late:10', 'early:20']);
    expect(said(result)).toContain('打卡 05:40，下班 06:00，早退 20 分钟');
    // 22:10 → 02:00 is 230 minutes, 03:00 → 05:40 is 160: 390 worked.
    expect(result.workedMinutes).toBe(390);
  });

  it("takes neither the evening before's nor the next evening's punches", () => {
    const result = night(at(THU, '08:00'), at(FRI, '21:55'));
    expect(result).toMatchObject({ status: 'absent', absentMinutes: 420 });
  });

  it('a leave over its early hours (04:00–06:00 the next day) moves the off time to 04:00', () => {
    const result = day(
      input(plan(THU, { shift: NIGHT }), {
        leaves: [annualLeave(between(`${FRI} 04:00`, `${FRI} 08:00`), { unit: 'hour' })],
        punches: [at(THU, '22:00'), at(FRI, '04:00')],
      }),
    );
    expect(found(result)).toEqual(['leave:120', 'normal:300']);
    expect(said(result)).toContain('请假：年假 04:00–06:00');
    expect(said(result)).toContain('此后请假或出差，下班时间按 04:00 计');
  });

  it('a single punch after the 02:00 midpoint is the off-punch', () => {
    const result = night(at(FRI, '06:00'));
    expect(result.status).toBe('missingIn');
  });
});

describe('leave over a shift day', () => {
  const leave = (span: Parameters<typeof annualLeave>[0], ...punches: string[]) =>
    day(input(plan(THU), { leaves: [annualLeave(span)], punches: punches.map((time) => at(THU, time)) }));

  it('a whole day of leave asks for no punch: leave 480, nothing missing', () => {
    const result = leave(days(THU, 'am', THU, 'pm'));
    expect(result).toMatchObject({
      status: 'leave',
      leaveMinutes: 480,
      absentMinutes: 0,
      expectedMinutes: 480,
    });
    expect(result.items).toEqual([
      { kind: 'leave', minutes: 480, leaveTypeId: 1, leaveName: '年假', dayType: null },
    ]);
    expect(said(result)).toEqual(['班次 标准班 09:00–18:00', '请假：年假 全天']);
  });

  it('a morning of leave (09:00–12:00) moves the on time to 13:00; the afternoon is judged from there', () => {
    const onTime = leave(days(THU, 'am', THU, 'am'), '12:58', '18:00');
    expect(onTime).toMatchObject({ status: 'leave', leaveMinutes: 180, workedMinutes: 300, lateMinutes: 0 });
    expect(found(onTime)).toEqual(['leave:180', 'normal:300']);
    expect(said(onTime)).toContain('请假：年假 上午');
    expect(said(onTime)).toContain('此前请假或出差，上班时间按 13:00 计');
    const late = leave(days(THU, 'am', THU, 'am'), '13:10', '18:00');
    expect(late).toMatchObject({ status: 'late', lateMinutes: 10 });
    expect(said(late)).toContain('打卡 13:10，班次 13:00，迟到 10 分钟');
    // The on window moves too (from 11:00): a habitual 08:00 punch does not make 13:00 on time.
    expect(leave(days(THU, 'am', THU, 'am'), '08:00', '13:10', '18:00')).toMatchObject({
      lateMinutes: 10,
      punchIn: at(THU, '13:10').toISOString(),
    });
  });

  it('an afternoon of leave (13:00–18:00) moves the off time to 12:00', () => {
    const onTime = leave(days(THU, 'pm', THU, 'pm'), '09:00', '12:00');
    expect(onTime).toMatchObject({ status: 'leave', leaveMinutes: 300, workedMinutes: 180 });
    expect(said(onTime)).toContain('此后请假或出差，下班时间按 12:00 计');
    // The midpoint of 09:00–12:00 is 10:30: an 11:30 punch is the off-punch, 30 minutes early.
    expect(leave(days(THU, 'pm', THU, 'pm'), '09:00', '11:30')).toMatchObject({
      status: 'early',
      earlyMinutes: 30,
    });
    expect(leave(days(THU, 'pm', THU, 'pm'), '09:00')).toMatchObject({ status: 'missingOut' });
  });

  it('an hour leave in the middle asks nothing more: leave 60, worked 420', () => {
    const span = between(`${THU} 10:00`, `${THU} 11:00`);
    const result = leave(annualLeave(span, { unit: 'hour' }).span, '09:00', '18:00');
    expect(found(result)).toEqual(['leave:60', 'normal:420']);
    expect(said(result)).toContain('请假：年假 10:00–11:00');
  });

  it('an hour leave from the on time moves it to the leave end, and lateness counts from there', () => {
    const result = leave(between(`${THU} 08:00`, `${THU} 10:30`), '10:40', '18:00');
    expect(result).toMatchObject({ leaveMinutes: 90, lateMinutes: 10, status: 'late' });
    expect(said(result)).toContain('请假：年假 09:00–10:30');
  });

  it('a leave over the rest period counts only working minutes: 11:00–14:00 is 120', () => {
    expect(leave(between(`${THU} 11:00`, `${THU} 14:00`), '09:00', '18:00').leaveMinutes).toBe(120);
  });

  it('a morning of leave without punches in the afternoon is absent for the 300 minutes left', () => {
    expect(leave(days(THU, 'am', THU, 'am'))).toMatchObject({ status: 'absent', absentMinutes: 300 });
  });

  it('two leaves over the same hours count them once', () => {
    const result = day(
      input(plan(THU), {
        leaves: [
          annualLeave(days(THU, 'am', THU, 'am')),
          annualLeave(between(`${THU} 11:00`, `${THU} 14:00`), { leaveTypeId: 2, leaveName: '事假' }),
        ],
        punches: [at(THU, '14:00'), at(THU, '18:00')],
      }),
    );
    expect(found(result)).toEqual(['leave:180', 'leave:60', 'normal:240']);
    expect(result.leaveMinutes).toBe(240);
  });

  it('a half day of a shift without rest splits at the midpoint: 08:00–16:00 am is 08:00–12:00', () => {
    const noRest = shift({ onTime: '08:00', offTime: '16:00', restStart: null, restEnd: null });
    const result = day(
      input(plan(THU, { shift: noRest }), {
        leaves: [annualLeave(days(THU, 'am', THU, 'am'))],
        punches: [at(THU, '12:00'), at(THU, '16:00')],
      }),
    );
    expect(result).toMatchObject({ leaveMinutes: 240, workedMinutes: 240, status: 'leave' });
  });
});

describe('leave spanning a weekend and a holiday (09-30 am – 10-09 pm)', () => {
  const span = days('2025-09-30', 'am', '2025-10-09', 'pm');

  it('working days only: the holiday and the days off are not leave', () => {
    const holiday = day(input(plan('2025-10-01'), { leaves: [annualLeave(span)] }));
    expect(holiday).toMatchObject({ status: 'holiday', leaveMinutes: 0 });
    expect(found(holiday)).toEqual(['holiday:0']);
    const weekend = day(input(plan('2025-10-04'), { leaves: [annualLeave(span)] }));
    expect(weekend.status).toBe('rest');
    expect(day(input(plan('2025-10-09'), { leaves: [annualLeave(span)] }))).toMatchObject({
      status: 'leave',
      leaveMinutes: 480,
    });
  });

  it('calendar days (maternity): the holiday is a leave day of 0 working minutes, still listed', () => {
    const holiday = day(input(plan('2025-10-01'), { leaves: [maternityLeave(span)] }));
    expect(holiday).toMatchObject({ status: 'leave', leaveMinutes: 0, dayType: 'holiday' });
    expect(found(holiday)).toEqual(['leave:0', 'holiday:0']);
    expect(said(holiday)).toEqual(['法定节假日：国庆节', '请假：产假 全天']);
  });
});

describe('trips', () => {
  it('a whole-day trip is attendance: trip 480, nothing missing', () => {
    const result = day(input(plan(THU), { trips: [days(THU, 'am', THU, 'pm')] }));
    expect(result).toMatchObject({ status: 'trip', tripMinutes: 480, absentMinutes: 0 });
    expect(said(result)).toContain('出差：全天');
  });

  it('a morning trip moves the on time like a leave', () => {
    const result = day(
      input(plan(THU), {
        trips: [days(THU, 'am', THU, 'am')],
        punches: [at(THU, '13:00'), at(THU, '18:00')],
      }),
    );
    expect(found(result)).toEqual(['trip:180', 'normal:300']);
  });

  it('a trip over a rest day is listed with 0 minutes', () => {
    const result = day(input(plan('2025-10-18'), { trips: [days('2025-10-17', 'am', '2025-10-19', 'pm')] }));
    expect(result).toMatchObject({ status: 'trip', tripMinutes: 0 });
  });
});

describe('a flexible day (480 minutes required)', () => {
  const flexible = (latestOn: string | null, ...punches: string[]) =>
    day(
      input(
        plan(THU, { shift: null, scheduleType: 'flexible', flexible: { requiredMinutes: 480, latestOn } }),
        {
          punches: punches.map((time) => at(THU, time)),
        },
      ),
    );

  it('first to last punch is worked: 09:30–18:30 is 540, normal', () => {
    const result = flexible(null, '09:30', '12:00', '18:30');
    expect(result).toMatchObject({ status: 'normal', workedMinutes: 540, expectedMinutes: 480 });
    expect(said(result)).toContain('首次打卡 09:30，末次打卡 18:30，出勤 540 分钟');
  });

  it('short of the requirement is early by the minutes missing: 09:30–17:00 is 30 short', () => {
    const result = flexible(null, '09:30', '17:00');
    expect(result).toMatchObject({ status: 'early', earlyMinutes: 30, workedMinutes: 450 });
    expect(said(result)).toContain('出勤 450 分钟，应出勤 480 分钟，不足 30 分钟');
  });

  it('a first punch after the latest start is late by the minutes past it', () => {
    const result = flexible('10:00', '10:20', '18:30');
    expect(result).toMatchObject({ status: 'late', lateMinutes: 20 });
    expect(said(result)).toContain('首次打卡 10:20，最晚上班 10:00，迟到 20 分钟');
    expect(flexible('10:00', '10:00', '18:00').status).toBe('normal');
  });

  it('one punch is missingOut; none is absent for the whole requirement', () => {
    expect(flexible(null, '09:00')).toMatchObject({ status: 'missingOut', workedMinutes: 0 });
    expect(flexible(null)).toMatchObject({ status: 'absent', absentMinutes: 480 });
  });

  it('a morning of leave halves the requirement and lifts the latest start', () => {
    const result = day(
      input(plan(THU, { shift: null, flexible: { requiredMinutes: 480, latestOn: '10:00' } }), {
        leaves: [annualLeave(days(THU, 'am', THU, 'am'))],
        punches: [at(THU, '13:30'), at(THU, '17:30')],
      }),
    );
    expect(result).toMatchObject({ status: 'leave', leaveMinutes: 240, lateMinutes: 0, workedMinutes: 240 });
  });
});

describe('approved overtime', () => {
  it('on a workday counts outside the shift only: 17:00–20:30 is 150 minutes of workday overtime', () => {
    const result = day(
      input(plan(THU), {
        punches: [at(THU, '09:00'), at(THU, '20:30')],
        overtime: [between(`${THU} 17:00`, `${THU} 20:30`)],
      }),
    );
    expect(result).toMatchObject({ status: 'overtime', overtimeMinutes: 150 });
    expect(result.items).toContainEqual({
      kind: 'overtime',
      minutes: 150,
      leaveTypeId: null,
      leaveName: null,
      dayType: 'workday',
    });
    expect(said(result)).toContain('工作日加班 18:00–20:30，150 分钟');
  });

  it('does not hide a worse finding: late with overtime is late', () => {
    const result = day(
      input(plan(THU), {
        punches: [at(THU, '09:20'), at(THU, '20:00')],
        overtime: [between(`${THU} 18:00`, `${THU} 20:00`)],
      }),
    );
    expect(result.status).toBe('late');
    expect(found(result)).toEqual(['late:20', 'overtime:120']);
  });

  it('on a rest day is rest-day overtime; on a holiday holiday overtime', () => {
    const rest = day(
      input(plan('2025-10-18'), { overtime: [between('2025-10-18 09:00', '2025-10-18 12:00')] }),
    );
    expect(rest).toMatchObject({ status: 'overtime', overtimeMinutes: 180 });
    expect(rest.items).toEqual([
      { kind: 'rest', minutes: 0, leaveTypeId: null, leaveName: null, dayType: null },
      { kind: 'overtime', minutes: 180, leaveTypeId: null, leaveName: null, dayType: 'restday' },
    ]);
    expect(said(rest)).toContain('休息日加班 09:00–12:00，180 分钟');
    const holiday = day(
      input(plan('2025-10-01'), { overtime: [between('2025-10-01 20:00', '2025-10-02 02:00')] }),
    );
    // Only the day's own part: 20:00–24:00.
    expect(holiday.items.at(-1)).toMatchObject({ kind: 'overtime', minutes: 240, dayType: 'holiday' });
    expect(said(holiday)).toContain('法定节假日加班 20:00–24:00，240 分钟');
  });

  it('overlapping requests count once', () => {
    const result = day(
      input(plan('2025-10-18'), {
        overtime: [
          between('2025-10-18 09:00', '2025-10-18 12:00'),
          between('2025-10-18 11:00', '2025-10-18 13:00'),
        ],
      }),
    );
    expect(result.overtimeMinutes).toBe(240);
  });
});

describe('every result explains itself', () => {
  it('gives a reason for every day, every placeholder filled in both languages', () => {
    const results = [
      office('09:00', '18:00'),
      office('09:40'),
      office(),
      day(input(plan('2025-10-01'))),
      day(input(plan(THU, { groupId: null }))),
      day(input(plan(THU, { employed: false }))),
    ];
    for (const result of results) {
      expect(result.reasons.length).toBeGreaterThan(0);
      for (const language of ['zh-CN', 'en'])
        for (const why of result.reasons) expect(explainReason(why, language)).not.toMatch(/\{\w+\}/);
    }
  });
});
