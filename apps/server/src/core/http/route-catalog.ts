import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { RouteAccess } from './auth.ts';

/** One endpoint as the app registered it: what the abuse suite plays against (docs/security.md). */
export interface CatalogRoute {
  method: string;
  url: string;
  access: RouteAccess;
  body?: ZodType;
  querystring?: ZodType;
  multipart: boolean;
}

const catalogs = new WeakMap<object, { method: string; route: RecordedRoute }[]>();

interface RecordedRoute {
  url: string;
  config?: { access?: RouteAccess };
  schema?: unknown;
}

/**
 * Records every route registered after it, so checks that must cover each endpoint read the list
 * from the app itself and a new endpoint is covered without anyone remembering to.
 */
export function installRouteCatalog(app: FastifyInstance) {
  const routes: { method: string; route: RecordedRoute }[] = [];
  catalogs.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, route });
    }
  });
}

/** Read when asked, not when recorded: a plugin's own hooks may still set a route's access after ours. */
export function routeCatalog(app: FastifyInstance): CatalogRoute[] {
  return (catalogs.get(app) ?? []).map(({ method, route }) => {
    const schema = (route.schema ?? {}) as { body?: ZodType; querystring?: ZodType; consumes?: string[] };
    return {
      method,
      url: route.url,
      access: route.config?.access ?? 'user',
      ...(schema.body ? { body: schema.body } : {}),
      ...(schema.querystring ? { querystring: schema.querystring } : {}),
      multipart: schema.consumes?.includes('multipart/form-data') ?? false,
    };
  });
}
