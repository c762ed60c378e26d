import { defineModule } from '../../core/module.ts';
import { filesMessages } from './messages.ts';
import { filesModule } from './routes.ts';

export const filesManifest = defineModule({
  name: 'files',
  routes: filesModule,
  messages: [filesMessages],
});
