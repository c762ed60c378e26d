import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fileObjects, fileUploads } from './schema.ts';
import {
  CFB_HEADER,
  EXE_STUB,
  filesUnder,
  GIF_1X1,
  HTML_PAGE,
  JPEG_1X1,
  multipartBody,
  PDF_MINI,
  PNG_1X1,
  signIn,
  streamedMultipart,
  type UploadFile,
} from './test-fixtures.ts';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MP4_HEADER = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypisom'),
  Buffer.from('00000200', 'hex'),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);

let t: TestApp;
let headers: Record<string, string>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ headers, userId } = await signIn(t));
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.deps.db.delete(fileUploads);
  await t.deps.db.delete(fileObjects);
  await rm(join(t.dataDir, 'files'), { recursive: true, force: true });
});

async function upload(url: string, files: UploadFile[], extraHeaders: Record<string, string> = {}) {
  const body = await multipartBody(files);
  return t.call<Record<string, string>>({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers, ...extraHeaders },
  });
}

/** Nothing of a refused request may be left anywhere. */
async function expectNothingStored() {
  expect(await filesUnder(join(t.dataDir, 'files'))).toEqual([]);
  expect(await filesUnder(join(t.dataDir, 'tmp'))).toEqual([]);
  expect(await t.deps.db.select().from(fileObjects)).toEqual([]);
  expect(await t.deps.db.select().from(fileUploads)).toEqual([]);
}

