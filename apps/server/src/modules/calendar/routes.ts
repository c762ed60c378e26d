import type { AppModule } from '../../core/deps.ts';

/** Hand-written endpoints of calendar (docs/product/oa-schedule.md). */
export const calendarRoutes: AppModule = async () => {};
