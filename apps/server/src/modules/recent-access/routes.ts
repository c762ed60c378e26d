import { addRecentAccessSchema, recentAccessListSchema } from '@renli/contracts';
import type { AppModule } from '../../deps.ts';
import { userAuth } from '../../http/auth.ts';
import { ok, okSchema } from '../../http/envelope.ts';
import './messages.ts';
import { listRecentAccesses, recordAccess } from './service.ts';

const tags = ['recent-access'];

/** The 'recently used' (最近使用) pages of the caller's current identity. */
export const recentAccessModule: AppModule = async (app, deps) => {
  app.post(
    '/accountCtl/addRecentAccess',
    {
      schema: {
        tags,
        summary: 'Record a visit to a main-shell page; answers the updated list',
        body: addRecentAccessSchema,
        response: okSchema(recentAccessListSchema),
      },
    },
    async (request) => {
      const scope = userAuth(request);
      await recordAccess(deps.db, scope, request.body);
      return ok(request, await listRecentAccesses(deps.db, scope));
    },
  );
  app.get(
    '/accountCtl/selectListRecentAccesses',
    {
      schema: {
        tags,
        summary: 'The 8 latest distinct pages of the current identity, newest first',
        response: okSchema(recentAccessListSchema),
      },
    },
    async (request) => ok(request, await listRecentAccesses(deps.db, userAuth(request))),
  );
};
