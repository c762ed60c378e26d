import {
  type ImportError,
  type LaborPaymentRow,
  laborPaymentResource,
  type SpecialDeductionRow,
  specialDeductionResource,
  type TaxCalculation,
  taxEndpoints,
} from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildXlsx,
  type Caller,
  caller,
  fileNameOf,
  readXlsx,
} from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { setUpContracts } from '../../labor-contracts/test-fixtures.ts';
import { specialDeductionsOf } from './deductions-of.ts';

// Salary's tax part through its endpoints (docs/product/salary.md, "Income tax"); the generated
// core/resources/tenant-isolation.int.test.ts also tries both resources' rows as another company.
const DED = specialDeductionResource.prefix;
const LAB = laborPaymentResource.prefix;
let t: TestApp;
let env: Awaited<ReturnType<typeof setUpContracts>>;
let staff: { zhang: number; li: number; hro: number };
beforeAll(async () => {
  t = await createTestApp();
  env = await setUpContracts(t);
  staff = {
    zhang: await env.staff('张伟', 'A001', 1),
    li: await env.staff('李娜', 'A002', 1),
    hro: await env.staff('外包刘洋', 'B001', 2),
  };
});
afterAll(() => t.close());

const zh = () => caller(t, env.a.api.token, 'zh-CN');
const fieldsOf = (body: { data: unknown }) =>
  ((body.data as { fields?: { field: string; message: string }[] }).fields ?? []).map((f) => f.field);
const insert = (api: Caller, body: object) => api.post<SpecialDeductionRow>(`${DED}/insert`, body);

describe('the tax calculator', () => {
  const figures = {
    income: '30000',
    socialAndFund: '4500',
    specialDeductions: '2000',
    otherDeductions: '0',
    taxFree: '0',
  };

  it("answers the State Taxation Administration's example to any company user, plain staff included", async () => {
    const res = await env.plainStaff.api.post<TaxCalculation>(taxEndpoints.calculate.path, {
      months: [figures, figures, figures],
      bonus: { amount: '36000', month: 3, method: 'separate' },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.months.map((m) => m.tax)).toEqual(['555.00', '625.00', '1850.00']);
    expect(res.body.data.bonus).toMatchObject({ method: 'separate', rate: '3', tax: '1080.00' });
    expect(res.body.data.yearTax).toBe('4110.00');
  });

  it('refuses more than twelve months, months past December and a bonus outside them', async () => {
    const post = (body: object) => zh().post(taxEndpoints.calculate.path, body);
    expect((await post({ months: Array(13).fill(figures) })).status).toBe(400);
    const late = await post({ startMonth: 12, months: [figures, figures] });
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).toContain('月份超出了当年 12 月');
    const bonus = await post({
      startMonth: 3,
      months: [figures],
      bonus: { amount: '1', month: 1, method: 'best' },
    });
    expect(bonus.status).toBe(400);
    expect((await post({ months: [{ ...figures, income: '1.234' }] })).status).toBe(400);
  });
});

