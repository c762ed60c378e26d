import { inCompany } from '../../lib/access.ts';
import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const CompanySettingsPage = lazyScreen(() =>
  import('./pages/CompanySettingsPage.tsx').then((m) => m.CompanySettingsPage),
);
const TryPage = lazyScreen(() => import('./pages/TryPage.tsx').then((m) => m.TryPage));
const VerificationWidget = lazyScreen(() =>
  import('./widgets/VerificationWidget.tsx').then((m) => m.VerificationWidget),
);

export const companyFeature = defineFeature({
  name: 'company',
  screens: { '/other/setting/company': <CompanySettingsPage />, '/try': <TryPage /> },
  widgets: [
    {
      key: 'company.verification',
      modules: ['manage', 'other'],
      order: 20,
      size: 'half',
      component: VerificationWidget,
      // Every member reads the company's profile; a person has no company.
      visible: inCompany,
    },
  ],
});
