import type { AppModule } from '../../core/deps.ts';

/** Hand-written endpoints of work reports (docs/product/oa-diary.md). */
export const diaryRoutes: AppModule = async () => {};
