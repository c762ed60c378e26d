import { defineModule } from '../../core/module.ts';
import { noticesMessages } from './messages.ts';
import { noticesRoutes } from './routes.ts';

/** 公告 (Announcements), part of the OA workspace (docs/product/oa-notice.md). */
export const noticesManifest = defineModule({
  name: 'notices',
  column: 'oa',
  routes: noticesRoutes,
  messages: [noticesMessages],
});
