import { defineModule } from '../../core/module.ts';
import { tasksMessages } from './messages.ts';
import { tasksRoutes } from './routes.ts';

/** 任务 (Tasks), part of the OA workspace (docs/product/oa-task.md). */
export const tasksManifest = defineModule({
  name: 'tasks',
  column: 'oa',
  routes: tasksRoutes,
  messages: [tasksMessages],
});
