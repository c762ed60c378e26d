import {
  StaffChangeKind,
  StaffChangeStage,
  StaffChangeStatus,
  staffChangeApprovalForm,
} from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { approver } from '../approval/test-fixtures.ts';
import { type ChangesWorld, changesWorld, plusDays } from './test-fixtures.ts';

// Confirmations wait for the company's approval only while it has an active template of the type
// (docs/product/staff.md, "Approvals"); the approval then applies them (modules/approval/record-links.ts).

let t: TestApp;
let w: ChangesWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await changesWorld(t);
});
afterAll(() => t.close());

async function publishTransferTemplate() {
  const saved = await w.owner.post<{ id: number }>('/cAudit/template/save', {
    name: '调动审批',
    icon: 'approval',
    group: '人事',
    type: 'staffTransfer',
    initiators: { everyone: true },
    form: staffChangeApprovalForm(StaffChangeKind.TRANSFER),
    flow: { nodes: [approver('hr', [w.a.ownerId], 'any')], dedupe: 'none' },
  });
  expect(saved.status, saved.body.message).toBe(200);
  const published = await w.owner.post('/cAudit/template/publish', { id: saved.body.data.id });
  expect(published.status, published.body.message).toBe(200);
}

describe('approval of a confirmation', () => {
  it('applies at once while the company has no template of the type', async () => {
    const e = await w.hire({ name: '无审批' });
    const row = await w.asked(w.owner, {
      kind: 2,
      staffId: e.staffId,
      effectiveDate: plusDays(w.today, 4),
      newWorkLocation: '上海',
    });
    const confirmed = await w.transition(w.owner, row, 'confirmTransfer');
    expect(confirmed.body.data).toMatchObject({ status: StaffChangeStatus.CONFIRMED, approvalId: null });
  });

  it('waits for an active template, shows 审批中, and applies when approved', async () => {
    await publishTransferTemplate();
    const e = await w.hire({ name: '待审批' });
    const row = await w.asked(w.owner, {
      kind: 2,
      staffId: e.staffId,
      effectiveDate: plusDays(w.today, 6),
      newWorkLocation: '深圳',
      reason: '支援新项目',
    });
    const asked = await w.transition(w.owner, row, 'confirmTransfer');
    expect(asked.status, asked.body.message).toBe(200);
    expect(asked.body.data.stage).toBe(StaffChangeStage.PENDING);
    const waiting = await w.read(w.owner, row.id);
    expect(waiting.approvalId).not.toBeNull();
    expect((await w.versionsOf(e.staffId)).map((v) => v.kind)).toEqual(['entry']);

    const instance = await w.owner.get<{ myTaskId: number; values: Record<string, unknown> }>(
      `/cAudit/instance/selectById/${waiting.approvalId}`,
    );
    expect(instance.body.data.values).toMatchObject({
      staffName: '待审批',
      effectiveDate: plusDays(w.today, 6),
      summary: 'Work location: 杭州 → 深圳',
      reason: '支援新项目',
    });
    const approved = await w.owner.post('/cAudit/instance/approve', { taskId: instance.body.data.myTaskId });
    expect(approved.status, approved.body.message).toBe(200);
    const done = await w.read(w.owner, row.id);
    expect(done).toMatchObject({
      status: StaffChangeStatus.CONFIRMED,
      stage: StaffChangeStage.SCHEDULED,
      approvalId: null,
    });
    expect(done.versionId).not.toBeNull();
    expect((await w.versionsOf(e.staffId)).map((v) => v.kind).sort()).toEqual(['entry', 'transfer']);
  });

  it('leaves the other kinds alone: a 离职 without its own template applies at once', async () => {
    const e = await w.hire({ name: '离职无审批' });
    const row = await w.asked(w.owner, {
      kind: 3,
      staffId: e.staffId,
      effectiveDate: plusDays(w.today, 9),
      reasonType: 31,
    });
    expect((await w.transition(w.owner, row, 'confirmDimission')).body.data.status).toBe(
      StaffChangeStatus.CONFIRMED,
    );
  });
});
