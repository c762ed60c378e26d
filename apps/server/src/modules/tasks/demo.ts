import type { TaskPriority, TaskRole, TaskStatus } from '@renli/contracts';
import { addDays, chinaToday } from '../../core/china-time.ts';
import type { Tx } from '../../db/client.ts';
import { activeStaffUserIdsByName } from '../staff/records.ts';
import { fromChinaMinute } from './rules.ts';
import { oaTaskActivities, oaTaskCheckItems, oaTaskComments, oaTaskMembers, oaTasks } from './schema.ts';

interface DemoTask {
  title: string;
  description: string;
  priority: TaskPriority;
  status: TaskStatus;
  progress: number;
  /** Days from today (China) and the hour. */
  start: [number, string] | null;
  due: [number, string] | null;
  creator: string;
  executors: string[];
  owner: string;
  participants?: string[];
  reviewer?: string;
  checklist?: [string, boolean][];
  comments?: [string, string][];
  rejectReason?: string;
  subtasks?: Omit<DemoTask, 'subtasks'>[];
}

const TASKS: DemoTask[] = [
  {
    title: '年终述职材料收集与汇总',
    description: '收集各部门负责人的年度述职 PPT 和数据附表，\n统一模板后汇总给总经办。',
    priority: 'high',
    status: 'doing',
    progress: 50,
    start: [-5, '09:00'],
    due: [1, '18:00'],
    creator: '王建国',
    executors: ['李秀英'],
    owner: '王建国',
    participants: ['刘芳'],
    reviewer: '王建国',
    checklist: [
      ['发出述职模板', true],
      ['收齐五个部门的材料', false],
      ['汇总成一份 PDF', false],
    ],
    comments: [
      ['王建国', '财务部的数据附表请黄志强本周内补齐。'],
      ['李秀英', '收到，已经提醒过了。'],
    ],
    subtasks: [
      {
        title: '财务部年度数据附表',
        description: '收入、成本、费用三张表。',
        priority: 'high',
        status: 'doing',
        progress: 30,
        start: [-3, '09:00'],
        due: [1, '12:00'],
        creator: '李秀英',
        executors: ['黄志强'],
        owner: '李秀英',
      },
      {
        title: '销售部业绩复盘',
        description: '按区域和产品线复盘全年签约额。',
        priority: 'medium',
        status: 'done',
        progress: 100,
        start: [-4, '09:00'],
        due: [-1, '18:00'],
        creator: '李秀英',
        executors: ['吴磊'],
        owner: '李秀英',
      },
    ],
  },
  {
    title: '整理第四季度供应商合同',
    description: '核对合同到期日，列出 30 天内到期需续签的供应商。',
    priority: 'urgent',
    status: 'doing',
    progress: 40,
    start: [-7, '09:00'],
    due: [-1, '18:00'],
    creator: '马晓东',
    executors: ['赵丽娟'],
    owner: '马晓东',
    reviewer: '马晓东',
    checklist: [
      ['导出合同清单', true],
      ['标出到期合同', false],
    ],
  },
  {
    title: '新员工入职培训课件更新',
    description: '更新考勤、报销和信息安全三个章节。',
    priority: 'medium',
    status: 'submitted',
    progress: 100,
    start: [-10, '09:00'],
    due: [3, '18:00'],
    creator: '刘芳',
    executors: ['陈静'],
    owner: '刘芳',
    reviewer: '刘芳',
    checklist: [
      ['考勤章节', true],
      ['报销章节', true],
      ['信息安全章节', true],
    ],
  },
  {
    title: '官网产品页文案修订',
    description: '配合新版本发布，修订产品页的功能介绍和价格说明。',
    priority: 'medium',
    status: 'rejected',
    progress: 80,
    start: [-6, '10:00'],
    due: [2, '18:00'],
    creator: '吴磊',
    executors: ['徐敏'],
    owner: '吴磊',
    reviewer: '吴磊',
    rejectReason: '价格说明还是旧的套餐，请按新价目表修改。',
  },
  {
    title: '办公区网络设备巡检',
    description: '检查交换机、无线 AP 和打印机网络状态，登记故障设备。',
    priority: 'low',
    status: 'todo',
    progress: 0,
    start: [2, '09:00'],
    due: [7, '18:00'],
    creator: '孙浩然',
    executors: ['马晓东', '朱雅琴'],
    owner: '孙浩然',
    participants: ['李秀英'],
  },
  {
    title: '十二月工资表核对',
    description: '核对考勤扣款、社保公积金基数调整。',
    priority: 'high',
    status: 'done',
    progress: 100,
    start: [-12, '09:00'],
    due: [-2, '18:00'],
    creator: '黄志强',
    executors: ['周婷'],
    owner: '黄志强',
    reviewer: '黄志强',
  },
];

