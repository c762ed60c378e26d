import type { ContributionScheme, Enrolment, MonthView } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, fileNameOf, readXlsx } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDictsIfEmpty } from '../../dicts/seed.ts';
import { type ChangesWorld, changesWorld } from '../../staff-changes/test-fixtures.ts';
import { contributionsOf } from './contributions.ts';

// Social insurance end to end (docs/product/salary.md, "Social insurance and housing fund"): a
// 上海 scheme from the platform's figures, enrolments, a month generated, back-paid, adjusted,
// confirmed, exported, and what the payroll reads.

const P = '/socialInsuranceCtl';
let t: TestApp;
let w: ChangesWorld;
let alice: { staffId: number };
let bob: { staffId: number };
let outsourced: { staffId: number };
let scheme: ContributionScheme;

async function ok<T>(answer: Promise<{ status: number; body: { message: string; data: T } }>) {
  const res = await answer;
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}
const enrol = (as: Caller, body: object) =>
  as.post<Enrolment>(`${P}/enrolment/save`, { kind: 'social', accountNo: '', stopMonth: null, ...body });

beforeAll(async () => {
  t = await createTestApp();
  await seedDictsIfEmpty(t.deps.db);
  w = await changesWorld(t);
  alice = await w.hire({ name: '王丽' });
  bob = await w.hire({ name: '赵强' });
  outsourced = await w.hire({ name: '外包甲', employeeType: 2 });
});
afterAll(() => t.close());

