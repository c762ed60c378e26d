import type { EntryFormLink, EntryInfoForm } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { JPEG_1X1, PDF_MINI, PNG_1X1, type UploadFile } from '../files/test-fixtures.ts';
import { newsReminds } from '../notifications/schema.ts';
import { hashFormToken } from './form-token.ts';
import { staffEntries } from './schema.ts';
import { addEntry, anonymous, entryWorld, P, readEntry, transition } from './test-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof entryWorld>>;
let hire: ReturnType<typeof anonymous>;
beforeAll(async () => {
  t = await createTestApp();
  w = await entryWorld(t);
  hire = anonymous(t);
});
afterAll(() => t.close());

const ID_NUMBER = '11010519491231002X';

/** A new link for the entry, as HR's browser asks for it. */
async function sendLink(id: number, as = w.owner) {
  const res = await as.post<EntryFormLink>(`${P}/sendFormUrl`, { id });
  expect(res.status, res.body.message).toBe(200);
  return { ...res.body.data, token: new URL(res.body.data.url.replace('/#', '')).searchParams.get('token')! };
}

/** A multipart body: the token first when there is one (a text field), then the files. */
async function uploadBody(token: string | null, files: UploadFile[]) {
  const form = new FormData();
  if (token !== null) form.append('token', token);
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = new Response(form);
  return {
    method: 'POST' as const,
    url: `${P}/infoUpload`,
    headers: { lang: 'zh-CN', 'content-type': response.headers.get('content-type')! },
    payload: Buffer.from(await response.arrayBuffer()),
  };
}
const upload = async (token: string | null, files: UploadFile[]) =>
  t.call<Record<string, string>>(await uploadBody(token, files));

describe('the registration form link', () => {
  it('opens the form for the hire: company, name, job, date; only the hash is stored', async () => {
    const entry = await addEntry(w.owner, {
      deptId: w.deptId,
      positionId: w.positionId,
      entryDate: '2026-03-02',
    });
    const link = await sendLink(entry.id);
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/#\/staff-info\?token=[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.deps.db.select().from(staffEntries).where(eq(staffEntries.id, entry.id));
    expect(stored!.linkTokenHash).toBe(hashFormToken(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);
    expect((await readEntry(w.owner, entry.id)).infoStatus).toBe(1);

    const form = await hire.post<EntryInfoForm>(`${P}/infoForm`, { token: link.token });
    expect(form.status, form.body.message).toBe(200);
    expect(form.body.data).toMatchObject({
      compName: '资源甲公司',
      staffName: '李娜',
      entryDate: '2026-03-02',
      deptName: '研发部',
      positionName: '前端工程师',
      info: {},
      infoStatus: 1,
      expiresAt: link.expiresAt,
    });
  });

  it('answers the link from the origin the browser used', async () => {
    const entry = await addEntry(w.owner);
    const res = await t.call<EntryFormLink>({
      method: 'POST',
      url: `${P}/sendFormUrl`,
      headers: { access_token: w.owner.token, origin: 'https://hr.example.cn' },
      payload: { id: entry.id },
    });
    expect(res.body.data.url.startsWith('https://hr.example.cn/#/staff-info?token=')).toBe(true);
  });

  it('stops the old link when a new one is sent; unknown tokens 404, expired ones 410', async () => {
    const entry = await addEntry(w.owner);
    const first = await sendLink(entry.id);
    const second = await sendLink(entry.id);
    const old = await hire.post(`${P}/infoForm`, { token: first.token });
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('链接已失效，请联系 HR 重新发送');
    expect((await hire.post(`${P}/infoForm`, { token: second.token })).status).toBe(200);
    await t.deps.db
      .update(staffEntries)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffEntries.id, entry.id));
    const expired = await hire.post(`${P}/infoForm`, { token: second.token });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('链接已失效，请联系 HR 重新发送');
    expect((await hire.post(`${P}/infoForm`, { token: 'not-a-token' })).status).toBe(400);
  });

  it("closes with the entry: a cancelled entry's link answers 410", async () => {
    const entry = await addEntry(w.owner);
    const { token } = await sendLink(entry.id);
    expect((await transition(w.owner, entry.id, 'cancel', { reason: '放弃' })).status).toBe(200);
    expect((await hire.post(`${P}/saveInfo`, { token, info: {} })).status).toBe(404);
  });

  it('is refused to plain staff and for an entry that is no longer pending', async () => {
    const entry = await addEntry(w.owner);
    expect((await w.plain.post(`${P}/sendFormUrl`, { id: entry.id })).status).toBe(403);
    expect((await transition(w.owner, entry.id, 'cancel', { reason: '放弃' })).status).toBe(200);
    const late = await w.owner.post(`${P}/sendFormUrl`, { id: entry.id });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('只有待入职的记录可以修改');
  });
});

