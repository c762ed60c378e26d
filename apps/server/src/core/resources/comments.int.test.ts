import type { CommentEntry } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../modules/files/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { caller, setUpTenants } from './test-fixtures.ts';

// The kit's comments, through a real resource that has them: staff accounts (`/compStaffMember`,
// company scope, managed by the company account and staff admins).
const P = '/compStaffMember';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
/** A file the staff admin uploaded: theirs to attach, nobody else's. */
let FILE: string;
beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
  const res = await tenants.staffAdmin.api.upload<Record<string, string>>('/ossApi/putObjects', PNG_1X1);
  FILE = Object.values(res.body.data)[0]!;
});
afterAll(() => t.close());

const comments = async (api: typeof tenants.a.api, id: number) =>
  (await api.get<CommentEntry[]>(`${P}/selectComments/${id}`)).body;

describe('comments on a record', () => {
  it('are written with attachments, read in order by everyone who may see the row, named, never by id', async () => {
    const { staffAdmin, a, plainStaff } = tenants;
    const id = plainStaff.staffId;
    const first = await staffAdmin.api.post(`${P}/addComment`, {
      id,
      body: ' 入职材料已收齐 ',
      attachments: [{ name: '劳动合同.png', url: FILE }],
    });
    expect(first.status, first.body.message).toBe(200);
    await a.api.post(`${P}/addComment`, { id, body: '好的' });

    const seen = await comments(a.api, id);
    expect(seen.code).toBe(200);
    expect(seen.data.map((c) => [c.who, c.body, c.attachments.length, c.mine])).toEqual([
      ['人事管理员', '入职材料已收齐', 1, false],
      [expect.any(String), '好的', 0, true],
    ]);
    expect(seen.data[0]!.attachments[0]).toEqual({ name: '劳动合同.png', url: FILE });
  });

  it('are refused to those who may not see the row: plain staff (403) and another company (404)', async () => {
    const id = tenants.plainStaff.staffId;
    expect((await comments(tenants.plainStaff.api, id)).code).toBe(403);
    expect((await comments(tenants.b.api, id)).code).toBe(404);
    const sneaked = await tenants.b.api.post(`${P}/addComment`, { id, body: 'x' });
    expect(sneaked.status).toBe(404);
  });

  it('checks the text and the attachments: not empty, at most 2000 characters, uploaded files only', async () => {
    const { api } = tenants.a;
    const id = tenants.plainStaff.staffId;
    const zh = caller(t, api.token, 'zh-CN');
    expect((await zh.post(`${P}/addComment`, { id, body: '   ' })).status).toBe(400);
    expect((await zh.post(`${P}/addComment`, { id, body: '长'.repeat(2001) })).status).toBe(400);
    const outside = await zh.post(`${P}/addComment`, {
      id,
      body: '看这里',
      attachments: [{ name: 'x', url: 'https://evil.example/x.pdf' }],
    });
    expect(outside.status).toBe(400);
    // Another person's upload is not the company account's to attach, even by its real address.
    const borrowed = await zh.post(`${P}/addComment`, {
      id,
      body: '看这里',
      attachments: [{ name: '别人的.png', url: FILE }],
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toBe('附件「别人的.png」不是你上传的文件，请重新上传后再发送');
  });

  it('are removed by their author only', async () => {
    const id = tenants.plainStaff.staffId;
    const { data } = await comments(tenants.a.api, id);
    const admins = data.find((c) => c.body === '入职材料已收齐')!;
    const byOther = await tenants.a.api.post(`${P}/deleteComment`, { commentId: admins.id });
    expect(byOther.status).toBe(404);
    const own = await tenants.staffAdmin.api.post(`${P}/deleteComment`, { commentId: admins.id });
    expect(own.body.data).toEqual({ deleted: 1 });
    expect((await comments(tenants.a.api, id)).data.map((c) => c.body)).toEqual(['好的']);
  });
});
