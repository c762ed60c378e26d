import { defineModule } from '../../core/module.ts';
import { departmentResourceDefinition } from './departments.ts';
import { orgMessages, positionRankMessages } from './messages.ts';
import { positionResourceDefinition } from './positions.ts';
import { rankResourceDefinition } from './ranks.ts';

export const orgManifest = defineModule({
  name: 'org',
  column: 'other',
  resources: [departmentResourceDefinition, positionResourceDefinition, rankResourceDefinition],
  messages: [orgMessages, positionRankMessages],
});
