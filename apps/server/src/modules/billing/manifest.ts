import { defineModule } from '../../core/module.ts';
import { billingMessages } from './messages.ts';
import { billingResources } from './resources.ts';
import { billingModule } from './routes.ts';

export const billingManifest = defineModule({
  name: 'billing',
  column: 'other',
  routes: billingModule,
  resources: billingResources,
  messages: [billingMessages],
});
