import { permissionsEndpoints as api } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { createPermissionsService } from './service.ts';

/** docs/product/permissions.md: the company's column switches and per-staff permission sets. */
export const permissionsModule: AppModule = async (app, deps) => {
  const permissions = createPermissionsService(deps.db);
  const actorOf = (request: FastifyRequest) => resolveCompanyActor(deps.db, userAuth(request));

  serve(app, api.companyColumns, async (_, request) => permissions.companyColumns(await actorOf(request)));
  serve(app, api.updateCompanyColumns, async ({ body }, request) =>
    permissions.updateCompanyColumns(await actorOf(request), body.columns),
  );
  serve(app, api.staffSet, async ({ query }, request) =>
    permissions.staffSet(await actorOf(request), query.staffId),
  );
  serve(app, api.updateStaffSet, async ({ body }, request) =>
    permissions.updateStaffSet(await actorOf(request), body.staffId, body.columns),
  );
  serve(app, api.emptyStaffSet, async ({ body }, request) =>
    permissions.emptyStaffSet(await actorOf(request), body.staffId),
  );
};
