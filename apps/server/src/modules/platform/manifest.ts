import { defineModule } from '../../core/module.ts';
import { platformMessages } from './messages.ts';
import { posterResourceDefinition } from './posters.ts';
import { platformModule } from './routes.ts';

export const platformManifest = defineModule({
  name: 'platform',
  routes: platformModule,
  resources: [posterResourceDefinition],
  messages: [platformMessages],
});
