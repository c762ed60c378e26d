import type { ArchiveHistory, ArchivePage, FormulaCheck, SalaryGroup, SalaryItem } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/china-time.ts';
import { buildXlsx, type Caller, fileNameOf, readXlsx } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { staffCardsOf } from '../../staff/cards.ts';
import { type ChangesWorld, changesWorld } from '../../staff-changes/test-fixtures.ts';
import { salaryArchiveVersions, salaryItems } from './schema.ts';
import { payrollGroupOf, payrollMembersOf } from './setup-of.ts';

const S = '/salarySetCtl';
const A = '/salaryArchivesCtl';
let t: TestApp;
let w: ChangesWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
});
afterAll(() => t.close());

async function ok<T>(res: Promise<{ status: number; body: { data: T; message: string } }>) {
  const answer = await res;
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}
const saveItem = (as: Caller, body: object) => as.post<SalaryItem>(`${S}/saveItem`, body);
const item = (code: string, name: string, source: string, effect: string, extra: object = {}) => ({
  code,
  name,
  source,
  effect,
  ...extra,
});
const itemsOf = async (as: Caller) => (await ok(as.get<{ list: SalaryItem[] }>(`${S}/items`))).list;

describe('wage items', () => {
  it('lists the six system items before anything is saved, and reading writes nothing', async () => {
    const list = await itemsOf(w.owner);
    expect(list.map((i) => i.code)).toEqual([
      'gross',
      'socialPersonal',
      'fundPersonal',
      'taxable',
      'tax',
      'net',
    ]);
    expect(list.every((i) => i.id === null && i.system)).toBe(true);
    expect(await t.deps.db.select().from(salaryItems)).toEqual([]);
  });

  it('saves fixed, input and formula items and checks formulas against the whole set', async () => {
    await ok(saveItem(w.owner, item('base', '基本工资', 'fixed', 'earning', { prorated: true, sort: 1 })));
    await ok(saveItem(w.owner, item('post', '岗位工资', 'fixed', 'earning', { prorated: true, sort: 2 })));
    await ok(saveItem(w.owner, item('perf', '绩效工资', 'input', 'earning', { sort: 3 })));
    const absence = await ok(
      saveItem(
        w.owner,
        item('absence', '缺勤扣款', 'formula', 'deduction', {
          formula: '(base + post) / payDays * absentDays',
          sort: 4,
        }),
      ),
    );
    expect(absence).toMatchObject({
      formula: '(base + post) / payDays * absentDays',
      rounding: 'cent',
      prorated: false,
    });

    const unknown = await saveItem(
      w.owner,
      item('bonus', '奖金', 'formula', 'earning', { formula: 'perf * rate' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('“rate”');

    await ok(saveItem(w.owner, item('x1', '甲', 'formula', 'info', { formula: '1' })));
    await ok(saveItem(w.owner, item('x2', '乙', 'formula', 'info', { formula: 'x1 + 1' })));
    const x1 = (await itemsOf(w.owner)).find((i) => i.code === 'x1')!;
    const cycle = await saveItem(w.owner, { ...x1, formula: 'x2 * 2' });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toContain('甲 → 乙 → 甲');

    // Pre-tax items cannot read what exists only after tax.
    const afterTax = await saveItem(
      w.owner,
      item('late', '迟到扣款', 'formula', 'deduction', { formula: 'net / 100' }),
    );
    expect(afterTax.status).toBe(400);
    expect(afterTax.body.message).toContain('before tax');

    for (const bad of [
      item('min', '最小', 'input', 'earning'),
      item('payDays', '计薪', 'input', 'earning'),
      item('base', '重复编码', 'input', 'earning'),
      item('other', '基本工资', 'input', 'earning'),
      item('meal', '餐补', 'input', 'deduction', { taxFree: true }),
      item('calc', '公式', 'formula', 'earning'),
      item('mine', '自造', 'system', 'info'),
    ])
      expect((await saveItem(w.owner, bad)).status, bad.name).toBe(400);
  });

  it('checks a formula live without writing', async () => {
    const good = await ok(
      w.owner.post<FormulaCheck>(`${S}/checkFormula`, {
        code: 'ot',
        name: '加班费',
        formula: 'overtimePay + base / 21.75',
      }),
    );
    expect(good.ok).toBe(true);
    expect(good.order).toContain('ot');
    const bad = await ok(
      w.owner.post<FormulaCheck>(`${S}/checkFormula`, { code: 'ot', name: '加班费', formula: 'base / (1' }),
    );
    expect(bad).toMatchObject({ ok: false, order: [] });
    expect(bad.message).toContain('加班费');
    expect((await itemsOf(w.owner)).some((i) => i.code === 'ot')).toBe(false);
  });

  it('keeps system items (renamed by code, never deleted or re-coded) and items in use', async () => {
    const net = await ok(saveItem(w.owner, item('net', '实发合计', 'system', 'info', { sort: 999 })));
    expect(net).toMatchObject({ name: '实发合计', system: true });
    expect(net.id).not.toBeNull();
    expect((await w.owner.post(`${S}/deleteItem`, { id: net.id })).status).toBe(400);
    expect((await saveItem(w.owner, { ...net, code: 'net2' })).status).toBe(400);

    const base = (await itemsOf(w.owner)).find((i) => i.code === 'base')!;
    const refused = await w.owner.post(`${S}/deleteItem`, { id: base.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('缺勤扣款');
    // A stale version is refused.
    expect((await saveItem(w.owner, { ...base, version: base.version + 5 })).status).toBe(409);

    const x2 = (await itemsOf(w.owner)).find((i) => i.code === 'x2')!;
    await ok(w.owner.post(`${S}/deleteItem`, { id: x2.id }));
    const x1 = (await itemsOf(w.owner)).find((i) => i.code === 'x1')!;
    await ok(w.owner.post(`${S}/deleteItem`, { id: x1.id }));
  });

  it('is HR’s: plain staff and another company get nothing', async () => {
    expect((await w.plainStaff.api.get(`${S}/items`)).status).toBe(403);
    expect((await w.person.get(`${S}/items`)).status).toBe(403);
    const base = (await t.deps.db.select().from(salaryItems).where(eq(salaryItems.code, 'base')))[0]!;
    expect((await w.b.api.post(`${S}/deleteItem`, { id: base.id })).status).toBe(404);
    expect((await itemsOf(w.b.api)).every((i) => i.system)).toBe(true);
  });
});

let hrm: SalaryGroup;
let hro: SalaryGroup;
const saveGroup = (as: Caller, body: object) => as.post<SalaryGroup>(`${S}/saveGroup`, body);

describe('salary groups', () => {
  it('keeps items in order with the system items, and the HRO client and fee', async () => {
    hrm = await ok(
      saveGroup(w.owner, {
        name: '总部月薪',
        employeeType: 1,
        prorate: 'payDays',
        overtimeBaseItems: ['base'],
        items: [
          { code: 'base' },
          { code: 'post' },
          { code: 'perf', showOnPayslip: false },
          { code: 'absence' },
        ],
      }),
    );
    expect(hrm.items.map((i) => i.code)).toEqual([
      'base',
      'post',
      'perf',
      'absence',
      'gross',
      'socialPersonal',
      'fundPersonal',
      'taxable',
      'tax',
      'net',
    ]);
    hro = await ok(
      saveGroup(w.owner, {
        name: '顺达外包',
        employeeType: 2,
        clientCompany: '杭州顺达物流有限公司',
        prorate: 'calendarDays',
        items: [{ code: 'base' }],
        feeKind: 'perHead',
        feeValue: '150',
      }),
    );
    expect(hro).toMatchObject({
      clientCompany: '杭州顺达物流有限公司',
      feeKind: 'perHead',
      feeValue: '150.0000',
    });

    const group = await payrollGroupOf(t.deps.db, w.a.compId, hrm.id);
    expect(group).toMatchObject({ name: '总部月薪', prorate: 'payDays', overtimeBaseItems: ['base'] });
    expect(group!.items.find((i) => i.code === 'perf')).toMatchObject({ showOnPayslip: false, sort: 2 });
    expect(group!.items.find((i) => i.code === 'absence')!.formula).toBe(
      '(base + post) / payDays * absentDays',
    );
    expect(await payrollGroupOf(t.deps.db, w.b.compId, hrm.id)).toBeNull();
  });

  it('refuses what does not fit', async () => {
    const base = { employeeType: 1, items: [{ code: 'base' }] };
    for (const bad of [
      // The formula reads post, not in the group.
      { ...base, name: '缺项', items: [{ code: 'base' }, { code: 'absence' }] },
      { ...base, name: '总部月薪' },
      { ...base, name: '无此项', items: [{ code: 'nothing' }] },
      { ...base, name: '基数', overtimeBaseItems: ['perf'] },
      { ...base, name: '内部服务费', feeKind: 'perHead', feeValue: '10' },
      { name: '无客户', employeeType: 2, items: [{ code: 'base' }] },
    ])
      expect((await saveGroup(w.owner, bad)).status, bad.name).toBe(400);
    expect(
      (await saveGroup(w.hrmAdmin.api, { name: '外包', employeeType: 2, clientCompany: 'X', items: [] }))
        .status,
    ).toBe(403);
    const seen = (await ok(w.hrmAdmin.api.get<{ list: SalaryGroup[] }>(`${S}/groups`))).list;
    expect(seen.map((g) => g.name)).toEqual(['总部月薪']);
  });
});

describe('salary archives', () => {
  it('flags staff without an archive, keeps dated versions, lets a future change wait', async () => {
    const staff = await w.hire({ name: '薪资员工', entryIn: -90 });
    const page = await ok(w.owner.post<ArchivePage>(`${A}/selectPage`, { keyword: '薪资员工' }));
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ staffName: '薪资员工', nextAction: 'set', current: null });
    expect(page.withoutArchive).toBeGreaterThanOrEqual(1);
    expect(page.items.map((i) => i.code)).toEqual(['base', 'post']);

    const save = (body: object) =>
      w.owner.post<ArchiveHistory>(`${A}/save`, { staffId: staff.staffId, groupId: hrm.id, ...body });
    await ok(
      save({ effectiveFrom: staff.entryDate, amounts: { base: '6000', post: '2000.5' }, reason: 'set' }),
    );
    const later = addDays(w.today, 10);
    const history = await ok(
      save({
        effectiveFrom: later,
        amounts: { base: '7000', post: '2000.5' },
        reason: 'raise',
        note: '年度调薪',
      }),
    );
    expect(history.versions.map((v) => [v.effectiveFrom, v.total, v.pending])).toEqual([
      [later, '9000.50', true],
      [staff.entryDate, '8000.50', false],
    ]);
    expect(history.versions[1]!.amounts).toEqual({ base: '6000.00', post: '2000.50' });

    const row = (await ok(w.owner.post<ArchivePage>(`${A}/selectPage`, { keyword: '薪资员工' }))).list[0]!;
    expect(row).toMatchObject({ groupName: '总部月薪', nextAction: null });
    expect(row.current!.total).toBe('8000.50');
    expect(row.pending!.effectiveFrom).toBe(later);

    expect((await save({ effectiveFrom: later, amounts: { base: '1' }, reason: 'raise' })).status).toBe(400);
    expect((await save({ effectiveFrom: w.today, amounts: { perf: '1' }, reason: 'raise' })).status).toBe(
      400,
    );
    expect(
      (await save({ groupId: hro.id, effectiveFrom: w.today, amounts: {}, reason: 'raise' })).status,
    ).toBe(400);
    expect((await save({ effectiveFrom: w.today, amounts: { base: '-1' }, reason: 'raise' })).status).toBe(
      400,
    );

    const past = history.versions[1]!;
    expect((await w.owner.post(`${A}/cancelVersion`, { id: past.id })).status).toBe(400);
    const after = await ok(
      w.owner.post<ArchiveHistory>(`${A}/cancelVersion`, { id: history.versions[0]!.id }),
    );
    expect(after.versions).toHaveLength(1);

    expect((await w.b.api.get(`${A}/history?staffId=${staff.staffId}`)).status).toBe(404);
    expect((await w.b.api.post(`${A}/cancelVersion`, { id: past.id })).status).toBe(404);
    // A group with archives stays.
    expect((await w.owner.post(`${S}/deleteGroup`, { id: hrm.id })).status).toBe(400);
  });

  it('makes members of those employed on a day of the month, versions clipped to the month and employment', async () => {
    const staff = await w.hire({ name: '月中入职', entryIn: -70 });
    const entryMonth = staff.entryDate.slice(0, 7);
    const nextMonth = addDays(`${entryMonth}-28`, 7).slice(0, 7);
    const raiseDay = `${nextMonth}-16`;
    for (const [effectiveFrom, base] of [
      [staff.entryDate, '10000'],
      [raiseDay, '12000'],
    ] as const)
      await ok(
        w.owner.post(`${A}/save`, {
          staffId: staff.staffId,
          groupId: hrm.id,
          effectiveFrom,
          amounts: { base, post: '0' },
          reason: 'set',
        }),
      );
    const first = (await payrollMembersOf(t.deps.db, w.a.compId, hrm.id, entryMonth)).find(
      (m) => m.staffId === staff.staffId,
    )!;
    const monthEnd = addDays(`${nextMonth}-01`, -1);
    expect(first.segments).toEqual([
      { from: staff.entryDate, to: monthEnd, amounts: { base: '10000.00', post: '0.00' } },
    ]);
    const second = (await payrollMembersOf(t.deps.db, w.a.compId, hrm.id, nextMonth)).find(
      (m) => m.staffId === staff.staffId,
    )!;
    expect(second.segments.map((s) => [s.from, s.to, s.amounts.base])).toEqual([
      [`${nextMonth}-01`, `${nextMonth}-15`, '10000.00'],
      [raiseDay, second.segments[1]!.to, '12000.00'],
    ]);
    expect(second).toMatchObject({ bankName: null, bankAccount: null });
    // Not employed in the month before entry: not a member.
    const before = addDays(`${entryMonth}-01`, -1).slice(0, 7);
    expect(
      (await payrollMembersOf(t.deps.db, w.a.compId, hrm.id, before)).some(
        (m) => m.staffId === staff.staffId,
      ),
    ).toBe(false);
  });

  it('imports amounts by mobile all or nothing, and exports the list', async () => {
    const one = await w.hire({ name: '导入甲' });
    const two = await w.hire({ name: '导入乙' });
    const cards = await staffCardsOf(t.deps.db, w.a.compId, [one.staffId, two.staffId]);
    const [m1, m2] = [cards.get(one.staffId)!.mobile, cards.get(two.staffId)!.mobile];
    const header = ['手机号', '姓名', '薪资组', '生效日期', '调整原因', '基本工资', '岗位工资'];
    const before = (await t.deps.db.select().from(salaryArchiveVersions)).length;
    const bad = await w.owner.upload<{ errors: { row: number; message: string }[] }>(
      `${A}/import`,
      await buildXlsx([
        header,
        [m1, '导入甲', '总部月薪', '2026-01-01', '定薪', '6000', '1000'],
        ['13999999999', '某人', '总部月薪', '2026-13-01', '定薪', 'abc', ''],
      ]),
    );
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body.data.errors.map((e) => e.row)).toEqual([3, 3, 3]);
    expect((await t.deps.db.select().from(salaryArchiveVersions)).length).toBe(before);

    const good = await w.owner.upload<{ imported: number }>(
      `${A}/import`,
      await buildXlsx([
        header,
        [m1, '导入甲', '总部月薪', '2026-01-01', '定薪', '6000', '1000'],
        [m2, '', '总部月薪', '2026/2/1', '', '30000', ''],
      ]),
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.imported).toBe(2);
    const history = await ok(w.owner.get<ArchiveHistory>(`${A}/history?staffId=${two.staffId}`));
    expect(history.versions[0]).toMatchObject({
      effectiveFrom: '2026-02-01',
      total: '30000.00',
      reason: 'set',
    });

    const template = await w.owner.fetchFile(`${A}/importTemplate`);
    expect(template.statusCode).toBe(200);
    expect((await readXlsx(template.rawPayload))[0]).toContain('基本工资');

    const file = await w.owner.download(`${A}/export`, { keyword: '导入' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^Salary archives_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['Name', '基本工资', '岗位工资', 'Fixed pay total']));
    expect(rows.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(['导入甲', '导入乙']));
  });
});
