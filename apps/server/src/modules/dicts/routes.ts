import {
  deleteBodySchema,
  deleteResultSchema,
  dictCreateSchema,
  dictGroupSchema,
  dictItemSchema,
  dictListQuerySchema,
  dictNoseQuerySchema,
  dictStatusChangeSchema,
  dictTreeQuerySchema,
  dictTypeSchema,
  dictUpdateSchema,
  pageSchemaOf,
  publicDictItemSchema,
} from '@renli/contracts';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { ok, okSchema } from '../../http/envelope.ts';
import './messages.ts';
import { createDictService } from './service.ts';

const tags = ['dicts'];
const admin = { access: 'admin' as const };
const treeItemSchema = z.array(dictItemSchema.extend({ children: z.array(z.any()).optional() }));

/** Platform dictionaries: edited in the back office (`/Parameter/*`), read by apps without login. */
export const dictsModule: AppModule = async (app, deps) => {
  const dicts = createDictService(deps);

  app.get(
    '/parameter/getDictNose',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Public: the enabled items of a dictionary (a tree for TreeTable), cached in memory',
        querystring: dictNoseQuerySchema,
        response: okSchema(z.array(publicDictItemSchema)),
      },
    },
    async (request) =>
      ok(request, await dicts.forApps(request.query.type, request.query.group, request.locale)),
  );

  app.post(
    '/admin/dict/selectPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Items of one type, filtered and paged',
        body: dictListQuerySchema,
        response: okSchema(pageSchemaOf(dictItemSchema)),
      },
    },
    async (request) => ok(request, await dicts.list(request.body)),
  );

  app.get(
    '/admin/dict/selectTree',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One group of a type as a tree, disabled items included',
        querystring: dictTreeQuerySchema,
        response: okSchema(treeItemSchema),
      },
    },
    async (request) => ok(request, await dicts.tree(request.query.type, request.query.group)),
  );

  app.get(
    '/admin/dict/selectGroups',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The group codes of a type with their item counts',
        querystring: z.object({ type: dictTypeSchema }),
        response: okSchema(z.array(dictGroupSchema)),
      },
    },
    async (request) => ok(request, await dicts.groups(request.query.type)),
  );

  app.post(
    '/admin/dict/insert',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add an item (extra checked per type; codes unique in a group)',
        body: dictCreateSchema,
        response: okSchema(dictItemSchema),
      },
    },
    async (request) => ok(request, await dicts.create(request.body, request.locale)),
  );

  app.post(
    '/admin/dict/update',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change an item (stale version: 409; no cycles in a tree)',
        body: dictUpdateSchema,
        response: okSchema(dictItemSchema),
      },
    },
    async (request) => ok(request, await dicts.update(request.body, request.locale)),
  );

  app.post(
    '/admin/dict/updateStatus',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Enable (1) or disable (2) an item',
        body: dictStatusChangeSchema,
        response: okSchema(dictItemSchema),
      },
    },
    async (request) => ok(request, await dicts.setStatus(request.body.id, request.body.status)),
  );

  app.post(
    '/admin/dict/delete',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove items (refused while an item has children left behind)',
        body: deleteBodySchema,
        response: okSchema(deleteResultSchema),
      },
    },
    async (request) => ok(request, await dicts.remove(request.body.ids)),
  );
};
