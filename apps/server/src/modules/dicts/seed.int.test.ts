import type { PublicDictItem } from '@renli/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { asToken } from '../platform/test-admin.ts';
import { dictItems } from './schema.ts';
import { seedDictsIfEmpty } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDictsIfEmpty(t.deps.db);
});
afterAll(() => t.close());

it('seeds the dictionaries once, readable by the apps at once', async () => {
  const read = (query: string) => asToken(t, null)<PublicDictItem[]>(`/parameter/getDictNose?${query}`);
  const cities = (await read('type=SocialSecurity')).body.data;
  expect(cities.map((c) => c.label)).toEqual(['北京', '上海', '广州', '深圳']);
  expect(cities[0]!.extra).toMatchObject({ pension: { company: 16, personal: 8 } });
  const regions = (await read('type=TreeTable&group=region')).body.data;
  expect(regions.find((r) => r.code === '440000')!.children!.map((c) => c.label)).toEqual([
    '广州市',
    '深圳市',
  ]);
  const channels = (await read('type=ChannelList')).body.data.map((c) => c.label);
  expect(channels).toEqual(expect.arrayContaining(['BOSS直聘', '猎聘', '前程无忧', '智联招聘']));
  expect((await read('type=Commonly&group=education')).body.data).toHaveLength(7);
});

it('adds nothing on a later start', async () => {
  const rows = async () => (await t.deps.db.select({ n: count() }).from(dictItems))[0]!.n;
  const before = await rows();
  await seedDictsIfEmpty(t.deps.db);
  expect(await rows()).toBe(before);
});
