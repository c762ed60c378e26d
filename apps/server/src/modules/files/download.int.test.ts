import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipartBody, PDF_MINI, PNG_1X1, signIn } from './test-fixtures.ts';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const png = `${sha(PNG_1X1)}.png`;
const pdf = `${sha(PDF_MINI)}.pdf`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { headers } = await signIn(t);
  const body = await multipartBody([
    { name: 'dot.png', bytes: PNG_1X1 },
    { name: 'notice.pdf', bytes: PDF_MINI },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/ossApi/putObjects?fileDirType=notice_file',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /files/:name', () => {
  it('serves an image inline, without a session, with the sniffed type', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/files/${png}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG_1X1.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha(PNG_1X1)}"`,
      'content-disposition': `inline; filename="${png}"; filename*=UTF-8''${png}`,
    });
  });

  it('offers a document as an attachment under the name asked for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/files/${pdf}?name=${encodeURIComponent('通知.pdf')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('通知.pdf')}`,
    );
  });

  it('does not let the name change the extension', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/files/${pdf}?name=page.html` });
    expect(res.headers['content-disposition']).toContain(`filename="page.html.pdf"`);
  });

  it('serves a byte range', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/files/${png}`, headers: { range: 'bytes=0-7' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${PNG_1X1.length}`);
    expect(res.headers['content-length']).toBe('8');
    expect(res.rawPayload.equals(PNG_1X1.subarray(0, 8))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/files/${png}`,
      headers: { 'if-none-match': `"${sha(PNG_1X1)}"` },
    });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([`${sha(PNG_1X1)}.jpg`, `${'0'.repeat(64)}.png`])(
    'answers 404 for %s, which is not stored',
    async (name) => {
      const res = await t.app.inject({ method: 'GET', url: `/files/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBeUndefined();
    },
  );

  it.each([
    '/files/..%2F..%2Fetc%2Fpasswd',
    '/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/files/../../etc/passwd',
    '/files/..%5C..%5Cetc%5Cpasswd',
    `/files/${png}%00.txt`,
    `/files/${png}%2F..%2F..%2F..%2Fetc%2Fpasswd`,
    '/files/%2Fetc%2Fpasswd',
  ])('refuses %s without reading outside the store', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.payload).not.toContain('root:');
  });

  it('answers 404 when the object is missing from the store', async () => {
    const hash = sha(PDF_MINI);
    await rm(join(t.dataDir, 'files', hash.slice(0, 2), `${hash}.pdf`));
    const res = await t.app.inject({ method: 'GET', url: `/files/${pdf}` });
    expect(res.statusCode).toBe(404);
  });
});
