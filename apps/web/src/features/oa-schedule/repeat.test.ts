import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { describeRule, formOfRule, nextStarts, ruleOfForm } from './repeat.ts';
import { fromWall, timeRange, toWall, wallToIso } from './time.ts';

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
const t = i18n.getFixedT('zh-CN', 'oa-schedule');

describe('the repeat rule of the form', () => {
  it('turns 每个工作日 into weekly Monday–Friday and back', () => {
    const rule = ruleOfForm({ choice: 'weekdays', interval: 3, byWeekday: [], end: 'count', count: 10 });
    expect(rule).toEqual({ freq: 'weekly', interval: 1, byWeekday: [0, 1, 2, 3, 4], until: null, count: 10 });
    expect(formOfRule(rule)).toMatchObject({ choice: 'weekdays', end: 'count', count: 10 });
    expect(ruleOfForm({ choice: 'none', interval: 1, byWeekday: [], end: 'never' })).toBeNull();
  });

  it('lists the next China dates of every 2 weeks on Monday and Wednesday from Monday 2026-11-30 09:30', () => {
    const rule = {
      freq: 'weekly' as const,
      interval: 2,
      byWeekday: [2, 0],
      until: '2026-12-31',
      count: null,
    };
    expect(nextStarts(rule, '2026-11-30T09:30', 5)).toEqual([
      '2026-11-30 09:30',
      '2026-12-02 09:30',
      '2026-12-14 09:30',
      '2026-12-16 09:30',
      '2026-12-28 09:30',
    ]);
    expect(describeRule({ ...rule, byWeekday: [0, 2] }, t as never)).toBe(
      '每 2 周的周一、周三，截至 2026-12-31',
    );
  });

  it('says 每个工作日，共 10 次 and 每月', () => {
    expect(
      describeRule(
        { freq: 'weekly', interval: 1, byWeekday: [0, 1, 2, 3, 4], until: null, count: 10 },
        t as never,
      ),
    ).toBe('每个工作日，共 10 次');
    expect(
      describeRule({ freq: 'monthly', interval: 1, byWeekday: [], until: null, count: null }, t as never),
    ).toBe('每月');
  });
});

describe('China time on the calendar', () => {
  it('gives FullCalendar China wall clocks and reads its dates back as instants', () => {
    expect(toWall('2026-12-07T01:30:00.000Z')).toBe('2026-12-07T09:30:00');
    expect(toWall('2026-12-06T16:00:00.000Z', true)).toBe('2026-12-07');
    expect(fromWall(new Date('2026-12-07T23:30:00Z'))).toBe('2026-12-07T15:30:00.000Z');
    expect(wallToIso('2026-12-07T09:30')).toBe('2026-12-07T09:30:00+08:00');
    expect(wallToIso('2026-12-07')).toBe('2026-12-07T00:00:00+08:00');
  });

  it('reads a cross-midnight range with both days', () => {
    expect(timeRange('2026-12-07T15:30:00.000Z', '2026-12-07T16:30:00.000Z', false, 'zh-CN')).toBe(
      '12月7日周一 23:30 – 12月8日周二 00:30',
    );
  });
});
