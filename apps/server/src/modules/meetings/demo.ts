import type { RoomEquipment } from '@renli/contracts';
import { addDays, chinaDayStart, chinaToday } from '../../core/china-time.ts';
import type { Tx } from '../../db/client.ts';
import { activeStaffUserIdsByName } from '../staff/records.ts';
import { meetingParticipants, meetingRooms, meetings } from './schema.ts';

const ROOMS: { name: string; location: string; capacity: number; equipment: RoomEquipment[] }[] = [
  {
    name: '1号大会议室',
    location: '总部 8 楼东侧',
    capacity: 20,
    equipment: ['projector', 'microphone', 'whiteboard'],
  },
  { name: '2号会议室', location: '总部 8 楼西侧', capacity: 8, equipment: ['tv', 'whiteboard'] },
  { name: '视频会议室', location: '总部 6 楼', capacity: 10, equipment: ['video', 'tv', 'phone'] },
  { name: '洽谈室A', location: '总部 1 楼前台旁', capacity: 4, equipment: ['tv'] },
];

interface DemoMeeting {
  title: string;
  day: number;
  from: string;
  to: string;
  room: string | null;
  online?: boolean;
  organiser: string;
  people: string[];
  agenda: string;
  minutes?: string;
}

const MEETINGS: DemoMeeting[] = [
  {
    title: '总经办周例会',
    day: 0,
    from: '09:30',
    to: '10:30',
    room: '1号大会议室',
    organiser: '王建国',
    people: ['李秀英', '黄志强', '吴磊', '孙浩然', '刘芳'],
    agenda: '1. 上周经营数据回顾\n2. 各部门重点工作\n3. 本周安排',
  },
  {
    title: '销售季度复盘',
    day: 0,
    from: '14:00',
    to: '15:30',
    room: '2号会议室',
    organiser: '吴磊',
    people: ['徐敏', '陈静', '杨洋'],
    agenda: '1. 第三季度业绩与回款\n2. 重点客户跟进\n3. 第四季度目标拆解',
  },
  {
    title: '新版考勤规则评审',
    day: 1,
    from: '10:00',
    to: '11:00',
    room: null,
    online: true,
    organiser: '孙浩然',
    people: ['马晓东', '朱雅琴', '刘芳'],
    agenda: '1. 弹性工时规则\n2. 外勤打卡范围\n3. 上线计划',
  },
  {
    title: '年会筹备沟通',
    day: 2,
    from: '16:00',
    to: '17:00',
    room: '洽谈室A',
    organiser: '李秀英',
    people: ['陈静', '赵丽娟'],
    agenda: '1. 场地与预算\n2. 节目征集\n3. 分工',
  },
  {
    title: '月度财务分析会',
    day: -3,
    from: '15:00',
    to: '16:30',
    room: '1号大会议室',
    organiser: '黄志强',
    people: ['王建国', '周婷', '吴磊'],
    agenda: '1. 10 月收支\n2. 费用报销情况\n3. 预算执行',
    minutes:
      '1. 10 月收入同比增长 12%，费用率下降 1.5 个百分点。\n2. 差旅费用超预算，销售部下月起按新标准报销（负责人：吴磊）。\n3. 下次会议前财务部出具第四季度预算调整建议（负责人：周婷）。',
  },
];

const at = (day: string, clock: string) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return new Date(chinaDayStart(day).getTime() + (h * 60 + m) * 60_000);
};

/** The demo company's rooms and a week of meetings around today (docs/product/oa-conference.md). */
export async function seedDemoMeetings(tx: Tx, compId: number): Promise<void> {
  const rooms = await tx
    .insert(meetingRooms)
    .values(ROOMS.map((room) => ({ ...room, compId })))
    .returning({ id: meetingRooms.id, name: meetingRooms.name });
  const names = [...new Set(MEETINGS.flatMap((m) => [m.organiser, ...m.people]))];
  const users = await activeStaffUserIdsByName(tx, compId, names);
  const today = chinaToday();
  for (const demo of MEETINGS) {
    const organiser = users.get(demo.organiser);
    if (!organiser) continue;
    const day = addDays(today, demo.day);
    const [meeting] = await tx
      .insert(meetings)
      .values({
        compId,
        title: demo.title,
        startAt: at(day, demo.from),
        endAt: at(day, demo.to),
        roomId: rooms.find((room) => room.name === demo.room)?.id ?? null,
        online: demo.online ?? false,
        organiserUserId: organiser,
        organiserName: demo.organiser,
        agenda: demo.agenda,
        minutes: demo.minutes ?? '',
      })
      .returning({ id: meetings.id });
    const people = demo.people.flatMap((name) => {
      const userId = users.get(name);
      return userId
        ? [
            {
              meetingId: meeting!.id,
              compId,
              userId,
              name,
              response: demo.day < 0 ? ('accepted' as const) : ('pending' as const),
            },
          ]
        : [];
    });
    if (people.length > 0) await tx.insert(meetingParticipants).values(people);
  }
}
