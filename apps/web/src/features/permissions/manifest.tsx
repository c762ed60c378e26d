import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const CompanyPermissionsPage = lazyScreen(() =>
  import('./pages/CompanyPermissionsPage.tsx').then((m) => m.CompanyPermissionsPage),
);

export const permissionsFeature = defineFeature({
  name: 'permissions',
  screens: { '/other/setting/comsafe': <CompanyPermissionsPage /> },
});
