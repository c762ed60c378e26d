import { oaSearchEndpoints as api, type OaSearchKind, type OaSearchResult } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { calendarAttendees, calendarEvents, calendarShares } from '../calendar/schema.ts';
import { diaryReportReviewers, diaryReports, diaryTemplates } from '../diary/schema.ts';
import { docNodes, docSpaces } from '../documents/schema.ts';
import { meetingParticipants, meetings } from '../meetings/schema.ts';
import { noticeCategories, noticeRecipients, notices } from '../notices/schema.ts';
import { changesWorld } from '../staff-changes/test-fixtures.ts';
import { oaTaskMembers, oaTasks } from '../tasks/schema.ts';

// One search across the OA workspace on a real database (docs/product/oa.md, "One search"): the
// caller finds a task, an announcement, a meeting, a report, a folder and an event by one keyword;
// a colleague without any part in them finds none; another company finds nothing even where its
// account's user id sits on company A's records; a busy-only shared event's title is never found.

const WORD = '鲲鹏计划';

let t: TestApp;
let w: Awaited<ReturnType<typeof changesWorld>>;
let gao: Awaited<ReturnType<typeof w.hire>>;
let lin: Awaited<ReturnType<typeof w.hire>>;
let chen: Awaited<ReturnType<typeof w.hire>>;
const ids = {} as Record<'task' | 'notice' | 'meeting' | 'report' | 'folder' | 'event' | 'busy', number>;

const search = async (as: Caller, q: string, kinds?: OaSearchKind[]) => {
  const res = await as.post<OaSearchResult>(api.query.path, { q, kinds });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const hitsOf = (result: OaSearchResult, kind: OaSearchKind) =>
  result.groups.find((g) => g.kind === kind)?.hits ?? [];

beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
  gao = await w.hire({ name: '高玉兰' });
  lin = await w.hire({ name: '林志远' });
  chen = await w.hire({ name: '陈静' });
  const db = t.deps.db;
  const compId = w.a.compId;
  const outsider = w.b.ownerId; // company B's account: its user id on A's records must not open them

  const [task] = await db
    .insert(oaTasks)
    .values({
      compId,
      title: `${WORD}一期验收`,
      description: '整理验收材料，周五前提交给财务部复核。',
      createdBy: chen.userId,
      dueAt: new Date('2027-03-05T10:00:00Z'),
    })
    .returning();
  ids.task = task!.id;
  await db.insert(oaTaskMembers).values([
    { compId, taskId: ids.task, userId: chen.userId, role: 'creator' },
    { compId, taskId: ids.task, userId: gao.userId, role: 'owner' },
    { compId: w.b.compId, taskId: ids.task, userId: outsider, role: 'executor' },
  ]);

  const [category] = await db.insert(noticeCategories).values({ compId, name: '行政通知' }).returning();
  const [notice] = await db
    .insert(notices)
    .values({
      compId,
      categoryId: category!.id,
      title: '关于春季团建的通知',
      content: `<p>各位同事：本次团建与<strong>${WORD}</strong>启动会合并举行，请准时参加。</p>`,
      audience: { all: false, departmentIds: [], staffIds: [gao.staffId] },
      status: 'published',
      publishedAt: new Date(),
      authorUserId: chen.userId,
      authorName: '陈静',
    })
    .returning();
  ids.notice = notice!.id;
  await db.insert(noticeRecipients).values([
    { noticeId: ids.notice, compId, userId: gao.userId, staffId: gao.staffId, staffName: '高玉兰' },
    { noticeId: ids.notice, compId: w.b.compId, userId: outsider, staffId: 0, staffName: '乙公司' },
  ]);
  // A draft of someone else's with the word: nobody but its author finds it.
  await db.insert(notices).values({
    compId,
    categoryId: category!.id,
    title: `${WORD}（草稿）`,
    content: '<p>未发布</p>',
    audience: { all: true, departmentIds: [], staffIds: [] },
    authorUserId: chen.userId,
    authorName: '陈静',
  });

  const [meeting] = await db
    .insert(meetings)
    .values({
      compId,
      title: '季度经营分析会',
      startAt: new Date('2027-03-02T02:00:00Z'),
      endAt: new Date('2027-03-02T03:00:00Z'),
      online: true,
      organiserUserId: chen.userId,
      organiserName: '陈静',
      agenda: `一、${WORD}进度汇报；二、下季度预算`,
    })
    .returning();
  ids.meeting = meeting!.id;
  await db.insert(meetingParticipants).values([
    { meetingId: ids.meeting, compId, userId: gao.userId, name: '高玉兰' },
    { meetingId: ids.meeting, compId: w.b.compId, userId: outsider, name: '乙公司' },
  ]);

  const [template] = await db
    .insert(diaryTemplates)
    .values({ compId, name: '周报', period: 'week', form: { fields: [] } as never })
    .returning();
  const [report] = await db
    .insert(diaryReports)
    .values({
      compId,
      templateId: template!.id,
      authorUserId: chen.userId,
      periodKey: '2027-W09',
      values: { done: `完成${WORD}方案初稿`, plan: '下周评审' },
      status: 'submitted',
      submittedAt: new Date(),
    })
    .returning();
  ids.report = report!.id;
  await db.insert(diaryReportReviewers).values({ reportId: ids.report, compId, userId: gao.userId });

  const [space] = await db.insert(docSpaces).values({ compId, kind: 3, userId: gao.userId }).returning();
  const [folder] = await db
    .insert(docNodes)
    .values({
      compId,
      spaceId: space!.id,
      type: 1,
      name: `${WORD}资料`,
      depth: 1,
      createdBy: gao.userId,
      updatedBy: gao.userId,
    })
    .returning();
  ids.folder = folder!.id;

  // 陈静 shares her calendar with 高玉兰 with details: one event open, one marked busy-only.
  await db
    .insert(calendarShares)
    .values({ compId, userId: chen.userId, viewerId: gao.userId, level: 'details' });
  const event = (title: string, visibility: 'details' | 'busy') => ({
    compId,
    ownerId: chen.userId,
    title,
    startAt: new Date('2027-03-03T06:00:00Z'),
    endAt: new Date('2027-03-03T07:00:00Z'),
    color: '#1677ff',
    visibility,
  });
  const [open] = await db
    .insert(calendarEvents)
    .values({ ...event('客户拜访', 'details'), location: `${WORD}展厅` })
    .returning();
  const [busy] = await db
    .insert(calendarEvents)
    .values(event(`${WORD}保密沟通`, 'busy'))
    .returning();
  ids.event = open!.id;
  ids.busy = busy!.id;
  await db.insert(calendarAttendees).values({ compId: w.b.compId, eventId: ids.event, userId: outsider });
});
afterAll(() => t.close());

