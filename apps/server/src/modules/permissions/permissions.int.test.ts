import type { CompanyColumns, StaffPermissionSet } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { staffColumnGrants } from './schema.ts';
import { grant, setColumns, setUpPermissionWorld } from './test-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof setUpPermissionWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await setUpPermissionWorld(t);
});
afterAll(() => t.close());

const storedGrants = (staffId: number) =>
  t.deps.db.select().from(staffColumnGrants).where(eq(staffColumnGrants.staffId, staffId));

describe('company column switches (/cPowerSetCtl)', () => {
  it('opens every column until the company closes one; staff read them but cannot change them', async () => {
    const fresh = await w.plainStaff.api.get<CompanyColumns>('/cPowerSetCtl/select');
    expect(fresh.body.data).toMatchObject({ canUpdate: false, canManageStaff: false });
    const admin = await w.staffAdmin.api.get<CompanyColumns>('/cPowerSetCtl/select');
    expect(admin.body.data).toMatchObject({ canUpdate: false, canManageStaff: true });
    expect(fresh.body.data.columns.every((c) => c.opened)).toBe(true);

    const refused = await setColumns(w.plainStaff.api, [{ columnKey: 'crm', opened: false }]);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the company account can open or close columns');
    expect((await setColumns(w.staffAdmin.api, [{ columnKey: 'crm', opened: false }])).status).toBe(403);

    const closed = await setColumns(w.a.api, [{ columnKey: 'crm', opened: false }]);
    expect(closed.status, closed.body.message).toBe(200);
    const seen = await w.plainStaff.api.get<CompanyColumns>('/cPowerSetCtl/select');
    expect(seen.body.data.columns.find((c) => c.columnKey === 'crm')).toEqual({
      columnKey: 'crm',
      opened: false,
    });
    // Company B's switches are its own.
    const other = await w.b.api.get<CompanyColumns>('/cPowerSetCtl/select');
    expect(other.body.data.canUpdate).toBe(true);
    expect(other.body.data.columns.every((c) => c.opened)).toBe(true);
    expect((await setColumns(w.a.api, [{ columnKey: 'crm', opened: true }])).status).toBe(200);
  });

  it("refuses closing 'other', unknown or repeated columns, and callers without a company", async () => {
    const other = await setColumns(w.a.api, [{ columnKey: 'other', opened: false }]);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('The settings column cannot be closed');
    expect((await setColumns(w.a.api, [{ columnKey: 'chat', opened: false }])).status).toBe(400);
    const twice = await setColumns(w.a.api, [
      { columnKey: 'srm', opened: false },
      { columnKey: 'srm', opened: true },
    ]);
    expect(twice.status).toBe(400);
    const now = await w.a.api.get<CompanyColumns>('/cPowerSetCtl/select');
    expect(now.body.data.columns.every((c) => c.opened)).toBe(true);
    expect((await w.person.get('/cPowerSetCtl/select')).status).toBe(403);
  });
});

describe('per-staff permission sets (/cAccountAuthCtl)', () => {
  it('the company account replaces, reads and empties a set', async () => {
    const staffId = w.plainStaff.staffId;
    const updated = await grant(w.a.api, staffId, [
      { columnKey: 'salary', level: 'read' },
      { columnKey: 'crm', level: 'update' },
    ]);
    expect(updated.status, updated.body.message).toBe(200);
    const read = await w.a.api.get<StaffPermissionSet>(`/cAccountAuthCtl/select?staffId=${staffId}`);
    expect(read.body.data).toEqual({
      staffId,
      staffName: '普通员工',
      columns: [
        { columnKey: 'salary', level: 'read' },
        { columnKey: 'crm', level: 'update' },
      ],
    });
    // The staff member may look at their own set.
    expect((await w.plainStaff.api.get(`/cAccountAuthCtl/select?staffId=${staffId}`)).status).toBe(200);

    const emptied = await w.a.api.post<StaffPermissionSet>('/cAccountAuthCtl/empty', { staffId });
    expect(emptied.status).toBe(200);
    expect(emptied.body.data.columns).toEqual([]);
    expect(await storedGrants(staffId)).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const staffId = w.plainStaff.staffId;
    expect((await grant(w.a.api, staffId, [{ columnKey: 'salary', level: 'read' }])).status).toBe(200);
    const badLevel = await w.a.api.post('/cAccountAuthCtl/update', {
      staffId,
      columns: [{ columnKey: 'crm', level: 'admin' }],
    });
    expect(badLevel.status).toBe(400);
    const repeated = await grant(w.a.api, staffId, [
      { columnKey: 'crm', level: 'read' },
      { columnKey: 'crm', level: 'update' },
    ]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('Column "crm" appears more than once');
    expect((await storedGrants(staffId)).map((g) => g.columnKey)).toEqual(['salary']);
    await w.a.api.post('/cAccountAuthCtl/empty', { staffId });
  });

  it('refuses granting a column the company closed with the "not opened" message', async () => {
    await setColumns(w.a.api, [{ columnKey: 'train', opened: false }]);
    const refused = await grant(w.a.api, w.plainStaff.staffId, [{ columnKey: 'train', level: 'read' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Your company has not opened this column; contact your administrator');
    expect(await storedGrants(w.plainStaff.staffId)).toEqual([]);
    await setColumns(w.a.api, [{ columnKey: 'train', opened: true }]);
  });

  it('lets a staff admin manage staff of their HRM/HRO scope only, never themselves', async () => {
    const hrm = await grant(w.hrmAdmin.api, w.plainStaff.staffId, [{ columnKey: 'crm', level: 'read' }]);
    expect(hrm.status, hrm.body.message).toBe(200);
    const hro = await grant(w.hrmAdmin.api, w.hroStaff.staffId, [{ columnKey: 'crm', level: 'read' }]);
    expect(hro.status).toBe(403);
    expect(hro.body.message).toBe('This staff member is outside the scope you administer');
    expect(
      (await w.hrmAdmin.api.post('/cAccountAuthCtl/empty', { staffId: w.hroStaff.staffId })).status,
    ).toBe(403);
    const self = await grant(w.hrmAdmin.api, w.hrmAdmin.staffId, [{ columnKey: 'crm', level: 'update' }]);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot change your own permissions');
    expect(
      (await w.hrmAdmin.api.post('/cAccountAuthCtl/empty', { staffId: w.hrmAdmin.staffId })).status,
    ).toBe(403);
    const plain = await grant(w.plainStaff.api, w.hroStaff.staffId, [{ columnKey: 'crm', level: 'read' }]);
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe('Only the company account or a staff admin can manage staff permissions');
    expect(await storedGrants(w.hroStaff.staffId)).toEqual([]);
    await w.a.api.post('/cAccountAuthCtl/empty', { staffId: w.plainStaff.staffId });
  });

  it("answers 404 for another company's staff member and writes nothing", async () => {
    const staffId = w.plainStaff.staffId;
    const update = await grant(w.b.api, staffId, [{ columnKey: 'crm', level: 'update' }]);
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('The staff member does not exist or was removed');
    expect((await w.b.api.get(`/cAccountAuthCtl/select?staffId=${staffId}`)).status).toBe(404);
    expect((await w.b.api.post('/cAccountAuthCtl/empty', { staffId })).status).toBe(404);
    expect((await grant(w.a.api, 999999, [])).status).toBe(404);
    expect(await storedGrants(staffId)).toEqual([]);
  });
});
