import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { ChatErrorCode } from '@renli/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileObjects } from '../modules/files/schema.ts';
import { chatMedia } from './schema.ts';
import { type ChatTestServer, type ChatTestUser, startChatServer } from './testing.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const solidPng = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
/** A PNG that declares `width` × `height` pixels but carries almost no data: a "pixel bomb". */
function declaredPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** The start of a Windows program: file-type recognises it as `exe` whatever its name. */
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

let server: ChatTestServer;
let user: ChatTestUser;
beforeAll(async () => {
  server = await startChatServer();
  user = await server.createUser();
});
afterAll(() => server.close());

async function storedObjects(bytes: Uint8Array) {
  const [row] = await server.deps.db
    .select({ n: count() })
    .from(fileObjects)
    .where(eq(fileObjects.sha256, sha256(bytes)));
  return row?.n ?? 0;
}

describe('chat media upload', () => {
  it('stores an image with its size, format and a 720 px preview, and records them', async () => {
    const png = await solidPng(1600, 800, '#3a7');
    const { status, body } = await server.upload(user, png, 'photo.png');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      mime: 'image/png',
      width: 1600,
      height: 800,
      imageFormat: 3,
      fileName: 'photo.png',
      previewWidth: 720,
      previewHeight: 360,
      size: png.length,
    });
    const preview = await fetch(`${server.url}${String(body.data.previewUrl)}`);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width).toBe(720);
    const [media] = await server.deps.db
      .select()
      .from(chatMedia)
      .where(eq(chatMedia.url, String(body.data.url)));
    expect(media).toMatchObject({ width: 1600, height: 800, imageFormat: 3, uploaderId: user.userID });
  });

  it('stores other files without image fields, unknown types as opaque downloads', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const { status, body } = await server.upload(user, pdf, 'report.pdf');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      url: expect.stringMatching(/^\/files\/[0-9a-f]{64}\.pdf$/),
      size: pdf.length,
      mime: 'application/pdf',
      fileName: 'report.pdf',
    });

    const page = Buffer.from('<script>alert(1)</script>');
    const html = await server.upload(user, page, '面试安排.html');
    expect(html.body.data).toMatchObject({ mime: 'application/octet-stream', fileName: '面试安排.html' });
    const download = await fetch(`${server.url}${String(html.body.data.url)}`);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses unreadable images (4004), pixel bombs, oversize files (7005) and bad signatures, storing nothing', async () => {
    // A real PNG header (so the bytes sniff as PNG) whose pixel data is cut off.
    const broken = (await solidPng(64, 64, '#000')).subarray(0, 40);
    const bad = await server.upload(user, broken, 'broken.png');
    expect(bad.body).toMatchObject({
      code: ChatErrorCode.INVALID_IMAGE_FORMAT,
      message: 'The image format is invalid',
    });
    expect(await storedObjects(broken)).toBe(0);

    const big = new Uint8Array(100 * 1024 * 1024 + 1);
    const tooLarge = await server.upload(user, big, 'big.bin');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe(ChatErrorCode.FILE_TOO_LARGE);

    const bomb = declaredPng(30_000, 30_000);
    const exploded = await server.upload(user, bomb, 'bomb.png');
    expect(exploded.body).toMatchObject({
      code: ChatErrorCode.INVALID_IMAGE_FORMAT,
      message: 'The picture is too large (at most 64 megapixels); make it smaller and send it again',
    });
    expect(await storedObjects(bomb)).toBe(0);

    const forged = await server.upload(user, broken, 'x.png', server.sign(user.userID, { key: 'nope' }));
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe(70003);
  });

  it('refuses banned file types by name and by content with 4005, storing nothing', async () => {
    for (const [bytes, name] of [
      [Buffer.from('echo hi'), 'setup.BAT'],
      [PROGRAM, 'setup.exe'],
      [PROGRAM, '简历.txt'],
    ] as const) {
      const { status, body } = await server.upload(user, bytes, name);
      expect({ name, status, code: body.code, message: body.message }).toEqual({
        name,
        status: 415,
        code: ChatErrorCode.BANNED_FILE,
        message: 'Files of this type cannot be sent',
      });
      expect(await storedObjects(bytes)).toBe(0);
    }
  });
});

describe('image moderation', () => {
  let moderated: ChatTestServer;
  let moderator: Server;
  const seen: { type: string | undefined; digest: string | undefined; bytes: number }[] = [];
  let blocked: Buffer;

  beforeAll(async () => {
    blocked = await solidPng(32, 32, '#f00');
    moderator = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        seen.push({
          type: req.headers['content-type'],
          digest: req.headers['x-renli-sha256'] as string | undefined,
          bytes: body.length,
        });
        // This service flags every image whose first pixel row is blue: stands in for a classifier.
        void sharp(body)
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data }) => {
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify({ suggestion: data[2] === 255 && data[0] === 0 ? 'Block' : 'Pass' }));
          });
      });
    });
    await new Promise<void>((resolve) => moderator.listen(0, '127.0.0.1', resolve));
    const { port } = moderator.address() as AddressInfo;
    moderated = await startChatServer({
      CHAT_BLOCKED_IMAGE_SHA256: `${sha256(blocked)}, deadbeef`,
      CHAT_IMAGE_MODERATION_URL: `http://127.0.0.1:${port}/check`,
    });
  });
  afterAll(async () => {
    await moderated.close();
    await new Promise((resolve) => moderator.close(resolve));
  });

  it('refuses images on the blocked-digest list and those the service blocks with 80004', async () => {
    const alice = await moderated.createUser();
    const listed = await moderated.upload(alice, blocked, 'a.png');
    expect(listed.body).toMatchObject({
      code: ChatErrorCode.SENSITIVE_IMAGE,
      message: 'The image contains sensitive content',
    });
    expect(seen).toHaveLength(0);

    const blue = await solidPng(40, 20, '#00f');
    const flagged = await moderated.upload(alice, blue, 'b.png');
    expect(flagged.body.code).toBe(ChatErrorCode.SENSITIVE_IMAGE);
    expect(seen).toEqual([{ type: 'image/png', digest: sha256(blue), bytes: blue.length }]);

    const green = await solidPng(40, 20, '#0f0');
    const passed = await moderated.upload(alice, green, 'c.png');
    expect(passed.body.code).toBe(200);
    // Documents are not images: the service is not asked.
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect((await moderated.upload(alice, pdf, 'd.pdf')).body.code).toBe(200);
    expect(seen).toHaveLength(2);
  });
});
