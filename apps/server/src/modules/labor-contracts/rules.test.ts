import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, lastsMonths } from './contract-dates.ts';
import {
  art14Warnings,
  type ContractTerm,
  dueReminder,
  earlierProbation,
  overlapping,
  phaseOf,
  probationLimit,
  serviceStartOf,
  signingSeq,
} from './rules.ts';

// docs/product/labor-contracts.md, "Rules": each rule with worked dates.

const FIXED = 1;
const OPEN = 2;
const TASK = 3;
const NEW = 1;
const RENEWAL = 2;
const CHANGE = 3;

let nextId = 1;
const term = (over: Partial<ContractTerm>): ContractTerm => ({
  id: nextId++,
  contractNo: `HT-${nextId}`,
  contractType: FIXED,
  signKind: NEW,
  startDate: '2020-01-01',
  endDate: '2022-12-31',
  probationMonths: 0,
  status: 1,
  terminatedOn: null,
  ...over,
});

describe('calendar days', () => {
  it('adds days and months, a missing day becoming the month end', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30);
  });

  it('measures a term with both ends included', () => {
    // 2026-01-01 to 2026-03-31 ends the day before 2026-04-01: exactly three months.
    expect(lastsMonths('2026-01-01', '2026-03-31', 3)).toBe(true);
    expect(lastsMonths('2026-01-01', '2026-03-30', 3)).toBe(false);
    expect(lastsMonths('2026-01-01', '2026-12-31', 12)).toBe(true);
  });
});

describe('probation limit (art. 19)', () => {
  const fixed = (startDate: string, endDate: string) =>
    probationLimit({ contractType: FIXED, startDate, endDate });

  it('allows none under three months', () => {
    expect(fixed('2026-01-01', '2026-03-30')).toEqual({ maxMonths: 0, rule: 'underThreeMonths' });
  });

  it('allows one month from three months to under a year', () => {
    expect(fixed('2026-01-01', '2026-03-31')).toEqual({ maxMonths: 1, rule: 'underOneYear' });
    expect(fixed('2026-01-01', '2026-12-30')).toEqual({ maxMonths: 1, rule: 'underOneYear' });
  });

  it('allows two months from one year to under three', () => {
    expect(fixed('2026-01-01', '2026-12-31')).toEqual({ maxMonths: 2, rule: 'underThreeYears' });
    expect(fixed('2026-03-15', '2029-03-13')).toEqual({ maxMonths: 2, rule: 'underThreeYears' });
  });

  it('allows six months from three years, and for open-ended contracts', () => {
    expect(fixed('2026-03-15', '2029-03-14')).toEqual({ maxMonths: 6, rule: 'longTerm' });
    expect(probationLimit({ contractType: OPEN, startDate: '2026-01-01', endDate: null })).toEqual({
      maxMonths: 6,
      rule: 'longTerm',
    });
  });

  it('allows none for a task contract, and waits for a fixed term to have an end', () => {
    expect(probationLimit({ contractType: TASK, startDate: '2026-01-01', endDate: '2030-01-01' })).toEqual({
      maxMonths: 0,
      rule: 'task',
    });
    expect(fixed('2026-01-01', '2026-01-01')).toBeNull();
    expect(probationLimit({ contractType: FIXED, startDate: '2026-01-01', endDate: null })).toBeNull();
  });
});

