import { chatModule } from '../chat/routes.ts';
import type { AppModule } from '../deps.ts';
import { resourcesModule } from '../resources/routes.ts';
import { authModule } from './auth/routes.ts';
import { filesModule } from './files/routes.ts';
import { healthModule } from './health/routes.ts';
import { orgModule } from './org/routes.ts';

/** Every domain's HTTP surface, registered in this order by app.ts. */
export const appModules: AppModule[] = [
  healthModule,
  authModule,
  filesModule,
  resourcesModule,
  orgModule,
  chatModule,
];
