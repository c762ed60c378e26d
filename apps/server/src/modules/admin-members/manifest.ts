import { defineModule } from '../../core/module.ts';
import { adminMembersMessages } from './messages.ts';
import { adminMembersModule } from './routes.ts';

export const adminMembersManifest = defineModule({
  name: 'admin-members',
  routes: adminMembersModule,
  messages: [adminMembersMessages],
});
