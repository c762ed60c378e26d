import { RECENT_ACCESS_KEPT, type RecentAccess } from '@renli/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { setUpIdentities } from '../notifications/test-fixtures.ts';
import { recentAccesses } from './schema.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpIdentities>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpIdentities(t);
});
afterAll(() => t.close());

const visit = (as: Caller, routeKey: string, titleKey = `nav:${routeKey.slice(1).replaceAll('/', '.')}`) =>
  as.post<RecentAccess[]>('/accountCtl/addRecentAccess', { routeKey, titleKey });
const recent = async (as: Caller) =>
  (await as.get<RecentAccess[]>('/accountCtl/selectListRecentAccesses')).body.data.map((r) => r.routeKey);
const rowsOf = async (userId: number) =>
  (await t.deps.db.select({ n: count() }).from(recentAccesses).where(eq(recentAccesses.userId, userId)))[0]!
    .n;

describe('recently used pages', () => {
  it('lists the latest distinct pages, newest first, with their title keys', async () => {
    const as = world.person.inA;
    await visit(as, '/oa/diary/mydiary');
    await visit(as, '/staff/addressBook');
    const answer = await visit(as, '/oa/diary/mydiary');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r) => [r.routeKey, r.titleKey])).toEqual([
      ['/oa/diary/mydiary', 'nav:oa.diary.mydiary'],
      ['/staff/addressBook', 'nav:staff.addressBook'],
    ]);
    expect(await recent(as)).toEqual(['/oa/diary/mydiary', '/staff/addressBook']);
  });

  it('shows 8 and keeps at most 50 per identity', async () => {
    const as = world.person.inB;
    for (let i = 1; i <= RECENT_ACCESS_KEPT + 5; i += 1) await visit(as, `/crm/crmorder/p${i}`);
    const list = await recent(as);
    expect(list).toHaveLength(8);
    expect(list[0]).toBe('/crm/crmorder/p55');
    expect(list[7]).toBe('/crm/crmorder/p48');
    // person.inA's two pages plus the 50 kept here.
    expect(await rowsOf(world.person.userId)).toBe(2 + RECENT_ACCESS_KEPT);
  });

  it('keeps a person’s identities and other logins apart', async () => {
    expect(await recent(world.person.personal)).toEqual([]);
    expect(await recent(world.person.inA)).toEqual(['/oa/diary/mydiary', '/staff/addressBook']);
    await visit(world.plainStaff.api, '/salary/tax');
    expect(await recent(world.plainStaff.api)).toEqual(['/salary/tax']);
    expect(await recent(world.a.api)).toEqual([]);
  });

  it('refuses pages outside the main shell menus with a translated 400 and records nothing', async () => {
    const as = world.a.api;
    for (const routeKey of [
      '/im',
      '/oa',
      '/Members/Company',
      'https://evil.test/oa/x',
      '/oa/../admin',
      '/oa/diary/:id',
    ]) {
      const res = await visit(as, routeKey, 'nav:oa.title');
      expect(res.status, routeKey).toBe(400);
    }
    const badTitle = await visit(as, '/oa/schedule', 'javascript:alert(1)');
    expect(badTitle.status).toBe(400);
    const zh = await t.call({
      method: 'POST',
      url: '/accountCtl/addRecentAccess',
      headers: { access_token: as.token, lang: 'zh-CN' },
      payload: { routeKey: '/im', titleKey: 'nav:im' },
    });
    expect(JSON.stringify(zh.body)).toContain('不是可记录的功能页面');
    expect(await recent(as)).toEqual([]);
  });
});
