import {
  deleteBodySchema,
  deleteResultSchema,
  importResultSchema,
  LIMITS,
  levelAllows,
  pageQueryOf,
  resourcePageBase,
} from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppDeps, AppModule } from '../deps.ts';
import { userAuth } from '../http/auth.ts';
import { ok, okSchema } from '../http/envelope.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { checkColumn } from '../modules/permissions/access.ts';
import { type ResourceActor, resolveActor } from './actor.ts';
import type { AnyResource, ResourceAction } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import { resourceRegistry } from './registry.ts';
import { createResourceService, type ListQuery } from './service.ts';
import { readSheet, sheetFileName, writeSheet } from './sheet.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
type PageBody = ListQuery & { pageNum: number; pageSize: number };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Mounts the seven endpoints of the resource contract (docs/modules.md) for one resource. */
export function registerResource(app: App, deps: AppDeps, resource: AnyResource) {
  const { prefix, name, schemas } = resource.contract;
  const service = createResourceService(deps.db, resource);
  const pageOf = z.object({
    list: z.array(schemas.row),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    /** Whether the caller may write: the web hides create/edit/delete/import when not. */
    canWrite: z.boolean(),
  });
  // The registry holds resources of every row type; at this level bodies are plain field records.
  const pageBody = pageQueryOf(schemas.filter) as unknown as z.ZodType<PageBody>;
  const exportBody = resourcePageBase
    .omit({ pageNum: true, pageSize: true })
    .extend(schemas.filter.shape) as unknown as z.ZodType<ListQuery>;
  const createBody = schemas.create as z.ZodType<Record<string, unknown>>;
  const updateBody = schemas.update as z.ZodType<Record<string, unknown> & { id: number; version: number }>;
  const docs = (summary: string) => ({ tags: [name], summary });

  const readOnly = (action: ResourceAction) => action === 'read' || action === 'export';
  const canWrite = (actor: ResourceActor) =>
    (!resource.column || levelAllows(actor.access.columns[resource.column], 'update')) &&
    resource.policy(actor, 'update');

  /** Session -> company actor -> column gate -> policy; every endpoint starts here. */
  const allow = async (request: FastifyRequest, action: ResourceAction) => {
    const actor = await resolveActor(deps.db, userAuth(request));
    if (resource.column) checkColumn(actor.access, resource.column, readOnly(action) ? 'read' : 'update');
    if (!resource.policy(actor, action)) throw forbidden(m['resource.forbidden']);
    return { actor, locale: request.locale };
  };

  app.post(
    `${prefix}/selectPage`,
    { schema: { ...docs(`List ${name} records`), body: pageBody, response: okSchema(pageOf) } },
    async (request) => {
      const { actor } = await allow(request, 'read');
      return ok(request, { ...(await service.selectPage(actor, request.body)), canWrite: canWrite(actor) });
    },
  );

  app.get(
    `${prefix}/selectById/:id`,
    { schema: { ...docs(`One ${name} record`), params: idParams, response: okSchema(schemas.row) } },
    async (request) => {
      const { actor } = await allow(request, 'read');
      return ok(request, await service.selectById(actor, request.params.id));
    },
  );

  app.post(
    `${prefix}/insert`,
    { schema: { ...docs(`Create a ${name} record`), body: createBody, response: okSchema(schemas.row) } },
    async (request) => {
      const caller = await allow(request, 'create');
      const row = await service.insert(caller, request.body);
      await resource.afterCreate?.(deps, caller.actor, [row]);
      return ok(request, row);
    },
  );

  app.post(
    `${prefix}/update`,
    {
      schema: {
        ...docs(`Change a ${name} record; a stale version is refused with 409`),
        body: updateBody,
        response: okSchema(schemas.row),
      },
    },
    async (request) => ok(request, await service.update(await allow(request, 'update'), request.body)),
  );

  app.post(
    `${prefix}/delete`,
    {
      schema: {
        ...docs(`Remove ${name} records, all or none`),
        body: deleteBodySchema,
        response: okSchema(deleteResultSchema),
      },
    },
    async (request) => ok(request, await service.remove(await allow(request, 'delete'), request.body.ids)),
  );

  app.post(
    `${prefix}/export`,
    { schema: { ...docs(`Download the filtered ${name} records as .xlsx`), body: exportBody } },
    async (request, reply) => {
      const { actor, locale } = await allow(request, 'export');
      const file = await writeSheet(resource, locale, await service.exportRows(actor, request.body));
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${sheetFileName(resource)}"`)
        .send(file);
    },
  );

  app.post(
    `${prefix}/import`,
    {
      schema: {
        ...docs(`Create ${name} records from an .xlsx with the export's header row, all or none`),
        description:
          'multipart/form-data, the sheet in the field "file". When any row is invalid nothing is imported and the answer is 400 with data { errors: [{ row, field, message }] } (row = spreadsheet row number).',
        consumes: ['multipart/form-data'],
        response: okSchema(importResultSchema),
      },
    },
    async (request) => {
      const caller = await allow(request, 'import');
      const part = request.isMultipart()
        ? await request.file({ limits: { fileSize: LIMITS.maxUploadBytes, files: 1 } })
        : undefined;
      if (part?.fieldname !== 'file') throw badRequest(m['resource.import.noFile']);
      const rows = await readSheet(resource, await part.toBuffer());
      const { imported, created } = await service.importRows(caller, rows);
      await resource.afterCreate?.(deps, caller.actor, created);
      return ok(request, { imported });
    },
  );
}

/** Every resource of the registry, each under its own prefix. */
export const resourcesModule: AppModule = async (app, deps) => {
  for (const resource of resourceRegistry) registerResource(app, deps, resource);
};
