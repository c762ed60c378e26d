import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const PlatformPage = lazyScreen(() => import('./PlatformPage.tsx').then((m) => m.PlatformPage));
const CachePage = lazyScreen(() => import('./CachePage.tsx').then((m) => m.CachePage));
const PosterPage = lazyScreen(() => import('./PosterPage.tsx').then((m) => m.PosterPage));
const AdminAccountsPage = lazyScreen(() =>
  import('./AdminAccountsPage.tsx').then((m) => m.AdminAccountsPage),
);

export const platformFeature = defineFeature({
  name: 'platform',
  screens: {
    '/Platform': <PlatformPage />,
    '/Cache': <CachePage />,
    '/Poster': <PosterPage />,
    '/Set': <AdminAccountsPage />,
  },
});
