import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { approvalInstances } from './schema.ts';
import { type ApprovalWorld, approvalWorld, approver } from './test-fixtures.ts';

// Resubmitting a rejected or withdrawn instance, and the initiator's choices (发起人自选) in the
// preview: docs/product/approval.md, "Instances" and "People".

let t: TestApp;
let w: ApprovalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await approvalWorld(t);
});
afterAll(() => t.close());

const resubmit = (as: ApprovalWorld['owner'], id: number) =>
  as.post<{ id: number; state: string }>('/cAudit/instance/resubmit', { id });

describe('resubmit', () => {
  it('a rejected instance becomes a new draft with the same values on the current version', async () => {
    const template = await w.publish([approver('n1', [w.ids.owner], 'any')]);
    const { id } = await w.submit(template.id, w.plain, { reason: '第一次' });
    await w.owner.post('/cAudit/instance/reject', { taskId: await w.myTask(id, w.owner), comment: '不同意' });
    const rejected = await w.read(id, w.plain);
    expect(rejected).toMatchObject({ state: 'rejected', canResubmit: true, canEdit: false });

    // A new version meanwhile: the draft takes it.
    const republished = await w.owner.post<{ currentVersionId: number }>('/cAudit/template/publish', {
      id: template.id,
    });
    const res = await resubmit(w.plain, id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.state).toBe('draft');
    expect(res.body.data.id).not.toBe(id);
    // Once: a repeat is 已处理, and the detail no longer offers it.
    expect((await resubmit(w.plain, id)).status).toBe(409);
    expect((await w.read(id, w.plain)).canResubmit).toBe(false);
    const draft = await w.read(res.body.data.id, w.plain);
    expect(draft).toMatchObject({ state: 'draft', values: { reason: '第一次' }, serialNo: null });
    const [row] = await t.deps.db
      .select({ versionId: approvalInstances.versionId })
      .from(approvalInstances)
      .where(eq(approvalInstances.id, res.body.data.id));
    expect(row!.versionId).toBe(republished.body.data.currentVersionId);

    const submitted = await w.plain.post<{ state: string }>('/cAudit/instance/submit', {
      id: res.body.data.id,
      templateId: template.id,
      values: draft.values,
    });
    expect(submitted.body.data.state).toBe('running');
    expect((await w.read(res.body.data.id, w.plain)).serialNo).not.toBe(rejected.serialNo);
  });

  it('a withdrawn one too; refused while running, for others, and when the template closed', async () => {
    const zhPlain = caller(t, w.plain.token, 'zh-CN');
    const template = await w.publish([approver('n1', [w.ids.owner], 'any')]);
    const { id } = await w.submit(template.id);
    const running = await resubmit(zhPlain, id);
    expect([running.status, running.body.message]).toEqual([400, '只有已拒绝或已撤回的审批可以再次提交']);
    await w.plain.post('/cAudit/instance/withdraw', { id });
    // The approver reads it but is not its initiator; a colleague who is no reader does not see it.
    expect((await resubmit(w.owner, id)).status).toBe(400);
    expect((await resubmit(w.other, id)).status).toBe(404);
    expect((await resubmit(w.tenants.b.api, id)).status).toBe(404);
    expect((await resubmit(w.plain, id)).body.data.state).toBe('draft');

    const later = await w.submit(template.id);
    await w.plain.post('/cAudit/instance/withdraw', { id: later.id });
    await w.owner.post('/cAudit/template/disable', { id: template.id });
    const closed = await resubmit(zhPlain, later.id);
    expect([closed.status, closed.body.message]).toEqual([404, '该审批模板已停用或未发布']);
  });
});

describe("the initiator's choices (发起人自选)", () => {
  it('the preview lists the picks still owed and resolves without them; submit refuses them missing', async () => {
    const template = await w.publish([
      {
        type: 'approver',
        id: 'pick',
        name: '选择审批人',
        approvers: { kind: 'initiatorChooses', multiple: false, candidates: [w.ids.admin, w.ids.other] },
        mode: 'any',
      },
      { type: 'cc', id: 'tell', name: '抄送', recipients: [{ kind: 'initiatorChooses', multiple: true }] },
    ]);
    const preview = await w.plain.post<{
      flow: { nodes: { id: string; userIds: number[] }[] };
      choices: object[];
    }>('/cAudit/instance/preview', { templateId: template.id, values: { reason: '出差' } });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.data.choices).toEqual([
      {
        nodeId: 'pick',
        name: '选择审批人',
        multiple: false,
        candidates: [
          { userId: w.ids.admin, name: '人事管理员' },
          { userId: w.ids.other, name: '另一员工' },
        ],
      },
      { nodeId: 'tell', name: '抄送', multiple: true, candidates: null },
    ]);
    expect(preview.body.data.flow.nodes).toMatchObject([{ id: 'pick', userIds: [] }]);

    const missing = await w.plain.post('/cAudit/instance/submit', {
      templateId: template.id,
      values: { reason: '出差' },
    });
    expect(missing.status).toBe(400);
    const notCandidate = await w.plain.post('/cAudit/instance/submit', {
      templateId: template.id,
      values: { reason: '出差' },
      chosen: { pick: [w.ids.owner], tell: [w.ids.owner] },
    });
    expect(notCandidate.status).toBe(400);

    const chosen = { pick: [w.ids.other], tell: [w.ids.owner] };
    const { id } = await w.submit(template.id, w.plain, { reason: '出差' }, chosen);
    expect(await w.read(id, w.plain)).toMatchObject({ chosen });
    expect(await w.approve(id, w.other)).toBe('approved');
    expect((await w.read(id, w.plain)).cc.map((c) => c.userId)).toEqual([w.ids.owner]);
  });
});
