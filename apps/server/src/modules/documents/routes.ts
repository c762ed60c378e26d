import type { AppModule } from '../../core/deps.ts';

/** Hand-written endpoints of documents (docs/product/oa-docs.md). */
export const documentsRoutes: AppModule = async () => {};
