import { staffSearchQuerySchema, staffSearchResultSchema } from '@renli/contracts';
import type { AppModule } from '../../deps.ts';
import { userAuth } from '../../http/auth.ts';
import { ok, okSchema } from '../../http/envelope.ts';
import { searchStaff } from './staff-search.ts';

const docs = {
  tags: ['org'],
  summary: "Search the caller's company's staff (address book); callers read data.result.list",
  response: okSchema(staffSearchResultSchema),
};

/** Org endpoints beyond the generic resources (departments are a resource, see departments.ts). */
export const orgModule: AppModule = async (app, deps) => {
  app.post(
    '/compStaffMember/getStaff',
    { schema: { ...docs, body: staffSearchQuerySchema } },
    async (request) => ok(request, await searchStaff(deps.db, userAuth(request), request.body)),
  );
  app.get(
    '/compStaffMember/getStaff',
    { schema: { ...docs, querystring: staffSearchQuerySchema } },
    async (request) => ok(request, await searchStaff(deps.db, userAuth(request), request.query)),
  );
};
