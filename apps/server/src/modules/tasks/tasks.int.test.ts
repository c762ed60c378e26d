import type { TaskCounts, TaskDetail, TaskPage, TaskRow } from '@renli/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatOutbox } from '../../chat/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { newsReminds } from '../notifications/schema.ts';
import { changesWorld } from '../staff-changes/test-fixtures.ts';
import { sendTaskReminders } from './reminders.ts';
import { fromChinaMinute, toChinaMinute } from './rules.ts';
import { oaTaskReminders } from './schema.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof changesWorld>>;
type Person = Awaited<ReturnType<Awaited<ReturnType<typeof changesWorld>>['hire']>>;
let boss: Person;
let worker: Person;
let helper: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
  boss = await w.hire({ name: '马晓东' });
  worker = await w.hire({ name: '赵丽娟' });
  helper = await w.hire({ name: '陈静' });
  outsider = await w.hire({ name: '杨洋' });
}, 120_000);
afterAll(() => t?.close());

async function data<T>(answer: Promise<{ status: number; body: { data: unknown; message: string } }>) {
  const { status, body } = await answer;
  expect(status, body.message).toBe(200);
  return body.data as T;
}

const form = (over: Record<string, unknown> = {}) => ({
  title: '整理第四季度供应商合同',
  description: '核对合同到期日\n列出需续签的供应商',
  priority: 'high',
  startAt: '2026-11-26 09:00',
  dueAt: '2026-12-05 18:00',
  executorIds: [worker.userId],
  ownerId: boss.userId,
  participantIds: [helper.userId],
  reviewerId: boss.userId,
  checklist: [{ title: '导出合同清单' }, { title: '标出 30 天内到期的合同' }],
  attachments: [],
  parentId: null,
  ...over,
});

const create = async (over: Record<string, unknown> = {}) =>
  (await data<{ id: number }>(boss.api.post('/plan/task/create', form(over)))).id;
const detail = (who: Person, id: number) => data<TaskDetail>(who.api.get(`/plan/task/detail?id=${id}`));

