import { defineModule } from '../../core/module.ts';
import { calendarMessages } from './messages.ts';
import { calendarRoutes } from './routes.ts';

/** 日程 (Calendar), part of the OA workspace (docs/product/oa-schedule.md). */
export const calendarManifest = defineModule({
  name: 'calendar',
  column: 'oa',
  routes: calendarRoutes,
  messages: [calendarMessages],
});
