import {
  companyColumnsSchema,
  emptyStaffPermissionsBodySchema,
  staffIdQuerySchema,
  staffPermissionSetSchema,
  updateCompanyColumnsBodySchema,
  updateStaffPermissionsBodySchema,
} from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../deps.ts';
import { userAuth } from '../../http/auth.ts';
import { ok, okSchema } from '../../http/envelope.ts';
import { resolveCompanyActor } from '../../resources/actor.ts';
import { createPermissionsService } from './service.ts';

const tags = ['permissions'];

/** Spec section 6: the company's column switches and per-staff permission sets. */
export const permissionsModule: AppModule = async (app, deps) => {
  const permissions = createPermissionsService(deps.db);
  const actorOf = (request: FastifyRequest) => resolveCompanyActor(deps.db, userAuth(request));

  app.get(
    '/cPowerSetCtl/select',
    {
      schema: {
        tags,
        summary:
          "The company's column switches; every member reads them, only the company account changes them",
        response: okSchema(companyColumnsSchema),
      },
    },
    async (request) => ok(request, await permissions.companyColumns(await actorOf(request))),
  );

  app.post(
    '/cPowerSetCtl/update',
    {
      schema: {
        tags,
        summary: "Open or close columns (company account only; 'other' cannot be closed)",
        body: updateCompanyColumnsBodySchema,
        response: okSchema(companyColumnsSchema),
      },
    },
    async (request) =>
      ok(request, await permissions.updateCompanyColumns(await actorOf(request), request.body.columns)),
  );

  app.get(
    '/cAccountAuthCtl/select',
    {
      schema: {
        tags,
        summary: "A staff member's permission set (managers of that staff member, or the staff member)",
        querystring: staffIdQuerySchema,
        response: okSchema(staffPermissionSetSchema),
      },
    },
    async (request) => ok(request, await permissions.staffSet(await actorOf(request), request.query.staffId)),
  );

  app.post(
    '/cAccountAuthCtl/update',
    {
      schema: {
        tags,
        summary: "Replace a staff member's permission set (company account, or a staff admin of their scope)",
        body: updateStaffPermissionsBodySchema,
        response: okSchema(staffPermissionSetSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await permissions.updateStaffSet(await actorOf(request), request.body.staffId, request.body.columns),
      ),
  );

  app.post(
    '/cAccountAuthCtl/empty',
    {
      schema: {
        tags,
        summary: "Remove every grant of a staff member's permission set",
        body: emptyStaffPermissionsBodySchema,
        response: okSchema(staffPermissionSetSchema),
      },
    },
    async (request) =>
      ok(request, await permissions.emptyStaffSet(await actorOf(request), request.body.staffId)),
  );
};
