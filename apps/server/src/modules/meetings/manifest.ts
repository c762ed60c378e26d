import { defineModule } from '../../core/module.ts';
import { meetingsMessages } from './messages.ts';
import { meetingsRoutes } from './routes.ts';

/** 会议 (Meetings), part of the OA workspace (docs/product/oa-conference.md). */
export const meetingsManifest = defineModule({
  name: 'meetings',
  column: 'oa',
  routes: meetingsRoutes,
  messages: [meetingsMessages],
});
