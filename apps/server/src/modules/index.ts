import { chatModule } from '../chat/routes.ts';
import type { AppModule } from '../deps.ts';
import { resourcesModule } from '../resources/routes.ts';
import { adminMembersModule } from './admin-members/routes.ts';
import { authModule } from './auth/routes.ts';
import { billingModule } from './billing/routes.ts';
import { companyModule } from './company/routes.ts';
import { dictsModule } from './dicts/routes.ts';
import { filesModule } from './files/routes.ts';
import { healthModule } from './health/routes.ts';
import { notificationsModule } from './notifications/routes.ts';
import { orgModule } from './org/routes.ts';
import { permissionsModule } from './permissions/routes.ts';
import { platformModule } from './platform/routes.ts';
import { recentAccessModule } from './recent-access/routes.ts';
import { settingsModule } from './settings/routes.ts';
import { staffAccountsModule } from './staff-accounts/routes.ts';

/** Every domain's HTTP surface, registered in this order by app.ts. */
export const appModules: AppModule[] = [
  healthModule,
  authModule,
  filesModule,
  resourcesModule,
  orgModule,
  staffAccountsModule,
  permissionsModule,
  settingsModule,
  billingModule,
  companyModule,
  adminMembersModule,
  notificationsModule,
  recentAccessModule,
  dictsModule,
  platformModule,
  chatModule,
];
