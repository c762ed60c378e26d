import {
  adminAccountCreateSchema,
  adminAccountListQuerySchema,
  adminAccountPasswordSchema,
  adminAccountSchema,
  adminAccountStatusSchema,
  cacheClearSchema,
  cacheInfoSchema,
  deleteBodySchema,
  deleteResultSchema,
  pageSchemaOf,
  platformInfoSchema,
  platformSettingsSchema,
  platformUpdateSchema,
  posterCreateSchema,
  posterListQuerySchema,
  posterNoseQuerySchema,
  posterSchema,
  posterUpdateSchema,
  publicPosterSchema,
} from '@renli/contracts';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { adminAuth } from '../../http/auth.ts';
import { ok, okNull, okSchema } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { createAdminAccountService } from '../auth/admin-accounts.ts';
import { findCache, listCaches } from './caches.ts';
import { createPlatformInfoService } from './info.ts';
import { platformMessages as m } from './messages.ts';
import { createPosterService } from './posters.ts';

const tags = ['platform'];
const admin = { access: 'admin' as const };
const publicAccess = { access: 'public' as const };

/** The back office's platform pages: `/Platform`, `/Poster`, `/Cache`, `/Set`, and their public reads. */
export const platformModule: AppModule = async (app, deps) => {
  const info = createPlatformInfoService(deps);
  const posterService = createPosterService(deps.db);
  const accounts = createAdminAccountService(deps.db);

  app.get(
    '/anon/plat/infoNose',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Public: platform name, logo, ICP, contacts (cached)',
        response: okSchema(platformInfoSchema),
      },
    },
    async (request) => ok(request, await info.publicInfo()),
  );
  app.get(
    '/admin/plat/select',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The platform settings (version 0: never saved)',
        response: okSchema(platformSettingsSchema),
      },
    },
    async (request) => ok(request, await info.read()),
  );
  app.post(
    '/admin/plat/update',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save the platform settings (stale version: 409)',
        body: platformUpdateSchema,
        response: okSchema(platformSettingsSchema),
      },
    },
    async (request) => ok(request, await info.update(adminAuth(request).adminId, request.body)),
  );

  app.get(
    '/anon/poster/listNose',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Public: active posters of a placement, in order',
        querystring: posterNoseQuerySchema,
        response: okSchema(z.array(publicPosterSchema)),
      },
    },
    async (request) => ok(request, await posterService.active(request.query.placement)),
  );
  app.post(
    '/admin/poster/selectPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Posters, filtered and paged',
        body: posterListQuerySchema,
        response: okSchema(pageSchemaOf(posterSchema)),
      },
    },
    async (request) => ok(request, await posterService.list(request.body)),
  );
  app.post(
    '/admin/poster/insert',
    {
      config: admin,
      schema: { tags, summary: 'Add a poster', body: posterCreateSchema, response: okSchema(posterSchema) },
    },
    async (request) => ok(request, await posterService.create(request.body)),
  );
  app.post(
    '/admin/poster/update',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a poster (stale version: 409)',
        body: posterUpdateSchema,
        response: okSchema(posterSchema),
      },
    },
    async (request) => ok(request, await posterService.update(request.body, request.locale)),
  );
  app.post(
    '/admin/poster/delete',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove posters',
        body: deleteBodySchema,
        response: okSchema(deleteResultSchema),
      },
    },
    async (request) => ok(request, await posterService.remove(request.body.ids)),
  );

  app.get(
    '/admin/cache/list',
    {
      config: admin,
      schema: {
        tags,
        summary: "This node's in-memory caches with their entry counts",
        response: okSchema(z.array(cacheInfoSchema)),
      },
    },
    async (request) => ok(request, listCaches(deps)),
  );
  app.post(
    '/admin/cache/clear',
    {
      config: admin,
      schema: { tags, summary: 'Empty one cache of this node', body: cacheClearSchema, response: okNull },
    },
    async (request) => {
      const cache = findCache(deps, request.body.name);
      if (!cache) throw notFound(m['cache.notFound'], { name: request.body.name });
      cache.clear();
      return ok(request, null);
    },
  );

  app.post(
    '/admin/set/selectPage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Platform admin accounts',
        body: adminAccountListQuerySchema,
        response: okSchema(pageSchemaOf(adminAccountSchema)),
      },
    },
    async (request) => ok(request, await accounts.list(adminAuth(request).adminId, request.body)),
  );
  app.post(
    '/admin/set/insert',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add an admin account (password MD5-hashed by the client)',
        body: adminAccountCreateSchema,
        response: okSchema(adminAccountSchema),
      },
    },
    async (request) => ok(request, await accounts.create(adminAuth(request).adminId, request.body)),
  );
  app.post(
    '/admin/set/updateStatus',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Enable (1) or disable (2) an admin; disabling ends its sessions; not yourself',
        body: adminAccountStatusSchema,
        response: okNull,
      },
    },
    async (request) => {
      await accounts.setStatus(adminAuth(request).adminId, request.body.id, request.body.status);
      return ok(request, null);
    },
  );
  app.post(
    '/admin/set/resetPassword',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set an admin's password and end its sessions",
        body: adminAccountPasswordSchema,
        response: okNull,
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.id, request.body.password);
      return ok(request, null);
    },
  );
};
