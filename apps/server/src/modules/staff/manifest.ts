import { defineModule } from '../../core/module.ts';
import { staffAccountResourceDefinition } from './accounts.ts';
import { adminStaffResourceDefinition } from './admin-staff.ts';
import { staffAccountMessages } from './messages.ts';
import { staffModule } from './routes.ts';

/** The staff domain (docs/decisions.md 43): staff records, their accounts, invitations and the address book. */
export const staffManifest = defineModule({
  name: 'staff',
  column: 'other',
  routes: staffModule,
  resources: [staffAccountResourceDefinition, adminStaffResourceDefinition],
  messages: [staffAccountMessages],
});