describe('special additional deductions', () => {
  it('computes the monthly amount from the kind and details, and shows the employee by name', async () => {
    const res = await insert(env.a.api, {
      staffId: staff.zhang,
      kind: 'children',
      childCount: 2,
      sharePercent: 50,
      startMonth: '2026-01',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ staffName: '张伟', jobNo: 'A001', monthlyAmount: '2000.00' });
  });

  it('asks for the details the kind needs', async () => {
    const res = await insert(zh(), { staffId: staff.zhang, kind: 'housingRent', startMonth: '2026-01' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['cityTier']);
  });

  it('refuses housing loan interest and rent in the same months, in either order and on update', async () => {
    const rent = await insert(env.a.api, {
      staffId: staff.zhang,
      kind: 'housingRent',
      cityTier: 1,
      startMonth: '2026-01',
      endMonth: '2026-06',
    });
    expect(rent.status).toBe(200);
    const overlapping = await insert(zh(), {
      staffId: staff.zhang,
      kind: 'housingLoan',
      sharePercent: 100,
      startMonth: '2026-06',
    });
    expect(overlapping.status).toBe(400);
    expect(fieldsOf(overlapping.body)).toEqual(['kind']);
    const loan = await insert(env.a.api, {
      staffId: staff.zhang,
      kind: 'housingLoan',
      sharePercent: 100,
      startMonth: '2026-07',
    });
    expect(loan.status).toBe(200);
    const extended = await env.a.api.post(`${DED}/update`, {
      id: rent.body.data.id,
      version: rent.body.data.version,
      endMonth: '2026-08',
    });
    expect(extended.status).toBe(400);
  });

  it('sums what is withheld on in a month per staff member for the payroll', async () => {
    const totals = await specialDeductionsOf(t.deps.db, env.a.compId, '2026-03', [staff.zhang, staff.li]);
    // Children 2,000 + rent 1,500 in March; 李娜 has none.
    expect(totals).toEqual(
      new Map([
        [staff.zhang, '3500.00'],
        [staff.li, '0.00'],
      ]),
    );
    const july = await specialDeductionsOf(t.deps.db, env.a.compId, '2026-07', [staff.zhang]);
    expect(july.get(staff.zhang)).toBe('3000.00');
    // Another company's records are never counted.
    expect(
      (await specialDeductionsOf(t.deps.db, env.b.compId, '2026-03', [staff.zhang])).get(staff.zhang),
    ).toBe('0.00');
  });

  it('keeps an HRM-only admin to HRM staff and refuses plain staff', async () => {
    const hro = await insert(env.a.api, {
      staffId: staff.hro,
      kind: 'elderly',
      onlyChild: true,
      startMonth: '2026-01',
    });
    expect(hro.status).toBe(200);
    const hrm = env.hrmAdmin.api;
    const list = (await hrm.post<{ list: SpecialDeductionRow[] }>(`${DED}/selectPage`, {})).body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => row.employeeType === 1)).toBe(true);
    const refused = await insert(hrm, {
      staffId: staff.hro,
      kind: 'elderly',
      onlyChild: true,
      startMonth: '2026-02',
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['staffId']);
    expect((await env.plainStaff.api.post(`${DED}/selectPage`, {})).status).toBe(403);
  });

  it('filters by kind and staff name', async () => {
    const page = await env.a.api.post<{ list: SpecialDeductionRow[] }>(`${DED}/selectPage`, {
      kind: 'housingRent',
      searchText: '张',
    });
    expect(page.body.data.list.map((row) => row.kind)).toEqual(['housingRent']);
  });

  it('exports 专项附加扣除_YYYYMMDDhhmmss.xlsx and imports all rows or none', async () => {
    const file = await zh().download(`${DED}/export`, { kind: 'children' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^专项附加扣除_\d{14}\.xlsx$/);
    const [header, row] = await readXlsx(file.rawPayload);
    const cell = (label: string) => row![header!.indexOf(label)];
    expect(cell('员工')).toBe('张伟');
    expect(cell('扣除项目')).toBe('子女教育');

    const sheet = (rows: unknown[][]) =>
      buildXlsx([['员工', '扣除项目', '租房城市类别', '起始月份'], ...rows]);
    const bad = await zh().upload<{ errors: ImportError[] }>(
      `${DED}/import`,
      await sheet([
        ['A002', '住房租金', '其他城市（800）', '2026-01'],
        ['A002', '住房租金', null, '2026-01'],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e) => [e.row, e.field])).toEqual([[3, 'cityTier']]);
    const good = await zh().upload<{ imported: number }>(
      `${DED}/import`,
      await sheet([['A002', '住房租金', '其他城市（800）', '2026-01']]),
    );
    expect(good.body.data).toEqual({ imported: 1 });
    expect((await specialDeductionsOf(t.deps.db, env.a.compId, '2026-05', [staff.li])).get(staff.li)).toBe(
      '800.00',
    );
  });
});

describe('labour remuneration', () => {
  it('computes the tax when recorded and masks the ID number in lists and exports', async () => {
    const res = await env.a.api.post<LaborPaymentRow>(`${LAB}/insert`, {
      payeeName: '李明',
      idNumber: '110101199001011234',
      mobile: '13912345678',
      month: '2026-03',
      amount: '3000',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ taxable: '2200.00', rate: '20', tax: '440.00', net: '2560.00' });
    expect(res.body.data.idNumber).toBe('1101**********1234');
    const list = (
      await env.a.api.post<{ list: LaborPaymentRow[] }>(`${LAB}/selectPage`, { month: '2026-03' })
    ).body.data.list;
    expect(list.map((row) => row.idNumber)).toEqual(['1101**********1234']);
    const file = await zh().download(`${LAB}/export`, {});
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^劳务报酬_\d{14}\.xlsx$/);
    const [header, row] = await readXlsx(file.rawPayload);
    expect(row![header!.indexOf('身份证号')]).toBe('1101**********1234');
    expect(JSON.stringify(row)).not.toContain('110101199001011234');
    const removed = await env.a.api.post(`${LAB}/delete`, { ids: [res.body.data.id] });
    expect(removed.status).toBe(200);
    expect((await env.b.api.post(`${LAB}/selectPage`, {})).body).toMatchObject({ data: { total: 0 } });
  });
});
