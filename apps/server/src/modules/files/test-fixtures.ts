import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { UserType } from '@renli/contracts';
import type { TestApp } from '../../test/harness.ts';
import { users } from '../auth/schema.ts';
import { issueSession } from '../auth/sessions.ts';

/** Tiny real files; each starts with the signature file-type looks for. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A baseline 1x1 grey JPEG: one DC-only block with one-code Huffman tables. */
export const JPEG_1X1 = Buffer.from(
  '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAAA/AD//2Q==',
  'base64',
);
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const PDF_MINI = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The header of an OLE compound file, the container of .doc/.xls/.ppt. */
export const CFB_HEADER = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
export const EXE_STUB = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);
export const HTML_PAGE = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

export interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A real multipart body, encoded by the platform's FormData. */
export async function multipartBody(files: UploadFile[]) {
  const form = new FormData();
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'file', blob, file.name);
  }
  const response = new Response(form);
  const contentType = response.headers.get('content-type')!;
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': contentType } };
}

/**
 * A multipart body with one file of `size` bytes, generated while it is read: one reused 1 MiB
 * chunk, so a test can send more than 100 MB without holding it in memory.
 */
export function streamedMultipart(name: string, size: number) {
  const boundary = `----renli${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  async function* body() {
    yield head;
    for (let sent = 0; sent < size; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield tail;
  }
  return {
    payload: Readable.from(body(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A signed-in user, made directly until the login flow is available to tests. */
export async function signIn(t: TestApp, identityKey = 'person') {
  const [user] = await t.deps.db
    .insert(users)
    .values({
      loginCode: `${randomUUID()}@files.test`,
      passwordHash: 'not-used',
      userType: UserType.PERSON,
      userName: 'Uploader',
    })
    .returning({ id: users.id });
  const token = await issueSession(t.deps.db, { kind: 'user', userId: user!.id, identityKey, ttlHours: 1 });
  return { userId: user!.id, headers: { access_token: token } };
}

/** Every file under `dir`, relative paths; empty when the directory does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
