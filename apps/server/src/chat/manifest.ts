import { defineModule } from '../core/module.ts';
import { groupMessages } from './groups/messages.ts';
import { chatMessages } from './messages.ts';
import { relationMessages } from './relations/messages.ts';
import { chatModule } from './routes.ts';

/** Chat's REST surface; its socket gateway and admin REST are attached by app.ts (they share one gateway). */
export const chatManifest = defineModule({
  name: 'chat',
  routes: chatModule,
  messages: [chatMessages, relationMessages, groupMessages],
});
