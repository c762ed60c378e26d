import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { parseStoredName } from './names.ts';
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
