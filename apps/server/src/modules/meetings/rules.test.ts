import { describe, expect, it } from 'vitest';
import { clockMinutes, overlaps, spanLabel, withinOpeningHours } from './rules.ts';

const at = (china: string) => new Date(`${china}+08:00`);
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });

describe('overlaps', () => {
  const booked = span('2026-11-26T14:00:00', '2026-11-26T15:00:00');
  it('lets a meeting start when the other ends, and end when it starts', () => {
    expect(overlaps(booked, span('2026-11-26T15:00:00', '2026-11-26T16:00:00'))).toBe(false);
    expect(overlaps(booked, span('2026-11-26T13:00:00', '2026-11-26T14:00:00'))).toBe(false);
  });
  it('refuses one minute into it, a span inside it and one around it', () => {
    expect(overlaps(booked, span('2026-11-26T14:59:00', '2026-11-26T16:00:00'))).toBe(true);
    expect(overlaps(booked, span('2026-11-26T13:00:00', '2026-11-26T14:01:00'))).toBe(true);
    expect(overlaps(booked, span('2026-11-26T14:15:00', '2026-11-26T14:45:00'))).toBe(true);
    expect(overlaps(booked, span('2026-11-26T13:00:00', '2026-11-26T17:00:00'))).toBe(true);
  });
});

describe('withinOpeningHours (China time)', () => {
  it('counts clocks in minutes', () => {
    expect(clockMinutes('08:30')).toBe(510);
    expect(clockMinutes('24:00')).toBe(1440);
  });
  it('accepts exactly the opening hours 08:00–22:00 and refuses a minute outside', () => {
    expect(withinOpeningHours(span('2026-11-26T08:00:00', '2026-11-26T22:00:00'), '08:00', '22:00')).toBe(
      true,
    );
    expect(withinOpeningHours(span('2026-11-26T07:59:00', '2026-11-26T09:00:00'), '08:00', '22:00')).toBe(
      false,
    );
    expect(withinOpeningHours(span('2026-11-26T21:00:00', '2026-11-26T22:01:00'), '08:00', '22:00')).toBe(
      false,
    );
  });
  it('reads China time, not UTC: 09:00 in Beijing is 01:00 UTC', () => {
    const nine = { start: new Date('2026-11-26T01:00:00Z'), end: new Date('2026-11-26T02:00:00Z') };
    expect(withinOpeningHours(nine, '08:00', '22:00')).toBe(true);
    expect(withinOpeningHours(nine, '10:00', '22:00')).toBe(false);
  });
  it('takes an end at midnight as 24:00 and refuses a meeting across midnight', () => {
    expect(withinOpeningHours(span('2026-11-26T23:00:00', '2026-11-27T00:00:00'), '00:00', '24:00')).toBe(
      true,
    );
    expect(withinOpeningHours(span('2026-11-26T23:00:00', '2026-11-27T00:00:00'), '00:00', '23:30')).toBe(
      false,
    );
    expect(withinOpeningHours(span('2026-11-26T23:00:00', '2026-11-27T00:30:00'), '00:00', '24:00')).toBe(
      false,
    );
  });
});

describe('spanLabel', () => {
  it('names the China date and times', () => {
    expect(spanLabel(span('2026-11-26T14:00:00', '2026-11-26T15:30:00'))).toBe('11-26 14:00–15:30');
    expect(spanLabel(span('2026-11-26T23:00:00', '2026-11-27T00:30:00'))).toBe('11-26 23:00–11-27 00:30');
  });
});
