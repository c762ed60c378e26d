import { defineModule } from '../../core/module.ts';
import { adminAccountResourceDefinition } from './admin-account-resource.ts';
import { authAdminMessages } from './admin-messages.ts';
import { adminPersonResourceDefinition } from './admin-persons.ts';
import { authMessages } from './messages.ts';
import { authModule } from './routes.ts';

export const authManifest = defineModule({
  name: 'auth',
  routes: authModule,
  resources: [adminPersonResourceDefinition, adminAccountResourceDefinition],
  messages: [authMessages, authAdminMessages],
});
