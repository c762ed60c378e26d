import type { ColumnKey } from '@renli/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, AppModule } from './deps.ts';
import type { DomainEventMap } from './events.ts';
import type { AnyResource } from './resources/define.ts';
import { type ResourceKit, registerResource } from './resources/routes.ts';

/** Reactions to other modules' announcements; each handles (and logs) its own failures. */
export type EventHandlers = {
  [K in keyof DomainEventMap]?: (deps: AppDeps, event: DomainEventMap[K]) => Promise<void>;
};

/**
 * Everything the server needs to know about one module, declared in `<module>/manifest.ts`
 * (docs/architecture.md, "Module manifests"). The app mounts what the manifests declare; no other
 * registry exists.
 */
export interface ModuleManifest {
  /** The folder's name; also the OpenAPI tag of its kit resources. */
  name: string;
  /** The column (docs/product/permissions.md) the module's screens live under, if any. */
  column?: ColumnKey;
  /** Hand-written endpoints (anything the resource kit does not cover). */
  routes?: AppModule;
  /** Kit resources of any scope: mounted with their endpoints and covered by the generated isolation test. */
  resources?: readonly AnyResource[];
  /** Message catalogs (`defineMessages` results), so a manifest import registers every text. */
  messages?: readonly Readonly<Record<string, string>>[];
  /** Subscriptions to domain events. */
  events?: EventHandlers;
}

export const defineModule = <const M extends ModuleManifest>(manifest: M): M => manifest;

/** Mounts every manifest's routes and resources and subscribes its event handlers, in list order. */
export function mountModules(modules: readonly ModuleManifest[], kit: ResourceKit): AppModule {
  return async (app, deps) => {
    for (const module of modules) {
      for (const [name, handle] of Object.entries(module.events ?? {})) {
        const event = name as keyof DomainEventMap;
        deps.events.on(event, (payload) =>
          (handle as (deps: AppDeps, payload: unknown) => Promise<void>)(deps, payload).catch((error) =>
            app.log.error({ err: error, event, module: module.name }, 'an event handler failed'),
          ),
        );
      }
      if (module.routes)
        await app.register(async (scope) => module.routes!(scope.withTypeProvider<ZodTypeProvider>(), deps));
      for (const resource of module.resources ?? []) {
        await app.register(async (scope) =>
          registerResource(scope.withTypeProvider<ZodTypeProvider>(), deps, resource, kit),
        );
      }
    }
  };
}

/** Every kit resource the manifests declare (the generated isolation test walks this list). */
export const resourcesOf = (modules: readonly ModuleManifest[]): AnyResource[] =>
  modules.flatMap((module) => module.resources ?? []);
