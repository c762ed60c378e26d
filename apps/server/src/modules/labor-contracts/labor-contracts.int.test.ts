import {
  type ImportError,
  type LaborContractAssessment,
  laborContractEndpoints,
  laborContractResource,
} from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXlsx, caller, fileNameOf, readXlsx } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { GIF_1X1, PNG_1X1 } from '../files/test-fixtures.ts';
import { addDays, chinaToday } from './contract-dates.ts';
import { contractsApi, setUpContracts } from './test-fixtures.ts';

// Labour contracts through their endpoints (docs/product/labor-contracts.md); the generated
// core/resources/tenant-isolation.int.test.ts also tries every row endpoint as another company.
const { prefix } = laborContractResource;
const CHECK = laborContractEndpoints.check.path;
let t: TestApp;
let env: Awaited<ReturnType<typeof setUpContracts>>;
let hr: ReturnType<typeof contractsApi>;
let staff: { zhang: number; li: number; wang: number; zhao: number; sun: number; hro: number };
beforeAll(async () => {
  t = await createTestApp();
  env = await setUpContracts(t);
  hr = contractsApi(env.a.api);
  staff = {
    zhang: await env.staff('张伟', 'A001', 1),
    li: await env.staff('李娜', 'A002', 1, '2014-03-01'),
    wang: await env.staff('王芳', 'A003', 1),
    zhao: await env.staff('赵磊', 'A004', 1),
    sun: await env.staff('孙强', 'A005', 1),
    hro: await env.staff('外包刘洋', 'B001', 2),
  };
});
afterAll(() => t.close());

const today = () => chinaToday(new Date());
const zh = () => caller(t, env.a.api.token, 'zh-CN');
const fieldsOf = (body: { data: unknown }) =>
  ((body.data as { fields?: { field: string; message: string }[] }).fields ?? []).map((f) => [
    f.field,
    f.message,
  ]);

