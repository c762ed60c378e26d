import { defineModule } from '../../core/module.ts';
import { settingsMessages } from './messages.ts';
import { settingsModule } from './routes.ts';

export const settingsManifest = defineModule({
  name: 'settings',
  column: 'other',
  routes: settingsModule,
  messages: [settingsMessages],
});
