import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type ApprovalWorld, approvalWorld, approver } from './test-fixtures.ts';

// 加签, docs/product/approval.md, "Instances".

let t: TestApp;
let w: ApprovalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await approvalWorld(t);
});
afterAll(() => t.close());

const addSign = async (as: ApprovalWorld['owner'], id: number, body: object) =>
  as.post<{ id: number; state: string }>('/cAudit/instance/addSign', {
    taskId: await w.myTask(id, as),
    comment: '请先看看',
    ...body,
  });
const nodesOf = async (id: number) =>
  ((await w.read(id)).flow!.nodes as { id: string; source?: string; userIds?: number[] }[]).map((node) => [
    node.id,
    node.source,
    node.userIds,
  ]);

describe('加签 before oneself', () => {
  it("asks the added people first (依次), then the caller's same task again", async () => {
    const template = await w.publish([approver('n1', [w.ids.owner], 'any')]);
    const { id } = await w.submit(template.id);
    const taskId = await w.myTask(id, w.owner);
    const res = await addSign(w.owner, id, { userIds: [w.ids.admin, w.ids.other], position: 'before' });
    expect(res.body.data).toEqual({ id, state: 'running' });
    expect(await nodesOf(id)).toEqual([
      ['addSign-1', 'addSign', [w.ids.admin, w.ids.other]],
      ['n1', 'resolved', [w.ids.owner]],
    ]);
    const waiting = await w.read(id);
    expect(waiting.myTaskId).toBeNull();
    expect(waiting.tasks.find((task) => task.id === taskId)?.state).toBe('waiting');
    expect(waiting.events.filter((e) => e.action === 'addSign')).toMatchObject([
      { nodeId: 'addSign-1', targetUserId: w.ids.admin, comment: '请先看看' },
      { nodeId: 'addSign-1', targetUserId: w.ids.other, comment: null },
    ]);
    await w.approve(id, w.admin);
    await w.approve(id, w.other);
    // The caller's own task is pending again.
    expect(await w.myTask(id, w.owner)).toBe(taskId);
    expect(await w.approve(id, w.owner)).toBe('approved');
  });

  it('会签: the co-approver who already agreed is not asked again', async () => {
    const template = await w.publish([approver('n1', [w.ids.owner, w.ids.admin], 'all')]);
    const { id } = await w.submit(template.id);
    await w.approve(id, w.admin);
    await addSign(w.owner, id, { userIds: [w.ids.other], position: 'before' });
    await w.approve(id, w.other);
    expect((await w.read(id, w.admin)).myTaskId).toBeNull();
    expect(await w.approve(id, w.owner)).toBe('approved');
    const tasks = (await w.read(id)).tasks.filter((task) => task.nodeId === 'n1');
    expect(tasks.map((task) => [task.userId, task.state])).toEqual([
      [w.ids.owner, 'approved'],
      [w.ids.admin, 'approved'],
    ]);
  });

  it('会签: a co-approver still asked may agree meanwhile; the node waits for the caller', async () => {
    const template = await w.publish([approver('n1', [w.ids.owner, w.ids.admin], 'all')]);
    const { id } = await w.submit(template.id);
    await addSign(w.owner, id, { userIds: [w.ids.other], position: 'before' });
    expect(await w.approve(id, w.admin)).toBe('running');
    expect(await w.approve(id, w.other)).toBe('running');
    expect(await w.approve(id, w.owner)).toBe('approved');
  });

  it('依次: after the caller, the next person in order is asked', async () => {
    const template = await w.publish([approver('n1', [w.ids.admin, w.ids.owner, w.ids.other], 'sequential')]);
    const { id } = await w.submit(template.id);
    await w.approve(id, w.admin);
    await addSign(w.owner, id, { userIds: [w.ids.plain], position: 'before' });
    await w.approve(id, w.plain);
    // The third in order is not asked yet (not even a reader).
    expect((await w.detail(id, w.other)).status).toBe(404);
    await w.approve(id, w.owner);
    expect((await w.read(id, w.admin)).myTaskId).toBeNull();
    expect(await w.approve(id, w.other)).toBe('approved');
  });
});

describe('加签 after oneself', () => {
  it('approves now (DingTalk 后加签) and asks the added people (会签) before the next node', async () => {
    const template = await w.publish([
      approver('n1', [w.ids.owner], 'any'),
      approver('n2', [w.ids.admin], 'any'),
    ]);
    const { id } = await w.submit(template.id);
    const taskId = await w.myTask(id, w.owner);
    await addSign(w.owner, id, { userIds: [w.ids.other, w.ids.plain], position: 'after', mode: 'all' });
    expect(await nodesOf(id)).toEqual([
      ['n1', 'resolved', [w.ids.owner]],
      ['addSign-1', 'addSign', [w.ids.other, w.ids.plain]],
      ['n2', 'resolved', [w.ids.admin]],
    ]);
    const after = await w.read(id);
    expect(after.tasks.find((task) => task.id === taskId)).toMatchObject({
      state: 'approved',
      comment: '请先看看',
    });
    expect(after.events.map((e) => e.action).slice(-3)).toEqual(['approve', 'addSign', 'addSign']);
    // Repeating the action on the handled task: 该审批已处理.
    const again = await w.owner.post('/cAudit/instance/addSign', {
      taskId,
      userIds: [w.ids.other],
      position: 'after',
    });
    expect(again.status).toBe(409);
    expect((await w.read(id, w.admin)).myTaskId).toBeNull();
    await w.approve(id, w.other);
    await w.approve(id, w.plain);
    expect(await w.approve(id, w.admin)).toBe('approved');
  });
});

describe('加签 refusals', () => {
  it('only active people of the company other than oneself, and only when the flow allows it', async () => {
    const zhOwner = caller(t, w.owner.token, 'zh-CN');
    const template = await w.publish([approver('n1', [w.ids.owner], 'any')]);
    const { id } = await w.submit(template.id);
    for (const userIds of [[w.ids.owner], [w.ids.stranger], [w.ids.other, 999_999]]) {
      const refused = await addSign(zhOwner, id, { userIds, position: 'before' });
      expect([refused.status, refused.body.message]).toEqual([400, '加签人须是本公司在职人员（不能是自己）']);
    }
    const closed = await w.publish([approver('n1', [w.ids.owner], 'any')], { flow: { addSign: false } });
    const second = await w.submit(closed.id);
    const off = await addSign(zhOwner, second.id, { userIds: [w.ids.other], position: 'after' });
    expect([off.status, off.body.message]).toEqual([400, '该审批流程不允许加签']);
    // A stranger's task id: not found.
    const foreign = await w.tenants.b.api.post('/cAudit/instance/addSign', {
      taskId: await w.myTask(id, w.owner),
      userIds: [w.ids.other],
      position: 'after',
    });
    expect(foreign.status).toBe(404);
  });
});
