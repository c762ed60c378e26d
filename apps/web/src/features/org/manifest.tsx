import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const OrgSettingsPage = lazyScreen(() => import('./OrgSettingsPage.tsx').then((m) => m.OrgSettingsPage));

export const orgFeature = defineFeature({
  name: 'org',
  screens: { '/other/setting/org': <OrgSettingsPage /> },
});
