import { LIMITS, MAX_FILES_PER_UPLOAD, STORED_FILE_NAME } from '@renli/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../core/http/errors.ts';
import type { Database } from '../../db/client.ts';
import type { FileService, Staged } from '../files/service.ts';
import type { DocIndex } from './access.ts';
import { extractContent } from './content.ts';
import { documentsMessages as m } from './messages.ts';
import { canEdit, nameProblem } from './rules.ts';
import { docNodes, docSpaces } from './schema.ts';
import { addVersion, FILE, FOLDER, liveNode, type NewVersion, presentOne } from './service.ts';

// Uploads into a folder (docs/product/oa-docs.md, "Files and versions"): the files module receives,
// sniffs and stores the bytes under the `doc_file` type; we read each file's text while it is still
// staged, then add a file, or a version to the same-named file, under the folder's lock.

/** The files module's refusals in our own words where they differ. */
function ours(error: unknown): unknown {
  if (error instanceof AppError && error.key === 'files.tooLarge')
    return payloadTooLarge(m['documents.upload.tooLarge'], {
      name: String(error.params.name),
      limit: LIMITS.maxUploadBytes / 1024 / 1024,
    });
  return error;
}

export interface UploadTarget {
  spaceId: number;
  folderId?: number;
  fileId?: number;
}

export async function uploadDocuments(
  db: Database,
  files: FileService,
  index: DocIndex,
  request: FastifyRequest,
  target: UploadTarget,
) {
  if (!request.isMultipart()) throw unsupportedMediaType();
  const { compId, userId } = index.caller.actor;
  const folderId = target.folderId ?? null;
  // Checked before a byte is stored.
  let versionOf: Awaited<ReturnType<typeof liveNode>>;
  if (target.fileId !== undefined) {
    versionOf = await liveNode(db, compId, target.fileId);
    index.editable(versionOf);
    if (versionOf!.type !== FILE || versionOf!.spaceId !== target.spaceId)
      throw notFound(m['documents.notFound']);
  } else index.editablePlace(target.spaceId, folderId);

  const contents = new Map<string, string>();
  const staged: Staged[] = [];
  const screen = async (file: Staged) => {
    if (versionOf && staged.length > 0) throw badRequest(m['documents.upload.oneForVersion']);
    if (!versionOf && nameProblem(file.originalName))
      throw badRequest(m['documents.upload.invalidName'], { name: file.originalName });
    staged.push(file);
    contents.set(file.originalName, await extractContent(file.tempPath, file.ext, file.size));
  };
  const parts = request.files({ limits: { fileSize: LIMITS.maxUploadBytes, files: MAX_FILES_PER_UPLOAD } });
  let stored: Record<string, string>;
  try {
    stored = await files.upload(parts, 'doc_file', { userId, compId }, screen);
  } catch (error) {
    // Parts after a refused one are never read; drain them so the client is not left mid-upload.
    request.raw.unpipe();
    request.raw.resume();
    throw ours(error);
  }

  const results = await db.transaction(async (tx) => {
    // One writer per folder at a time, so two uploads of one name make a file and a version.
    if (folderId === null)
      await tx
        .select({ id: docSpaces.id })
        .from(docSpaces)
        .where(eq(docSpaces.id, target.spaceId))
        .for('update');
    else {
      const folder = await liveNode(tx, compId, folderId, true);
      if (!folder || folder.type !== FOLDER) throw notFound(m['documents.notFound']);
    }
    const out = [];
    for (const file of staged) {
      const url = stored[file.originalName];
      const key = url ? STORED_FILE_NAME.exec(url.split('/').pop() ?? '') : null;
      if (!key) continue;
      const version: NewVersion = {
        fileName: file.originalName,
        sha256: key[1]!,
        ext: key[2]!,
        mime: file.mime,
        size: file.size,
        content: contents.get(file.originalName) ?? '',
      };
      if (versionOf) {
        const locked = await liveNode(tx, compId, versionOf.id, true);
        if (!locked) throw notFound(m['documents.notFound']);
        out.push({ node: await addVersion(tx, locked, version, userId), newVersion: true });
        continue;
      }
      const name = file.originalName.trim();
      const [same] = await tx
        .select()
        .from(docNodes)
        .where(
          and(
            eq(docNodes.spaceId, target.spaceId),
            folderId === null ? isNull(docNodes.parentId) : eq(docNodes.parentId, folderId),
            sql`lower(${docNodes.name}) = lower(${name})`,
            isNull(docNodes.trashedRoot),
          ),
        )
        .for('update');
      if (same) {
        if (same.type === FOLDER) throw conflict(m['documents.upload.folderClash'], { name });
        // A same-named file one may only view is not silently replaced.
        if (!canEdit(index.nodeAccess(same))) throw conflict(m['documents.name.taken'], { name });
        out.push({ node: await addVersion(tx, same, version, userId), newVersion: true });
        continue;
      }
      const depth = folderId === null ? 1 : index.folders.get(folderId)!.depth + 1;
      const [node] = await tx
        .insert(docNodes)
        .values({
          compId,
          spaceId: target.spaceId,
          parentId: folderId,
          type: FILE,
          name,
          depth,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning();
      out.push({ node: await addVersion(tx, node!, version, userId), newVersion: false });
    }
    return out;
  });
  const items = [];
  for (const { node, newVersion } of results)
    items.push({ ...(await presentOne(db, index, node)), newVersion });
  return { items };
}
