import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type ApprovalWorld, approvalBell, approvalWorld, approver } from './test-fixtures.ts';

// Sending back (退回), docs/product/approval.md, "Instances".

let t: TestApp;
let w: ApprovalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await approvalWorld(t);
});
afterAll(() => t.close());

const reject = (as: ApprovalWorld['owner'], taskId: number, backTo?: object) =>
  as.post<{ id: number; state: string }>('/cAudit/instance/reject', { taskId, comment: '请补充', backTo });

describe('send back to the initiator', () => {
  it('returns the instance; the initiator edits and submits the same instance again', async () => {
    const template = await w.publish([
      approver('n1', [w.ids.admin], 'any'),
      approver('n2', [w.ids.owner], 'any'),
    ]);
    const { id } = await w.submit(template.id);
    expect(await w.approve(id, w.admin)).toBe('running');
    const before = await w.read(id);
    expect(before.sendBackTargets).toEqual([
      { kind: 'initiator', nodeId: null, name: '普通员工' },
      { kind: 'node', nodeId: 'n1', name: 'n1' },
    ]);
    expect(before.canAddSign).toBe(true);

    const bell = await approvalBell(w.plain);
    const taskId = await w.myTask(id, w.owner);
    const sent = await reject(w.owner, taskId, { kind: 'initiator' });
    expect(sent.body.data).toEqual({ id, state: 'returned' });
    expect((await reject(w.owner, taskId, { kind: 'initiator' })).status).toBe(409);
    expect(await approvalBell(w.plain)).toBe(bell + 1);

    const returned = await w.read(id, w.plain);
    expect(returned).toMatchObject({
      state: 'returned',
      canEdit: true,
      canWithdraw: true,
      canResubmit: false,
    });
    expect(returned.tasks.map((task) => [task.nodeId, task.state])).toEqual([
      ['n1', 'approved'],
      ['n2', 'returned'],
    ]);
    expect(returned.events.at(-1)).toMatchObject({
      action: 'sendBack',
      nodeId: null,
      targetUserId: w.ids.plain,
      comment: '请补充',
    });
    // Nobody has anything to do on a returned instance.
    expect((await w.read(id, w.admin)).myTaskId).toBeNull();

    const again = await w.plain.post<{ id: number; state: string }>('/cAudit/instance/submit', {
      id,
      templateId: template.id,
      values: { reason: '家中有事，已补充说明' },
    });
    expect(again.body.data).toEqual({ id, state: 'running' });
    const resubmitted = await w.read(id, w.plain);
    expect(resubmitted.serialNo).toBe(before.serialNo);
    expect(resubmitted.values).toEqual({ reason: '家中有事，已补充说明' });
    expect(resubmitted.events.at(-1)?.action).toBe('resubmit');
    // The flow starts over: n1 is asked again, then n2.
    expect(await w.approve(id, w.admin)).toBe('running');
    expect(await w.approve(id, w.owner)).toBe('approved');
  });
});

