import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fileUrl, parseStoredName } from './names.ts';
import { fileObjects, fileUploads } from './schema.ts';

const FILES_PREFIX = '/files/';

/**
 * Which of these `/files/<sha256>.<ext>` addresses the user uploaded themselves (docs/product/
 * files.md, "Tables and events"): content someone else uploaded, or an address that is no stored
 * object, is not theirs. Other modules call this before keeping a file the caller attaches, so a
 * link to another person's upload cannot be passed off as one's own attachment.
 */
export async function ownUploads(db: DbOrTx, userId: number, urls: readonly string[]): Promise<Set<string>> {
  const keys = urls.flatMap((url) => {
    const key = url.startsWith(FILES_PREFIX) ? parseStoredName(url.slice(FILES_PREFIX.length)) : null;
    return key ? [{ url, ...key }] : [];
  });
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ sha256: fileUploads.sha256, ext: fileObjects.ext })
    .from(fileUploads)
    .innerJoin(fileObjects, eq(fileObjects.sha256, fileUploads.sha256))
    .where(
      and(
        eq(fileUploads.userId, userId),
        inArray(
          fileUploads.sha256,
          keys.map((key) => key.sha256),
        ),
      ),
    );
  const owned = new Set(rows.map((row) => `${row.sha256}.${row.ext}`));
  return new Set(keys.filter((key) => owned.has(`${key.sha256}.${key.ext}`)).map((key) => key.url));
}

/**
 * The user's own upload record of each of these addresses (the latest when they uploaded the same
 * content twice); addresses that are not theirs are left out. Modules that keep attachments by upload
 * id (performance evidence) read them back with `uploadsByIds`.
 */
export async function ownUploadIds(
  db: DbOrTx,
  userId: number,
  urls: readonly string[],
): Promise<Map<string, number>> {
  const owned = await ownUploads(db, userId, urls);
  const ids = new Map<string, number>();
  for (const url of owned) {
    const key = parseStoredName(url.slice(FILES_PREFIX.length))!;
    const [row] = await db
      .select({ id: fileUploads.id })
      .from(fileUploads)
      .where(and(eq(fileUploads.userId, userId), eq(fileUploads.sha256, key.sha256)))
      .orderBy(desc(fileUploads.id))
      .limit(1);
    if (row) ids.set(url, row.id);
  }
  return ids;
}

/** The address and original name of each upload id. */
export async function uploadsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, { url: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: fileUploads.id,
      name: fileUploads.originalName,
      sha256: fileObjects.sha256,
      ext: fileObjects.ext,
    })
    .from(fileUploads)
    .innerJoin(fileObjects, eq(fileObjects.sha256, fileUploads.sha256))
    .where(inArray(fileUploads.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { url: fileUrl(r), name: r.name }]));
}