describe('the caller', () => {
  it('finds a task, an announcement, a meeting, a report, a folder and an event by one keyword', async () => {
    const result = await search(gao.api, WORD);
    expect(result.groups.map((g) => g.kind)).toEqual([
      'diary',
      'document',
      'notice',
      'task',
      'event',
      'meeting',
    ]);
    expect(hitsOf(result, 'task')).toEqual([
      {
        id: ids.task,
        title: `${WORD}一期验收`,
        snippet: '',
        time: '2027-03-05T10:00:00.000Z',
        link: `#/oa/task/responsibility?id=${ids.task}`,
      },
    ]);
    const [notice] = hitsOf(result, 'notice');
    expect(notice).toMatchObject({ id: ids.notice, link: `#/oa/notice/notice?id=${ids.notice}` });
    // The snippet is the text, not the markup.
    expect(notice!.snippet).toBe(`各位同事：本次团建与${WORD}启动会合并举行，请准时参加。`);
    expect(hitsOf(result, 'meeting')).toEqual([
      {
        id: ids.meeting,
        title: '季度经营分析会',
        snippet: `一、${WORD}进度汇报；二、下季度预算`,
        time: '2027-03-02T02:00:00.000Z',
        link: `#/oa/conference/online?id=${ids.meeting}`,
      },
    ]);
    expect(hitsOf(result, 'diary')).toEqual([
      expect.objectContaining({
        id: ids.report,
        title: '陈静 · 周报 · 2027年第9周',
        snippet: `完成${WORD}方案初稿 下周评审`,
        link: `#/oa/diary/reviewlog?id=${ids.report}`,
      }),
    ]);
    expect(hitsOf(result, 'document')).toEqual([
      expect.objectContaining({
        id: ids.folder,
        title: `${WORD}资料`,
        link: expect.stringMatching(/^#\/oa\/doc\/\d+-\d+$/),
      }),
    ]);
    expect(hitsOf(result, 'event').map((h) => [h.id, h.title, h.snippet])).toEqual([
      [ids.event, '客户拜访', `${WORD}展厅`],
    ]);
    expect(result.groups.every((g) => !g.more)).toBe(true);
  });

  it('never finds a busy-only shared event by its title', async () => {
    const result = await search(gao.api, '保密沟通', ['event']);
    expect(result.groups).toEqual([{ kind: 'event', hits: [], more: false }]);
  });

  it('searches only the kinds asked for, case-insensitively and with % taken literally', async () => {
    const result = await search(gao.api, WORD, ['meeting', 'task']);
    expect(result.groups.map((g) => [g.kind, g.hits.length])).toEqual([
      ['task', 1],
      ['meeting', 1],
    ]);
    const none = await search(gao.api, '%');
    expect(none.groups.flatMap((g) => g.hits)).toEqual([]);
  });

  it('says there are more when a kind has over five matches', async () => {
    const compId = w.a.compId;
    const rows = await t.deps.db
      .insert(oaTasks)
      .values(
        Array.from({ length: 6 }, (_, i) => ({ compId, title: `巡检清单 ${i + 1}`, createdBy: gao.userId })),
      )
      .returning();
    await t.deps.db
      .insert(oaTaskMembers)
      .values(rows.map((r) => ({ compId, taskId: r.id, userId: gao.userId, role: 'executor' as const })));
    const [group] = (await search(gao.api, '巡检清单', ['task'])).groups;
    expect(group!.hits).toHaveLength(5);
    expect(group!.more).toBe(true);
  });
});

describe('others', () => {
  it('a colleague without any part in them finds none of them', async () => {
    const result = await search(lin.api, WORD);
    expect(result.groups.flatMap((g) => g.hits)).toEqual([]);
  });

  it('the author finds her own draft; the recipient does not', async () => {
    expect(hitsOf(await search(chen.api, '草稿', ['notice']), 'notice')).toHaveLength(1);
    expect(hitsOf(await search(gao.api, '草稿', ['notice']), 'notice')).toHaveLength(0);
  });

  it('another company finds nothing, even where its account’s id sits on company A’s records', async () => {
    const result = await search(w.b.api, WORD);
    expect(result.groups.flatMap((g) => g.hits)).toEqual([]);
  });

  it('refuses an empty or too long search with the reason', async () => {
    const empty = await gao.api.post(api.query.path, { q: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Enter something to search for');
    const long = await gao.api.post(api.query.path, { q: '字'.repeat(51) });
    expect(long.status).toBe(400);
  });
});
