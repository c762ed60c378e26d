import type { AppModule } from '../../core/deps.ts';

/** Hand-written endpoints of meetings (docs/product/oa-conference.md). */
export const meetingsRoutes: AppModule = async () => {};
