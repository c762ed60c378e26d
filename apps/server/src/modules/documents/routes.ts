import { documentsEndpoints as api, endpointUrl } from '@renli/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { serve } from '../../core/http/endpoint.ts';
import { notFound } from '../../core/http/errors.ts';
import { sweep } from '../../core/sweep.ts';
import type { Database } from '../../db/client.ts';
import { createFileService, type FileService } from '../files/service.ts';
import { type DocIndex, docCaller, loadIndex } from './access.ts';
import { previewOf } from './content.ts';
import { documentsMessages as m } from './messages.ts';
import {
  binOf,
  createFolder,
  editableFolders,
  fileNode,
  listFolder,
  listSpaces,
  move,
  peopleOf,
  permissionsOf,
  purge,
  purgeExpired,
  rename,
  restore,
  restoreVersion,
  search,
  setPermissions,
  trash,
  versionOf,
  versionsOf,
} from './service.ts';
import { uploadDocuments } from './upload.ts';
import { issueTicket, readTicket } from './view-ticket.ts';

/** The bin is emptied of items deleted 30 days ago once an hour (docs/product/oa-docs.md, "Recycle bin"). */
export const docsBinSweep = sweep('documents recycle bin', 60 * 60_000, ({ db }) => purgeExpired(db));

/** The stored bytes of a file's version, or 404 when the store lost them. */
async function bytesOf(files: FileService, version: { sha256: string; ext: string }) {
  const stored = await files.find(`${version.sha256}.${version.ext}`);
  const stream = stored ? await files.read(stored, null) : null;
  if (!stored || !stream) throw notFound(m['documents.notFound']);
  return { stored, stream };
}

async function readAll(files: FileService, version: { sha256: string; ext: string }): Promise<Buffer> {
  const { stream } = await bytesOf(files, version);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The saved name: the file's name, with the stored extension when the name lacks it. */
const savedName = (name: string, ext: string) =>
  name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;

async function sendFile(
  db: Database,
  files: FileService,
  index: DocIndex,
  reply: FastifyReply,
  body: { id: number; versionId?: number },
  inline: boolean,
  framed = false,
) {
  const node = await fileNode(db, index, body.id);
  const version = await versionOf(db, node, body.versionId);
  const { stored, stream } = await bytesOf(files, version);
  const shown = inline && (stored.mime.startsWith('image/') || stored.mime === 'application/pdf');
  // The browser's PDF viewer does not run in a sandboxed document: a framed PDF goes without the
  // sandbox (same-origin bytes sniffed as PDF at upload, served with nosniff).
  if (!framed || stored.mime !== 'application/pdf') reply.header('content-security-policy', 'sandbox');
  return reply
    .header('content-type', shown ? stored.mime : 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', stored.size)
    .header(
      'content-disposition',
      contentDisposition(shown ? 'inline' : 'attachment', savedName(node.name, version.ext)),
    )
    .send(stream);
}

/** 文档's endpoints (docs/product/oa-docs.md, "Endpoints"). */
export const documentsRoutes: AppModule = async (app, deps) => {
  const { db } = deps;
  const files = await createFileService(db, deps.config.dataDir);
  const indexOf = async (request: FastifyRequest) => loadIndex(db, await docCaller(db, userAuth(request)));

  serve(app, api.spaces, async (_, request) => {
    const caller = await docCaller(db, userAuth(request));
    return { list: await listSpaces(db, caller, () => loadIndex(db, caller)) };
  });
  serve(app, api.list, async ({ body }, request) => listFolder(db, await indexOf(request), body));
  serve(app, api.createFolder, async ({ body }, request) => createFolder(db, await indexOf(request), body));
  serve(app, api.rename, async ({ body }, request) => rename(db, await indexOf(request), body));
  serve(app, api.move, async ({ body }, request) => move(db, await indexOf(request), body));
  serve(app, api.folders, async ({ body }, request) => ({
    list: editableFolders(await indexOf(request), body.spaceId),
  }));
  serve(app, api.remove, async ({ body }, request) => {
    await trash(db, await indexOf(request), body.id);
    return { ok: true as const };
  });
  serve(app, api.bin, async ({ body }, request) => ({
    list: await binOf(db, await indexOf(request), body.spaceId),
  }));
  serve(app, api.restore, async ({ body }, request) => restore(db, await indexOf(request), body.id));
  serve(app, api.purge, async ({ body }, request) => {
    await purge(db, await indexOf(request), body.id);
    return { ok: true as const };
  });
  serve(app, api.upload, async ({ query }, request) =>
    uploadDocuments(db, files, await indexOf(request), request, query),
  );
  serve(app, api.versions, async ({ body }, request) => ({
    list: await versionsOf(db, await indexOf(request), body.id),
  }));
  serve(app, api.restoreVersion, async ({ body }, request) =>
    restoreVersion(db, await indexOf(request), body),
  );
  serve(app, api.download, async ({ body }, request, reply) =>
    sendFile(db, files, await indexOf(request), reply, body, false),
  );
  serve(app, api.raw, async ({ body }, request, reply) =>
    sendFile(db, files, await indexOf(request), reply, body, true),
  );
  serve(app, api.viewTicket, async ({ body }, request) => {
    const auth = userAuth(request);
    const node = await fileNode(db, await indexOf(request), body.id);
    const version = await versionOf(db, node);
    return {
      url: endpointUrl(api.view.path, { ticket: issueTicket(deps.chatSecret, auth, node.id, version.id) }),
    };
  });
  serve(app, api.view, async ({ params }, _request, reply) => {
    const ticket = readTicket(deps.chatSecret, params.ticket);
    if (!ticket) throw notFound(m['documents.notFound']);
    const index = await loadIndex(db, await docCaller(db, ticket.auth));
    return sendFile(db, files, index, reply, { id: ticket.nodeId, versionId: ticket.versionId }, true, true);
  });
  serve(app, api.preview, async ({ body }, request) => {
    const node = await fileNode(db, await indexOf(request), body.id);
    const version = await versionOf(db, node);
    return previewOf(version.ext, version.mime, version.size, () => readAll(files, version));
  });
  serve(app, api.search, async ({ body }, request) => ({
    list: await search(db, await indexOf(request), body.q),
  }));
  serve(app, api.permissions, async ({ body }, request) =>
    permissionsOf(db, await indexOf(request), body.spaceId, body.nodeId),
  );
  serve(app, api.setPermissions, async ({ body }, request) =>
    setPermissions(db, await indexOf(request), body),
  );
  serve(app, api.people, async (_, request) => peopleOf(db, await docCaller(db, userAuth(request))));

  await docsBinSweep(app, deps);
};
