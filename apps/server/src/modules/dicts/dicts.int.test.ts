import type { DictItem, DictTreeItem, PublicDictItem } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, readXlsx } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { adminSession, asToken } from '../platform/test-admin.ts';

let t: TestApp;
let admin: ReturnType<typeof asToken>;
let adminEn: ReturnType<typeof asToken>;
let anon: ReturnType<typeof asToken>;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const session = await adminSession(t);
  admin = session.as;
  adminToken = session.token;
  adminEn = asToken(t, session.token, 'en');
  anon = asToken(t, null);
});
afterAll(() => t.close());

const insert = (body: Record<string, unknown>) => admin<DictItem>('/admin/dict/insert', body);
const count = async (type: string) =>
  (await admin<{ total: number }>('/admin/dict/selectPage', { type, pageSize: 1 })).body.data.total;
const city = {
  baseMin: 6821,
  baseMax: 35283,
  pension: { company: 16, personal: 8 },
  medical: { company: 9.8, personal: 2 },
  unemployment: { company: 0.5, personal: 0.5 },
  injury: { company: 0.2, personal: 0 },
  maternity: { company: 0.8, personal: 0 },
};

describe('dictionary administration', () => {
  it('needs an admin session: a user gets 403, nobody 401', async () => {
    await registerAccount(t, { loginCode: '13700002222', userType: 1 });
    const user = asToken(t, await login(t, '13700002222'));
    expect((await user('/admin/dict/selectPage', { type: 'Commonly' })).status).toBe(403);
    expect((await user('/admin/cache/list')).status).toBe(403);
    expect((await anon('/admin/dict/insert', { type: 'Commonly', code: 'x', labelZh: 'x' })).status).toBe(
      401,
    );
  });

  it('checks social-security rates (0–100) and bases (min ≤ max) with translated messages', async () => {
    const bad = await adminEn('/admin/dict/insert', {
      type: 'SocialSecurity',
      code: '110100',
      labelZh: '北京',
      extra: { ...city, pension: { company: 160, personal: 8 }, baseMin: 40000 },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.data as { fields: { field: string; message: string }[] }).fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['extra.baseMax', 'extra.pension.company']);
    expect(fields.find((f) => f.field === 'extra.baseMax')?.message).toMatch(/maximum must not be below/);
    expect(await count('SocialSecurity')).toBe(0);

    const good = await insert({ type: 'SocialSecurity', code: '110100', labelZh: '北京', extra: city });
    expect(good.status).toBe(200);
    expect(good.body.data.extra).toEqual(city);
  });

  it('keeps codes unique within a group and requires groups where the type has them', async () => {
    const first = await insert({
      type: 'Commonly',
      groupCode: 'education',
      code: 'bachelor',
      labelZh: '本科',
    });
    expect(first.status).toBe(200);
    const twin = await insert({
      type: 'Commonly',
      groupCode: 'education',
      code: 'bachelor',
      labelZh: '学士',
    });
    expect(twin.status).toBe(400);
    expect(twin.body.message).toContain('bachelor');
    // The same code in another group is another item.
    expect(
      (await insert({ type: 'Commonly', groupCode: 'degree', code: 'bachelor', labelZh: '学士' })).status,
    ).toBe(200);
    const noGroup = await admin<{ fields: { field: string }[] }>('/admin/dict/insert', {
      type: 'Commonly',
      code: 'married',
      labelZh: '已婚',
    });
    expect(noGroup.status).toBe(400);
    expect(noGroup.body.data.fields[0]!.field).toBe('groupCode');
    const badCode = await insert({ type: 'Commonly', groupCode: 'x', code: 'a b', labelZh: '空格' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toContain('编码只能包含');
  });

  it('validates the other types: channels, custom columns, transport, housing fund', async () => {
    expect(
      (
        await insert({
          type: 'ChannelList',
          code: 'boss',
          labelZh: 'BOSS直聘',
          extra: { kind: 'online', url: 'ftp://x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await insert({
          type: 'ChannelList',
          code: 'boss',
          labelZh: 'BOSS直聘',
          extra: { kind: 'online', url: 'https://www.zhipin.com' },
        })
      ).status,
    ).toBe(200);
    const select = await insert({
      type: 'ColumnMore',
      code: 'shirt',
      labelZh: '工服尺码',
      extra: { fieldType: 'select', options: [], required: false },
    });
    expect(select.status).toBe(400);
    expect(select.body.message).toContain('至少需要一个选项');
    expect(
      (await insert({ type: 'Traffic', code: 'bus', labelZh: '公交', extra: { amount: -1 } })).status,
    ).toBe(400);
    expect(
      (
        await insert({
          type: 'ProvidentFund',
          code: '310100',
          labelZh: '上海',
          extra: { baseMin: 2690, baseMax: 36921, companyRate: 7, personalRate: 101 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await insert({
          type: 'ProvidentFund',
          code: '310100',
          labelZh: '上海',
          extra: { baseMin: 2690, baseMax: 36921, companyRate: 7, personalRate: 7 },
        })
      ).status,
    ).toBe(200);
  });

  it('edits a tree without cycles and refuses to orphan children', async () => {
    const tree = (code: string, labelZh: string, parentId: number | null) =>
      insert({ type: 'TreeTable', groupCode: 'region', code, labelZh, parentId });
    const gd = (await tree('440000', '广东省', null)).body.data;
    const gz = (await tree('440100', '广州市', gd.id)).body.data;
    const th = (await tree('440106', '天河区', gz.id)).body.data;
    const cycle = await admin('/admin/dict/update', { id: gd.id, version: gd.version, parentId: th.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toContain('下级');
    const self = await admin('/admin/dict/update', { id: gd.id, version: gd.version, parentId: gd.id });
    expect(self.status).toBe(400);
    const otherGroup = await insert({
      type: 'TreeTable',
      groupCode: 'industry',
      code: 'it',
      labelZh: '互联网',
      parentId: gd.id,
    });
    expect(otherGroup.status).toBe(400);
    expect(
      (await insert({ type: 'Commonly', groupCode: 'g', code: 'c', labelZh: 'c', parentId: gd.id })).status,
    ).toBe(400);

    const orphaning = await admin('/admin/dict/delete', { ids: [gz.id] });
    expect(orphaning.status).toBe(400);
    expect(orphaning.body.message).toContain('广州市');

    const stale = await admin('/admin/dict/update', { id: gz.id, version: gz.version + 5, labelZh: '广州' });
    expect(stale.status).toBe(409);
    const renamed = await admin<DictItem>('/admin/dict/update', {
      id: gz.id,
      version: gz.version,
      labelZh: '广州',
      labelEn: 'Guangzhou',
    });
    expect(renamed.body.data).toMatchObject({ labelZh: '广州', version: gz.version + 1 });

    const tree2 = await admin<DictTreeItem[]>('/admin/dict/selectTree?type=TreeTable&group=region');
    expect(tree2.body.data[0]!.children![0]!.children![0]!.code).toBe('440106');

    // Disabling a node hides its subtree from apps, not from the editor.
    await admin('/admin/dict/updateStatus', { id: gz.id, status: 2 });
    const served = await anon<PublicDictItem[]>('/parameter/getDictNose?type=TreeTable&group=region');
    expect(served.body.data).toEqual([expect.objectContaining({ code: '440000', label: '广东省' })]);
    expect(served.body.data[0]!.children).toBeUndefined();
    await admin('/admin/dict/updateStatus', { id: gz.id, status: 1 });

    expect((await admin('/admin/dict/delete', { ids: [gd.id, gz.id, th.id] })).body.data).toEqual({
      deleted: 3,
    });
    expect((await admin('/admin/dict/delete', { ids: [gd.id] })).status).toBe(404);
  });

  it('exports a type with the declared labels, its name and the status by label', async () => {
    await insert({
      type: 'Commonly',
      groupCode: 'export',
      code: 'phd',
      labelZh: '博士',
      labelEn: 'PhD',
      sort: 7,
    });
    const file = await caller(t, adminToken, 'zh-CN').download('/admin/dict/export', {
      type: 'Commonly',
      groupCode: 'export',
    });
    expect(file.statusCode).toBe(200);
    const name = decodeURIComponent(
      /filename\*=UTF-8''(.+)$/.exec(String(file.headers['content-disposition']))![1]!,
    );
    expect(name).toMatch(/^数据字典_\d{14}\.xlsx$/);
    expect(await readXlsx(file.rawPayload)).toEqual([
      ['字典', '中文名称', '英文名称', '编码', '分组编码', '排序', '状态'],
      ['常用参数', '博士', 'PhD', 'phd', 'export', 7, '启用'],
    ]);
    const en = await caller(t, adminToken, 'en').download('/admin/dict/export', { type: 'Commonly' });
    expect((await readXlsx(en.rawPayload))[0]).toEqual([
      'Dictionary',
      'Chinese name',
      'English name',
      'Code',
      'Group code',
      'Sort order',
      'Status',
    ]);
  });
});

describe('/parameter/getDictNose', () => {
  it('serves enabled items without login, labels in the caller language, from a cache cleared by writes', async () => {
    const single = await insert({
      type: 'Commonly',
      groupCode: 'marital',
      code: 'single',
      labelZh: '未婚',
      labelEn: 'Single',
    });
    await insert({
      type: 'Commonly',
      groupCode: 'marital',
      code: 'divorced',
      labelZh: '离异',
      labelEn: 'Divorced',
      status: 2,
    });
    const read = (lang = 'zh-CN') =>
      asToken(t, null, lang)<PublicDictItem[]>('/parameter/getDictNose?type=Commonly&group=marital');
    expect((await read()).body.data.map((i) => i.label)).toEqual(['未婚']);
    expect((await read('en')).body.data.map((i) => i.label)).toEqual(['Single']);

    const caches = await admin<{ name: string; entries: number }[]>('/admin/cache/list');
    expect(caches.body.data.find((c) => c.name === 'dicts')!.entries).toBeGreaterThan(0);

    await admin('/admin/dict/update', { id: single.body.data.id, version: 1, labelZh: '单身' });
    expect((await read()).body.data.map((i) => i.label)).toEqual(['单身']);

    expect((await admin('/admin/cache/clear', { name: 'dicts' })).status).toBe(200);
    const after = await admin<{ name: string; entries: number }[]>('/admin/cache/list');
    expect(after.body.data.find((c) => c.name === 'dicts')!.entries).toBe(0);
    expect((await admin('/admin/cache/clear', { name: 'nope' })).status).toBe(404);
    expect((await anon('/parameter/getDictNose?type=Nope')).status).toBe(400);
  });
});