describe('labour contracts: records', () => {
  it('registers a contract with the employee shown by name, job number and department, the company as employer', async () => {
    const row = await hr.create({
      staffId: staff.zhang,
      contractNo: ' HT-001 ',
      contractType: 1,
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      probationMonths: 6,
      workLocation: '上海',
    });
    expect(row).toMatchObject({
      staffName: '张伟',
      jobNo: 'A001',
      deptName: '研发部',
      employeeType: 1,
      contractNo: 'HT-001',
      signKind: 1,
      party: '资源甲公司',
      attachments: [],
      signingSeq: 1,
      status: 1,
      phase: 'effective',
      version: 1,
      transitions: ['renew', 'terminate'],
    });
  });

  it('refuses a number already used in the company, and frees it once the contract is removed', async () => {
    const taken = await zh().post(`${prefix}/insert`, {
      staffId: staff.wang,
      contractNo: 'HT-001',
      contractType: 2,
      startDate: '2025-01-01',
    });
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken.body)).toEqual([['contractNo', '合同编号“HT-001”已被使用']]);
    const doomed = await hr.create({
      staffId: staff.sun,
      contractNo: 'HT-TEMP',
      contractType: 2,
      startDate: '2020-01-01',
    });
    expect((await env.a.api.post(`${prefix}/delete`, { ids: [doomed.id] })).body.data).toEqual({
      deleted: 1,
    });
    expect((await hr.get(doomed.id)).status).toBe(404);
    await hr.create({ staffId: staff.sun, contractNo: 'HT-TEMP', contractType: 2, startDate: '2020-01-01' });
  });

  it('updates with the version read, clears an end date sent as null, and never moves a contract to another employee', async () => {
    const row = await hr.create({
      staffId: staff.zhao,
      contractNo: 'HT-ZHAO-1',
      contractType: 3,
      startDate: '2024-01-01',
      endDate: '2024-06-30',
    });
    const changed = await env.a.api.post(`${prefix}/update`, {
      id: row.id,
      version: 1,
      endDate: null,
      remarks: '项目制',
    });
    expect(changed.body.data).toMatchObject({ endDate: null, remarks: '项目制', version: 2 });
    expect((await env.a.api.post(`${prefix}/update`, { id: row.id, version: 1, remarks: 'x' })).status).toBe(
      409,
    );
    const moved = await zh().post(`${prefix}/update`, { id: row.id, version: 2, staffId: staff.li });
    expect(fieldsOf(moved.body)).toEqual([['staffId', '合同所属员工不能更改，如选错员工请删除后重新登记']]);
  });

  it('lists by name, job number or contract number, department, type, status, expiry and date ranges', async () => {
    const ending = await hr.create({
      staffId: staff.li,
      contractNo: 'HT-LI-1',
      contractType: 1,
      startDate: addDays(today(), -700),
      endDate: addDays(today(), 20),
    });
    // A task contract of hers that ended before: still active, so shown as expired.
    const ended = await hr.create({
      staffId: staff.li,
      contractNo: 'HT-LI-0',
      contractType: 3,
      startDate: addDays(today(), -1000),
      endDate: addDays(today(), -701),
    });
    expect(ended).toMatchObject({ status: 1, phase: 'expired', signingSeq: 0 });
    const numbers = async (filters: object) => (await hr.list(filters)).list.map((r) => r.contractNo).sort();
    expect(await numbers({ phase: 'expired' })).toEqual(['HT-LI-0']);
    expect(await numbers({ phase: 'effective', searchText: '李娜' })).toEqual(['HT-LI-1']);
    expect(await numbers({ searchText: '李' })).toEqual(['HT-LI-0', 'HT-LI-1']);
    expect(await numbers({ searchText: 'a001' })).toEqual(['HT-001']);
    expect(await numbers({ searchText: 'ht-zhao' })).toEqual(['HT-ZHAO-1']);
    expect(await numbers({ deptId: env.deptId, contractType: 3 })).toEqual(['HT-LI-0', 'HT-ZHAO-1']);
    expect(await numbers({ expiringWithin: 30 })).toEqual(['HT-LI-1']);
    expect(await numbers({ expiringWithin: 60 })).toEqual(['HT-LI-1']);
    expect(await numbers({ endFrom: addDays(today(), 1), endTo: addDays(today(), 25) })).toEqual(['HT-LI-1']);
    expect(await numbers({ startFrom: '2025-01-01', startTo: '2025-01-01' })).toEqual(['HT-001']);
    expect(await numbers({ employeeType: 2 })).toEqual([]);
    expect((await hr.get(ending.id)).body.data.phase).toBe('effective');
  });
});

