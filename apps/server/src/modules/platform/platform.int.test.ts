import type { PlatformSettings, Poster } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, readXlsx } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { adminSession, asToken } from './test-admin.ts';

let t: TestApp;
let admin: ReturnType<typeof asToken>;
let adminToken: string;
const anon = () => asToken(t, null);
beforeAll(async () => {
  t = await createTestApp();
  const session = await adminSession(t);
  admin = session.as;
  adminToken = session.token;
});
afterAll(() => t.close());

const settings = {
  name: '仁力人力云',
  logoUrl: 'https://cdn.renli.local/logo.png',
  icp: '京ICP备2026000001号',
  servicePhone: '400-800-2026',
  serviceEmail: 'service@renli.local',
  address: '北京市朝阳区建国路 88 号',
  about: '一站式人力资源服务平台',
  registrationOpen: false,
};

describe('/Platform', () => {
  it('starts from defaults, saves with a version and serves the public subset from a cleared cache', async () => {
    const before = await admin<PlatformSettings>('/admin/plat/select');
    expect(before.body.data).toMatchObject({ version: 0, registrationOpen: true });
    expect((await anon()('/anon/plat/infoNose')).body.data).toMatchObject({ name: before.body.data.name });

    const saved = await admin<PlatformSettings>('/admin/plat/update', { version: 0, ...settings });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...settings, version: 1, updatedBy: '运维' });
    const pub = await anon()<Record<string, unknown>>('/anon/plat/infoNose');
    expect(pub.body.data).toEqual(settings);

    // A second admin screen still holding version 0 (or 1 after someone saved) must not overwrite.
    expect((await admin('/admin/plat/update', { version: 0, ...settings, name: 'x' })).status).toBe(409);
    expect((await admin('/admin/plat/update', { version: 5, ...settings, name: 'x' })).status).toBe(409);
    expect(
      (await admin('/admin/plat/update', { version: 1, ...settings, name: '仁力' })).body.data,
    ).toMatchObject({ version: 2 });
  });

  it('refuses a bad e-mail, phone or logo with field messages and keeps the stored settings', async () => {
    const res = await asToken(
      t,
      (await adminSession(t, 'en@renli.test')).token,
      'en',
    )('/admin/plat/update', {
      ...settings,
      version: 2,
      serviceEmail: 'nope',
      servicePhone: 'call me',
      logoUrl: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/./);
    expect((await admin<PlatformSettings>('/admin/plat/select')).body.data).toMatchObject({
      name: '仁力',
      version: 2,
    });
  });

  it('is admin only', async () => {
    expect((await anon()('/admin/plat/select')).status).toBe(401);
  });
});

describe('/Poster', () => {
  const day = 86_400_000;
  const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
  const poster = (title: string, extra: Record<string, unknown> = {}) =>
    admin<Poster>('/admin/poster/insert', {
      title,
      imageUrl: 'https://cdn.renli.local/p.png',
      placement: 'home',
      ...extra,
    });

  it('lists only active posters inside their window, in order, without login', async () => {
    await poster('春季招聘会', { sort: 2 });
    await poster('新功能上线', { sort: 1, startAt: at(-1), endAt: at(1) });
    await poster('已结束', { endAt: at(-1) });
    await poster('未开始', { startAt: at(1) });
    await poster('已下线', { status: 2 });
    await poster('登录页', { placement: 'login' });
    const res = await anon()<{ title: string }[]>('/anon/poster/listNose?placement=home');
    expect(res.body.data.map((p) => p.title)).toEqual(['新功能上线', '春季招聘会']);
    expect(
      (await admin<{ total: number }>('/admin/poster/selectPage', { placement: 'home' })).body.data.total,
    ).toBe(5);
  });

  it('checks the window on create and against the stored end on update; 409 when stale', async () => {
    const bad = await poster('倒序', { startAt: at(2), endAt: at(1) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('结束时间必须晚于开始时间');
    const p = (await poster('窗口', { endAt: at(3) })).body.data;
    const late = await admin('/admin/poster/update', { id: p.id, version: p.version, startAt: at(4) });
    expect(late.status).toBe(400);
    const moved = await admin<Poster>('/admin/poster/update', {
      id: p.id,
      version: p.version,
      startAt: at(2),
    });
    expect(moved.body.data.version).toBe(2);
    expect((await admin('/admin/poster/update', { id: p.id, version: 1, title: 'x' })).status).toBe(409);
    expect((await admin('/admin/poster/delete', { ids: [p.id, 99999] })).status).toBe(404);
    expect((await admin('/admin/poster/delete', { ids: [p.id] })).body.data).toEqual({ deleted: 1 });
  });

  it('exports the declared columns with labels, option names and China times', async () => {
    await poster('导出海报', { placement: 'login', sort: 3, status: 2, startAt: '2026-11-23T08:30:00.000Z' });
    const file = await caller(t, adminToken, 'zh-CN').download('/admin/poster/export', { title: '导出海报' });
    expect(file.statusCode).toBe(200);
    const name = decodeURIComponent(
      /filename\*=UTF-8''(.+)$/.exec(String(file.headers['content-disposition']))![1]!,
    );
    expect(name).toMatch(/^海报_\d{14}\.xlsx$/);
    const [header, row] = await readXlsx(file.rawPayload);
    expect(header).toEqual(['标题', '图片', '跳转链接', '展示位置', '排序', '开始时间', '结束时间', '状态']);
    expect(row).toEqual([
      '导出海报',
      'https://cdn.renli.local/p.png',
      '',
      '登录页',
      3,
      '2026-11-23 16:30:00',
      undefined,
      '下线',
    ]);
    const en = await caller(t, adminToken, 'en').download('/admin/poster/export', { title: '导出海报' });
    expect((await readXlsx(en.rawPayload))[0]).toEqual([
      'Title',
      'Image',
      'Link',
      'Placement',
      'Sort order',
      'Start',
      'End',
      'Status',
    ]);
  });
});

describe('/Cache', () => {
  it('lists the caches with entry counts and clears the platform info', async () => {
    await anon()('/anon/plat/infoNose');
    const list = await admin<{ name: string; entries: number }[]>('/admin/cache/list');
    expect(list.body.data.map((c) => c.name).sort()).toEqual(['dicts', 'platformInfo']);
    expect(list.body.data.find((c) => c.name === 'platformInfo')!.entries).toBe(1);
    await admin('/admin/cache/clear', { name: 'platformInfo' });
    const after = await admin<{ name: string; entries: number }[]>('/admin/cache/list');
    expect(after.body.data.find((c) => c.name === 'platformInfo')!.entries).toBe(0);
  });
});
