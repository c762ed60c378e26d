import { loadLocales } from '../lib/i18n.ts';
import { lazyScreen } from '../lib/lazy-screen.ts';

// The chunks the root refers to (Suspense boundaries are in RootLayout, PlatformRoutes and each shell
// around its page). The platform's own screens are declared by the features (app/features.ts), which
// come with the platform's route table, so the chat workspace does not download even their stubs.

/**
 * The platform's routes wait for the text of its public pages (the site's and that of the features
 * drawing them); the shells bring the rest (app/lazy-screens.tsx), so a login page does not download
 * the back office's text.
 */
export const PlatformRoutes = lazyScreen(() =>
  Promise.all([import('./platform/PlatformRoutes.tsx'), loadLocales('site')]).then(async ([m]) => {
    await loadLocales(m.publicNamespaces);
    return m.PlatformRoutes;
  }),
);
export const PlatformProviders = lazyScreen(() =>
  import('./platform/PlatformProviders.tsx').then((m) => m.PlatformProviders),
);
/** The landing page needs only the site's text (app/landing-routes.tsx). */
export const SiteHome = lazyScreen(() =>
  Promise.all([import('./site/SiteHome.tsx'), loadLocales('site')]).then(([m]) => m.SiteHome),
);
export const RouteError = lazyScreen(() => import('../components/RouteError.tsx').then((m) => m.RouteError));
/** The workspace, its text, and the features' cards its messages may hold (app/chat-cards.ts). */
export const ChatWorkspace = lazyScreen(() =>
  Promise.all([
    import('../chat/ChatWorkspace.tsx'),
    loadLocales('workspace'),
    import('../chat/emoji/data.ts').then((m) => m.loadEmojiNames()),
    import('./chat-cards.ts').then((m) => loadLocales(m.chatCardNamespaces)),
  ]).then(([m]) => m.ChatWorkspace),
);
