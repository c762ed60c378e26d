import { oaSearchEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import './messages.ts';
import { searchOa } from './service.ts';

/** One search across the OA workspace (docs/product/oa.md, "One search"). */
export const oaSearchRoutes: AppModule = async (app, { db }) => {
  serve(app, api.query, async ({ body }, request) => {
    const actor = await resolveCompanyActor(db, userAuth(request));
    await requireColumn(db, actor, 'oa', 'read');
    return { groups: await searchOa(db, actor, body.q, body.kinds) };
  });
};
