import type { AppModule } from '../../core/deps.ts';
import { analysisRoutes } from './analysis/routes.ts';
import { appraisalRoutes } from './appraisal/routes.ts';
import { cyclesRoutes } from './cycles/routes.ts';
import { libraryRoutes } from './library/routes.ts';
import { review360Routes } from './review360/routes.ts';

/** Performance's hand-written endpoints, one file per part (docs/product/performance.md). */
export const performanceRoutes: AppModule = async (app, deps) => {
  await libraryRoutes(app, deps);
  await cyclesRoutes(app, deps);
  await appraisalRoutes(app, deps);
  await review360Routes(app, deps);
  await analysisRoutes(app, deps);
};
