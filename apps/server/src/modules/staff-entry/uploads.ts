import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  ENTRY_FORM_TOKEN_PATTERN,
  ENTRY_UPLOAD_MAX_BYTES,
  ENTRY_UPLOAD_TOKEN_FIELD,
  ENTRY_UPLOADS_MAX,
  type UploadResult,
} from '@renli/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  badRequest,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../core/http/errors.ts';
import type { Database } from '../../db/client.ts';
import type { FileService, Staged } from '../files/service.ts';
import { entryOfToken } from './form-access.ts';
import { staffEntryMessages as m } from './messages.ts';
import { staffEntries } from './schema.ts';

// Documents of the registration form (身份证, 学历证书, …): images and PDF of at most 10 MB, 20 per
// entry in all, stored by the files module in the name of the login that created the entry
// (docs/product/staff.md, "Entry (入职)"). The token comes as the form's first field, never in the
// URL, which the server logs.

const LIMIT_MB = ENTRY_UPLOAD_MAX_BYTES / 1024 / 1024;
const isDocument = (file: Staged) => file.mime.startsWith('image/') || file.mime === 'application/pdf';

/** The file parts after the token; any other field is refused by the file service. */
async function* rest(parts: AsyncIterator<Multipart>): AsyncGenerator<MultipartFile> {
  for (let next = await parts.next(); !next.done; next = await parts.next())
    yield next.value as MultipartFile;
}

/** The form's token, read from its first part. */
async function tokenOf(parts: AsyncIterator<Multipart>): Promise<string> {
  const first = await parts.next();
  if (first.done || first.value.type !== 'field' || first.value.fieldname !== ENTRY_UPLOAD_TOKEN_FIELD) {
    throw badRequest(m['staffEntry.upload.noToken']);
  }
  const token = String(first.value.value);
  if (!ENTRY_FORM_TOKEN_PATTERN.test(token)) throw notFound(m['staffEntry.link.invalid']);
  return token;
}

/** The file service's size refusal, in this form's limit. */
function inOurLimit(error: unknown): unknown {
  if (error instanceof AppError && error.key === 'files.tooLarge') {
    return payloadTooLarge(m['staffEntry.upload.tooLarge'], {
      name: String(error.params.name),
      limit: LIMIT_MB,
    });
  }
  return error;
}

export async function uploadEntryDocuments(
  db: Database,
  files: FileService,
  request: FastifyRequest,
): Promise<UploadResult> {
  if (!request.isMultipart()) throw unsupportedMediaType();
  const parts = request.parts({
    limits: { fileSize: ENTRY_UPLOAD_MAX_BYTES, files: ENTRY_UPLOADS_MAX, fields: 1 },
    // The file service reports a file over the limit by name.
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest['parts']>[0]);
  try {
    const entry = await entryOfToken(db, await tokenOf(parts));
    let received = entry.uploads.length;
    const screen = async (file: Staged) => {
      received += 1;
      if (received > ENTRY_UPLOADS_MAX)
        throw badRequest(m['staffEntry.upload.tooMany'], { max: ENTRY_UPLOADS_MAX });
      if (!isDocument(file))
        throw unsupportedMediaType(m['staffEntry.upload.type'], { name: file.originalName });
    };
    const stored = await files
      .upload(rest(parts), 'record_file', { userId: entry.createdBy, compId: entry.compId }, screen)
      .catch((error: unknown) => {
        throw inOurLimit(error);
      });
    await db.transaction(async (tx) => {
      // Two uploads at once both passed the screen: the sum is checked under the entry's lock.
      const [locked] = await tx
        .select()
        .from(staffEntries)
        .where(eq(staffEntries.id, entry.id))
        .for('update');
      const uploads = [...new Set([...locked!.uploads, ...Object.values(stored)])];
      if (uploads.length > ENTRY_UPLOADS_MAX)
        throw badRequest(m['staffEntry.upload.tooMany'], { max: ENTRY_UPLOADS_MAX });
      await tx.update(staffEntries).set({ uploads }).where(eq(staffEntries.id, entry.id));
    });
    return stored;
  } catch (error) {
    // Parts after a refused one are never read, so the parser would hold the body back and the
    // client would stall mid-upload; read the rest and throw it away instead (as files/routes.ts).
    request.raw.unpipe();
    request.raw.resume();
    throw error;
  }
}
