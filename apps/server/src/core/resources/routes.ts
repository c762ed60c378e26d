import {
  addCommentBodySchema,
  commentEntrySchema,
  deleteCommentBodySchema,
  deleteResultSchema,
  importResultSchema,
  kitSchemas,
  levelAllows,
  pageQueryOf,
  resourceEndpoints,
  resourcePageBase,
  timelineEntrySchema,
  transitionBodyBase,
} from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkColumn } from '../access.ts';
import type { ResolveActorNames, ResolveResourceActor, ResourceActor } from '../actor.ts';
import type { App, AppDeps } from '../deps.ts';
import { adminAuth, type RouteAccess, userAuth } from '../http/auth.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import { serve } from '../http/endpoint.ts';
import { ok, okSchema } from '../http/envelope.ts';
import { forbidden } from '../http/errors.ts';
import type { AnyActor } from './actors.ts';
import { type ApprovalGate, registerApprovedTransitionApplier } from './approval-gate.ts';
import { createCommentService, type OwnUploads } from './comments.ts';
import { customMessages as cm } from './custom-messages.ts';
import { type AnyResource, operationsOf, type ResourceAction, scopeOfResource } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import { type Caller, createResourceService, type ListQuery } from './service.ts';
import {
  readSheet,
  sheetFileName,
  templateFileName,
  uploadedSheet,
  writeSheet,
  writeTemplate,
  XLSX_TYPE,
} from './sheet.ts';
import { createTimelineService } from './timeline.ts';
import { createTransitionService, transitionsOf, withTransitions } from './transitions.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
type PageBody = ListQuery & { pageNum: number; pageSize: number };

/** What the kit needs from the modules: who the caller is in a company, and authors' names. */
export interface ResourceKit {
  resolveActor: ResolveResourceActor;
  actorNames: ResolveActorNames;
  /** The approval engine, for transitions that wait for approval (docs/modules.md, "Approvals"). */
  approvals?: ApprovalGate;
  /** Which files a login uploaded itself: comment attachments must be the author's own. */
  ownUploads: OwnUploads;
}

/** Refuses, when the app starts, a declaration the kit cannot serve as written. */
function checkDeclaration(resource: AnyResource, kit: ResourceKit) {
  const { name } = resource.contract;
  const columns = resource.table as unknown as Record<string, unknown>;
  const versioned = operationsOf(resource).includes('update') || resource.states;
  if ((resource.contract.scope ?? 'company') !== scopeOfResource(resource)) {
    throw new Error(`Resource ${name}: the contract's scope and the declaration's differ`);
  }
  if (versioned && !columns.version)
    throw new Error(`Resource ${name}: update and transitions need a version column`);
  const gated = transitionsOf(resource).filter((t) => t.approval);
  if (gated.length > 0 && !kit.approvals) {
    throw new Error(
      `Resource ${name}: a transition asks for an approval flow, but no approval engine is installed`,
    );
  }
  if (gated.length > 0 && scopeOfResource(resource) !== 'company')
    throw new Error(`Resource ${name}: only company resources' transitions can wait for approval`);
  // An approved transition is applied inside the engine's transaction, where nothing runs after commit.
  if (gated.some((t) => t.after))
    throw new Error(`Resource ${name}: a transition that waits for approval cannot have \`after\``);
  if (resource.contract.customFields && scopeOfResource(resource) !== 'company')
    throw new Error(`Resource ${name}: only company resources can have custom fields`);
  if (resource.contract.customFields && !columns.custom)
    throw new Error(`Resource ${name}: custom fields need a \`custom\` column (customValuesColumn())`);
}

/**
 * Mounts a resource's endpoints (docs/modules.md): the operations its contract lists, `changeStatus`
 * when it has a state machine and `selectTimeline` when it is audited, for callers of its scope.
 */
