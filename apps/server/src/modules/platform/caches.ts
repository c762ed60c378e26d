import type { AppDeps } from '../../core/deps.ts';

/**
 * A small in-process cache. Writes on this node clear it at once; the TTL bounds how long another
 * node behind the load balancer may serve an entry that a write elsewhere made stale.
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    readonly name: string,
    readonly ttlMs: number,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await load();
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
    return value;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

// One registry per running app (keyed by its deps), so test apps in one process do not share entries.
const registries = new WeakMap<AppDeps, Map<string, MemoryCache<unknown>>>();

const registryOf = (deps: AppDeps) => {
  let registry = registries.get(deps);
  if (!registry) {
    registry = new Map();
    registries.set(deps, registry);
  }
  return registry;
};

/** The app's cache called `name`, created on first use; the Cache page lists and clears these. */
export function namedCache<V>(deps: AppDeps, name: string, ttlMs: number): MemoryCache<V> {
  const registry = registryOf(deps);
  let cache = registry.get(name);
  if (!cache) {
    cache = new MemoryCache<unknown>(name, ttlMs);
    registry.set(name, cache);
  }
  return cache as MemoryCache<V>;
}

export const listCaches = (deps: AppDeps) =>
  [...registryOf(deps).values()].map((c) => ({
    name: c.name,
    entries: c.size,
    ttlSeconds: Math.round(c.ttlMs / 1000),
  }));

export const findCache = (deps: AppDeps, name: string) => registryOf(deps).get(name);

/** Names of the caches, shared by their owners and the tests. */
export const CACHE_NAMES = { dicts: 'dicts', platformInfo: 'platformInfo' } as const;
