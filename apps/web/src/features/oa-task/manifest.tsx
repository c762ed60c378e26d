import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const TaskPage = lazyScreen(() => import('./TaskPage.tsx').then((m) => m.TaskPage));

/** 任务 (docs/product/oa-task.md). */
export const oaTaskFeature = defineFeature({
  name: 'oa-task',
  screens: {
    '/oa/task/execute': <TaskPage tab="execute" />,
    '/oa/task/participation': <TaskPage tab="participation" />,
    '/oa/task/responsibility': <TaskPage tab="responsibility" />,
    '/oa/task/create': <TaskPage tab="create" />,
    '/oa/task/allocation': <TaskPage tab="allocation" />,
    '/oa/task/examine': <TaskPage tab="examine" />,
  },
});
