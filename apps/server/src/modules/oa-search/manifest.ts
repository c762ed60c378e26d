import { defineModule } from '../../core/module.ts';
import { oaSearchMessages } from './messages.ts';
import { oaSearchRoutes } from './routes.ts';

/** One search across the OA workspace (docs/product/oa.md, "One search"). */
export const oaSearchManifest = defineModule({
  name: 'oa-search',
  column: 'oa',
  routes: oaSearchRoutes,
  messages: [oaSearchMessages],
});
