import { dictsEndpoints as api, type DictItem } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { adminAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { transitionsFor } from '../../core/resources/transitions.ts';
import './messages.ts';
import { dictResourceDefinition } from './resource.ts';
import { createDictService } from './service.ts';

/**
 * Platform dictionaries: edited in the back office (`/Parameter/*`), read by apps without login.
 * Endpoints declared in contracts (`dictsEndpoints`).
 */
export const dictsModule: AppModule = async (app, deps) => {
  const dicts = createDictService(deps);
  // The flat list and the on/off switch are the kit's (`resource.ts`); this older path applies it.
  const switchItem = transitionsFor(deps, dictResourceDefinition);

  serve(app, api.getDictNose, async ({ query }, request) =>
    dicts.forApps(query.type, query.group, request.locale),
  );
  serve(app, api.selectTree, async ({ query }) => dicts.tree(query.type, query.group));
  serve(app, api.selectGroups, async ({ query }) => dicts.groups(query.type));
  serve(app, api.insert, async ({ body }, request) =>
    dicts.create(adminAuth(request).adminId, body, request.locale),
  );
  serve(app, api.update, async ({ body }, request) =>
    dicts.update(adminAuth(request).adminId, body, request.locale),
  );
  serve(app, api.updateStatus, async ({ body }, request) => {
    const { id, status } = body;
    const caller = { actor: { adminId: adminAuth(request).adminId }, locale: request.locale };
    const step = { id, name: status === 2 ? 'disable' : 'enable', input: {} };
    return (await switchItem(caller, step)) as unknown as DictItem;
  });
  serve(app, api.remove, async ({ body }, request) => dicts.remove(adminAuth(request).adminId, body.ids));
};
