import { type FileDirType, fileDirTypeSchema, LIMITS, uploadResultSchema } from '@renli/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { userAuth } from '../../http/auth.ts';
import { ok, okSchema } from '../../http/envelope.ts';
import { notFound, unsupportedMediaType } from '../../http/errors.ts';
import { filesMessages as m } from './messages.ts';
import { contentDisposition, downloadName, STORED_NAME } from './names.ts';
import { parseRange } from './range.ts';
import { createFileService, MAX_FILES_PER_REQUEST, type StoredFile } from './service.ts';

const uploadDocs = (summary: string) => ({
  tags: ['files'],
  summary,
  description: `multipart/form-data, files in the field "file" (at most ${MAX_FILES_PER_REQUEST}, 100 MB each). The content is sniffed; the answer maps each original file name to its URL.`,
  consumes: ['multipart/form-data'],
  response: okSchema(uploadResultSchema),
});

const putObjectsQuery = z.object({ fileDirType: fileDirTypeSchema.default('comp_img') });
const uploadQuery = z.object({ fileDirType: z.enum(['comp_img', 'resume_file']).default('comp_img') });
const coverQuery = z.object({ fileDirType: z.enum(['diary_file', 'notice_file']).default('diary_file') });

const downloadParams = z.object({ name: z.string().regex(STORED_NAME) });
const downloadQuery = z.object({ name: z.string().max(500).optional() });

/** Types a browser may show in place; anything else is offered as a download. */
const INLINE_TYPES = /^(image|video|audio)\//;

/** Bytes never change under a hash, so caches may keep them for a year without asking again. */
function setObjectHeaders(reply: FastifyReply, file: StoredFile, requestedName: string | undefined) {
  const disposition = INLINE_TYPES.test(file.mime) ? 'inline' : 'attachment';
  reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    // Should a browser ever render the bytes as a document, they get no script and no origin.
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', `"${file.sha256}"`)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(disposition, downloadName(requestedName, file)));
}

export const filesModule: AppModule = async (app, deps) => {
  const service = await createFileService(deps.db, deps.config.dataDir);

  const upload = async (request: FastifyRequest, dirType: FileDirType) => {
    if (!request.isMultipart()) throw unsupportedMediaType(m['files.notMultipart']);
    const { userId, compId } = userAuth(request);
    const parts = request.files({
      limits: { fileSize: LIMITS.maxUploadBytes, files: MAX_FILES_PER_REQUEST },
    });
    try {
      return ok(request, await service.upload(parts, dirType, { userId, compId }));
    } catch (error) {
      // Parts after a refused one are never read, so the parser would hold the body back and the
      // client would stall mid-upload; read the rest and throw it away instead.
      request.raw.unpipe();
      request.raw.resume();
      throw error;
    }
  };

  app.post(
    '/ossApi/putObjects',
    { schema: { ...uploadDocs('Upload files to any directory type'), querystring: putObjectsQuery } },
    (request) => upload(request, request.query.fileDirType),
  );
  app.post(
    '/file/upload',
    { schema: { ...uploadDocs('Upload company images or resumes'), querystring: uploadQuery } },
    (request) => upload(request, request.query.fileDirType),
  );
  app.post(
    '/file/uploadCover',
    { schema: { ...uploadDocs('Upload diary or notice attachments'), querystring: coverQuery } },
    (request) => upload(request, request.query.fileDirType),
  );

  app.get(
    '/files/:name',
    {
      // Public so <img>/<video> tags work without headers: the name is a 256-bit content hash.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'Download an uploaded file by its content hash',
        description: '`?name=` sets the saved file name (the stored extension is always kept).',
        params: downloadParams,
        querystring: downloadQuery,
      },
    },
    async (request, reply) => {
      const file = await service.find(request.params.name);
      if (!file) throw notFound(m['files.notFound']);
      if (request.headers['if-none-match'] === `"${file.sha256}"`) {
        setObjectHeaders(reply, file, request.query.name);
        return reply.code(304).send();
      }
      const range = parseRange(request.headers.range, file.size);
      const stream = await service.read(file, range);
      if (!stream) throw notFound(m['files.notFound']);
      setObjectHeaders(reply, file, request.query.name);
      if (!range) return reply.header('content-length', file.size).send(stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(stream);
    },
  );
};
