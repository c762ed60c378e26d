import { defineModule } from '../../core/module.ts';
import { approvalMessages } from './messages.ts';
import { approvalModule } from './routes.ts';

export const approvalManifest = defineModule({
  name: 'approval',
  column: 'oa',
  routes: approvalModule,
  messages: [approvalMessages],
});
