import { filesEndpoints as api, type FileDirType, LIMITS, MAX_FILES_PER_UPLOAD } from '@renli/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { serve } from '../../core/http/endpoint.ts';
import { notFound, unsupportedMediaType } from '../../core/http/errors.ts';
import { filesMessages as m } from './messages.ts';
import { downloadName } from './names.ts';
import { parseRange } from './range.ts';
import { createFileService, type StoredFile } from './service.ts';

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
      limits: { fileSize: LIMITS.maxUploadBytes, files: MAX_FILES_PER_UPLOAD },
    });
    try {
      return await service.upload(parts, dirType, { userId, compId });
    } catch (error) {
      // Parts after a refused one are never read, so the parser would hold the body back and the
      // client would stall mid-upload; read the rest and throw it away instead.
      request.raw.unpipe();
      request.raw.resume();
      throw error;
    }
  };

  serve(app, api.putObjects, ({ query }, request) => upload(request, query.fileDirType));
  serve(app, api.upload, ({ query }, request) => upload(request, query.fileDirType));
  serve(app, api.uploadCover, ({ query }, request) => upload(request, query.fileDirType));

  serve(app, api.download, async ({ params, query }, request, reply) => {
    const file = await service.find(params.name);
    if (!file) throw notFound(m['files.notFound']);
    if (request.headers['if-none-match'] === `"${file.sha256}"`) {
      setObjectHeaders(reply, file, query.name);
      return reply.code(304).send();
    }
    const range = parseRange(request.headers.range, file.size);
    const stream = await service.read(file, range);
    if (!stream) throw notFound(m['files.notFound']);
    setObjectHeaders(reply, file, query.name);
    if (!range) return reply.header('content-length', file.size).send(stream);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  });
};
