import { webFeatures } from '../features.ts';
import { allRoutes } from '../routes.ts';

const publicPaths = new Set(
  allRoutes.filter((route) => route.access === 'public').map((route) => route.path),
);

/**
 * The text public pages need besides the site's: the namespace of every feature that draws one (a
 * feature's namespace is its name, docs/architecture.md, "Text"). Loaded with the platform's routes;
 * the shells load every namespace.
 */
export const publicNamespaces: readonly string[] = webFeatures
  .filter((feature) => Object.keys(feature.screens ?? {}).some((path) => publicPaths.has(path)))
  .map((feature) => feature.name);
