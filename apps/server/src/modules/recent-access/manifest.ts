import { defineModule } from '../../core/module.ts';
import { recentAccessMessages } from './messages.ts';
import { recentAccessModule } from './routes.ts';

export const recentAccessManifest = defineModule({
  name: 'recent-access',
  routes: recentAccessModule,
  messages: [recentAccessMessages],
});
