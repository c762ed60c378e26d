import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type ApprovalWorld, approvalWorld, approver } from './test-fixtures.ts';

// 抄送我的 marks what a CC recipient has not opened yet (docs/product/approval.md, "Lists").

let t: TestApp;
let w: ApprovalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await approvalWorld(t);
});
afterAll(() => t.close());

type Page = { list: { id: number; unread: boolean }[] };
const ccList = async (as: ApprovalWorld['owner']) =>
  (await as.post<Page>('/cAudit/instance/selectCc', {})).body.data.list;

describe('抄送我的 unread marks', () => {
  it('is unread until the recipient opens it; others opening it change nothing for them', async () => {
    const template = await w.publish([
      { type: 'cc', id: 'cc1', name: '抄送', recipients: [{ kind: 'users', userIds: [w.ids.other] }] },
      approver('n1', [w.ids.admin], 'any'),
    ]);
    const { id } = await w.submit(template.id);
    expect((await ccList(w.other)).find((row) => row.id === id)?.unread).toBe(true);

    // The approver and the initiator reading it do not mark the recipient's copy.
    await w.read(id, w.admin);
    await w.read(id, w.plain);
    expect((await ccList(w.other)).find((row) => row.id === id)?.unread).toBe(true);

    const opened = await w.read(id, w.other);
    expect(opened.cc.find((c) => c.userId === w.ids.other)?.readAt).not.toBeNull();
    expect((await ccList(w.other)).find((row) => row.id === id)?.unread).toBe(false);
  });

  it('answers unread false on every other list', async () => {
    const mine = (await w.plain.post<Page>('/cAudit/instance/selectMyApply', {})).body.data.list;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.unread === false)).toBe(true);
  });
});
