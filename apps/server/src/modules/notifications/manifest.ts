import { defineModule } from '../../core/module.ts';
import { reminderMessages } from './messages.ts';
import { remindAttestationReviewed, remindStaffJoined } from './reactions.ts';
import { reminderResourceDefinition } from './reminders-resource.ts';
import { notificationsModule } from './routes.ts';

export const notificationsManifest = defineModule({
  name: 'notifications',
  column: 'oa',
  routes: notificationsModule,
  resources: [reminderResourceDefinition],
  messages: [reminderMessages],
  events: {
    'company.attestationReviewed': (deps, event) => remindAttestationReviewed(deps.db, event),
    'staff.joined': (deps, event) => remindStaffJoined(deps.db, event),
  },
});
