import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { GIF_1X1, JPEG_1X1, PNG_1X1 } from '../files/test-fixtures.ts';
import { type ApprovalWorld, approvalBell, approvalWorld, approver } from './test-fixtures.ts';

// @mentions and the ownership of attached files: docs/product/approval.md, "Instances" and "Forms".

let t: TestApp;
let w: ApprovalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await approvalWorld(t);
});
afterAll(() => t.close());

/** Uploads the bytes as the caller and answers the file as an approval keeps it. */
async function uploaded(as: Caller, bytes: Buffer, name: string) {
  const res = await as.upload<Record<string, string>>('/ossApi/putObjects', bytes);
  expect(res.status, res.body.message).toBe(200);
  return { name, url: Object.values(res.body.data)[0]! };
}
const comment = (as: Caller, body: object) =>
  as.post<{ state: string }>('/cAudit/instance/comment', { comment: '请看一下', ...body });

describe('@mentions', () => {
  it('a mentioned colleague hears of it and may read the instance from then on; a stranger may not', async () => {
    const template = await w.publish([approver('n1', [w.ids.owner], 'any')]);
    const { id } = await w.submit(template.id, w.admin);
    expect((await w.detail(id, w.plain)).status).toBe(404);
    expect((await w.detail(id, w.other)).status).toBe(404);

    const bell = await approvalBell(w.plain);
    expect((await comment(w.owner, { id, mentions: [w.ids.plain] })).status).toBe(200);
    expect(await approvalBell(w.plain)).toBe(bell + 1);
    expect((await w.detail(id, w.plain)).status).toBe(200);
    expect((await w.detail(id, w.other)).status).toBe(404);
    const cc = await w.plain.post<{ list: { id: number }[] }>('/cAudit/instance/selectCc', {});
    expect(cc.body.data.list.map((row) => row.id)).toContain(id);
    // Now a reader, the mentioned colleague may comment too.
    expect((await comment(w.plain, { id })).status).toBe(200);
  });

  it('refuses people outside the company or unknown, in Chinese', async () => {
    const zhOwner = caller(t, w.owner.token, 'zh-CN');
    const template = await w.publish([approver('n1', [w.ids.owner], 'any')]);
    const { id } = await w.submit(template.id);
    for (const mentions of [[w.ids.stranger], [w.ids.other, 999_999]]) {
      const refused = await comment(zhOwner, { id, mentions });
      expect([refused.status, refused.body.message]).toEqual([400, '只能@本公司在职人员']);
    }
    expect((await w.detail(id, w.other)).status).toBe(404);
  });
});

describe('attached files must be the caller’s own uploads', () => {
  it('comments and decisions: another person’s upload is refused by name, one’s own kept', async () => {
    const zhOwner = caller(t, w.owner.token, 'zh-CN');
    const theirs = await uploaded(w.plain, PNG_1X1, '别人的.png');
    const mine = await uploaded(w.owner, GIF_1X1, '我的.gif');
    const template = await w.publish([approver('n1', [w.ids.owner], 'any')]);
    const { id } = await w.submit(template.id);
    const refused = await comment(zhOwner, { id, attachments: [mine, theirs] });
    expect([refused.status, refused.body.message]).toEqual([400, '附件“别人的.png”不是你上传的文件']);
    const forged = { name: '伪造.png', url: `/files/${'a'.repeat(64)}.png` };
    expect((await comment(w.owner, { id, attachments: [forged] })).status).toBe(400);
    expect((await comment(w.owner, { id, attachments: [mine] })).status).toBe(200);

    const taskId = await w.myTask(id, w.owner);
    const approveRefused = await w.owner.post('/cAudit/instance/approve', { taskId, attachments: [theirs] });
    expect(approveRefused.status).toBe(400);
    const approved = await w.owner.post<{ state: string }>('/cAudit/instance/approve', {
      taskId,
      attachments: [mine],
    });
    expect(approved.body.data.state).toBe('approved');
    expect((await w.read(id)).events.find((e) => e.action === 'approve')?.attachments).toEqual([mine]);
  });

  it('attachment and image values: another person’s file is refused on its field', async () => {
    const zhPlain = caller(t, w.plain.token, 'zh-CN');
    const theirs = await uploaded(w.owner, JPEG_1X1, '别人的.jpg');
    const mine = await uploaded(w.plain, PNG_1X1, '我的.png');
    const form = {
      fields: [
        { kind: 'text', key: 'reason', label: '事由', required: true },
        { kind: 'image', key: 'photos', label: '照片', required: false, maxCount: 9 },
      ],
    };
    const template = await w.publish([approver('n1', [w.ids.owner], 'any')], { form });
    const refused = await zhPlain.post<unknown>('/cAudit/instance/submit', {
      templateId: template.id,
      values: { reason: '报销', photos: [mine, theirs] },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { data: { fields: object[] } }).data.fields).toEqual([
      { field: 'photos', message: '照片：只能使用你本人上传的文件' },
    ]);
    const { id } = await w.submit(template.id, w.plain, { reason: '报销', photos: [mine] });
    expect((await w.read(id, w.plain)).values).toEqual({ reason: '报销', photos: [mine] });
  });
});
