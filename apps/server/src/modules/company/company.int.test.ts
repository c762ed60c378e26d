import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  caller,
  fileNameOf,
  readXlsx,
  setUpTenants,
} from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { adminCaller, attestationBody } from './test-fixtures.ts';

let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let admin: Caller;
const reviewed: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  admin = await adminCaller(t);
  t.deps.events.on('company.attestationReviewed', async (event) => {
    reviewed.push(event);
  });
});
afterAll(() => t.close());

type Profile = { compId: number; compName: string; version: number; attestStatus: number; editable: boolean };
type Row = { id: number; compId: number; applyStatus: number; reason: string | null };
type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

const CHINA_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const profileOf = async (api: Caller) => (await api.get<Profile>('/companyCtl/selectMyCompany')).body.data;

describe('company profile', () => {
  it('reads the session company and lets only the company account or a staff admin edit it', async () => {
    const { a, plainStaff, staffAdmin } = tenants;
    const mine = await profileOf(a.api);
    expect(mine).toMatchObject({ compId: a.compId, compName: '资源甲公司', editable: true, attestStatus: 0 });
    expect((await profileOf(plainStaff.api)).editable).toBe(false);

    const refused = await plainStaff.api.post('/companyCtl/updateMyCompany', {
      version: mine.version,
      intro: 'x',
    });
    expect(refused.status).toBe(403);

    const saved = await staffAdmin.api.post<Profile>('/companyCtl/updateMyCompany', {
      version: mine.version,
      industry: '互联网',
      website: 'https://a.example.com',
      // Set by the platform only: silently not a profile field.
      compLabel: 'VIP',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ industry: '互联网', compLabel: null, version: mine.version + 1 });
  });

  it('refuses a stale version with 409 and bad fields with translated 400s, writing nothing', async () => {
    const { a } = tenants;
    const current = await profileOf(a.api);
    const stale = await a.api.post('/companyCtl/updateMyCompany', {
      version: current.version - 1,
      city: '厦门',
    });
    expect(stale.status).toBe(409);

    const bad = await a.api.post<{ fields: { field: string; message: string }[] }>(
      '/companyCtl/updateMyCompany',
      {
        version: current.version,
        website: 'ftp://x',
        intro: 'x'.repeat(2001),
        compName: 'A',
      },
    );
    expect(bad.status).toBe(400);
    const fields = bad.body.data.fields.map((f) => f.field).sort();
    expect(fields).toEqual(['compName', 'intro', 'website']);
    expect(bad.body.data.fields.find((f) => f.field === 'website')?.message).toContain('http://');

    const taken = await a.api.post<{ fields: { field: string }[] }>('/companyCtl/updateMyCompany', {
      version: current.version,
      compName: '资源乙公司',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.data.fields[0]?.field).toBe('compName');
    expect(await profileOf(a.api)).toMatchObject({
      version: current.version,
      city: null,
      compName: '资源甲公司',
    });
  });

  it('saves the profile of a company registered with a name of up to 60 characters', async () => {
    const { login, registerAccount } = await import('../../test/accounts.ts');
    const compName = `${'长名称测试'.repeat(11)}有限公司`;
    expect(compName).toHaveLength(59);
    await registerAccount(t, { loginCode: 'longname@renli.test', userType: 2, compName });
    const api = caller(t, await login(t, 'longname@renli.test'));
    const profile = await profileOf(api);
    const saved = await api.post('/companyCtl/updateMyCompany', {
      version: profile.version,
      compName,
      city: '杭州市',
    });
    expect(saved.status, saved.body.message).toBe(200);
    const tooLong = await api.post('/companyCtl/updateMyCompany', {
      version: profile.version + 1,
      compName: `${compName}公司`.padEnd(61, '司'),
    });
    expect(tooLong.status).toBe(400);
  });

  it('shows the contact person and address given at registration (issue 16, item 6)', async () => {
    const { login, registerAccount } = await import('../../test/accounts.ts');
    await registerAccount(t, {
      loginCode: 'hr-director@renli.test',
      userType: 2,
      compName: '联系人测试有限公司',
      userName: '周敏',
    });
    const profile = await profileOf(caller(t, await login(t, 'hr-director@renli.test')));
    expect(profile).toMatchObject({
      contactName: '周敏',
      email: 'hr-director@renli.test',
      contactPhone: null,
    });
    await registerAccount(t, { loginCode: '13812345678', userType: 2, compName: '手机注册有限公司' });
    const byPhone = await profileOf(caller(t, await login(t, '13812345678')));
    expect(byPhone).toMatchObject({ contactPhone: '13812345678', email: null });
  });

  it('a person (no company) gets 403', async () => {
    const { login, registerAccount } = await import('../../test/accounts.ts');
    await registerAccount(t, { loginCode: '13900009999', userType: 1 });
    const token = await login(t, '13900009999');
    const res = await t.call({
      method: 'GET',
      url: '/companyCtl/selectMyCompany',
      headers: { access_token: token },
    });
    expect(res.status).toBe(403);
  });
});

describe('attestation', () => {
  it('validates the credit code, licence URL and phone with translated messages', async () => {
    const res = await tenants.a.api.post<{ fields: { field: string; message: string }[] }>(
      '/attestation/save',
      attestationBody({
        creditCode: '91350100M000100Y44',
        licenseUrl: 'http://evil/x.png',
        contactPhone: '123',
      }),
    );
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(res.body.data.fields.map((f) => [f.field, f.message]));
    expect(byField.creditCode).toContain('unified social credit code');
    expect(byField.licenseUrl).toBe('upload the file first');
    expect(byField.contactPhone).toBe('not a valid mobile number');
    const zh = await t.call<{ fields: { field: string; message: string }[] }>({
      method: 'POST',
      url: '/attestation/save',
      headers: { access_token: tenants.a.api.token, lang: 'zh-CN' },
      payload: attestationBody({ creditCode: 'ABC' }),
    });
    expect(zh.body.data.fields[0]?.message).toContain('统一社会信用代码');
  });

  it('only the company account applies, one pending application at a time', async () => {
    const { a, staffAdmin } = tenants;
    expect((await staffAdmin.api.post('/attestation/save', attestationBody())).status).toBe(403);
    const first = await a.api.post<Row>(
      '/attestation/save',
      attestationBody({ creditCode: '91350100m000100y43' }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ applyStatus: 1, compId: a.compId });
    expect((await profileOf(a.api)).attestStatus).toBe(1);
    expect((await a.api.post('/attestation/save', attestationBody())).status).toBe(409);
  });

  it('lists: a company sees only its own history, the admin sees all with filters', async () => {
    const { a, b } = tenants;
    await b.api.post('/attestation/save', attestationBody());
    const own = await b.api.post<Page<Row>>('/attestation/selectList', { compName: '资源甲' });
    expect(own.body.data.list.map((r) => r.compId)).toEqual([b.compId]);
    const ofA = await a.api.post<Page<Row>>('/attestation/selectList', {});
    expect(ofA.body.data.list.every((r) => r.compId === a.compId)).toBe(true);
    // The history holds the licence, the legal person and a contact phone: profile editors only.
    expect((await tenants.staffAdmin.api.post('/attestation/selectList', {})).status).toBe(200);
    const plain = await tenants.plainStaff.api.post('/attestation/selectList', {});
    expect(plain.status).toBe(403);
    expect(plain.body.data).toBeNull();

    const all = await admin.post<Page<Row>>('/attestation/selectList', { pageNum: 1, pageSize: 10 });
    expect(all.body.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    const filtered = await admin.post<Page<Row>>('/attestation/selectList', {
      compName: '资源乙',
      applyStatus: 1,
    });
    expect(filtered.body.data.list.map((r) => r.compId)).toEqual([b.compId]);
    expect((await t.call({ method: 'POST', url: '/attestation/selectList', payload: {} })).status).toBe(401);
  });

  it('only a platform admin reviews; rejecting needs a reason; only pending ones', async () => {
    const { a, b } = tenants;
    const pendingOfA = (await admin.post<Page<Row>>('/attestation/selectList', { compName: '资源甲' })).body
      .data.list[0]!;
    expect(
      (await a.api.post('/attestation/updateApplyStatus', { id: pendingOfA.id, applyStatus: 2 })).status,
    ).toBe(403);
    const noReason = await admin.post<{ fields: { field: string; message: string }[] }>(
      '/attestation/updateApplyStatus',
      { id: pendingOfA.id, applyStatus: 3 },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.fields[0]).toEqual({
      field: 'reason',
      message: 'a reason is required to reject',
    });

    const rejected = await admin.post<Row>('/attestation/updateApplyStatus', {
      id: pendingOfA.id,
      applyStatus: 3,
      reason: '营业执照不清晰',
    });
    expect(rejected.body.data).toMatchObject({ applyStatus: 3, reason: '营业执照不清晰' });
    expect((await profileOf(a.api)).attestStatus).toBe(3);
    expect(reviewed).toContainEqual({ compId: a.compId, approved: false, reason: '营业执照不清晰' });
    const again = await admin.post('/attestation/updateApplyStatus', { id: pendingOfA.id, applyStatus: 2 });
    expect(again.status).toBe(409);

    // Rejected: the company may apply again.
    expect((await a.api.post('/attestation/save', attestationBody())).status).toBe(200);

    const pendingOfB = (await b.api.post<Page<Row>>('/attestation/selectList', {})).body.data.list[0]!;
    expect(
      (await admin.post('/attestation/updateApplyStatus', { id: pendingOfB.id, applyStatus: 2 })).status,
    ).toBe(200);
    expect((await profileOf(b.api)).attestStatus).toBe(2);
    expect((await b.api.post('/attestation/save', attestationBody())).status).toBe(409);
  });

  it('renaming a verified company sends it back to not verified', async () => {
    const { b } = tenants;
    const before = await profileOf(b.api);
    expect(before.attestStatus).toBe(2);
    const renamed = await b.api.post<Profile>('/companyCtl/updateMyCompany', {
      version: before.version,
      compName: '资源乙新名公司',
    });
    expect(renamed.body.data).toMatchObject({ compName: '资源乙新名公司', attestStatus: 0 });
  });

  it('exports applications with the company name, the status in words and China times', async () => {
    const file = await admin.download('/admin/attestation/export', { compName: '资源乙' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^Company verifications_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([
      'Company',
      'Credit code',
      'Legal representative',
      'Contact',
      'Phone',
      'Status',
      'Reason',
      'Applied at',
      'Reviewed at',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[5]])).toEqual([['资源乙新名公司', 'Approved']]);
    expect(String(rows[1]![8])).toMatch(CHINA_TIME);
  });
});

describe('trial applications', () => {
  const apply = (payload: object, ip = '10.0.0.1') =>
    t.call({ method: 'POST', url: '/anon/trial/apply', payload, headers: { lang: 'en' }, remoteAddress: ip });
  const valid = { compName: '试用公司', contactName: '王五', mobile: '13811112222', note: '想试用' };

  it('accepts a public application, validates it and limits each address', async () => {
    expect((await apply(valid)).status).toBe(200);
    const bad = await apply({ ...valid, mobile: '12', email: 'nope' }, '10.0.0.2');
    expect(bad.status).toBe(400);
    for (let i = 0; i < 4; i += 1) expect((await apply(valid, '10.0.0.3')).status).toBe(200);
    expect((await apply(valid, '10.0.0.3')).status).toBe(200);
    expect((await apply(valid, '10.0.0.3')).status).toBe(429);
  });

  it('the admin lists pending first and marks one handled, recording who', async () => {
    type Trial = { id: number; applyStatus: number; handledBy: string | null; reason: string | null };
    const page = await admin.post<Page<Trial>>('/admin/trial/selectList', { keyword: '试用' });
    expect(page.body.data.total).toBe(6);
    const id = page.body.data.list[0]!.id;
    expect((await admin.post('/admin/trial/updateApplyStatus', { id, applyStatus: 3 })).status).toBe(400);
    expect((await admin.post('/admin/trial/updateApplyStatus', { id, applyStatus: 2 })).status).toBe(200);
    expect((await admin.post('/admin/trial/updateApplyStatus', { id, applyStatus: 2 })).status).toBe(409);
    const after = await admin.post<Page<Trial>>('/admin/trial/selectList', {});
    expect(after.body.data.list.at(-1)).toMatchObject({ id, applyStatus: 2, handledBy: '审核员' });
    expect((await tenants.a.api.post('/admin/trial/selectList', {})).status).toBe(403);
  });

  it("exports handled applications with the status in words and the handler's name", async () => {
    const zh = caller(t, admin.token, 'zh-CN');
    const file = await zh.download('/admin/trial/export', { applyStatus: 2 });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^试用申请_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([
      '企业名称',
      '联系人',
      '联系电话',
      '需求说明',
      '状态',
      '处理人',
      '审核意见',
      '申请时间',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
      ['试用公司', '王五', '13811112222', '想试用', '已通过', '审核员', undefined],
    ]);
    expect(String(rows[1]![7])).toMatch(CHINA_TIME);
  });
});
