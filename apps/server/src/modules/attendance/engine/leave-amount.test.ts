import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/i18n/index.ts';
import { LeaveAmountError, type LeaveAsked, leaveAmount } from './leave-amount.ts';
import { engineMessages } from './messages.ts';
import { between, days, NIGHT, plan, plans } from './test-plans.ts';

// 2025-09-29 (Mon) .. 2025-10-12 (Sun) around 国庆: 09-29, 09-30, 10-09, 10-10 and the 调休 Saturday
// 10-11 are workdays; 10-01..10-08 are off (10-01..03 and 10-06 statutory holidays).
const AROUND_NATIONAL_DAY = plans('2025-09-28', '2025-10-12');

const inDays = (span: LeaveAsked['span'], workdaysOnly = true): LeaveAsked => ({
  unit: 'halfDay',
  workdaysOnly,
  span,
});

const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof LeaveAmountError) return { key: error.key, params: error.params };
    throw error;
  }
  throw new Error('not refused');
};

describe('leave in days', () => {
  it('counts whole and half days: Mon am – Tue pm is 2.00, Mon pm – Tue am is 1.00, one morning 0.50', () => {
    expect(leaveAmount(AROUND_NATIONAL_DAY, inDays(days('2025-09-29', 'am', '2025-09-30', 'pm')))).toBe(
      '2.00',
    );
    expect(leaveAmount(AROUND_NATIONAL_DAY, inDays(days('2025-09-29', 'pm', '2025-09-30', 'am')))).toBe(
      '1.00',
    );
    expect(leaveAmount(AROUND_NATIONAL_DAY, inDays(days('2025-09-29', 'am', '2025-09-29', 'am')))).toBe(
      '0.50',
    );
    expect(leaveAmount(AROUND_NATIONAL_DAY, inDays(days('2025-09-29', 'pm', '2025-09-29', 'pm')))).toBe(
      '0.50',
    );
  });

  it('over the holiday: working days only spends 09-30 and 10-09 (2.00); calendar days all ten (10.00)', () => {
    const span = days('2025-09-30', 'am', '2025-10-09', 'pm');
    expect(leaveAmount(AROUND_NATIONAL_DAY, inDays(span))).toBe('2.00');
    expect(leaveAmount(AROUND_NATIONAL_DAY, inDays(span, false))).toBe('10.00');
  });

  it('over a weekend with a 调休 Saturday: Fri 10-10 pm – Mon 10-13 am spends Fri pm, Sat 10-11, Mon am', () => {
    const span = days('2025-10-10', 'pm', '2025-10-13', 'am');
    const withMonday = [...AROUND_NATIONAL_DAY, plan('2025-10-13')];
    expect(leaveAmount(withMonday, inDays(span))).toBe('2.00');
    expect(leaveAmount(withMonday, inDays(span, false))).toBe('3.00');
  });

  it('a day-unit leave runs from a morning to an afternoon', () => {
    const wholeDays = { unit: 'day' as const, workdaysOnly: true };
    expect(
      leaveAmount(AROUND_NATIONAL_DAY, { ...wholeDays, span: days('2025-09-29', 'am', '2025-09-30', 'pm') }),
    ).toBe('2.00');
    expect(
      refused(() =>
        leaveAmount(AROUND_NATIONAL_DAY, {
          ...wholeDays,
          span: days('2025-09-29', 'pm', '2025-09-30', 'pm'),
        }),
      ),
    ).toEqual({ key: 'attendance.engine.leaveWholeDays', params: {} });
  });

  it('refuses a backwards span, one day from pm to am, and a span of days off only', () => {
    expect(
      refused(() => leaveAmount(AROUND_NATIONAL_DAY, inDays(days('2025-09-30', 'am', '2025-09-29', 'pm'))))
        .key,
    ).toBe('attendance.engine.leaveSpanInvalid');
    expect(
      refused(() => leaveAmount(AROUND_NATIONAL_DAY, inDays(days('2025-09-29', 'pm', '2025-09-29', 'am'))))
        .key,
    ).toBe('attendance.engine.leaveSpanInvalid');
    expect(
      refused(() => leaveAmount(AROUND_NATIONAL_DAY, inDays(days('2025-10-01', 'am', '2025-10-08', 'pm'))))
        .key,
    ).toBe('attendance.engine.leaveNothing');
  });

  it('refuses days outside the employment, naming the first', () => {
    const beforeEntry = plans('2025-09-28', '2025-09-30').map((one) =>
      one.day < '2025-09-30' ? { ...one, employed: false } : one,
    );
    expect(
      refused(() => leaveAmount(beforeEntry, inDays(days('2025-09-29', 'am', '2025-09-30', 'pm')))),
    ).toEqual({
      key: 'attendance.engine.leaveNotEmployed',
      params: { day: '2025-09-29' },
    });
  });

  it('needs a plan for every day of the span (a caller error, not a refusal)', () => {
    expect(() => leaveAmount([], inDays(days('2025-09-29', 'am', '2025-09-29', 'pm')))).toThrow(
      'no plan for 2025-09-29',
    );
  });
});

