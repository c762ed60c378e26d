import { defineModule } from '../../core/module.ts';
import { ensureCompanySpace } from './access.ts';
import { documentsMessages } from './messages.ts';
import { documentsRoutes } from './routes.ts';

/** 文档 (Documents), part of the OA workspace (docs/product/oa-docs.md). */
export const documentsManifest = defineModule({
  name: 'documents',
  column: 'oa',
  routes: documentsRoutes,
  messages: [documentsMessages],
  events: { 'company.created': (deps, event) => ensureCompanySpace(deps.db, event.compId) },
});
