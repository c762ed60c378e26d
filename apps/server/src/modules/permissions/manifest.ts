import { defineModule } from '../../core/module.ts';
import { permissionMessages } from './messages.ts';
import { permissionsModule } from './routes.ts';

export const permissionsManifest = defineModule({
  name: 'permissions',
  column: 'other',
  routes: permissionsModule,
  messages: [permissionMessages],
});
