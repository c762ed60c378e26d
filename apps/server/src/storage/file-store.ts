import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/** Content address of a stored object: the SHA-256 of its bytes and the extension it is served with. */
export interface ObjectKey {
  sha256: string;
  ext: string;
}

/** Inclusive byte offsets, as an HTTP Range request names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live. Objects are content-addressed and written once, and callers never see
 * a path, so an S3-compatible store can implement the same four calls (upload, ranged GET, HEAD,
 * DELETE) when several nodes must share files.
 */
export interface FileStore {
  /**
   * Takes in a complete local file under `key`. Resolves `true` when this call stored the content and
   * `false` when it was already there. The source may be moved away; the caller removes what is left.
   */
  put(key: ObjectKey, sourcePath: string): Promise<boolean>;
  /** The object's bytes (or the given range of them); `null` when it is not stored. */
  open(key: ObjectKey, range?: ByteRange): Promise<Readable | null>;
  exists(key: ObjectKey): Promise<boolean>;
  /** Deletes the object; used only to undo a `put` whose upload failed. */
  remove(key: ObjectKey): Promise<void>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `<root>/<first 2 hex>/<sha256>.<ext>`; the prefix keeps directories small. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put(key: ObjectKey, sourcePath: string) {
    if (await this.exists(key)) return false;
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another filesystem: copy beside the target first so a reader never sees a half-written object.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await copyFile(sourcePath, partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    }
    return true;
  }

  async open(key: ObjectKey, range?: ByteRange) {
    try {
      // Opening eagerly turns a missing object into `null` instead of a stream that fails later.
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: ObjectKey) {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(key: ObjectKey) {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are checked here too, so no caller mistake can turn one into a path outside the root. */
  private pathOf({ sha256, ext }: ObjectKey) {
    if (!SHA256_HEX.test(sha256) || !EXTENSION.test(ext))
      throw new Error(`Invalid object key ${sha256}.${ext}`);
    return join(this.root, sha256.slice(0, 2), `${sha256}.${ext}`);
  }
}
