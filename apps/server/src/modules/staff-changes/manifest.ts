import { defineModule } from '../../core/module.ts';
import { staffChangeMessages } from './messages.ts';
import { staffChangeResourceDefinition } from './resource.ts';
import { staffChangesModule } from './routes.ts';

/** 转正, 调动 and 离职 (docs/product/staff.md, "转正, 调动 and 离职"). */
export const staffChangesManifest = defineModule({
  name: 'staff-changes',
  column: 'staff',
  routes: staffChangesModule,
  resources: [staffChangeResourceDefinition],
  messages: [staffChangeMessages],
});