const at = (when: [number, string] | null, today: string) =>
  when ? fromChinaMinute(`${addDays(today, when[0])} ${when[1]}`) : null;

/** The demo company's tasks (docs/product/oa-task.md): every status, a subtask tree, checklists and comments. */
export async function seedDemoTasks(tx: Tx, compId: number): Promise<void> {
  const people = new Set<string>();
  for (const task of [...TASKS, ...TASKS.flatMap((t) => t.subtasks ?? [])])
    for (const name of [
      task.creator,
      task.owner,
      ...task.executors,
      ...(task.participants ?? []),
      ...(task.reviewer ? [task.reviewer] : []),
      ...(task.comments ?? []).map(([who]) => who),
    ])
      people.add(name);
  const ids = await activeStaffUserIdsByName(tx, compId, [...people]);
  const today = chinaToday();

  async function insert(task: DemoTask | Omit<DemoTask, 'subtasks'>, parentId: number | null) {
    const user = (name: string) => ids.get(name);
    const creator = user(task.creator);
    if (!creator || task.executors.some((name) => !user(name)) || !user(task.owner)) return null;
    const [row] = await tx
      .insert(oaTasks)
      .values({
        compId,
        parentId,
        title: task.title,
        description: task.description,
        priority: task.priority,
        status: task.status,
        progress: task.progress,
        startAt: at(task.start, today),
        dueAt: at(task.due, today),
        rejectReason: task.rejectReason ?? null,
        completedAt: task.status === 'done' ? at(task.due, today) : null,
        createdBy: creator,
      })
      .returning({ id: oaTasks.id });
    const taskId = row!.id;
    const members: [TaskRole, string][] = [
      ['creator', task.creator],
      ['owner', task.owner],
      ...task.executors.map((name): [TaskRole, string] => ['executor', name]),
      ...(task.participants ?? []).map((name): [TaskRole, string] => ['participant', name]),
      ...(task.reviewer ? [['reviewer', task.reviewer] as [TaskRole, string]] : []),
      ...(task.executors.some((name) => name !== task.creator)
        ? [['assigner', task.creator] as [TaskRole, string]]
        : []),
    ];
    await tx
      .insert(oaTaskMembers)
      .values(
        members.flatMap(([role, name]) =>
          user(name) ? [{ compId, taskId, userId: user(name)!, role }] : [],
        ),
      )
      .onConflictDoNothing();
    if (task.checklist?.length)
      await tx.insert(oaTaskCheckItems).values(
        task.checklist.map(([title, done], sort) => ({
          compId,
          taskId,
          title,
          done,
          doneBy: done ? user(task.executors[0]!) : null,
          sort,
        })),
      );
    for (const [who, body] of task.comments ?? [])
      if (user(who)) await tx.insert(oaTaskComments).values({ compId, taskId, userId: user(who)!, body });
    const log: { action: string; params?: Record<string, string | number>; by: string }[] = [
      { action: 'created', params: { title: task.title }, by: task.creator },
    ];
    if (task.status !== 'todo') log.push({ action: 'transition.start', by: task.executors[0]! });
    if (task.progress > 0)
      log.push({ action: 'progress', params: { from: 0, to: task.progress }, by: task.executors[0]! });
    if (
      task.status === 'submitted' ||
      task.status === 'rejected' ||
      (task.status === 'done' && task.reviewer)
    )
      log.push({ action: 'transition.submit', by: task.executors[0]! });
    if (task.status === 'rejected')
      log.push({
        action: 'transition.reject',
        params: { reason: task.rejectReason ?? '' },
        by: task.reviewer!,
      });
    if (task.status === 'done')
      log.push({
        action: task.reviewer ? 'transition.accept' : 'transition.complete',
        by: task.reviewer ?? task.executors[0]!,
      });
    await tx.insert(oaTaskActivities).values(
      log.map((entry, i) => ({
        compId,
        taskId,
        userId: user(entry.by) ?? null,
        action: entry.action,
        params: entry.params ?? {},
        createdAt: new Date(Date.now() - (log.length - i) * 3_600_000),
      })),
    );
    return taskId;
  }

  for (const task of TASKS) {
    const id = await insert(task, null);
    if (id) for (const sub of task.subtasks ?? []) await insert(sub, id);
  }
}
