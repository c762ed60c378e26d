import { defineModule } from '../../core/module.ts';
import { diaryMessages } from './messages.ts';
import { diaryRoutes } from './routes.ts';

/** 工作日志 (Work reports), part of the OA workspace (docs/product/oa-diary.md). */
export const diaryManifest = defineModule({
  name: 'diary',
  column: 'oa',
  routes: diaryRoutes,
  messages: [diaryMessages],
});
