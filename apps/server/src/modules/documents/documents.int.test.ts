import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  DocBinItem,
  DocItem,
  DocList,
  DocPreview,
  DocSearchHit,
  DocSpace,
  DocVersion,
} from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipartBody } from '../files/test-fixtures.ts';
import { type ChangesWorld, changesWorld } from '../staff-changes/test-fixtures.ts';
import { docNodes } from './schema.ts';
import { purgeExpired } from './service.ts';

const fixture = (name: string) => readFile(join(import.meta.dirname, 'fixtures', name));

let t: TestApp;
let world: ChangesWorld;
let li: Caller; // 行政部
let wang: Caller; // 行政部 › 前台组
let zhao: Caller; // 销售部, no view of 行政部's space
let zhaoUserId: number;
let adminSpace: DocSpace;

async function upload(as: Caller, query: string, files: { name: string; bytes: Buffer }[]) {
  const body = await multipartBody(files);
  return t.call<{ items: (DocItem & { newVersion: boolean })[] }>({
    method: 'POST',
    url: `/cDocumentRecord/upload?${query}`,
    headers: { access_token: as.token, lang: 'zh-CN', ...body.headers },
    payload: body.payload,
  });
}

const list = (as: Caller, spaceId: number, folderId: number | null = null) =>
  as.post<DocList>('/cDocumentRecord/list', { spaceId, folderId });
const search = async (as: Caller, q: string) =>
  (await as.post<{ list: DocSearchHit[] }>('/cDocumentRecord/search', { q })).body.data.list;

beforeAll(async () => {
  t = await createTestApp();
  world = await changesWorld(t);
  const dept = async (name: string, parentId?: number) =>
    (await world.owner.post<{ id: number }>('/cCompDepartment/insert', { name, parentId })).body.data.id;
  const admin = await dept('行政部');
  const front = await dept('前台组', admin);
  const sales = await dept('销售部');
  li = (await world.hire({ name: '李秀英', deptId: admin })).api;
  wang = (await world.hire({ name: '王芳', deptId: front })).api;
  const z = await world.hire({ name: '赵磊', deptId: sales });
  zhao = z.api;
  zhaoUserId = z.userId;
  const spaces = (await li.post<{ list: DocSpace[] }>('/cDocumentRecord/spaces', {})).body.data.list;
  adminSpace = spaces.find((s) => s.kind === 2)!;
}, 120_000);
afterAll(() => t?.close());

