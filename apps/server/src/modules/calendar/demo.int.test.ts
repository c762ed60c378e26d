import type { EventDetail, EventsData, SharesData } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaDayStart, chinaToday } from '../../core/china-time.ts';
import { caller } from '../../core/resources/test-fixtures.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { demoStaffLoginCode } from '../../seed/demo-data.ts';
import { login } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { chinaWeekday } from './recurrence.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

describe('the demo calendars', () => {
  it('show 王建国 his weekly meeting with answers, and colleagues’ shared calendars', async () => {
    const boss = caller(t, await login(t, demoStaffLoginCode(0), 'Renli@2026'), 'zh-CN');
    const monday = addDays(chinaToday(), -chinaWeekday(chinaDayStart(chinaToday())));
    const shares = (await boss.post<SharesData>('/plan/schedule/shares', {})).body.data;
    expect(shares.withMe.map((s) => [s.name, s.level])).toEqual([
      ['李秀英', 'details'],
      ['吴磊', 'details'],
      ['孙浩然', 'busy'],
    ]);
    const week = (
      await boss.post<EventsData>('/plan/schedule/events', {
        from: chinaDayStart(monday).toISOString(),
        to: chinaDayStart(addDays(monday, 7)).toISOString(),
        userIds: shares.withMe.map((s) => s.userId),
      })
    ).body.data.events;
    const meeting = week.find((e) => e.title === '总经办周例会')!;
    expect(meeting.start).toBe(new Date(chinaDayStart(monday).getTime() + 9.5 * 3_600_000).toISOString());
    expect(week.filter((e) => e.title === '销售晨会')).toHaveLength(5);
    expect(week.some((e) => e.title === '办公用品采购对接')).toBe(true);
    expect(week.filter((e) => e.busyOnly).every((e) => e.title === null)).toBe(true);
    expect(week.some((e) => e.busyOnly)).toBe(true);
    const detail = (await boss.post<EventDetail>('/plan/schedule/detail', { id: meeting.eventId })).body.data;
    expect(detail.attendees.map((a) => [a.name, a.response])).toEqual([
      ['李秀英', 'accepted'],
      ['黄志强', 'accepted'],
      ['吴磊', 'tentative'],
      ['孙浩然', 'pending'],
    ]);
  });
});
