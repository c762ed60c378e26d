import { chatManifest } from '../chat/manifest.ts';
import type { ModuleManifest } from '../core/module.ts';
import { adminMembersManifest } from './admin-members/manifest.ts';
import { approvalManifest } from './approval/manifest.ts';
import { authManifest } from './auth/manifest.ts';
import { billingManifest } from './billing/manifest.ts';
import { companyManifest } from './company/manifest.ts';
import { dictsManifest } from './dicts/manifest.ts';
import { filesManifest } from './files/manifest.ts';
import { healthManifest } from './health/manifest.ts';
import { notificationsManifest } from './notifications/manifest.ts';
import { orgManifest } from './org/manifest.ts';
import { permissionsManifest } from './permissions/manifest.ts';
import { platformManifest } from './platform/manifest.ts';
import { recentAccessManifest } from './recent-access/manifest.ts';
import { settingsManifest } from './settings/manifest.ts';
import { staffManifest } from './staff/manifest.ts';

/**
 * THE list of server modules (docs/architecture.md): adding a module is its folder plus one line
 * here. app.ts mounts them in this order.
 */
export const serverModules: readonly ModuleManifest[] = [
  healthManifest,
  authManifest,
  filesManifest,
  orgManifest,
  staffManifest,
  permissionsManifest,
  settingsManifest,
  billingManifest,
  companyManifest,
  adminMembersManifest,
  notificationsManifest,
  approvalManifest,
  recentAccessManifest,
  dictsManifest,
  platformManifest,
  chatManifest,
];
