import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from './file-store.ts';

const content = 'hello, store';
const key = { sha256: createHash('sha256').update(content).digest('hex'), ext: 'txt' };

let dir: string;
let store: LocalFileStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'renli-store-'));
  store = new LocalFileStore(join(dir, 'files'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function source(body = content) {
  const path = join(dir, `${Math.random()}.upload`);
  await writeFile(path, body);
  return path;
}

describe('LocalFileStore', () => {
  it('moves a file in under <first 2 hex>/<sha256>.<ext>', async () => {
    expect(await store.put(key, await source())).toBe(true);
    const stored = join(dir, 'files', key.sha256.slice(0, 2), `${key.sha256}.txt`);
    expect(await readFile(stored, 'utf8')).toBe(content);
    expect(await store.exists(key)).toBe(true);
  });

  it('says when the content was already there and keeps the first copy', async () => {
    await store.put(key, await source());
    expect(await store.put(key, await source('different bytes, same key'))).toBe(false);
    expect(await text((await store.open(key))!)).toBe(content);
  });

  it('reads the whole object or an inclusive range', async () => {
    await store.put(key, await source());
    expect(await text((await store.open(key))!)).toBe(content);
    expect(await text((await store.open(key, { start: 7, end: 11 }))!)).toBe('store');
  });

  it('answers null and false for what it does not hold', async () => {
    expect(await store.open(key)).toBeNull();
    expect(await store.exists(key)).toBe(false);
  });

  it('removes an object', async () => {
    await store.put(key, await source());
    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it.each([
    { sha256: '../../../etc/passwd', ext: 'txt' },
    { sha256: key.sha256, ext: '../x' },
    { sha256: key.sha256.toUpperCase(), ext: 'txt' },
  ])('refuses a key that is not a content address: %o', async (bad) => {
    await expect(store.exists(bad)).rejects.toThrow('Invalid object key');
    await expect(store.open(bad)).rejects.toThrow('Invalid object key');
  });
});
