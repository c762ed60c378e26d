import { defineModule } from '../../core/module.ts';
import './approval-type.ts';
import { staffEntryMessages } from './messages.ts';
import { staffEntryResourceDefinition } from './resource.ts';
import { staffEntryModule } from './routes.ts';

/** Entries (入职) and the public registration form (docs/product/staff.md, "Entry (入职)"). */
export const staffEntryManifest = defineModule({
  name: 'staff-entry',
  column: 'staff',
  routes: staffEntryModule,
  resources: [staffEntryResourceDefinition],
  messages: [staffEntryMessages],
});
