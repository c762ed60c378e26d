import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller } from '../../modules/company/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditLog } from './schema.ts';
import { type Caller, setUpTenants } from './test-fixtures.ts';

// The kit's state machines and timelines, through a real one: the verification review queue
// (`/admin/attestation`, platform scope: pending -> approved | rejected with a reason).
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

type Row = {
  id: number;
  version: number;
  applyStatus: number;
  reason: string | null;
  transitions?: string[];
};
type Entry = {
  action: string;
  transition: string | null;
  label: string;
  who: string;
  whoKind: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

const application = {
  creditCode: '91350100M000100Y43',
  legalPerson: '张三',
  licenseUrl: `/files/${'a'.repeat(64)}.png`,
  contactName: '李四',
  contactPhone: '13800000000',
};
const apply = async (api: Caller) => {
  const res = await api.post<{ id: number }>('/attestation/save', application);
  expect(res.status).toBe(200);
  return res.body.data.id;
};
const row = async (id: number) => (await admin.get<Row>(`/admin/attestation/selectById/${id}`)).body.data;
const transitionsOf = async (id: number) =>
  (await t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'attestation'), eq(auditLog.recordId, id)))) as {
    transition: string | null;
  }[];
const change = (body: object) =>
  admin.post<Row & { fields?: { field: string; message: string }[] }>(
    '/admin/attestation/changeStatus',
    body,
  );

describe('state machines', () => {
  let id: number;
  beforeAll(async () => {
    id = await apply(tenants.a.api);
  });

  it('answers on each row the transitions the caller may apply now', async () => {
    const page = await admin.post<{ list: Row[] }>('/admin/attestation/selectPage', {});
    expect(page.body.data.list.find((r) => r.id === id)).toMatchObject({
      applyStatus: 1,
      transitions: ['approve', 'reject'],
    });
    expect((await row(id)).transitions).toEqual(['approve', 'reject']);
  });

  it('refuses a stale version, a missing input and an unknown name, changing nothing', async () => {
    expect((await change({ id, version: 2, name: 'approve' })).status).toBe(409);
    const noReason = await change({ id, version: 1, name: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data).toMatchObject({ fields: [{ field: 'reason' }] });
    expect((await change({ id, version: 1, name: 'publish' })).status).toBe(400);
    expect(await row(id)).toMatchObject({ applyStatus: 1, version: 1 });
    expect(await transitionsOf(id)).toEqual([]);
  });

  it('applies guard, effect and status in one transaction with one audit entry, then announces it', async () => {
    const rejected = await change({ id, version: 1, name: 'reject', reason: '营业执照不清晰' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      applyStatus: 3,
      reason: '营业执照不清晰',
      version: 2,
      transitions: [],
    });
    // The effect's other write: the company's own status, in the same transaction.
    const profile = await tenants.a.api.get<{ attestStatus: number }>('/companyCtl/selectMyCompany');
    expect(profile.body.data.attestStatus).toBe(3);
    expect(reviewed).toContainEqual({ compId: tenants.a.compId, approved: false, reason: '营业执照不清晰' });
    expect((await transitionsOf(id)).map((e) => e.transition)).toEqual(['reject']);
  });

  it('refuses a transition the status does not start from with a translated 409', async () => {
    const again = await change({ id, version: 2, name: 'approve' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The record\'s current status does not allow "Approve"; reload it');
    expect((await transitionsOf(id)).length).toBe(1);
  });

  it('keeps company sessions out of changeStatus and the timeline', async () => {
    expect(
      (await tenants.a.api.post('/admin/attestation/changeStatus', { id, version: 2, name: 'approve' }))
        .status,
    ).toBe(403);
    expect((await tenants.a.api.get(`/admin/attestation/selectTimeline/${id}`)).status).toBe(403);
  });
});

describe('timelines', () => {
  it("lists a row's audit entries, newest first, with the author's name and each field before and after", async () => {
    const id = await apply(tenants.b.api);
    expect((await change({ id, version: 1, name: 'approve' })).status).toBe(200);
    const timeline = await admin.get<Entry[]>(`/admin/attestation/selectTimeline/${id}`);
    expect(timeline.status).toBe(200);
    expect(timeline.body.data).toHaveLength(1);
    const [entry] = timeline.body.data;
    expect(entry).toMatchObject({
      action: 'transition',
      transition: 'approve',
      label: 'Approve',
      who: '审核员',
      whoKind: 'admin',
    });
    expect(entry!.changes).toContainEqual({ field: 'applyStatus', before: 1, after: 2 });
    expect(entry!.changes.map((c) => c.field)).not.toContain('version');
    expect((await admin.get('/admin/attestation/selectTimeline/999999')).status).toBe(404);
  });

  it("is the company's own for company resources: a staff member's name, another company 404", async () => {
    const created = await tenants.staffAdmin.api.post<{ id: number; version: number }>(
      '/cCompDepartment/insert',
      {
        name: '时间线部',
      },
    );
    const { id, version } = created.body.data;
    await tenants.a.api.post('/cCompDepartment/update', { id, version, name: '时间线二部' });
    const timeline = await tenants.a.api.get<Entry[]>(`/cCompDepartment/selectTimeline/${id}`);
    expect(timeline.body.data.map((e) => [e.action, e.label, e.whoKind])).toEqual([
      ['update', 'Changed', 'user'],
      ['insert', 'Created', 'user'],
    ]);
    expect(timeline.body.data[1]!.who).toBe('人事管理员');
    expect(timeline.body.data[0]!.changes).toEqual([
      { field: 'name', before: '时间线部', after: '时间线二部' },
    ]);
    expect((await tenants.b.api.get(`/cCompDepartment/selectTimeline/${id}`)).status).toBe(404);
  });
});
