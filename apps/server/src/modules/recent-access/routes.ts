import { recentAccessEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import './messages.ts';
import { listRecentAccesses, recordAccess } from './service.ts';

/** The 'recently used' (最近使用) pages of the caller's current identity. */
export const recentAccessModule: AppModule = async (app, deps) => {
  serve(app, api.add, async ({ body }, request) => {
    const scope = userAuth(request);
    await recordAccess(deps.db, scope, body);
    return listRecentAccesses(deps.db, scope);
  });
  serve(app, api.list, async (_, request) => listRecentAccesses(deps.db, userAuth(request)));
};
