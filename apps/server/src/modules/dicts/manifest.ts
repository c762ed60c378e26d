import { defineModule } from '../../core/module.ts';
import { dictMessages } from './messages.ts';
import { dictResourceDefinition } from './resource.ts';
import { dictsModule } from './routes.ts';

export const dictsManifest = defineModule({
  name: 'dicts',
  routes: dictsModule,
  resources: [dictResourceDefinition],
  messages: [dictMessages],
});
