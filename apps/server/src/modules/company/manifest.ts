import { defineModule } from '../../core/module.ts';
import { adminCompanyResourceDefinition } from './admin-companies.ts';
import { companyAdminMessages } from './admin-messages.ts';
import { companyMessages } from './messages.ts';
import { attestationResourceDefinition, trialResourceDefinition } from './reviews.ts';
import { companyModule } from './routes.ts';

export const companyManifest = defineModule({
  name: 'company',
  column: 'other',
  routes: companyModule,
  resources: [attestationResourceDefinition, trialResourceDefinition, adminCompanyResourceDefinition],
  messages: [companyMessages, companyAdminMessages],
});
