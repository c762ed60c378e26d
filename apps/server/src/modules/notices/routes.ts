import type { AppModule } from '../../core/deps.ts';

/** Hand-written endpoints of announcements (docs/product/oa-notice.md). */
export const noticesRoutes: AppModule = async () => {};