describe('tasks', () => {
  it('lists a task under each person’s tab, and keeps it from non-members and other companies (404)', async () => {
    const id = await create();
    const tab = async (who: Person, name: string) =>
      (await data<TaskPage>(who.api.post('/plan/task/list', { tab: name }))).list.map((row) => row.id);
    expect(await tab(worker, 'execute')).toContain(id);
    expect(await tab(boss, 'examine')).toContain(id);
    expect(await tab(boss, 'responsibility')).toContain(id);
    expect(await tab(boss, 'create')).toContain(id);
    expect(await tab(boss, 'allocation')).toContain(id);
    expect(await tab(helper, 'participation')).toContain(id);
    expect(await tab(helper, 'execute')).not.toContain(id);
    expect(await tab(outsider, 'execute')).not.toContain(id);

    expect((await outsider.api.get(`/plan/task/detail?id=${id}`)).status).toBe(404);
    expect((await outsider.api.post('/plan/task/comment', { id, body: '看看', mentionIds: [] })).status).toBe(
      404,
    );
    expect((await w.b.api.get(`/plan/task/detail?id=${id}`)).status).toBe(404);
    expect((await w.b.api.post('/plan/task/transition', { id, version: 1, name: 'cancel' })).status).toBe(
      404,
    );
    expect((await data<TaskPage>(w.b.api.post('/plan/task/list', { tab: 'create' }))).list).toEqual([]);

    // Someone of another company cannot be named on a task.
    const foreign = await boss.api.post('/plan/task/create', form({ participantIds: [w.b.ownerId] }));
    expect(foreign.status).toBe(400);
    // Nor may the reviewer also execute it.
    const selfReview = await boss.api.post('/plan/task/create', form({ reviewerId: worker.userId }));
    expect(selfReview.status).toBe(400);
  });

  it('runs executor → reviewer: only executors submit, only the reviewer accepts, a rejection needs a reason', async () => {
    const id = await create({ title: '验收流程测试' });
    let task = await detail(worker, id);
    expect(task.actions).toEqual(['start', 'submit']);
    expect(task.checkItems.map((item) => item.title)).toEqual(['导出合同清单', '标出 30 天内到期的合同']);
    await data(worker.api.post('/plan/task/checkItem', { id, itemId: task.checkItems[0]!.id, done: true }));
    await data(worker.api.post('/plan/task/progress', { id, progress: 60 }));
    task = await detail(worker, id);
    expect(task.status).toBe('doing');
    expect(task.progress).toBe(60);
    expect(task.checklist).toEqual({ done: 1, total: 2 });

    // The owner (also the reviewer) may not submit; a participant may not work on it.
    const bySomeoneElse = await boss.api.post('/plan/task/transition', {
      id,
      version: task.version,
      name: 'submit',
    });
    expect(bySomeoneElse.status).toBe(403);
    expect((await helper.api.post('/plan/task/progress', { id, progress: 90 })).status).toBe(403);

    const submitted = await data<TaskRow>(
      worker.api.post('/plan/task/transition', { id, version: task.version, name: 'submit' }),
    );
    expect(submitted.status).toBe('submitted');
    // The executor may not accept their own work; a stale version is a conflict.
    expect(
      (await worker.api.post('/plan/task/transition', { id, version: submitted.version, name: 'accept' }))
        .status,
    ).toBe(403);
    expect((await boss.api.post('/plan/task/transition', { id, version: 1, name: 'accept' })).status).toBe(
      409,
    );
    expect(
      (await boss.api.post('/plan/task/transition', { id, version: submitted.version, name: 'reject' }))
        .status,
    ).toBe(400);
    const rejected = await data<TaskRow>(
      boss.api.post('/plan/task/transition', {
        id,
        version: submitted.version,
        name: 'reject',
        reason: '缺少到期合同的金额',
      }),
    );
    expect(rejected.status).toBe('rejected');
    expect((await detail(worker, id)).rejectReason).toBe('缺少到期合同的金额');
    const again = await data<TaskRow>(
      worker.api.post('/plan/task/transition', { id, version: rejected.version, name: 'submit' }),
    );
    const done = await data<TaskRow>(
      boss.api.post('/plan/task/transition', { id, version: again.version, name: 'accept' }),
    );
    expect(done.status).toBe('done');
    expect(done.progress).toBe(100);

    const log = (await detail(boss, id)).activities.map((entry) => entry.action);
    expect(log).toEqual(
      expect.arrayContaining(['created', 'checked', 'progress', 'transition.submit', 'transition.reject']),
    );
    expect(log[0]).toBe('transition.accept');

    const told = await t.deps.db
      .select({ userId: newsReminds.userId, key: newsReminds.contentKey })
      .from(newsReminds)
      .where(like(newsReminds.link, `%?id=${id}`));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: worker.userId, key: 'tasks.notice.assigned.executor' },
        { userId: boss.userId, key: 'tasks.notice.submitted.content' },
        { userId: worker.userId, key: 'tasks.notice.rejected.content' },
        { userId: worker.userId, key: 'tasks.notice.accepted.content' },
      ]),
    );
  });

  it('counts unfinished tasks per tab and waiting acceptances under 我审核的', async () => {
    const before = await data<TaskCounts>(boss.api.get('/plan/task/counts'));
    const id = await create({ title: '计数测试' });
    const task = await detail(worker, id);
    await data(worker.api.post('/plan/task/transition', { id, version: task.version, name: 'submit' }));
    const after = await data<TaskCounts>(boss.api.get('/plan/task/counts'));
    expect(after.examine).toBe(before.examine + 1);
    expect(after.create).toBe(before.create + 1);
  });

  it('sends each due reminder once per task and due instant', async () => {
    // Due at 10:00 China time the day after "now"; a second sweep, or one on another node, sends nothing.
    const now = new Date('2026-11-26T02:00:00Z');
    const dueAt = '2026-11-27 10:00';
    const id = await create({ title: '明天截止的任务', dueAt, startAt: null });
    const first = await sendTaskReminders(t.deps.db, now);
    expect(first).toBeGreaterThanOrEqual(1);
    const [sweepA, sweepB] = await Promise.all([
      sendTaskReminders(t.deps.db, now),
      sendTaskReminders(t.deps.db, now),
    ]);
    const rows = await t.deps.db.select().from(oaTaskReminders).where(eq(oaTaskReminders.taskId, id));
    expect(rows.map((row) => [row.kind, toChinaMinute(row.dueAt)])).toEqual([['dueTomorrow', dueAt]]);
    expect(sweepA + sweepB).toBe(0);
    const notices = await t.deps.db
      .select()
      .from(newsReminds)
      .where(
        and(
          eq(newsReminds.userId, worker.userId),
          eq(newsReminds.contentKey, 'tasks.notice.dueTomorrow.content'),
        ),
      );
    expect(notices.filter((n) => n.link?.endsWith(`?id=${id}`))).toHaveLength(1);

    // Once past due it is overdue: one more reminder, once.
    const later = new Date(fromChinaMinute(dueAt).getTime() + 60_000);
    await sendTaskReminders(t.deps.db, later);
    await sendTaskReminders(t.deps.db, later);
    const kinds = (await t.deps.db.select().from(oaTaskReminders).where(eq(oaTaskReminders.taskId, id))).map(
      (row) => row.kind,
    );
    expect(kinds.sort()).toEqual(['dueTomorrow', 'overdue']);
  });

  it('shares a task as a chat card to colleagues, who then see it; only people doing it may share', async () => {
    const id = await create({ title: '分享测试', participantIds: [] });
    expect((await outsider.api.get(`/plan/task/detail?id=${id}`)).status).toBe(404);
    expect((await helper.api.post('/plan/task/share', { id, userIds: [outsider.userId] })).status).toBe(404);
    await data(worker.api.post('/plan/task/share', { id, userIds: [outsider.userId] }));
    expect((await detail(outsider, id)).participants.map((p) => p.userId)).toEqual([outsider.userId]);
    const [card] = await t.deps.db
      .select()
      .from(chatOutbox)
      .where(and(eq(chatOutbox.toUserId, String(outsider.userId)), like(chatOutbox.searchText, '分享测试%')));
    expect(JSON.parse(String(card!.payload.data))).toMatchObject({
      businessID: 'task',
      taskId: id,
      title: '分享测试',
    });
    // A participant may comment but not share or edit.
    expect((await outsider.api.post('/plan/task/share', { id, userIds: [helper.userId] })).status).toBe(403);
    const comment = await data<{ mentions: { userId: number }[] }>(
      outsider.api.post('/plan/task/comment', {
        id,
        body: '收到，我来补充金额',
        mentionIds: [worker.userId],
      }),
    );
    expect(comment.mentions.map((p) => p.userId)).toEqual([worker.userId]);
    expect(
      (await outsider.api.post('/plan/task/comment', { id, body: '@杨洋', mentionIds: [helper.userId] }))
        .status,
    ).toBe(400);
  });

  it('exports a tab as 任务_YYYYMMDDhhmmss.xlsx', async () => {
    const answer = await boss.api.download('/plan/task/export', { tab: 'create' });
    expect(answer.statusCode).toBe(200);
    expect(decodeURIComponent(String(answer.headers['content-disposition']))).toMatch(/Tasks_\d{14}\.xlsx/);
  });
});