describe('send back to an earlier node', () => {
  it('asks the target again and every node after it, keeping the ones before', async () => {
    const template = await w.publish([
      approver('n1', [w.ids.admin], 'any'),
      approver('n2', [w.ids.other], 'any'),
      approver('n3', [w.ids.owner], 'any'),
    ]);
    const { id } = await w.submit(template.id);
    await w.approve(id, w.admin);
    await w.approve(id, w.other);
    const sent = await reject(w.owner, await w.myTask(id, w.owner), { kind: 'node', nodeId: 'n2' });
    expect(sent.body.data).toEqual({ id, state: 'running' });
    const back = await w.read(id);
    expect(back.events.at(-1)).toMatchObject({ action: 'sendBack', nodeId: 'n2', targetUserId: null });
    expect(back.myTaskId).toBeNull();
    // n2's person is asked again (a new task); n1 stays approved.
    expect(back.tasks.map((task) => [task.nodeId, task.state])).toEqual([
      ['n1', 'approved'],
      ['n2', 'approved'],
      ['n3', 'returned'],
      ['n2', 'pending'],
    ]);
    expect(await w.approve(id, w.other)).toBe('running');
    expect(await w.approve(id, w.owner)).toBe('approved');
  });

  it('refuses what the flow does not allow, in Chinese', async () => {
    const zhOwner = caller(t, w.owner.token, 'zh-CN');
    const template = await w.publish([
      approver('n1', [w.ids.admin], 'any'),
      approver('n2', [w.ids.owner], 'any'),
      approver('n3', [w.ids.other], 'any'),
    ]);
    const { id } = await w.submit(template.id);
    await w.approve(id, w.admin);
    const taskId = await w.myTask(id, w.owner);
    for (const nodeId of ['n2', 'n3', 'nope']) {
      const refused = await reject(zhOwner, taskId, { kind: 'node', nodeId });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('只能退回到当前节点之前已审批的节点');
    }

    const initiatorOnly = await w.publish(
      [approver('n1', [w.ids.admin], 'any'), approver('n2', [w.ids.owner], 'any')],
      { flow: { sendBack: 'initiator' } },
    );
    const second = await w.submit(initiatorOnly.id);
    await w.approve(second.id, w.admin);
    expect((await w.read(second.id)).sendBackTargets.map((target) => target.kind)).toEqual(['initiator']);
    const toNode = await reject(zhOwner, await w.myTask(second.id, w.owner), { kind: 'node', nodeId: 'n1' });
    expect(toNode.body.message).toBe('该审批流程只允许退回给发起人');

    const never = await w.publish([approver('n1', [w.ids.owner], 'any')], {
      flow: { sendBack: 'none', addSign: false },
    });
    const third = await w.submit(never.id);
    expect(await w.read(third.id)).toMatchObject({ sendBackTargets: [], canAddSign: false });
    const off = await reject(zhOwner, await w.myTask(third.id, w.owner), { kind: 'initiator' });
    expect([off.status, off.body.message]).toEqual([400, '该审批流程不允许退回']);
    // Rejecting without a target still ends it.
    expect((await reject(w.owner, await w.myTask(third.id, w.owner))).body.data.state).toBe('rejected');
  });

  it('in a parallel branch: back within the branch or before the parallel node, never into a sibling branch', async () => {
    const template = await w.publish([
      approver('n0', [w.ids.admin], 'any'),
      {
        type: 'parallel',
        id: 'both',
        branches: [
          { id: 'left', name: '左', nodes: [approver('L1', [w.ids.owner], 'any')] },
          {
            id: 'right',
            name: '右',
            nodes: [approver('R1', [w.ids.other], 'any'), approver('R2', [w.ids.admin], 'any')],
          },
        ],
      },
    ]);
    const { id } = await w.submit(template.id);
    await w.approve(id, w.admin); // n0
    await w.approve(id, w.other); // R1; L1 (owner) still pending
    expect((await w.read(id, w.admin)).sendBackTargets.map((target) => target.nodeId)).toEqual([
      null,
      'n0',
      'R1',
    ]);
    const r2 = await w.myTask(id, w.admin);
    expect((await reject(w.admin, r2, { kind: 'node', nodeId: 'L1' })).status).toBe(400);

    // Within the branch: R1 is asked again, the left branch is untouched.
    expect((await reject(w.admin, r2, { kind: 'node', nodeId: 'R1' })).body.data.state).toBe('running');
    const ownerTask = await w.myTask(id, w.owner);
    await w.approve(id, w.other); // R1 again
    // Before the parallel node: every branch starts over, the left branch's pending task is cancelled.
    expect((await reject(w.admin, await w.myTask(id, w.admin), { kind: 'node', nodeId: 'n0' })).status).toBe(
      200,
    );
    const restarted = await w.read(id);
    expect(restarted.tasks.find((task) => task.id === ownerTask)?.state).toBe('cancelled');
    expect(restarted.myTaskId).toBeNull();
    await w.approve(id, w.admin); // n0 again
    expect((await w.read(id)).myTaskId).not.toBeNull(); // L1 asked again
    await w.approve(id, w.owner);
    await w.approve(id, w.other);
    expect(await w.approve(id, w.admin)).toBe('approved');
  });
});