describe('filling in the form', () => {
  it('uploads documents, saves, submits with a checked identity number, and rings HR', async () => {
    const entry = await addEntry(w.staffAdmin, { entryDate: '2026-05-06' });
    const { token } = await sendLink(entry.id, w.staffAdmin);

    const uploaded = await upload(token, [
      { name: '身份证人像面.jpg', bytes: JPEG_1X1 },
      { name: '学位证书.pdf', bytes: PDF_MINI },
    ]);
    expect(uploaded.status, uploaded.body.message).toBe(200);
    const idFront = uploaded.body.data['身份证人像面.jpg']!;
    const degree = uploaded.body.data['学位证书.pdf']!;
    expect(idFront).toMatch(/^\/files\/[0-9a-f]{64}\.jpg$/);

    const draft = await hire.post<{ infoStatus: number }>(`${P}/saveInfo`, {
      token,
      info: {
        currentAddress: '杭州市西湖区文三路 1 号',
        documents: [{ kind: 1, name: '身份证人像面', url: idFront }],
      },
    });
    expect(draft.status, draft.body.message).toBe(200);
    expect(draft.body.data.infoStatus).toBe(1);

    // A submission needs the identity number, and a real one.
    const missing = await hire.post(`${P}/submitInfo`, { token, info: {} });
    expect(missing.body.data).toMatchObject({
      fields: [{ field: 'info.idNumber', message: '请填写身份证号码' }],
    });
    const wrong = await hire.post(`${P}/submitInfo`, { token, info: { idNumber: '110105194912310021' } });
    expect(wrong.body.data).toMatchObject({
      fields: [{ field: 'info.idNumber', message: '身份证号码校验位不正确，请核对后重新输入' }],
    });
    // Documents must be this form's own uploads.
    const foreign = await hire.post(`${P}/submitInfo`, {
      token,
      info: {
        idNumber: ID_NUMBER,
        documents: [{ kind: 3, name: '学历', url: `/files/${'a'.repeat(64)}.pdf` }],
      },
    });
    expect(foreign.body.data).toMatchObject({
      fields: [{ field: 'info.documents.0.url', message: '材料须在本页上传' }],
    });

    const submitted = await hire.post<{ infoStatus: number }>(`${P}/submitInfo`, {
      token,
      info: {
        idNumber: '11010519491231002x',
        emergencyContacts: [{ name: '李强', relation: '父亲', phone: '13900000000' }],
        education: [{ school: '浙江大学', level: 4 }],
        bankName: '招商银行',
        bankAccount: '6225880212345678',
        documents: [
          { kind: 1, name: '身份证人像面', url: idFront },
          { kind: 4, name: '学位证书', url: degree },
        ],
      },
    });
    expect(submitted.status, submitted.body.message).toBe(200);
    expect(submitted.body.data.infoStatus).toBe(2);
    const read = await readEntry(w.staffAdmin, entry.id);
    expect(read.infoStatus).toBe(2);
    // The identity number is kept upper-case and states the birth date and sex.
    expect(read.info).toMatchObject({ idNumber: ID_NUMBER, birthDate: '1949-12-31', sex: 2 });
    expect(read.infoSubmittedAt).not.toBeNull();

    // The admin who created the entry hears of it in their bell, in this company.
    const bells = await t.deps.db
      .select()
      .from(newsReminds)
      .where(eq(newsReminds.titleKey, 'staffEntry.remind.filled.title'));
    expect(bells).toHaveLength(1);
    expect(bells[0]).toMatchObject({
      compId: w.a.compId,
      type: 'staff',
      link: '#/staff/staffmanage/assi-in',
    });
    const count = await w.staffAdmin.get<{ byType: Record<string, number> }>(
      '/cNewsRemind/selectNoReadNewsCount',
    );
    expect(count.body.data.byType.staff).toBe(1);
  });

  it('takes images and PDF only, 10 MB each, 20 per entry, and never without a token', async () => {
    const entry = await addEntry(w.owner);
    const { token } = await sendLink(entry.id);
    const html = await upload(token, [
      { name: 'page.pdf', bytes: Buffer.from('<html><body>x</body></html>') },
    ]);
    expect(html.status).toBe(415);
    const big = await upload(token, [
      { name: 'scan.png', bytes: Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('文件“scan.png”超过 10 MB');

    const tokenless = await upload(null, [{ name: 'a.png', bytes: PNG_1X1 }]);
    expect(tokenless.status).toBe(400);
    expect(tokenless.body.message).toBe('请先提供登记表链接中的凭证，再上传文件');

    // Twenty distinct files fill the entry's room; the twenty-first is refused.
    const pngs = Array.from({ length: 20 }, (_, i) => ({
      name: `p${i}.png`,
      bytes: Buffer.concat([PNG_1X1, Buffer.from([i])]),
    }));
    expect((await upload(token, pngs)).status).toBe(200);
    const over = await upload(token, [{ name: 'one-more.jpg', bytes: JPEG_1X1 }]);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('材料最多上传 20 个文件');
  });
});
