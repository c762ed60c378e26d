import { defineModule } from '../../core/module.ts';
import { seedBuiltinTemplates } from './builtin.ts';
import { approvalMessages } from './messages.ts';
import { approvalModule } from './routes.ts';

export const approvalManifest = defineModule({
  name: 'approval',
  column: 'oa',
  routes: approvalModule,
  messages: [approvalMessages],
  events: {
    'company.created': (deps, event) => deps.db.transaction((tx) => seedBuiltinTemplates(tx, event.compId)),
  },
});