describe('consecutive fixed terms (art. 14)', () => {
  const first = term({ startDate: '2018-01-01', endDate: '2020-12-31' });
  const second = term({ startDate: '2021-01-01', endDate: '2023-12-31', signKind: RENEWAL });
  const third = term({ startDate: '2024-01-01', endDate: '2026-12-31', signKind: RENEWAL });

  it('counts 1, 2, 3 for three fixed terms in a row', () => {
    expect(signingSeq(first, [second, third])).toBe(1);
    expect(signingSeq(second, [first, third])).toBe(2);
    expect(signingSeq(third, [first, second])).toBe(3);
  });

  it('starts again after a contract of another type and is 0 for one that is not fixed-term', () => {
    const task = term({ contractType: TASK, startDate: '2021-01-01', endDate: '2021-06-30' });
    const after = term({ startDate: '2021-07-01', endDate: '2022-06-30' });
    expect(signingSeq(after, [first, task])).toBe(1);
    expect(signingSeq(task, [first])).toBe(0);
  });

  it('does not count a change (变更): it amends the contract before it', () => {
    const change = term({ startDate: '2022-01-01', endDate: '2023-12-31', signKind: CHANGE });
    const next = term({ startDate: '2024-01-01', endDate: '2025-12-31' });
    expect(signingSeq(change, [first])).toBe(1);
    expect(signingSeq(next, [first, change])).toBe(2);
  });

  it('warns before a third fixed term and after ten years of service, not for an open-ended one', () => {
    expect(art14Warnings(third, 3, '2018-01-01')).toEqual(['thirdFixedTerm']);
    // Ten years from 2011-01-01 is 2021-01-01, the day the second contract starts.
    expect(art14Warnings(second, 2, '2011-01-01')).toEqual(['tenYearsService']);
    expect(art14Warnings(second, 2, '2011-01-02')).toEqual([]);
    expect(art14Warnings(term({ contractType: OPEN, endDate: null }), 0, '2000-01-01')).toEqual([]);
    expect(art14Warnings({ ...third, signKind: CHANGE }, 3, '2018-01-01')).toEqual([]);
  });

  it('starts the service at the entry date or the first contract, whichever is earlier', () => {
    expect(serviceStartOf('2017-06-01', [first, second])).toBe('2017-06-01');
    expect(serviceStartOf(null, [second, first])).toBe('2018-01-01');
    expect(serviceStartOf(null, [])).toBeNull();
  });
});

describe('overlap and the one probation', () => {
  const current = term({ startDate: '2024-01-01', endDate: '2025-12-31', probationMonths: 2 });

  it('finds a contract sharing a day, ends included', () => {
    expect(overlapping(term({ startDate: '2025-12-31', endDate: '2026-12-31' }), [current])).toBe(current);
    expect(overlapping(term({ startDate: '2026-01-01', endDate: '2026-12-31' }), [current])).toBeUndefined();
    expect(overlapping(term({ startDate: '2023-01-01', endDate: '2023-12-31' }), [current])).toBeUndefined();
  });

  it('treats an open-ended contract as lasting, and a terminated one as ending on its termination day', () => {
    const open = term({ contractType: OPEN, startDate: '2020-01-01', endDate: null });
    expect(overlapping(term({ startDate: '2030-01-01', endDate: '2030-12-31' }), [open])).toBe(open);
    const ended = { ...current, status: 2, terminatedOn: '2024-06-30' };
    expect(overlapping(term({ startDate: '2024-07-01', endDate: '2024-12-31' }), [ended])).toBeUndefined();
  });

  it('refuses a second probation in the same employment', () => {
    expect(earlierProbation(term({ startDate: '2026-01-01', probationMonths: 1 }), [current])).toBe(current);
    expect(
      earlierProbation(term({ startDate: '2026-01-01', probationMonths: 0 }), [current]),
    ).toBeUndefined();
  });
});

describe('phase and expiry reminders', () => {
  it('shows an active contract past its end as expired', () => {
    expect(phaseOf(1, '2026-11-24', '2026-11-25')).toBe('expired');
    expect(phaseOf(1, '2026-11-25', '2026-11-25')).toBe('effective');
    expect(phaseOf(1, null, '2026-11-25')).toBe('effective');
    expect(phaseOf(2, '2020-01-01', '2026-11-25')).toBe('terminated');
    expect(phaseOf(3, '2020-01-01', '2026-11-25')).toBe('renewed');
  });

  it('announces the 60-day window, then the 30-day one, each once', () => {
    expect(dueReminder(61, [])).toBeNull();
    expect(dueReminder(60, [])).toBe(60);
    expect(dueReminder(45, [60])).toBeNull();
    expect(dueReminder(30, [60])).toBe(30);
    expect(dueReminder(10, [60, 30])).toBeNull();
    expect(dueReminder(0, [60])).toBe(30);
    expect(dueReminder(-1, [])).toBeNull();
  });

  it('announces only the narrowest window for a contract first seen inside it', () => {
    expect(dueReminder(20, [])).toBe(30);
    expect(dueReminder(50, [30])).toBeNull();
  });
});