describe('POST /ossApi/putObjects', () => {
  it('stores a PNG under its hash and answers name -> URL', async () => {
    const res = await upload('/ossApi/putObjects', [{ name: 'logo.png', bytes: PNG_1X1, type: 'image/png' }]);
    expect(res.status).toBe(200);
    const hash = sha(PNG_1X1);
    expect(res.body.data).toEqual({ 'logo.png': `/files/${hash}.png` });
    expect(await filesUnder(join(t.dataDir, 'files'))).toEqual([`${hash.slice(0, 2)}/${hash}.png`]);
    expect(await filesUnder(join(t.dataDir, 'tmp'))).toEqual([]);
    expect(await t.deps.db.select().from(fileObjects)).toMatchObject([
      { sha256: hash, size: PNG_1X1.length, mime: 'image/png', ext: 'png' },
    ]);
    expect(await t.deps.db.select().from(fileUploads)).toMatchObject([
      { sha256: hash, originalName: 'logo.png', dirType: 'comp_img', userId, compId: null },
    ]);
  });

  it('takes several files at once, whatever the client claims their type is', async () => {
    const res = await upload('/ossApi/putObjects?fileDirType=comp_img', [
      { name: '头像.jpg', bytes: JPEG_1X1, type: 'text/plain' },
      { name: 'anim.gif', bytes: GIF_1X1 },
      { name: 'named-wrong.bmp', bytes: PNG_1X1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      '头像.jpg': `/files/${sha(JPEG_1X1)}.jpg`,
      'anim.gif': `/files/${sha(GIF_1X1)}.gif`,
      'named-wrong.bmp': `/files/${sha(PNG_1X1)}.png`,
    });
    const objects = await t.deps.db.select().from(fileObjects);
    expect(objects.map((o) => o.mime).sort()).toEqual(['image/gif', 'image/jpeg', 'image/png']);
    expect(await t.deps.db.select().from(fileUploads)).toHaveLength(3);
  });

  it('stores the same content once and records every upload of it', async () => {
    const first = await upload('/ossApi/putObjects', [{ name: 'a.png', bytes: PNG_1X1 }]);
    const second = await upload('/ossApi/putObjects', [
      { name: 'b.png', bytes: PNG_1X1 },
      { name: 'c.png', bytes: PNG_1X1 },
    ]);
    expect(second.status).toBe(200);
    expect(second.body.data['b.png']).toBe(first.body.data['a.png']);
    expect(second.body.data['c.png']).toBe(first.body.data['a.png']);
    expect(await filesUnder(join(t.dataDir, 'files'))).toHaveLength(1);
    expect(await t.deps.db.select().from(fileObjects)).toHaveLength(1);
    const uploads = await t.deps.db.select().from(fileUploads);
    expect(uploads.map((u) => u.originalName).sort()).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('records the company of a company session', async () => {
    const company = await signIn(t, 'company:42');
    const body = await multipartBody([{ name: 'x.png', bytes: PNG_1X1 }]);
    const res = await t.call({
      method: 'POST',
      url: '/ossApi/putObjects',
      payload: body.payload,
      headers: { ...company.headers, ...body.headers },
    });
    expect(res.status).toBe(200);
    const [row] = await t.deps.db.select().from(fileUploads).where(eq(fileUploads.userId, company.userId));
    expect(row).toMatchObject({ compId: 42 });
  });

  it.each([
    ['an executable', 'photo.png', EXE_STUB, 'was detected as exe'],
    ['an HTML page', 'photo.png', HTML_PAGE, 'is not in a recognised format'],
    ['a PDF', 'photo.png', PDF_MINI, 'was detected as pdf'],
  ])('refuses %s named .png with 415 and stores nothing', async (_label, name, bytes, reason) => {
    const res = await upload('/ossApi/putObjects', [{ name, bytes, type: 'image/png' }], { lang: 'en' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(415);
    expect(res.body.message).toContain(`File "${name}"`);
    expect(res.body.message).toContain(reason);
    expect(res.body.message).toContain('accepted: jpg, png, gif, bmp, webp');
    await expectNothingStored();
  });

  it('answers the refusal in Chinese by default', async () => {
    const res = await upload('/ossApi/putObjects', [{ name: '照片.png', bytes: EXE_STUB }]);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(
      '文件“照片.png”的实际格式为 exe，不支持上传，仅支持：jpg, png, gif, bmp, webp',
    );
  });

  it('keeps nothing of a batch whose second file is bad', async () => {
    const res = await upload('/ossApi/putObjects', [
      { name: 'good.png', bytes: PNG_1X1 },
      { name: 'bad.png', bytes: EXE_STUB },
      { name: 'never-read.gif', bytes: GIF_1X1 },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.message).toContain('bad.png');
    await expectNothingStored();
  });

  it('never removes content stored by an earlier upload when a later batch fails', async () => {
    await upload('/ossApi/putObjects', [{ name: 'kept.png', bytes: PNG_1X1 }]);
    const res = await upload('/ossApi/putObjects', [
      { name: 'again.png', bytes: PNG_1X1 },
      { name: 'new.gif', bytes: GIF_1X1 },
      { name: 'bad.png', bytes: HTML_PAGE },
    ]);
    expect(res.status).toBe(415);
    const hash = sha(PNG_1X1);
    expect(await filesUnder(join(t.dataDir, 'files'))).toEqual([`${hash.slice(0, 2)}/${hash}.png`]);
    expect(await t.deps.db.select().from(fileObjects)).toHaveLength(1);
    expect(await t.deps.db.select().from(fileUploads)).toMatchObject([{ originalName: 'kept.png' }]);
  });

  it('refuses a file over 100 MB with 413 and leaves nothing behind', async () => {
    const body = streamedMultipart('huge.png', 100 * 1024 * 1024 + 1);
    const res = await t.call({
      method: 'POST',
      url: '/ossApi/putObjects',
      payload: body.payload,
      headers: { ...headers, ...body.headers, lang: 'en' },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File "huge.png" exceeds the 100 MB limit');
    await expectNothingStored();
  });

  it('refuses more than 20 files in one request', async () => {
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.png`, bytes: PNG_1X1 }));
    const res = await upload('/ossApi/putObjects', files, { lang: 'en' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('At most 20 files can be uploaded at once');
    await expectNothingStored();
  });

  it('refuses a bad fileDirType with 400', async () => {
    const res = await upload('/ossApi/putObjects?fileDirType=../../etc', [{ name: 'a.png', bytes: PNG_1X1 }]);
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ fields: [{ field: 'fileDirType' }] });
    await expectNothingStored();
  });

  it('needs a session', async () => {
    const body = await multipartBody([{ name: 'a.png', bytes: PNG_1X1 }]);
    const res = await t.call({
      method: 'POST',
      url: '/ossApi/putObjects',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.status).toBe(401);
    await expectNothingStored();
  });

  it('explains that a JSON body is not an upload', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ossApi/putObjects',
      payload: { file: 'a.png' },
      headers: { ...headers, lang: 'en' },
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Upload files as multipart/form-data');
  });

  it('asks for a file when the form has none', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const response = new Response(form);
    const res = await t.call({
      method: 'POST',
      url: '/ossApi/putObjects',
      payload: Buffer.from(await response.arrayBuffer()),
      headers: { ...headers, 'content-type': response.headers.get('content-type')!, lang: 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose a file to upload');
  });

  it('ignores the empty part of a file input left blank', async () => {
    const res = await upload('/ossApi/putObjects', [
      { name: '', bytes: Buffer.alloc(0) },
      { name: 'a.png', bytes: PNG_1X1 },
    ]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['a.png']);
  });

  it('refuses files sent under another field name', async () => {
    const res = await upload('/ossApi/putObjects', [{ name: 'a.png', bytes: PNG_1X1, field: 'files' }], {
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Files must be sent in the "file" field (got "files")');
    await expectNothingStored();
  });

  it('answers 400 to a body that is not valid multipart', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ossApi/putObjects',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nshort',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(400);
    await expectNothingStored();
  });
});

describe('a refused upload over a real connection', () => {
  it('answers at once and does not leave the connection stalled', async () => {
    const local = await createTestApp();
    const user = await signIn(local);
    const address = await local.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = 'renli-boundary';
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bad.png"\r\n\r\n` +
          `${EXE_STUB.toString('latin1')}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="next.png"\r\n\r\n`,
        'latin1',
      );
      // Far more than socket buffers hold: a server that stopped reading would leave this hanging.
      for (let i = 0; i < 64; i++) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await fetch(`${address}/ossApi/putObjects`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(Readable.from(body())) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(415);
    await res.arrayBuffer();
    // Closing waits for requests in flight, so it only finishes if the server read the body to its end.
    const closed = local.close().then(() => 'closed');
    const stalled = new Promise((resolve) => setTimeout(resolve, 10_000, 'stalled'));
    expect(await Promise.race([closed, stalled])).toBe('closed');
  });
});

describe('POST /file/upload', () => {
  it('takes documents as resume_file, legacy Office by the name it came with', async () => {
    const res = await upload('/file/upload?fileDirType=resume_file', [
      { name: '简历.pdf', bytes: PDF_MINI },
      { name: 'old-cv.doc', bytes: CFB_HEADER },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      '简历.pdf': `/files/${sha(PDF_MINI)}.pdf`,
      'old-cv.doc': `/files/${sha(CFB_HEADER)}.doc`,
    });
    const doc = await t.deps.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.sha256, sha(CFB_HEADER)));
    expect(doc).toMatchObject([{ ext: 'doc', mime: 'application/msword' }]);
  });

  it('serves known content under its first extension', async () => {
    await upload('/file/upload?fileDirType=resume_file', [{ name: 'cv.doc', bytes: CFB_HEADER }]);
    const res = await upload('/file/upload?fileDirType=resume_file', [{ name: 'cv.xls', bytes: CFB_HEADER }]);
    expect(res.body.data).toEqual({ 'cv.xls': `/files/${sha(CFB_HEADER)}.doc` });
  });

  it('refuses an image as a resume and a document as a company image', async () => {
    const resume = await upload('/file/upload?fileDirType=resume_file', [{ name: 'cv.png', bytes: PNG_1X1 }]);
    expect(resume.status).toBe(415);
    const image = await upload('/file/upload', [{ name: 'logo.pdf', bytes: PDF_MINI }]);
    expect(image.status).toBe(415);
    await expectNothingStored();
  });

  it('refuses directory types of the other upload endpoints', async () => {
    const res = await upload('/file/upload?fileDirType=diary_file', [{ name: 'a.png', bytes: PNG_1X1 }]);
    expect(res.status).toBe(400);
  });
});

describe('POST /file/uploadCover', () => {
  it('takes images, documents and video as diary_file by default', async () => {
    const res = await upload('/file/uploadCover', [
      { name: 'cover.png', bytes: PNG_1X1 },
      { name: 'minutes.pdf', bytes: PDF_MINI },
      { name: 'clip.mp4', bytes: MP4_HEADER },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data['clip.mp4']).toBe(`/files/${sha(MP4_HEADER)}.mp4`);
    const uploads = await t.deps.db.select().from(fileUploads);
    expect(new Set(uploads.map((u) => u.dirType))).toEqual(new Set(['diary_file']));
  });

  it('records notice_file uploads and refuses comp_img', async () => {
    const notice = await upload('/file/uploadCover?fileDirType=notice_file', [
      { name: 'n.pdf', bytes: PDF_MINI },
    ]);
    expect(notice.status).toBe(200);
    const [row] = await t.deps.db.select().from(fileUploads);
    expect(row?.dirType).toBe('notice_file');
    const wrong = await upload('/file/uploadCover?fileDirType=comp_img', [{ name: 'a.png', bytes: PNG_1X1 }]);
    expect(wrong.status).toBe(400);
  });

  it('still refuses executables', async () => {
    const res = await upload('/file/uploadCover', [{ name: 'setup.zip', bytes: EXE_STUB }]);
    expect(res.status).toBe(415);
    await expectNothingStored();
  });
});