describe('social insurance', () => {
  it('creates a scheme from the platform’s 上海 figures', async () => {
    const cities = await ok(
      w.owner.post<{ list: { cityCode: string }[] }>(`${P}/platformCities`, { kind: 'social' }),
    );
    expect(cities.list.map((c) => c.cityCode)).toContain('310100');
    scheme = await ok(
      caller(t, w.owner.token, 'zh-CN').post<ContributionScheme>(`${P}/scheme/fromPlatform`, {
        kind: 'social',
        cityCode: '310100',
        effectiveFrom: '2025-07',
      }),
    );
    expect(scheme).toMatchObject({ name: '上海社保', cityName: '上海', enrolled: 0 });
    expect(scheme.versions[0]).toMatchObject({
      effectiveFrom: '2025-07',
      baseMin: '7460.00',
      baseMax: '37302.00',
    });
    expect(scheme.versions[0]!.items[0]).toMatchObject({
      item: 'pension',
      companyRate: '16',
      personalRate: '8',
      rounding: 'cent',
    });
    // A second one from the same city gets the next free name.
    const again = await ok(
      caller(t, w.owner.token, 'zh-CN').post<ContributionScheme>(`${P}/scheme/fromPlatform`, {
        kind: 'social',
        cityCode: '310100',
        effectiveFrom: '2025-07',
      }),
    );
    expect(again.name).toBe('上海社保2');
    await ok(w.owner.post(`${P}/scheme/delete`, { id: again.id }));
  });

  it('enrols people once per kind, clamping the base into the floor', async () => {
    const a = await ok(
      enrol(w.owner, { staffId: alice.staffId, schemeId: scheme.id, base: '10000', startMonth: '2025-07' }),
    );
    expect(a).toMatchObject({ staffName: '王丽', status: 'open', clamped: null, effectiveBase: '10000.00' });
    const b = await ok(
      enrol(w.admin, { staffId: bob.staffId, schemeId: scheme.id, base: '3000', startMonth: '2025-08' }),
    );
    expect(b).toMatchObject({ clamped: 'floor', effectiveBase: '7460.00', base: '3000.00' });
    const twice = await enrol(caller(t, w.owner.token, 'zh-CN'), {
      staffId: alice.staffId,
      schemeId: scheme.id,
      base: '9000',
      startMonth: '2025-09',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('已有社保参保档案');
    // Before the scheme's first version there is nothing to pay by.
    const early = await enrol(w.owner, {
      staffId: outsourced.staffId,
      schemeId: scheme.id,
      base: '9000',
      startMonth: '2025-01',
    });
    expect(early.status).toBe(400);
    // An HRM-only admin cannot enrol outsourced staff, nor see them.
    const scoped = await enrol(w.hrmAdmin.api, {
      staffId: outsourced.staffId,
      schemeId: scheme.id,
      base: '9000',
      startMonth: '2025-07',
    });
    expect(scoped.status).toBe(400);
    const list = await ok(
      w.owner.post<{ list: Enrolment[]; total: number }>(`${P}/enrolment/list`, {
        kind: 'social',
        pageSize: 999999,
      }),
    );
    expect(list.total).toBe(2);
  });

  it('generates a month, books a back-payment and an adjustment, confirms and exports', async () => {
    let month = await ok(w.owner.post<MonthView>(`${P}/month/view`, { kind: 'social', month: '2025-08' }));
    expect(month.status).toBe('none');
    expect(month.joiners.map((j) => j.staffName)).toEqual(['赵强']);
    month = await ok(w.owner.post<MonthView>(`${P}/month/generate`, { kind: 'social', month: '2025-08' }));
    expect(month.status).toBe('draft');
    const alicePension = month.people
      .find((p) => p.staffId === alice.staffId)!
      .lines.find((l) => l.item === 'pension');
    expect(alicePension).toMatchObject({ base: '10000.00', company: '1600.00', personal: '800.00' });
    // 上海: 10,000 pays 2,676.00 / 1,050.00; 7,460 pays 1,996.30 (16+9+0.5+0.26+1 = 26.76 %) / 783.30 (10.5 %).
    expect(month.company).toBe('4672.30');
    expect(month.personal).toBe('1833.30');
    expect(month.totals.find((x) => x.item === 'pension')).toMatchObject({
      company: '2793.60',
      personal: '1396.80',
    });

    month = await ok(
      w.owner.post<MonthView>(`${P}/month/backPay`, {
        kind: 'social',
        month: '2025-08',
        staffId: alice.staffId,
        forMonth: '2025-07',
        reason: '7月漏缴',
      }),
    );
    month = await ok(
      w.owner.post<MonthView>(`${P}/month/adjust`, {
        kind: 'social',
        month: '2025-08',
        staffId: bob.staffId,
        item: 'medical',
        company: '-10.50',
        personal: '0',
        reason: '退还多缴',
      }),
    );
    expect(month.company).toBe('7337.80');
    const paid = await contributionsOf(t.deps.db, w.a.compId, '2025-08', [
      alice.staffId,
      bob.staffId,
      outsourced.staffId,
    ]);
    expect(paid.get(alice.staffId)).toMatchObject({
      socialCompany: '5352.00',
      socialPersonal: '2100.00',
      fundCompany: '0.00',
    });
    expect(paid.get(bob.staffId)!.socialCompany).toBe('1985.80');
    expect(paid.has(outsourced.staffId)).toBe(false);

    const confirmed = await ok(
      w.owner.post<MonthView>(`${P}/month/confirm`, {
        kind: 'social',
        month: '2025-08',
        version: month.version,
      }),
    );
    expect(confirmed.status).toBe('confirmed');
    const regenerate = await w.owner.post(`${P}/month/generate`, { kind: 'social', month: '2025-08' });
    expect(regenerate.status).toBe(400);

    const file = await caller(t, w.owner.token, 'zh-CN').download(`${P}/month/export`, {
      kind: 'social',
      month: '2025-08',
    });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^社保明细_202508_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]!.slice(0, 6)).toEqual([
      '姓名',
      '工号',
      '身份证号',
      '缴费基数',
      '养老保险单位',
      '养老保险个人',
    ]);
    expect(rows).toHaveLength(3);
    const aliceRow = rows.find((r) => r[0] === '王丽')!;
    expect(aliceRow.slice(3, 6)).toEqual([10000, 3200, 1600]);
  });

  it('leaves another company and a plain staff member out', async () => {
    expect((await w.b.api.post(`${P}/scheme/list`, { kind: 'social' })).body.data).toEqual({ list: [] });
    expect((await w.hroStaff.api.post(`${P}/scheme/list`, { kind: 'social' })).status).toBe(403);
    const other = await enrol(w.b.api, {
      staffId: alice.staffId,
      schemeId: scheme.id,
      base: '9000',
      startMonth: '2025-07',
    });
    expect(other.status).toBe(400);
  });
});