describe('documents', () => {
  let folder: DocItem;
  let pdf: DocItem;

  it('lists the company space, her department’s and 我的文档, and not other departments’', async () => {
    const spaces = (await li.post<{ list: DocSpace[] }>('/cDocumentRecord/spaces', {})).body.data.list;
    expect(spaces.map((s) => [s.kind, s.name, s.access])).toEqual([
      [1, '', 'view'],
      [2, '行政部', 'edit'],
      [3, '', 'edit'],
    ]);
    const zhaos = (await zhao.post<{ list: DocSpace[] }>('/cDocumentRecord/spaces', {})).body.data.list;
    expect(zhaos.map((s) => s.name)).toEqual(['', '销售部', '']);
    // The sub-department's member edits the department's space too.
    const wangs = (await wang.post<{ list: DocSpace[] }>('/cDocumentRecord/spaces', {})).body.data.list;
    expect(wangs.find((s) => s.id === adminSpace.id)?.access).toBe('edit');
  });

  it('creates folders under the name rules', async () => {
    const bad = await li.post('/cDocumentRecord/createFolder', { spaceId: adminSpace.id, name: '合同/草稿' });
    expect(bad.status).toBe(400);
    const res = await li.post<DocItem>('/cDocumentRecord/createFolder', {
      spaceId: adminSpace.id,
      name: '制度文件',
    });
    expect(res.status, res.body.message).toBe(200);
    folder = res.body.data;
    const again = await li.post('/cDocumentRecord/createFolder', {
      spaceId: adminSpace.id,
      name: '制度文件',
    });
    expect(again.status).toBe(409);
    // A plain colleague of another department may not write into the company space.
    const companySpace = (await zhao.post<{ list: DocSpace[] }>('/cDocumentRecord/spaces', {})).body.data
      .list[0]!;
    const refused = await zhao.post('/cDocumentRecord/createFolder', {
      spaceId: companySpace.id,
      name: '随便',
    });
    expect(refused.status).toBe(403);
  });

  it('uploads a PDF and a docx and finds them by their content text', async () => {
    const res = await upload(li, `spaceId=${adminSpace.id}&folderId=${folder.id}`, [
      { name: '差旅制度.pdf', bytes: await fixture('budget-2026.pdf') },
      { name: '员工手册.docx', bytes: await fixture('handbook.docx') },
    ]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.items.map((i) => [i.name, i.versionNo, i.newVersion])).toEqual([
      ['差旅制度.pdf', 1, false],
      ['员工手册.docx', 1, false],
    ]);
    pdf = res.body.data.items[0]!;
    const byPdf = await search(li, 'lighthouse');
    expect(byPdf.map((h) => [h.name, h.path])).toEqual([['差旅制度.pdf', '制度文件']]);
    expect(byPdf[0]!.snippet).toContain('lighthouse-budget');
    const byDocx = await search(wang, '带薪年假');
    expect(byDocx.map((h) => h.name)).toEqual(['员工手册.docx']);
    expect(byDocx[0]!.snippet).toContain('五天带薪年假');
    // A name matches too, with no snippet; LIKE wildcards are plain characters.
    expect((await search(li, '差旅')).map((h) => [h.name, h.snippet])).toEqual([['差旅制度.pdf', '']]);
    expect(await search(li, '%')).toEqual([]);
  });

  it('previews: PDF inline from the checked endpoint, docx as sanitized HTML', async () => {
    const preview = await li.post<DocPreview>('/cDocumentRecord/preview', { id: pdf.id });
    expect(preview.body.data.kind).toBe('pdf');
    const raw = await li.download('/cDocumentRecord/raw', { id: pdf.id });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('application/pdf');
    expect(raw.headers['content-disposition']).toMatch(/^inline/);
    expect(raw.rawPayload.equals(await fixture('budget-2026.pdf'))).toBe(true);
    // The viewer's frame loads a ticket address: the PDF inline; a forged or foreign ticket is 404.
    const ticket = await li.post<{ url: string }>('/cDocumentRecord/viewTicket', { id: pdf.id });
    const framed = await t.app.inject({ method: 'GET', url: ticket.body.data.url });
    expect([framed.statusCode, framed.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(framed.rawPayload.equals(await fixture('budget-2026.pdf'))).toBe(true);
    const forged = ticket.body.data.url.replace(/\.[A-Za-z0-9_-]{4}/, '.AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await zhao.post('/cDocumentRecord/viewTicket', { id: pdf.id })).status).toBe(404);
    const docx = (await list(li, adminSpace.id, folder.id)).body.data.items.find((i) => i.ext === 'docx')!;
    const html = (await li.post<DocPreview>('/cDocumentRecord/preview', { id: docx.id })).body.data;
    expect(html.kind).toBe('html');
    expect(html.html).toContain('<strong>员工手册</strong>');
    expect(html.html).not.toContain('<script>');
  });

  it('answers 404 to a colleague without view, and to another company, on list, download and preview', async () => {
    for (const as of [zhao, world.b.api]) {
      expect((await list(as, adminSpace.id, folder.id)).status).toBe(404);
      expect((await list(as, adminSpace.id)).status).toBe(404);
      expect((await as.download('/cDocumentRecord/download', { id: pdf.id })).statusCode).toBe(404);
      expect((await as.download('/cDocumentRecord/raw', { id: pdf.id })).statusCode).toBe(404);
      expect((await as.post('/cDocumentRecord/preview', { id: pdf.id })).status).toBe(404);
      expect((await as.post('/cDocumentRecord/versions', { id: pdf.id })).status).toBe(404);
      expect((await as.post('/cDocumentRecord/rename', { id: pdf.id, name: 'x.pdf' })).status).toBe(404);
      expect(await search(as, 'lighthouse')).toEqual([]);
    }
  });

  it('shares a folder with one person to view: they see it, may not write, and it shows at the space top', async () => {
    const res = await li.post('/cDocumentRecord/setPermissions', {
      spaceId: adminSpace.id,
      nodeId: folder.id,
      inherit: true,
      grants: [{ subjectType: 'user', subjectId: zhaoUserId, level: 'view' }],
    });
    expect(res.status, res.body.message).toBe(200);
    expect((await list(zhao, adminSpace.id, folder.id)).body.data.items).toHaveLength(2);
    expect((await list(zhao, adminSpace.id)).body.data.items.map((i) => i.name)).toEqual(['制度文件']);
    expect((await zhao.download('/cDocumentRecord/download', { id: pdf.id })).statusCode).toBe(200);
    expect((await zhao.post('/cDocumentRecord/rename', { id: pdf.id, name: '改名.pdf' })).status).toBe(403);
    expect(
      (
        await upload(zhao, `spaceId=${adminSpace.id}&folderId=${folder.id}`, [
          { name: 'x.pdf', bytes: await fixture('budget-2026.pdf') },
        ])
      ).status,
    ).toBe(403);
    // Cutting inheritance without keeping edit for oneself is refused.
    const lockout = await wang.post('/cDocumentRecord/setPermissions', {
      spaceId: adminSpace.id,
      nodeId: folder.id,
      inherit: false,
      grants: [],
    });
    expect(lockout.status).toBe(400);
    expect((await list(wang, adminSpace.id, folder.id)).status).toBe(200);
  });

  it('adds a version for a same-named upload, lists, restores and downloads versions', async () => {
    const second = await upload(li, `spaceId=${adminSpace.id}&folderId=${folder.id}`, [
      { name: '差旅制度.pdf', bytes: await fixture('handbook.docx') },
    ]);
    expect(second.body.data.items.map((i) => [i.id, i.versionNo, i.newVersion])).toEqual([[pdf.id, 2, true]]);
    const versions = (await li.post<{ list: DocVersion[] }>('/cDocumentRecord/versions', { id: pdf.id })).body
      .data.list;
    expect(versions.map((v) => [v.versionNo, v.ext, v.current])).toEqual([
      [2, 'docx', true],
      [1, 'pdf', false],
    ]);
    // Search reads the current version only.
    expect(await search(li, 'lighthouse')).toEqual([]);
    const restored = await li.post<DocItem>('/cDocumentRecord/restoreVersion', {
      id: pdf.id,
      versionId: versions[1]!.id,
    });
    expect([restored.body.data.versionNo, restored.body.data.ext]).toEqual([3, 'pdf']);
    expect((await search(li, 'lighthouse')).map((h) => h.id)).toEqual([pdf.id]);
    const old = await li.download('/cDocumentRecord/download', { id: pdf.id, versionId: versions[0]!.id });
    expect(old.rawPayload.equals(await fixture('handbook.docx'))).toBe(true);
    expect(old.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('deletes to the bin, restores, purges, and the sweep empties items older than 30 days', async () => {
    expect((await li.post('/cDocumentRecord/delete', { id: folder.id })).status).toBe(200);
    expect((await list(li, adminSpace.id, folder.id)).status).toBe(404);
    expect(await search(li, 'lighthouse')).toEqual([]);
    const bin = (await li.post<{ list: DocBinItem[] }>('/cDocumentRecord/bin', { spaceId: adminSpace.id }))
      .body.data.list;
    expect(bin.map((b) => b.name)).toEqual(['制度文件']);
    // Only those who edit the space open its bin: 赵磊 sees the space (a folder is shared with him): 403;
    // another company does not: 404.
    expect((await zhao.post('/cDocumentRecord/bin', { spaceId: adminSpace.id })).status).toBe(403);
    expect((await world.b.api.post('/cDocumentRecord/bin', { spaceId: adminSpace.id })).status).toBe(404);
    expect((await zhao.post('/cDocumentRecord/restore', { id: folder.id })).status).toBe(404);
    expect((await li.post('/cDocumentRecord/restore', { id: folder.id })).status).toBe(200);
    expect((await list(li, adminSpace.id, folder.id)).body.data.items).toHaveLength(2);

    expect((await li.post('/cDocumentRecord/delete', { id: pdf.id })).status).toBe(200);
    expect((await li.post('/cDocumentRecord/purge', { id: pdf.id })).status).toBe(200);
    expect(await t.deps.db.select().from(docNodes).where(eq(docNodes.id, pdf.id))).toEqual([]);

    expect((await li.post('/cDocumentRecord/delete', { id: folder.id })).status).toBe(200);
    expect(await purgeExpired(t.deps.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await purgeExpired(t.deps.db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await t.deps.db.select().from(docNodes).where(eq(docNodes.id, folder.id))).toEqual([]);
  });
});
