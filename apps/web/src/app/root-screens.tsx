import { type ComponentType, lazy } from 'react';
import { loadLocales } from '../lib/i18n.ts';

/**
 * Every screen and shell is its own chunk: a visitor downloads the code (and the antd components) of
 * what they open, so the chat workspace or the login page does not carry the whole back office. The
 * Suspense boundaries are in RootLayout, PlatformRoutes and each shell around its page.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

// The chunks the root refers to. The platform's own screens are in lazy-screens.tsx, which comes with
// the platform's route table, so the chat workspace does not download even their import stubs.

/** Platform screens show text of every namespace; their routes wait for it before anything renders. */
export const PlatformRoutes = lazyScreen(() =>
  Promise.all([import('./platform/PlatformRoutes.tsx'), loadLocales('all')]).then(([m]) => m.PlatformRoutes),
);
export const PlatformProviders = lazyScreen(() =>
  Promise.all([import('./platform/PlatformProviders.tsx'), loadLocales('all')]).then(
    ([m]) => m.PlatformProviders,
  ),
);
export const RouteError = lazyScreen(() => import('../components/RouteError.tsx').then((m) => m.RouteError));
export const ChatWorkspace = lazyScreen(() =>
  Promise.all([
    import('../chat/ChatWorkspace.tsx'),
    import('../chat/emoji/data.ts').then((m) => m.loadEmojiNames()),
  ]).then(([m]) => m.ChatWorkspace),
);
