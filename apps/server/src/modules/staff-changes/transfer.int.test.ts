import { StaffChangeKind, StaffChangeStage } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { applyDueJobChanges } from '../staff-archives/employment.ts';
import { type ChangesWorld, changesWorld, plusDays } from './test-fixtures.ts';

let t: TestApp;
let w: ChangesWorld;
let rnd: number;
let sales: number;
let foreignDept: number;
beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
  const dept = async (api: typeof w.owner, name: string) =>
    (await api.post<{ id: number }>('/cCompDepartment/insert', { name })).body.data.id;
  rnd = await dept(w.owner, '研发部');
  sales = await dept(w.owner, '销售部');
  foreignDept = await dept(w.b.api, '乙公司部门');
});
afterAll(() => t.close());

describe('调动', () => {
  it('refuses a transfer that changes nothing, and a department of another company', async () => {
    const e = await w.hire({ name: '调动甲', deptId: rnd });
    const date = plusDays(w.today, 7);
    const same = await w.ask(w.owner, {
      kind: StaffChangeKind.TRANSFER,
      staffId: e.staffId,
      effectiveDate: date,
      newDeptId: rnd,
      newWorkLocation: '杭州',
    });
    expect(same.status).toBe(400);
    expect(same.body.data).toEqual({
      fields: [{ field: 'newDeptId', message: 'The new job facts are the same as the current ones' }],
    });
    const foreign = await w.ask(w.owner, {
      kind: 2,
      staffId: e.staffId,
      effectiveDate: date,
      newDeptId: foreignDept,
    });
    expect(foreign.body.data).toEqual({
      fields: [{ field: 'newDeptId', message: 'the department does not exist or was removed' }],
    });
  });

  it('schedules a transfer from the archive: the staff record moves on its day', async () => {
    const e = await w.hire({ name: '调动乙', deptId: rnd });
    const date = plusDays(w.today, 14);
    const res = await w.owner.post<{ id: number; version: number; summary: string; kind: number }>(
      '/staffArchives/initiateMobilize',
      { staffId: e.staffId, effectiveDate: date, newDeptId: sales, newSalaryGrade: 'P5', reason: '业务调整' },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: StaffChangeKind.TRANSFER,
      summary: 'Department: 研发部 → 销售部; Salary grade: P3 → P5',
    });
    const confirmed = await w.transition(w.owner, res.body.data, 'confirmTransfer');
    expect(confirmed.body.data.stage).toBe(StaffChangeStage.SCHEDULED);
    expect((await w.staffRecord(e.staffId)).deptId).toBe(rnd);
    await applyDueJobChanges(t.deps.db, date);
    expect((await w.staffRecord(e.staffId)).deptId).toBe(sales);

    const list = await w.owner.post<{ list: { id: number; kind: number }[] }>(
      '/dimissionManagement/selecteMobilizeRecordList',
      {},
    );
    expect(list.body.data.list.map((r) => [r.id, r.kind])).toEqual([[res.body.data.id, 2]]);
  });

  it('applies a transfer dated in the past at once, after the latest version only', async () => {
    const e = await w.hire({ name: '调动丙', deptId: rnd, entryIn: -30 });
    const before = await w.ask(w.owner, {
      kind: 2,
      staffId: e.staffId,
      effectiveDate: plusDays(w.today, -40),
      newDeptId: sales,
    });
    expect(before.body.data).toEqual({
      fields: [
        {
          field: 'effectiveDate',
          message: `Must be after the latest change of this employee (${e.entryDate})`,
        },
      ],
    });
    const row = await w.asked(w.owner, {
      kind: 2,
      staffId: e.staffId,
      effectiveDate: plusDays(w.today, -2),
      newDeptId: sales,
    });
    const confirmed = await w.transition(w.owner, row, 'confirmTransfer');
    expect(confirmed.body.data.stage).toBe(StaffChangeStage.EFFECTIVE);
    expect((await w.staffRecord(e.staffId)).deptId).toBe(sales);
  });

  it('keeps a scoped admin to the types they manage', async () => {
    const hro = await w.hire({ name: '外包调动', employeeType: 2 });
    const hrm = await w.hire({ name: '内部调动' });
    const date = plusDays(w.today, 3);
    const outOfScope = await w.ask(w.hrmAdmin.api, {
      kind: 2,
      staffId: hro.staffId,
      effectiveDate: date,
      newWorkLocation: '上海',
    });
    expect(outOfScope.body.data).toEqual({
      fields: [
        { field: 'staffId', message: 'The employee does not exist, has left, or is outside your scope' },
      ],
    });
    const toHro = await w.ask(w.hrmAdmin.api, {
      kind: 2,
      staffId: hrm.staffId,
      effectiveDate: date,
      newEmployeeType: 2,
    });
    expect(toHro.body.data).toEqual({
      fields: [
        {
          field: 'newEmployeeType',
          message: 'You can only transfer to an employee type of your own scope (HRM/HRO)',
        },
      ],
    });
    const hroChange = await w.asked(w.owner, {
      kind: 2,
      staffId: hro.staffId,
      effectiveDate: date,
      newWorkLocation: '上海',
    });
    expect((await w.hrmAdmin.api.get(`/staffChange/selectById/${hroChange.id}`)).status).toBe(404);
    const hrmList = await w.hrmAdmin.api.post<{ list: { staffName: string }[] }>('/staffChange/selectPage', {
      kind: 2,
    });
    expect(hrmList.body.data.list.map((r) => r.staffName)).not.toContain('外包调动');
    // The HRO sign: only outsourced staff's changes, whatever else the caller manages.
    const hroTab = await w.owner.post<{ list: { staffName: string }[] }>('/staffChange/selectPage', {
      kind: 2,
      employeeType: 2,
    });
    expect(hroTab.body.data.list.map((r) => r.staffName)).toEqual(['外包调动']);
  });
});