describe('labour contracts: rules of the Labour Contract Law', () => {
  it('refuses a probation longer than art. 19 allows, in Chinese', async () => {
    const res = await zh().post(`${prefix}/insert`, {
      staffId: staff.wang,
      contractNo: 'HT-P-1',
      contractType: 1,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      probationMonths: 3,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([
      ['probationMonths', '劳动合同期限一年以上不满三年的，试用期不得超过二个月'],
    ]);
  });

  it('needs an end date for a fixed term and refuses an end before the start', async () => {
    const base = { staffId: staff.wang, contractNo: 'HT-E-1', contractType: 1, startDate: '2030-01-01' };
    expect(fieldsOf((await zh().post(`${prefix}/insert`, base)).body)).toEqual([
      ['endDate', '固定期限劳动合同须填写终止日期'],
    ]);
    const reversed = await zh().post(`${prefix}/insert`, { ...base, endDate: '2029-12-31' });
    expect(fieldsOf(reversed.body)).toEqual([['endDate', '终止日期须晚于起始日期']]);
  });

  it("refuses a contract overlapping another of the employee's", async () => {
    const res = await zh().post(`${prefix}/insert`, {
      staffId: staff.zhang,
      contractNo: 'HT-O-1',
      contractType: 1,
      startDate: '2027-06-01',
      endDate: '2028-05-31',
    });
    expect(fieldsOf(res.body)).toEqual([
      ['startDate', '与该员工的劳动合同“HT-001”（2025-01-01 至 2027-12-31）期限重叠'],
    ]);
  });

  it('tells the form the probation limit and the art. 14 warnings before saving (check)', async () => {
    const assess = async (body: object) => {
      const res = await zh().post<LaborContractAssessment>(CHECK, body);
      expect(res.status, res.body.message).toBe(200);
      return res.body.data;
    };
    expect(await assess({ contractType: 1, startDate: '2026-01-01', endDate: '2026-06-30' })).toEqual({
      probationMax: 1,
      probationRule: '劳动合同期限三个月以上不满一年的，试用期不得超过一个月',
      signingSeq: null,
      warnings: [],
      problems: [],
    });
    // 张伟's 2025–2027 contract renewed twice: the third fixed term answers the art. 14 warning.
    const second = await hr.create({
      staffId: staff.zhang,
      contractNo: 'HT-002',
      contractType: 1,
      signKind: 2,
      startDate: '2028-01-01',
      endDate: '2029-12-31',
    });
    expect(second.signingSeq).toBe(2);
    const third = await assess({
      staffId: staff.zhang,
      contractType: 1,
      signKind: 2,
      startDate: '2030-01-01',
      endDate: '2032-12-31',
    });
    expect(third).toMatchObject({ signingSeq: 3, problems: [] });
    expect(third.warnings).toEqual([
      '已连续订立两次固定期限劳动合同，依法应订立无固定期限劳动合同（劳动者提出订立固定期限的除外）',
    ]);
    // 李娜 joined on 2014-03-01: a fixed term from 2024-03-01 on follows ten years of service.
    const tenYears = await assess({
      staffId: staff.li,
      contractType: 1,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
    });
    expect(tenYears.warnings).toEqual([
      '该员工在本单位连续工作已满十年，依法应订立无固定期限劳动合同（劳动者提出订立固定期限的除外）',
    ]);
    // Saving is allowed despite the warning.
    await hr.create({
      staffId: staff.zhang,
      contractNo: 'HT-003',
      contractType: 1,
      signKind: 2,
      startDate: '2030-01-01',
      endDate: '2032-12-31',
    });
  });
});

describe('labour contracts: renew and terminate', () => {
  it('renews: the next contract starts the day after, as 续签 without probation, and the old one is renewed', async () => {
    const old = await hr.create({
      staffId: staff.wang,
      contractNo: 'HT-W-1',
      contractType: 1,
      startDate: '2021-03-01',
      endDate: '2024-02-29',
      probationMonths: 3,
    });
    const renewed = await hr.change({
      id: old.id,
      version: 1,
      name: 'renew',
      contractNo: 'HT-W-2',
      contractType: 1,
      endDate: '2027-02-28',
      signDate: '2024-02-20',
    });
    expect(renewed.status, renewed.body.message).toBe(200);
    expect(renewed.body.data).toMatchObject({ status: 3, phase: 'renewed', transitions: [] });
    const next = (await hr.list({ searchText: 'HT-W-2' })).list[0]!;
    expect(next).toMatchObject({
      staffId: staff.wang,
      signKind: 2,
      startDate: '2024-03-01',
      endDate: '2027-02-28',
      probationMonths: 0,
      signDate: '2024-02-20',
      signingSeq: 2,
      party: '资源甲公司',
    });
    const timeline = await env.a.api.get<{ transition: string | null }[]>(
      `${prefix}/selectTimeline/${old.id}`,
    );
    expect(timeline.body.data.map((e) => e.transition)).toContain('renew');
  });

  it('does not renew an open-ended contract nor into an overlap', async () => {
    const open = (await hr.list({ searchText: 'HT-TEMP' })).list[0]!;
    expect(open.transitions).toEqual(['terminate']);
    const refused = await zh().post(`${prefix}/changeStatus`, {
      id: open.id,
      version: open.version,
      name: 'renew',
      contractNo: 'HT-TEMP-2',
      contractType: 2,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('无终止日期的劳动合同无需续签');
    // 张伟's HT-001 ends 2027-12-31 and HT-002 already starts 2028-01-01.
    const first = (await hr.list({ searchText: 'HT-001' })).list[0]!;
    const overlap = await zh().post(`${prefix}/changeStatus`, {
      id: first.id,
      version: first.version,
      name: 'renew',
      contractNo: 'HT-001-R',
      contractType: 1,
      endDate: '2028-12-31',
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toContain('期限重叠');
    expect((await hr.get(first.id)).body.data.status).toBe(1);
    expect((await hr.list({ searchText: 'HT-001-R' })).total).toBe(0);
  });

  it('terminates with a date and a reason, not before the start', async () => {
    const row = (await hr.list({ searchText: 'HT-W-2' })).list[0]!;
    const early = await zh().post(`${prefix}/changeStatus`, {
      id: row.id,
      version: row.version,
      name: 'terminate',
      terminatedOn: '2024-01-01',
      terminateReason: '协商一致解除',
    });
    expect(early.body.message).toBe('终止日期不能早于合同起始日期 2024-03-01');
    const ended = await hr.change({
      id: row.id,
      version: row.version,
      name: 'terminate',
      terminatedOn: '2025-06-30',
      terminateReason: '协商一致解除',
    });
    expect(ended.body.data).toMatchObject({
      status: 2,
      phase: 'terminated',
      terminatedOn: '2025-06-30',
      terminateReason: '协商一致解除',
    });
    expect((await hr.list({ phase: 'terminated' })).list.map((r) => r.contractNo)).toEqual(['HT-W-2']);
    expect((await hr.list({ phase: 'renewed' })).list.map((r) => r.contractNo)).toEqual(['HT-W-1']);
    const timeline = await zh().get<{ transition: string | null; label: string }[]>(
      `${prefix}/selectTimeline/${row.id}`,
    );
    expect(timeline.body.data[0]).toMatchObject({ transition: 'terminate', label: '终止' });
    // Ended on 2025-06-30: a new contract may start the next day.
    await hr.create({
      staffId: staff.wang,
      contractNo: 'HT-W-3',
      contractType: 1,
      startDate: '2025-07-01',
      endDate: '2026-06-30',
    });
  });
});

describe('labour contracts: who may see what', () => {
  it("keeps an HRM-only admin to HRM staff's contracts", async () => {
    const outsourced = await hr.create({
      staffId: staff.hro,
      contractNo: 'HT-HRO-1',
      contractType: 1,
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    });
    const hrm = contractsApi(env.hrmAdmin.api);
    const seen = await hrm.list({ pageSize: 100 });
    expect(seen.list.map((r) => r.employeeType)).not.toContain(2);
    expect(seen.total).toBeGreaterThan(0);
    expect((await hrm.get(outsourced.id)).status).toBe(404);
    const written = await hrm.insert({
      staffId: staff.hro,
      contractNo: 'HT-HRO-2',
      contractType: 2,
      startDate: '2027-01-01',
    });
    expect(written.status).toBe(400);
    expect((await env.hrmAdmin.api.post(CHECK, { staffId: staff.hro })).status).toBe(404);
    expect((await hr.list({ employeeType: 2 })).list.map((r) => r.contractNo)).toEqual(['HT-HRO-1']);
    // The company's admin of both types sees both.
    expect((await contractsApi(env.staffAdmin.api).get(outsourced.id)).status).toBe(200);
  });

  it("keeps another company out, even naming this company's employee", async () => {
    const other = contractsApi(env.b.api);
    expect((await other.list()).total).toBe(0);
    const sneaked = await other.insert({
      staffId: staff.zhang,
      contractNo: 'HT-B-1',
      contractType: 2,
      startDate: '2040-01-01',
    });
    expect(sneaked.status).toBe(400);
    expect((await env.b.api.post(CHECK, { staffId: staff.zhang })).status).toBe(404);
  });

  it('refuses plain staff everything, the check included', async () => {
    const plain = env.plainStaff.api;
    expect((await plain.post(`${prefix}/selectPage`, {})).status).toBe(403);
    expect((await plain.post(CHECK, { contractType: 1, startDate: '2026-01-01' })).status).toBe(403);
  });
});

describe('labour contracts: files, export and import', () => {
  it("keeps the caller's own uploads and refuses someone else's", async () => {
    const upload = async (api: typeof env.a.api, bytes: Buffer) =>
      Object.values((await api.upload<Record<string, string>>('/ossApi/putObjects', bytes)).body.data)[0]!;
    const mine = await upload(env.a.api, PNG_1X1);
    const row = (await hr.list({ searchText: 'HT-W-3' })).list[0]!;
    const kept = await env.a.api.post(`${prefix}/update`, {
      id: row.id,
      version: row.version,
      attachments: [{ name: '合同扫描件.png', url: mine }],
    });
    expect(kept.body.data).toMatchObject({ attachments: [{ name: '合同扫描件.png', url: mine }] });
    const theirs = await upload(env.plainStaff.api, GIF_1X1);
    const foreign = await zh().post(`${prefix}/update`, {
      id: row.id,
      version: row.version + 1,
      attachments: [
        { name: '合同扫描件.png', url: mine },
        { name: '别人的.png', url: theirs },
      ],
    });
    expect(fieldsOf(foreign.body)).toEqual([
      ['attachments', '附件「别人的.png」不是你上传的文件，请重新上传'],
    ]);
  });

  it('exports 劳动合同_YYYYMMDDhhmmss.xlsx with names, labels and dates', async () => {
    const file = await zh().download(`${prefix}/export`, { searchText: 'HT-001' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^劳动合同_\d{14}\.xlsx$/);
    const [header, row] = await readXlsx(file.rawPayload);
    const cell = (label: string) => row![header!.indexOf(label)];
    expect(cell('员工')).toBe('张伟');
    expect(cell('工号')).toBe('A001');
    expect(cell('合同类型')).toBe('固定期限');
    expect(cell('终止日期')).toBe('2027-12-31');
    expect(cell('状态')).toBe('生效中');
  });

  it('imports by job number or unique name; an ambiguous name is a row error and nothing is imported', async () => {
    const template = await zh().fetchFile(`${prefix}/importTemplate`);
    const [header] = await readXlsx(template.rawPayload);
    expect(header).toEqual([
      '员工',
      '合同编号',
      '合同类型',
      '签订类型',
      '起始日期',
      '终止日期',
      '试用期（月）',
      '签订日期',
      '用人单位',
      '工作地点',
      '备注',
    ]);
    const sheet = (rows: unknown[][]) =>
      buildXlsx([['员工', '合同编号', '合同类型', '起始日期', '终止日期'], ...rows]);
    await env.staff('张伟', 'A009', 1);
    const ambiguous = await zh().upload<{ errors: ImportError[] }>(
      `${prefix}/import`,
      await sheet([
        ['A002', 'HT-IMP-1', '无固定期限', '2040-01-01', null],
        ['张伟', 'HT-IMP-2', '无固定期限', '2040-01-01', null],
      ]),
    );
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.data.errors).toEqual([
      { row: 3, field: 'staffId', message: '找不到名为“张伟”的员工' },
    ]);
    const good = await zh().upload<{ imported: number }>(
      `${prefix}/import`,
      await sheet([
        ['A002', 'HT-IMP-1', '无固定期限', '2040-01-01', null],
        ['王芳', 'HT-IMP-3', '以完成一定工作任务为期限', '2040-01-01', null],
      ]),
    );
    expect(good.body.data).toEqual({ imported: 2 });
    expect((await hr.list({ searchText: 'HT-IMP' })).list.map((r) => r.staffName).sort()).toEqual([
      '李娜',
      '王芳',
    ]);
  });
});
