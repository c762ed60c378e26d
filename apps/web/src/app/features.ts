import { registerPickers } from '../components/resource/pickers.ts';
import { adminMembersFeature } from '../features/admin-members/manifest.tsx';
import { approvalFeature } from '../features/approval/manifest.tsx';
import { authFeature } from '../features/auth/manifest.tsx';
import { billingFeature } from '../features/billing/manifest.tsx';
import { companyFeature } from '../features/company/manifest.tsx';
import { dictsFeature } from '../features/dicts/manifest.tsx';
import { notificationsFeature } from '../features/notifications/manifest.tsx';
import { orgFeature } from '../features/org/manifest.tsx';
import { permissionsFeature } from '../features/permissions/manifest.tsx';
import { platformFeature } from '../features/platform/manifest.tsx';
import { recentAccessFeature } from '../features/recent-access/manifest.tsx';
import { settingsFeature } from '../features/settings/manifest.tsx';
import { shortcutsFeature } from '../features/shortcuts/manifest.tsx';
import { staffFeature } from '../features/staff/manifest.tsx';
import { type FeatureManifest, pickersOf, screensOf, widgetsOf } from '../lib/feature.ts';

/**
 * THE list of web features (docs/architecture.md): adding one is its folder plus one line here. The
 * route catalog (routes.ts) takes each screen from the feature that claims its path, the workbenches
 * (app/workbench/) their widgets from the features that register them (docs/workbench.md).
 */
export const webFeatures: readonly FeatureManifest[] = [
  authFeature,
  companyFeature,
  orgFeature,
  staffFeature,
  notificationsFeature,
  recentAccessFeature,
  shortcutsFeature,
  settingsFeature,
  billingFeature,
  permissionsFeature,
  adminMembersFeature,
  dictsFeature,
  platformFeature,
  approvalFeature,
];

export const featureScreens = screensOf(webFeatures);
export const featureWidgets = widgetsOf(webFeatures);
registerPickers(pickersOf(webFeatures));
