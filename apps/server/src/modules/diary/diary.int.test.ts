import {
  diaryEndpoints as api,
  type DiaryMissing,
  type DiaryReport,
  type DiaryRule,
  type DiaryStats,
} from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { sendDueReminders } from './rules.ts';
import { type DiaryWorld, diaryWorld } from './test-world.ts';

let t: TestApp;
let w: DiaryWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await diaryWorld(t);
});
afterAll(() => t?.close());

const DAY = '2026-11-25'; // a Wednesday, a workday
const write = (as: DiaryWorld['lilei'], body: object) =>
  as.api.post<{ id: number }>(api.saveReport.path, {
    templateId: w.daily.id,
    periodKey: DAY,
    values: { done: '拜访客户 3 家，签约 1 家' },
    reviewerUserIds: [w.manager.userId],
    submit: true,
    ...body,
  });

describe('writing and reviewing reports', () => {
  it('gives every company 日报, 周报 and 月报 with their fields', () => {
    expect(w.daily).toMatchObject({ name: '日报', period: 'day', status: 1 });
    expect(w.daily.form.fields.map((f) => f.key)).toEqual([
      'done',
      'undone',
      'help',
      'plan',
      'images',
      'attachments',
    ]);
    expect(w.weekly.period).toBe('week');
  });

  it('checks values with the approval engine, the period against the template, and the reviewers', async () => {
    const empty = await write(w.hanmeimei, { values: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toMatchObject({ fields: [{ field: 'done' }] });
    const week = await write(w.hanmeimei, { periodKey: '2026-W48' });
    expect(week.status).toBe(400);
    const future = await write(w.hanmeimei, { periodKey: '2099-01-01' });
    expect(future.status).toBe(400);
    const foreign = await write(w.hanmeimei, { reviewerUserIds: [w.outsider.userId] });
    expect(foreign.status).toBe(400);
    const self = await write(w.hanmeimei, { reviewerUserIds: [w.hanmeimei.userId] });
    expect(self.status).toBe(400);
    const none = await write(w.hanmeimei, { reviewerUserIds: [] });
    expect(none.status).toBe(400);
    const owner = await w.owner.post(api.saveReport.path, {
      templateId: w.daily.id,
      periodKey: DAY,
      values: {},
      reviewerUserIds: [],
      submit: false,
    });
    expect(owner.status).toBe(403);
  });

  it('shows a draft to its author only, and a submitted report to its chosen reviewers only', async () => {
    const draft = await write(w.lilei, { submit: false, reviewerUserIds: [] });
    expect(draft.status, draft.body.message).toBe(200);
    const id = draft.body.data.id;
    expect((await w.manager.api.post(api.report.path, { id })).status).toBe(404);
    expect(await w.notices(w.manager.userId, 'diary.notice.submittedTitle')).toHaveLength(0);

    const sent = await write(w.lilei, { id, reviewerUserIds: [w.manager.userId] });
    expect(sent.status, sent.body.message).toBe(200);
    expect(await w.notices(w.manager.userId, 'diary.notice.submittedTitle')).toHaveLength(1);
    const twice = await write(w.lilei, {});
    expect(twice.status).toBe(409);

    // Not a reviewer, an OA administrator, another company's staff: as if it did not exist.
    for (const other of [w.hanmeimei.api, w.admin, w.outsider.api])
      expect((await other.post(api.report.path, { id })).status).toBe(404);
    const list = await w.hanmeimei.api.post<{ total: number }>(api.received.path, {});
    expect(list.body.data.total).toBe(0);

    const received = await w.manager.api.post<{ list: { id: number; unread: boolean }[]; unread: number }>(
      api.received.path,
      {},
    );
    expect(received.body.data.unread).toBe(1);
    expect(received.body.data.list).toMatchObject([{ id, unread: true }]);
  });

  it('marks a report read when a reviewer opens it; then the author can no longer change it', async () => {
    const [{ id }] = (await w.lilei.api.post<{ list: { id: number }[] }>(api.myReports.path, {})).body.data
      .list as [{ id: number }];
    const opened = await w.manager.api.post<DiaryReport>(api.report.path, { id });
    expect(opened.body.data.reviewerList[0]!.readAt).not.toBeNull();
    expect(opened.body.data).toMatchObject({
      unread: false,
      editable: false,
      values: { done: '拜访客户 3 家，签约 1 家' },
    });
    const again = await w.manager.api.post<{ unread: number }>(api.received.path, {});
    expect(again.body.data.unread).toBe(0);
    expect((await w.lilei.api.post(api.withdrawReport.path, { id })).status).toBe(409);
    expect((await write(w.lilei, { id, values: { done: '改过' } })).status).toBe(409);

    const comment = await w.manager.api.post(api.comment.path, {
      reportId: id,
      content: '客户跟进得很好，继续保持',
    });
    expect(comment.status).toBe(200);
    expect(await w.notices(w.lilei.userId, 'diary.notice.commentTitle')).toHaveLength(1);
    expect(
      (await w.manager.api.post<{ likes: number }>(api.like.path, { reportId: id, liked: true })).body.data
        .likes,
    ).toBe(1);
    expect(
      (await w.manager.api.post<{ likes: number }>(api.like.path, { reportId: id, liked: true })).body.data
        .likes,
    ).toBe(1);
    expect((await w.lilei.api.post(api.like.path, { reportId: id, liked: true })).status).toBe(403);
    expect((await w.hanmeimei.api.post(api.comment.path, { reportId: id, content: '路过' })).status).toBe(
      404,
    );

    const mine = await w.lilei.api.post<DiaryReport>(api.report.path, { id });
    expect(mine.body.data).toMatchObject({ reads: 1, comments: 1, likes: 1, editable: false });
    expect(mine.body.data.commentList[0]).toMatchObject({
      author: { name: '王经理' },
      content: '客户跟进得很好，继续保持',
    });
    const last = await w.lilei.api.post<{ list: { name: string }[] }>(api.lastReviewers.path, {});
    expect(last.body.data.list).toEqual([{ userId: w.manager.userId, name: '王经理' }]);
  });

  it('lets the author withdraw a report nobody has read, back to drafts', async () => {
    const sent = await write(w.chenhui, { periodKey: '2026-11-24' });
    expect(sent.status, sent.body.message).toBe(200);
    const [row] = (
      await w.chenhui.api.post<{ list: { comments: number; likes: number }[] }>(api.myReports.path, {})
    ).body.data.list;
    expect(row).toMatchObject({ comments: 0, likes: 0 });
    expect((await w.chenhui.api.post(api.withdrawReport.path, { id: sent.body.data.id })).status).toBe(200);
    expect((await w.manager.api.post(api.report.path, { id: sent.body.data.id })).status).toBe(404);
    expect((await w.chenhui.api.post(api.deleteReport.path, { id: sent.body.data.id })).status).toBe(200);
  });
});

describe('reminder rules', () => {
  let rule: DiaryRule;

  it('are for OA administrators only, and a company sees only its own', async () => {
    const body = {
      name: '销售部日报',
      templateId: w.daily.id,
      deptIds: [w.sales],
      userIds: [],
      dueTime: '18:00',
      remindMinutes: 30,
    };
    expect((await w.lilei.api.post(api.saveRule.path, body)).status).toBe(403);
    const saved = await w.admin.post<DiaryRule>(api.saveRule.path, body);
    expect(saved.status, saved.body.message).toBe(200);
    rule = saved.body.data;
    expect(rule).toMatchObject({ period: 'day', targets: '销售部', dueTime: '18:00' });
    expect((await w.b.api.post(api.missing.path, { ruleId: rule.id, periodKey: DAY })).status).toBe(404);
    expect((await w.b.api.post(api.saveRule.path, { ...body, id: rule.id })).status).toBe(404);
  });

  it('lists who is missing for a period, late or on time', async () => {
    const missing = await w.admin.post<DiaryMissing>(api.missing.path, { ruleId: rule.id, periodKey: DAY });
    // 18:00 China time on 11-25.
    expect(missing.body.data.dueAt).toBe('2026-11-25T10:00:00.000Z');
    const byName = Object.fromEntries(missing.body.data.people.map((p) => [p.name, p.state]));
    // 李雷 submitted after the due (the test runs later), the others not at all.
    expect(byName).toEqual({ 王经理: 'missing', 李雷: 'late', 韩梅梅: 'missing', 陈辉: 'missing' });
  });

  it('counts submission rates per department and person, and exports them', async () => {
    const stats = await w.admin.post<DiaryStats>(api.stats.path, { ruleId: rule.id, from: DAY, to: DAY });
    expect(stats.body.data.total).toEqual({ expected: 4, onTime: 0, late: 1, missing: 3, rate: '25.0' });
    expect(stats.body.data.departments).toMatchObject([{ deptName: '销售部', expected: 4, rate: '25.0' }]);
    const tooLong = await w.admin.post(api.stats.path, {
      ruleId: rule.id,
      from: '2026-01-01',
      to: '2026-11-25',
    });
    expect(tooLong.status).toBe(400);
    const file = await w.admin.download(api.exportStats.path, { ruleId: rule.id, from: DAY, to: DAY });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toMatch(
      /Report statistics_\d{14}\.xlsx/,
    );
    const rows = await readXlsx(file.rawPayload, 1);
    expect(rows[0]).toEqual(['Name', 'Department', 'Due', 'On time', 'Late', 'Missing', 'Submission rate']);
    expect(rows).toContainEqual(['李雷', '销售部', 1, 0, 1, 0, '100.0%']);
  });

  it('sends the reminder once per rule and period, to those without a report', async () => {
    const window = new Date('2026-11-25T09:45:00Z'); // 17:45 China time, 15 minutes before the due
    expect(await sendDueReminders(w.db, new Date('2026-11-25T09:20:00Z'))).toBe(0);
    const [first, second] = await Promise.all([
      sendDueReminders(w.db, window),
      sendDueReminders(w.db, window),
    ]);
    expect(first! + second!).toBe(1);
    expect(await sendDueReminders(w.db, window)).toBe(0);
    expect(await w.notices(w.hanmeimei.userId, 'diary.notice.remindTitle')).toHaveLength(1);
    // 李雷's report for the day exists (submitted later in real time, but before this sweep's clock
    // it is already there), so he is not reminded.
    expect(await w.notices(w.lilei.userId, 'diary.notice.remindTitle')).toHaveLength(0);
    const again = await w.admin.post<{ reminded: number }>(api.remindAgain.path, {
      ruleId: rule.id,
      periodKey: DAY,
    });
    expect(again.body.data.reminded).toBe(3);
    expect(await w.notices(w.hanmeimei.userId, 'diary.notice.remindTitle')).toHaveLength(2);
  });
});