export function registerResource(app: App, deps: AppDeps, resource: AnyResource, kit: ResourceKit) {
  checkDeclaration(resource, kit);
  const { prefix, name } = resource.contract;
  // With custom fields, rows, creates and updates carry `custom` too.
  const schemas = kitSchemas(resource.contract);
  const scope = scopeOfResource(resource);
  const operations = new Set(operationsOf(resource));
  const service = createResourceService(deps.db, resource);
  const transition = createTransitionService(deps, resource, service, kit.approvals);
  if (transitionsOf(resource).some((t) => t.approval))
    registerApprovedTransitionApplier(name, transition.applyApproved);
  const timeline = createTimelineService(deps.db, resource, service, kit.actorNames);
  const config: { access: RouteAccess } = { access: scope === 'platform' ? 'admin' : 'user' };
  const pageOf = z.object({
    list: z.array(schemas.row),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    /** Whether the caller may write: the web hides create/edit/delete/import when not. */
    canWrite: z.boolean(),
  });
  // The registry holds resources of every row type; at this level bodies are plain field records.
  const pageBody = pageQueryOf(schemas.filter);
  const exportBody = resourcePageBase
    .omit({ pageNum: true, pageSize: true })
    .extend(schemas.filter.shape) as unknown as z.ZodType<ListQuery>;
  const createBody = schemas.create as z.ZodType<Record<string, unknown>>;
  const updateBody = schemas.update as unknown as z.ZodType<
    Record<string, unknown> & { id: number; version: number }
  >;
  const docs = (summary: string) => ({ tags: [name], summary });
  const column = 'column' in resource ? resource.column : undefined;

  const readOnly = (action: ResourceAction) => action === 'read' || action === 'export';
  /** Whether the policy and the column gate let the actor change the records, wherever they are written. */
  const mayChange = (actor: AnyActor) =>
    (!column || levelAllows((actor as ResourceActor).access.columns[column], 'update')) &&
    resource.policy(actor as never, 'update');
  const canWrite = (actor: AnyActor) =>
    ['insert', 'update', 'delete', 'import'].some((op) => operations.has(op as never)) && mayChange(actor);

  /** The scope's actor from the session, then the column gate (company) and the policy. */
  const actorOf = async (request: FastifyRequest): Promise<AnyActor> => {
    if (scope === 'platform') return { adminId: adminAuth(request).adminId };
    const auth = userAuth(request);
    if (scope === 'personal')
      return { userId: auth.userId, compId: auth.compId, identityKey: auth.identityKey };
    return kit.resolveActor(deps.db, auth);
  };
  const allow = async (request: FastifyRequest, action: ResourceAction): Promise<Caller> => {
    const actor = await actorOf(request);
    if (column) checkColumn((actor as ResourceActor).access, column, readOnly(action) ? 'read' : 'update');
    if (!resource.policy(actor as never, action)) throw forbidden(m['resource.forbidden']);
    return { actor, locale: request.locale };
  };
  /** Each row's allowed transitions; none where the column gate leaves the caller reading only. */
  const shown = <R extends Record<string, unknown> & { id: number; version: number }>(
    caller: Caller,
    rows: R[],
  ) => {
    const rowsWith = withTransitions(resource, caller.actor, rows);
    const writes = !column || levelAllows((caller.actor as ResourceActor).access.columns[column], 'update');
    return writes || !resource.states ? rowsWith : rowsWith.map((row) => ({ ...row, transitions: [] }));
  };
  const one = <R extends Record<string, unknown> & { id: number; version: number }>(caller: Caller, row: R) =>
    shown(caller, [row])[0]!;

  /** The company's custom fields now, for sheets; none for resources without them. */
  const customFieldsOf = async (caller: Caller) =>
    service.customFields ? service.customFields.active(deps.db, (caller.actor as ResourceActor).compId) : [];

  const selectPage = async (request: FastifyRequest, body: PageBody) => {
    const caller = await allow(request, 'read');
    const page = await service.selectPage(caller, body);
    return { ...page, list: shown(caller, page.list), canWrite: canWrite(caller.actor) };
  };

  if (operations.has('selectPage')) {
    app.post(
      `${prefix}/selectPage`,
      { config, schema: { ...docs(`List ${name} records`), body: pageBody, response: okSchema(pageOf) } },
      async (request) => ok(request, await selectPage(request, request.body as PageBody)),
    );
  }
  for (const alias of resource.aliases ?? []) {
    const { pageNum = 'pageNum', pageSize = 'pageSize' } = alias.paging ?? {};
    const page = resourcePageBase.shape;
    const body = pageBody
      .omit({ pageNum: true, pageSize: true })
      .extend({ [pageNum]: page.pageNum, [pageSize]: page.pageSize });
    // Typed as the page: the renamed fields are not known before the app starts.
    const answer = pageOf
      .omit({ pageNum: true, pageSize: true })
      .extend({ [pageNum]: z.number().int(), [pageSize]: z.number().int() }) as unknown as typeof pageOf;
    app.post(
      alias.path,
      {
        config,
        schema: {
          ...docs(`List ${name} records (the older path of ${prefix}/selectPage)`),
          body,
          response: okSchema(answer),
        },
      },
      async (request) => {
        const query = request.body as Record<string, unknown>;
        const {
          pageNum: n,
          pageSize: size,
          ...rest
        } = await selectPage(request, {
          ...query,
          pageNum: query[pageNum] as number,
          pageSize: query[pageSize] as number,
        });
        return ok(request, { ...rest, [pageNum]: n, [pageSize]: size } as typeof rest & PageBody);
      },
    );
  }

  if (operations.has('selectById')) {
    app.get(
      `${prefix}/selectById/:id`,
      {
        config,
        schema: { ...docs(`One ${name} record`), params: idParams, response: okSchema(schemas.row) },
      },
      async (request) => {
        const caller = await allow(request, 'read');
        return ok(request, one(caller, await service.selectById(caller, request.params.id)));
      },
    );
  }

  if (operations.has('insert')) {
    app.post(
      `${prefix}/insert`,
      {
        config,
        schema: { ...docs(`Create a ${name} record`), body: createBody, response: okSchema(schemas.row) },
      },
      async (request) => {
        const caller = await allow(request, 'create');
        const row = await service.insert(caller, request.body);
        await resource.afterCreate?.(deps, caller.actor as never, [row]);
        return ok(request, one(caller, row));
      },
    );
  }

  if (operations.has('update')) {
    app.post(
      `${prefix}/update`,
      {
        config,
        schema: {
          ...docs(`Change a ${name} record; a stale version is refused with 409`),
          body: updateBody,
          response: okSchema(schemas.row),
        },
      },
      async (request) => {
        const caller = await allow(request, 'update');
        return ok(request, one(caller, await service.update(caller, request.body)));
      },
    );
  }

  if (operations.has('delete')) {
    serve(app, resourceEndpoints(resource.contract).delete, async ({ body }, request) =>
      service.remove(await allow(request, 'delete'), body.ids),
    );
  }

  if (operations.has('export')) {
    app.post(
      `${prefix}/export`,
      { config, schema: { ...docs(`Download the filtered ${name} records as .xlsx`), body: exportBody } },
      async (request, reply) => {
        const caller = await allow(request, 'export');
        const file = await writeSheet(
          resource,
          caller.locale,
          await service.exportRows(caller, request.body),
          await customFieldsOf(caller),
        );
        return reply
          .header('content-type', XLSX_TYPE)
          .header(
            'content-disposition',
            contentDisposition('attachment', sheetFileName(resource, caller.locale)),
          )
          .send(file);
      },
    );
  }

  if (operations.has('import')) {
    app.get(
      `${prefix}/importTemplate`,
      {
        config,
        schema: {
          ...docs(`The .xlsx to fill in for an import of ${name} records: header, example row, instructions`),
        },
      },
      async (request, reply) => {
        const caller = await allow(request, 'import');
        return reply
          .header('content-type', XLSX_TYPE)
          .header(
            'content-disposition',
            contentDisposition('attachment', templateFileName(resource, caller.locale)),
          )
          .send(await writeTemplate(resource, caller.locale, await customFieldsOf(caller)));
      },
    );
    app.post(
      `${prefix}/import`,
      {
        config,
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
        const rows = await readSheet(resource, await uploadedSheet(request), await customFieldsOf(caller));
        const { imported, created } = await service.importRows(caller, rows);
        await resource.afterCreate?.(deps, caller.actor as never, created);
        return ok(request, { imported });
      },
    );
  }

  if (resource.states) {
    const names = transitionsOf(resource).map((t) => t.name);
    // Each transition's input fields, all optional here: the chosen transition's schema decides.
    const inputs = transitionsOf(resource).map(
      (t) => resource.contract.transitions?.[t.name]?.input?.partial().shape,
    );
    const body = transitionBodyBase
      .extend(Object.assign({}, ...inputs))
      .extend({ name: z.enum(names as [string, ...string[]]) });
    app.post(
      `${prefix}/changeStatus`,
      {
        config,
        schema: {
          ...docs(`Apply a named status change (${names.join(', ')}) to a ${name} record`),
          description:
            'A stale version or a status the change does not start from answers 409, a refused change 400 or 403; the answer is the changed row with the transitions now allowed.',
          body,
          response: okSchema(schemas.row),
        },
      },
      async (request) => {
        const { id, version, name: step, ...input } = request.body as z.infer<typeof transitionBodyBase>;
        const caller = await allow(request, 'transition');
        return ok(request, await transition(caller, { id, version, name: step, input }));
      },
    );
  }

  if (resource.contract.comments) {
    const comments = createCommentService(deps.db, resource, service, kit.actorNames, kit.ownUploads);
    app.get(
      `${prefix}/selectComments/:id`,
      {
        config,
        schema: {
          ...docs(`The comments on a ${name} record, oldest first`),
          params: idParams,
          response: okSchema(z.array(commentEntrySchema)),
        },
      },
      async (request) => ok(request, await comments.list(await allow(request, 'comment'), request.params.id)),
    );
    app.post(
      `${prefix}/addComment`,
      {
        config,
        schema: {
          ...docs(`Comment on a ${name} record, with attached files`),
          body: addCommentBodySchema,
          response: okSchema(z.object({ id: z.number().int() })),
        },
      },
      async (request) => ok(request, await comments.add(await allow(request, 'comment'), request.body)),
    );
    app.post(
      `${prefix}/deleteComment`,
      {
        config,
        schema: {
          ...docs(`Remove one's own comment on a ${name} record`),
          body: deleteCommentBodySchema,
          response: okSchema(deleteResultSchema),
        },
      },
      async (request) =>
        ok(request, await comments.remove(await allow(request, 'comment'), request.body.commentId)),
    );
  }

  if (service.customFields) {
    const store = service.customFields;
    const endpoints = resourceEndpoints(resource.contract);
    /**
     * Who sets the fields: a writer of the records who is the company account or a staff admin. A
     * writer even where the module writes the records itself and the kit mounts no write (the
     * staff archive's `updateStaffArchive`).
     */
    const mayEdit = (actor: ResourceActor) => mayChange(actor) && (actor.isCompany || actor.staffAdmin);
    serve(app, endpoints.customFields, async (_, request) => {
      const caller = await allow(request, 'read');
      return store.read(caller, mayEdit(caller.actor as ResourceActor));
    });
    serve(app, endpoints.saveCustomFields, async ({ body }, request) => {
      const caller = await allow(request, 'update');
      if (!mayEdit(caller.actor as ResourceActor)) throw forbidden(cm['resource.custom.notEditable']);
      return store.save(caller, body);
    });
  }

  if (resource.audit !== false) {
    app.get(
      `${prefix}/selectTimeline/:id`,
      {
        config,
        schema: {
          ...docs(`Who changed a ${name} record, when and how (newest first)`),
          params: idParams,
          response: okSchema(z.array(timelineEntrySchema)),
        },
      },
      async (request) => ok(request, await timeline(await allow(request, 'read'), request.params.id)),
    );
  }
}
