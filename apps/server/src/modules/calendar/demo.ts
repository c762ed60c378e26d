import type { InviteResponse, RepeatRule } from '@renli/contracts';
import { addDays, chinaDayStart, chinaToday } from '../../core/china-time.ts';
import type { Tx } from '../../db/client.ts';
import { activeStaffUserIdsByName } from '../staff/records.ts';
import { chinaWeekday, lastEndOf } from './recurrence.ts';
import { calendarAttendees, calendarEvents, calendarShares } from './schema.ts';

// The demo company's calendars (docs/product/oa-schedule.md): the weekly management meeting, the
// sales morning stand-up, a fortnightly tech review, onboarding training, some personal events, and
// shares between colleagues, placed around the current week so the first screen shows them.

interface DemoEvent {
  owner: string;
  title: string;
  /** Days after this week's Monday, and China wall-clock times; all-day when absent. */
  day: number;
  from?: string;
  to?: string;
  days?: number;
  location?: string;
  description?: string;
  color: string;
  repeat?: Partial<RepeatRule> & Pick<RepeatRule, 'freq'>;
  reminders?: number[];
  visibility?: 'details' | 'busy';
  invitees?: [name: string, response: InviteResponse, note?: string][];
}

const EVENTS: DemoEvent[] = [
  {
    owner: '王建国',
    title: '总经办周例会',
    day: 0,
    from: '09:30',
    to: '10:30',
    location: '总经办会议室',
    description: '各部门汇报上周重点工作与本周计划，协调跨部门事项。',
    color: '#1677ff',
    repeat: { freq: 'weekly', byWeekday: [0] },
    reminders: [15],
    invitees: [
      ['李秀英', 'accepted'],
      ['黄志强', 'accepted'],
      ['吴磊', 'tentative', '周一上午可能在客户处，尽量赶回'],
      ['孙浩然', 'pending'],
    ],
  },
  {
    owner: '吴磊',
    title: '销售晨会',
    day: 0,
    from: '09:00',
    to: '09:15',
    location: '销售部开放区',
    color: '#fa541c',
    repeat: { freq: 'weekly', byWeekday: [0, 1, 2, 3, 4] },
    reminders: [5],
    invitees: [['徐敏', 'accepted']],
  },
  {
    owner: '孙浩然',
    title: '技术方案评审',
    day: 3,
    from: '15:00',
    to: '16:30',
    location: '研发部 2 号会议室',
    description: '评审本迭代的技术方案与接口设计，提前一天在文档中提交方案。',
    color: '#722ed1',
    repeat: { freq: 'weekly', interval: 2 },
    reminders: [30],
    invitees: [
      ['马晓东', 'accepted'],
      ['朱雅琴', 'declined', '当天请假'],
    ],
  },
  {
    owner: '高玉兰',
    title: '新员工入职培训',
    day: 4,
    from: '10:00',
    to: '12:00',
    location: '培训教室',
    description: '公司介绍、规章制度、考勤与报销流程讲解。',
    color: '#52c41a',
    reminders: [60, 1440],
    invitees: [
      ['何文博', 'accepted'],
      ['林志远', 'pending'],
    ],
  },
  {
    owner: '高玉兰',
    title: '外出参加招聘会',
    day: 8,
    days: 1,
    location: '国际会展中心',
    color: '#13c2c2',
    visibility: 'busy',
  },
  {
    owner: '李秀英',
    title: '办公用品采购对接',
    day: 2,
    from: '14:00',
    to: '15:00',
    location: '行政部',
    color: '#faad14',
    reminders: [15],
    invitees: [['周婷', 'accepted']],
  },
  {
    owner: '李秀英',
    title: '月度消防安全检查',
    day: 1,
    from: '16:00',
    to: '17:00',
    location: '办公楼各楼层',
    color: '#eb2f96',
    repeat: { freq: 'monthly', count: 12 },
    reminders: [1440],
  },
  {
    owner: '黄志强',
    title: '月度结账',
    day: 9,
    days: 2,
    description: '关账、对账、出具月度报表。',
    color: '#8c8c8c',
  },
];

const SHARES: [owner: string, viewer: string, level: 'busy' | 'details'][] = [
  ['李秀英', '王建国', 'details'],
  ['孙浩然', '王建国', 'busy'],
  ['吴磊', '王建国', 'details'],
  ['何文博', '高玉兰', 'details'],
  ['高玉兰', '何文博', 'busy'],
];

const at = (day: string, time: string) =>
  new Date(chinaDayStart(day).getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * 60_000);

/** The demo company's calendar (docs/product/oa-schedule.md). */
export async function seedDemoCalendar(tx: Tx, compId: number): Promise<void> {
  const names = [
    ...new Set([
      ...EVENTS.flatMap((e) => [e.owner, ...(e.invitees ?? []).map((i) => i[0])]),
      ...SHARES.flat(),
    ]),
  ];
  const users = await activeStaffUserIdsByName(tx, compId, names);
  const today = chinaToday();
  const monday = addDays(today, -chinaWeekday(chinaDayStart(today)));
  for (const e of EVENTS) {
    const ownerId = users.get(e.owner);
    if (!ownerId) continue;
    const day = addDays(monday, e.day);
    const startAt = e.from ? at(day, e.from) : chinaDayStart(day);
    const endAt = e.to ? at(day, e.to) : chinaDayStart(addDays(day, e.days ?? 1));
    const repeat: RepeatRule | null = e.repeat
      ? { interval: 1, byWeekday: [], until: null, count: null, ...e.repeat }
      : null;
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        compId,
        ownerId,
        title: e.title,
        allDay: !e.from,
        startAt,
        endAt,
        location: e.location ?? '',
        description: e.description ?? '',
        color: e.color,
        repeat,
        reminders: e.reminders ?? [],
        visibility: e.visibility ?? 'details',
        lastEndAt: lastEndOf({ startAt, endAt, repeat }),
      })
      .returning({ id: calendarEvents.id });
    const invitees = (e.invitees ?? []).filter(([name]) => users.has(name));
    if (invitees.length > 0)
      await tx.insert(calendarAttendees).values(
        invitees.map(([name, response, note]) => ({
          compId,
          eventId: row!.id,
          userId: users.get(name)!,
          response,
          note: note ?? null,
          respondedAt: response === 'pending' ? null : new Date(),
        })),
      );
  }
  const shares = SHARES.filter(([owner, viewer]) => users.has(owner) && users.has(viewer));
  if (shares.length > 0)
    await tx.insert(calendarShares).values(
      shares.map(([owner, viewer, level]) => ({
        compId,
        userId: users.get(owner)!,
        viewerId: users.get(viewer)!,
        level,
      })),
    );
}
