import type { AppModule } from '../../core/deps.ts';

/** Hand-written endpoints of tasks (docs/product/oa-task.md). */
export const tasksRoutes: AppModule = async () => {};
