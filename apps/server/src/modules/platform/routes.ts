import { platformEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { adminAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { notFound } from '../../core/http/errors.ts';
import { transitionsFor } from '../../core/resources/transitions.ts';
import { adminAccountResourceDefinition } from '../auth/admin-account-resource.ts';
import { resetAdminPassword } from '../auth/admin-accounts.ts';
import { findCache, listCaches } from './caches.ts';
import { createPlatformInfoService } from './info.ts';
import { platformMessages as m } from './messages.ts';
import { activePosters } from './posters.ts';

/**
 * The back office's platform pages: `/Platform`, `/Cache`, `/Set`, and the public reads (posters are a
 * kit resource, `posters.ts`). Endpoints declared in contracts (`platformEndpoints`).
 */
export const platformModule: AppModule = async (app, deps) => {
  const info = createPlatformInfoService(deps);
  // Admin accounts are auth's kit resource (`/admin/set`); the status path applies its transitions.
  const accountStatus = transitionsFor(deps, adminAccountResourceDefinition);

  serve(app, api.infoNose, async () => info.publicInfo());
  serve(app, api.selectSettings, async () => info.read());
  serve(app, api.updateSettings, async ({ body }, request) => info.update(adminAuth(request).adminId, body));

  serve(app, api.posterListNose, async ({ query }) => activePosters(deps.db, query.placement));
  serve(app, api.cacheList, async () => listCaches(deps));
  serve(app, api.cacheClear, async ({ body }) => {
    const cache = findCache(deps, body.name);
    if (!cache) throw notFound(m['cache.notFound'], { name: body.name });
    cache.clear();
    return null;
  });

  serve(app, api.adminStatus, async ({ body }, request) => {
    const { id, status } = body;
    const caller = { actor: { adminId: adminAuth(request).adminId }, locale: request.locale };
    await accountStatus(caller, { id, name: status === 2 ? 'disable' : 'enable', input: {} });
    return null;
  });
  serve(app, api.adminResetPassword, async ({ body }) => {
    await resetAdminPassword(deps.db, body.id, body.password);
    return null;
  });
};