describe('leave in hours', () => {
  const hours = (from: string, to: string, workdaysOnly = true): LeaveAsked => ({
    unit: 'hour',
    workdaysOnly,
    span: between(from, to),
  });

  it('counts the working minutes covered ÷ 60: 10:00–11:30 is 1.50; 10:00–15:00 over the rest is 4.00', () => {
    expect(leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-29 10:00', '2025-09-29 11:30'))).toBe('1.50');
    expect(leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-29 10:00', '2025-09-29 15:00'))).toBe('4.00');
    expect(leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-29 07:00', '2025-09-29 20:00'))).toBe('8.00');
  });

  it('rounds half-up to two decimals: 50 minutes is 0.83, 10 minutes 0.17', () => {
    expect(leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-29 10:00', '2025-09-29 10:50'))).toBe('0.83');
    expect(leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-29 10:00', '2025-09-29 10:10'))).toBe('0.17');
  });

  it('over days off: working days only spends 09-30 17:00–18:00 and 10-09 09:00–10:00; calendar time adds the days off', () => {
    expect(leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-30 17:00', '2025-10-09 10:00'))).toBe('2.00');
    // Eight whole days off (10-01..10-08) of 24 hours: 192 more.
    expect(leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-30 17:00', '2025-10-09 10:00', false))).toBe(
      '194.00',
    );
  });

  it("a cross-midnight shift's early hours belong to the day before: 04:00–06:00 is 2.00", () => {
    const nights = plans('2025-09-29', '2025-09-30', { shift: NIGHT });
    expect(leaveAmount(nights, hours('2025-09-30 04:00', '2025-09-30 06:00'))).toBe('2.00');
    // 22:00–02:00 and 03:00–06:00 of the night of 09-29: 7 hours.
    expect(leaveAmount(nights, hours('2025-09-29 21:00', '2025-09-30 07:00'))).toBe('7.00');
  });

  it('refuses a day span for an hour unit and instants for a day unit, an empty or backwards period', () => {
    expect(
      refused(() =>
        leaveAmount(AROUND_NATIONAL_DAY, {
          unit: 'hour',
          workdaysOnly: true,
          span: days('2025-09-29', 'am', '2025-09-29', 'pm'),
        }),
      ).key,
    ).toBe('attendance.engine.leaveSpanUnit');
    expect(
      refused(() =>
        leaveAmount(AROUND_NATIONAL_DAY, { ...hours('2025-09-29 10:00', '2025-09-29 11:00'), unit: 'day' }),
      ).key,
    ).toBe('attendance.engine.leaveSpanUnit');
    expect(
      refused(() => leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-29 11:00', '2025-09-29 11:00'))).key,
    ).toBe('attendance.engine.leaveSpanInvalid');
    expect(
      refused(() => leaveAmount(AROUND_NATIONAL_DAY, hours('2025-09-29 19:00', '2025-09-29 21:00'))).key,
    ).toBe('attendance.engine.leaveNothing');
  });
});

it('every refusal has a message in both languages', () => {
  for (const key of [
    'attendance.engine.leaveSpanInvalid',
    'attendance.engine.leaveSpanUnit',
    'attendance.engine.leaveWholeDays',
    'attendance.engine.leaveNotEmployed',
    'attendance.engine.leaveNothing',
  ] as const) {
    expect(engineMessages[key]).toBe(key);
    expect(translate('zh-CN', key)).not.toBe(key);
    expect(translate('en', key)).not.toBe(key);
  }
});
