import { loadLocales } from '../lib/i18n.ts';
import { lazyScreen } from '../lib/lazy-screen.ts';

// The chunks the root refers to (Suspense boundaries are in RootLayout, PlatformRoutes and each shell
// around its page). The platform's own screens are declared by the features (app/features.ts), which
// come with the platform's route table, so the chat workspace does not download even their stubs.

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
