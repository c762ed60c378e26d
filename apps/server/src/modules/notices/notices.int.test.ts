import { noticesEndpoints as api, type NoticeDetail, type NoticeRow } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { setDepartmentLeader } from '../org/service.ts';
import { changesWorld } from '../staff-changes/test-fixtures.ts';
import { publishDue } from './notices.ts';
import { noticeRecipients, notices } from './schema.ts';

// Announcements end to end on a real database (docs/product/oa-notice.md): the audience sees it and
// nobody else does, read counts, reminders once an hour, the scheduled publish happens once under two
// sweeps, company isolation, and a non-administrator's publish through 公告发布审批.

let t: TestApp;
let w: Awaited<ReturnType<typeof world>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await world();
});
afterAll(() => t?.close());

type Res<T> = { status: number; body: { message: string; data: T } };
const ok = <T>(res: Res<T>) => {
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const IMG = `/files/${'b'.repeat(64)}.png`;

async function world() {
  const w = await changesWorld(t);
  const dept = async (name: string, parentId?: number) =>
    (await w.owner.post<{ id: number }>('/cCompDepartment/insert', { name, parentId })).body.data.id;
  const office = await dept('总经办');
  const finance = await dept('财务部', office);
  const accounting = await dept('会计组', finance);
  const sales = await dept('销售部', office);
  const head = await w.hire({ name: '黄总监', deptId: finance });
  await setDepartmentLeader(t.deps.db, finance, head.userId);
  const zhou = await w.hire({ name: '周会计', deptId: accounting });
  const wu = await w.hire({ name: '吴销售', deptId: sales });
  const col = ok(
    await w.owner.post<{ noticeColId: number }>(api.colSave.path, { name: '行政通知', sort: 1 }),
  );
  const draft = (as: Caller, extra: object = {}) =>
    as.post<NoticeDetail>(api.save.path, {
      title: '财务报销新规',
      noticeColId: col.noticeColId,
      content: `<h2>报销</h2><p onclick="x()">每月25日前提交<script>alert(1)</script></p><img src="${IMG}"><img src="https://evil.example/x.png">`,
      audience: { all: false, departmentIds: [finance], staffIds: [] },
      ...extra,
    });
  return { ...w, office, finance, accounting, sales, head, zhou, wu, col, draft };
}

describe('announcements', () => {
  it('publishes to the audience only, counts reads and reminds the unread once an hour', async () => {
    const saved = ok(await w.draft(w.owner, { isPublic: true }));
    expect(saved.status).toBe('draft');
    expect(saved.content).toBe(`<h2>报销</h2><p>每月25日前提交</p><img src="${IMG}" />`);
    // A draft is its author's: not even another administrator sees it.
    expect((await w.admin.post(api.detail.path, { noticeId: saved.noticeId })).status).toBe(404);
    expect(ok(await w.owner.post(api.publish.path, { noticeId: saved.noticeId }))).toMatchObject({
      status: 'published',
    });

    // 财务部 with 会计组 below it: 黄总监 and 周会计; 吴销售 (销售部) is outside and gets 404.
    const outsider = await w.wu.api.post(api.detail.path, { noticeId: saved.noticeId });
    expect(outsider.status).toBe(404);
    const box = ok(
      await w.zhou.api.post<{ list: NoticeRow[]; unread: number }>(api.list.path, { box: 'received' }),
    );
    expect(box.unread).toBe(1);
    expect(box.list.map((r) => [r.title, r.read])).toEqual([['财务报销新规', false]]);
    expect(ok(await w.wu.api.post<{ list: NoticeRow[] }>(api.list.path, { box: 'received' })).list).toEqual(
      [],
    );

    const read = ok(await w.zhou.api.post<NoticeDetail>(api.detail.path, { noticeId: saved.noticeId }));
    expect(read).toMatchObject({ read: true, canManage: false });
    const stats = ok(await w.owner.post<NoticeDetail>(api.detail.path, { noticeId: saved.noticeId }));
    expect([stats.readCount, stats.audienceCount]).toEqual([1, 2]);
    const unread = ok(
      await w.owner.post<{ list: { staffName: string }[] }>(api.readers.path, {
        noticeId: saved.noticeId,
        read: false,
      }),
    );
    expect(unread.list.map((r) => r.staffName)).toEqual(['黄总监']);
    // Only the publisher or an administrator sees the statistics.
    expect((await w.zhou.api.post(api.readers.path, { noticeId: saved.noticeId, read: true })).status).toBe(
      403,
    );

    expect(ok(await w.owner.post(api.remindUnread.path, { noticeId: saved.noticeId }))).toEqual({
      reminded: 1,
    });
    const again = await w.owner.post(api.remindUnread.path, { noticeId: saved.noticeId });
    expect(again.status).toBe(429);

    const file = await w.owner.download(api.exportReaders.path, { noticeId: saved.noticeId });
    expect(file.statusCode).toBe(200);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toMatch(
      /Announcement reading_\d{14}\.xlsx/,
    );

    // Public site: published and public only; company B sees nothing of A's.
    const site = ok(
      await w.wu.api.get<{ list: { title: string }[] }>(`${api.publicList.path}?companyId=${w.a.compId}`),
    );
    expect(site.list.map((r) => r.title)).toContain('财务报销新规');
    expect((await w.b.api.post(api.detail.path, { noticeId: saved.noticeId })).status).toBe(404);
    expect((await w.b.api.post(api.withdraw.path, { noticeId: saved.noticeId })).status).toBe(404);

    // Comments on: the reader comments, the outsider cannot; the publisher deletes any.
    const comment = ok(
      await w.zhou.api.post<{ commentId: number }>(api.commentAdd.path, {
        noticeId: saved.noticeId,
        content: '收到',
      }),
    );
    expect(
      (await w.wu.api.post(api.commentAdd.path, { noticeId: saved.noticeId, content: '我也看看' })).status,
    ).toBe(404);
    expect((await w.head.api.post(api.commentDelete.path, { commentId: comment.commentId })).status).toBe(
      403,
    );
    ok(await w.owner.post(api.commentDelete.path, { commentId: comment.commentId }));

    // Withdrawn: readers lose it, the site too; a used category cannot be deleted.
    ok(await w.owner.post(api.withdraw.path, { noticeId: saved.noticeId }));
    expect((await w.zhou.api.post(api.detail.path, { noticeId: saved.noticeId })).status).toBe(404);
    const gone = await w.wu.api.get(
      `${api.publicDetail.path}?companyId=${w.a.compId}&noticeId=${saved.noticeId}`,
    );
    expect(gone.status).toBe(404);
    const inUse = await w.owner.post(api.colDelete.path, { noticeColId: w.col.noticeColId });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('1');
    expect((await w.zhou.api.post(api.colSave.path, { name: '乱建' })).status).toBe(403);
  });

  it('publishes a scheduled announcement once under two sweeps', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const saved = ok(await w.draft(w.owner, { publishAt: at }));
    expect(ok(await w.owner.post(api.publish.path, { noticeId: saved.noticeId }))).toMatchObject({
      status: 'scheduled',
    });
    expect(await publishDue(t.deps.db)).toBe(0);
    await t.deps.db
      .update(notices)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(notices.id, saved.noticeId));
    const runs = await Promise.all([publishDue(t.deps.db), publishDue(t.deps.db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await t.deps.db.select().from(notices).where(eq(notices.id, saved.noticeId));
    expect(row?.status).toBe('published');
    const recipients = await t.deps.db
      .select()
      .from(noticeRecipients)
      .where(eq(noticeRecipients.noticeId, saved.noticeId));
    expect(recipients).toHaveLength(2);
    expect(await publishDue(t.deps.db)).toBe(0);
  });

  it("sends a non-administrator's publish through approval, and publishes when approved", async () => {
    const saved = ok(await w.draft(w.zhou.api));
    const asked = ok(
      await w.zhou.api.post<{ status: string }>(api.publish.path, { noticeId: saved.noticeId }),
    );
    expect(asked.status).toBe('pending');
    // Waiting: the audience does not see it yet; an administrator does.
    expect((await w.head.api.post(api.detail.path, { noticeId: saved.noticeId })).status).toBe(404);
    const waiting = ok(await w.owner.post<NoticeDetail>(api.detail.path, { noticeId: saved.noticeId }));
    expect(waiting.status).toBe('pending');
    const [row] = await t.deps.db.select().from(notices).where(eq(notices.id, saved.noticeId));
    const task = (
      await w.head.api.get<{ myTaskId: number }>(`/cAudit/instance/selectById/${row!.approvalInstanceId}`)
    ).body.data.myTaskId;
    ok(await w.head.api.post('/cAudit/instance/approve', { taskId: task }));
    const [after] = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.id, saved.noticeId), eq(notices.compId, w.a.compId)));
    expect(after?.status).toBe('published');
    const seen = ok(await w.head.api.post<NoticeDetail>(api.detail.path, { noticeId: saved.noticeId }));
    expect(seen.title).toBe('财务报销新规');
    // A second version replaces the first when it is published.
    const next = ok(
      await w.owner.post<{ noticeId: number }>(api.newVersion.path, { noticeId: saved.noticeId }),
    );
    ok(await w.owner.post(api.publish.path, { noticeId: next.noticeId }));
    const [old] = await t.deps.db.select().from(notices).where(eq(notices.id, saved.noticeId));
    expect(old?.status).toBe('withdrawn');
  });
});
