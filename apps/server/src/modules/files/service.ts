import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { LIMITS, MAX_FILES_PER_UPLOAD, type UploadResult } from '@renli/contracts';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../core/http/errors.ts';
import type { Database } from '../../db/client.ts';
import { type ByteRange, type FileStore, LocalFileStore, type ObjectKey } from '../../storage/file-store.ts';
import { acceptedTypesLabel, acceptFor, type StorageDirType } from './kinds.ts';
import { filesMessages as m } from './messages.ts';
import { cleanFileName, fileUrl, parseStoredName } from './names.ts';
import { fileObjects, fileUploads } from './schema.ts';
import { receiveToFile } from './staging.ts';

const FILE_FIELD = 'file';

export interface Uploader {
  userId: number;
  compId: number | null;
}

export interface StoredFile extends ObjectKey {
  mime: string;
  size: number;
}

/** A validated upload still in DATA_DIR/tmp. */
export interface Staged extends StoredFile {
  tempPath: string;
  originalName: string;
}

/**
 * A caller's own check of each received file, run before anything is stored; it refuses by
 * throwing (an AppError), which stores none of the request's files.
 */
export type UploadScreen = (file: Staged) => Promise<void>;

/** Parser failures arrive as plain errors (or 413 for too many files); give them a clear message. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return payloadTooLarge(m['files.tooMany'], { max: MAX_FILES_PER_UPLOAD });
  if ((error as { statusCode?: number }).statusCode) return error;
  return badRequest(m['files.malformed']);
}

async function* guarded<T>(parts: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* parts;
  } catch (error) {
    throw multipartError(error);
  }
}

export class FileService {
  constructor(
    private readonly db: Database,
    private readonly store: FileStore,
    private readonly tmpDir: string,
  ) {}

  /**
   * Stores every file of one request, or none. All files are received and checked first; only then
   * are rows written and objects moved into the store, in one transaction (see `commit`). Temp
   * files are always removed, whatever happened.
   */
  async upload(
    parts: AsyncIterable<MultipartFile>,
    dirType: StorageDirType,
    uploader: Uploader,
    screen?: UploadScreen,
  ): Promise<UploadResult> {
    const tempPaths: string[] = [];
    try {
      const staged: Staged[] = [];
      for await (const part of guarded(parts)) {
        const tempPath = join(this.tmpDir, `${randomUUID()}.upload`);
        tempPaths.push(tempPath);
        const file = await this.stage(part, tempPath, dirType);
        if (file) staged.push(file);
      }
      if (staged.length === 0) throw badRequest(m['files.noFile']);
      if (screen) for (const file of staged) await screen(file);
      const keys = await this.commit(staged, dirType, uploader);
      return Object.fromEntries(staged.map((file) => [file.originalName, fileUrl(keys.get(file.sha256)!)]));
    } finally {
      await Promise.all(tempPaths.map((path) => rm(path, { force: true })));
    }
  }

  /** Metadata of a stored object named `<sha256>.<ext>`; `null` for any other name. */
  async find(name: string): Promise<StoredFile | null> {
    const key = parseStoredName(name);
    if (!key) return null;
    const [row] = await this.db.select().from(fileObjects).where(eq(fileObjects.sha256, key.sha256)).limit(1);
    return row && row.ext === key.ext
      ? { sha256: row.sha256, ext: row.ext, mime: row.mime, size: row.size }
      : null;
  }

  /** The stored bytes, or `null` when the object is missing from the store. */
  read(file: StoredFile, range: ByteRange | null): Promise<Readable | null> {
    return this.store.open(file, range ?? undefined);
  }

  /** Receives one part and checks it; `null` for the empty part a form sends when nothing was chosen. */
  private async stage(
    part: MultipartFile,
    tempPath: string,
    dirType: StorageDirType,
  ): Promise<Staged | null> {
    if (part.fieldname !== FILE_FIELD)
      throw badRequest(m['files.unexpectedField'], { field: part.fieldname });
    const originalName = cleanFileName(part.filename) || 'file';
    const { sha256, size } = await receiveToFile(part.file, tempPath);
    // busboy stops writing at the limit and flags the part, so at most 100 MB reached the disk.
    if (part.file.truncated) {
      throw payloadTooLarge(m['files.tooLarge'], {
        name: originalName,
        limit: LIMITS.maxUploadBytes / 1024 / 1024,
      });
    }
    if (size === 0 && !part.filename) return null;
    // The bytes decide the type; the client's extension and Content-Type are never trusted.
    const sniffed = await fileTypeFromFile(tempPath);
    const accepted = acceptFor(dirType, sniffed, originalName);
    if (!accepted) {
      const params = { name: originalName, accepted: acceptedTypesLabel(dirType) };
      throw sniffed
        ? unsupportedMediaType(m['files.typeNotAllowed'], { ...params, detected: sniffed.ext })
        : unsupportedMediaType(m['files.typeUnknown'], params);
    }
    return { tempPath, originalName, sha256, size, ext: accepted.ext, mime: accepted.mime };
  }

  /**
   * Rows first, then objects, inside one transaction. Inserting a new `file_objects` row locks its
   * key, so a concurrent upload of the same content waits for us; when anything fails we delete the
   * objects this request added while still holding those locks, before the rollback releases them,
   * so nobody can have started relying on them. Objects whose row already existed are never
   * deleted: other uploads point at them. Resolves the key each content is served under.
   */
  private async commit(staged: Staged[], dirType: StorageDirType, uploader: Uploader) {
    const objects = [...new Map(staged.map((file) => [file.sha256, file])).values()];
    const added: ObjectKey[] = [];
    const undo = async () => {
      await Promise.all(added.splice(0).map((key) => this.store.remove(key)));
    };
    try {
      return await this.db.transaction(async (tx) => {
        try {
          const inserted = await tx
            .insert(fileObjects)
            .values(objects.map(({ sha256, size, mime, ext }) => ({ sha256, size, mime, ext })))
            .onConflictDoNothing()
            .returning({ sha256: fileObjects.sha256 });
          const isNew = new Set(inserted.map((row) => row.sha256));
          // Content seen before keeps its first extension (a compound file may come as .doc, then .xls).
          const rows = await tx
            .select({ sha256: fileObjects.sha256, ext: fileObjects.ext })
            .from(fileObjects)
            .where(
              inArray(
                fileObjects.sha256,
                objects.map((o) => o.sha256),
              ),
            );
          const keys = new Map(rows.map((row) => [row.sha256, row]));
          for (const object of objects) {
            const key = keys.get(object.sha256)!;
            // `put` also restores an object that went missing under an existing row.
            if ((await this.store.put(key, object.tempPath)) && isNew.has(key.sha256)) added.push(key);
          }
          await tx.insert(fileUploads).values(
            staged.map((file) => ({
              sha256: file.sha256,
              originalName: file.originalName,
              dirType,
              userId: uploader.userId,
              compId: uploader.compId,
            })),
          );
          return keys;
        } catch (error) {
          await undo();
          throw error;
        }
      });
    } catch (error) {
      // Reached with objects still listed only when the commit itself failed.
      await undo();
      throw error;
    }
  }
}

/**
 * The service over this node's `DATA_DIR/files` store, its directories made: the one way every
 * domain that stores uploads (files, chat) gets it.
 */
export async function createFileService(db: Database, dataDir: string): Promise<FileService> {
  const tmpDir = join(dataDir, 'tmp');
  const filesDir = join(dataDir, 'files');
  await Promise.all([mkdir(tmpDir, { recursive: true }), mkdir(filesDir, { recursive: true })]);
  return new FileService(db, new LocalFileStore(filesDir), tmpDir);
}
