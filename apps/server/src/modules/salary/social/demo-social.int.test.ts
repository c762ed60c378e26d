import { afterAll, beforeAll, expect, it } from 'vitest';
import { chinaToday } from '../../../core/china-time.ts';
import { seedDemoIfEmpty } from '../../../seed/demo.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDictsIfEmpty } from '../../dicts/seed.ts';
import { contributionsOf } from './contributions.ts';
import { contributionEnrolments, contributionSchemes } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // As at start-up (main.ts): the dictionaries first, then the demo.
  await seedDictsIfEmpty(t.deps.db);
  await seedDemoIfEmpty(t.deps.db);
});
afterAll(() => t.close());

it('enrols every demo staff member in 上海 social insurance and fund, which the payroll reads', async () => {
  const schemes = await t.deps.db.select().from(contributionSchemes);
  expect(schemes.map((s) => s.name).sort()).toEqual(['上海公积金', '上海社保']);
  const enrolments = await t.deps.db.select().from(contributionEnrolments);
  const social = enrolments.filter((e) => e.kind === 'social');
  expect(social.length).toBeGreaterThanOrEqual(20);
  expect(enrolments.every((e) => Number(e.base) >= 8000 && Number(e.base) <= 30000)).toBe(true);
  const paid = await contributionsOf(
    t.deps.db,
    schemes[0]!.compId,
    chinaToday().slice(0, 7),
    social.map((e) => e.staffId),
  );
  expect(paid.size).toBe(social.length);
  // A base of 8,000 in 上海: 2,140.80 employer (26.76 %), 840.00 employee (10.5 %); fund 7 % = 560 each.
  const eight = social.find((e) => e.base === '8000.00')!;
  expect(paid.get(eight.staffId)).toMatchObject({
    socialCompany: '2140.80',
    socialPersonal: '840.00',
    fundCompany: '560.00',
    fundPersonal: '560.00',
  });
});
