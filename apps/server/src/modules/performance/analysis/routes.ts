import { analysisEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { perfAdmin } from '../access.ts';
import { exportAnalysis } from './export.ts';
import { launchedCycles, sheetsOf } from './sheets.ts';
import { evaluationsAnalysis, indicatorsAnalysis, resultsAnalysis, targetsAnalysis } from './tabs.ts';

/**
 * `/performance/analysis` (docs/product/performance.md, "Result analysis"): HR only, over the staff
 * of the employee types they manage.
 */
export const analysisRoutes: AppModule = async (app, { db }) => {
  const hr = (request: Parameters<typeof userAuth>[0]) => perfAdmin(db, userAuth(request));
  serve(app, api.cycles, async (_, request) => {
    const actor = await hr(request);
    const cycles = await launchedCycles(db, actor.compId);
    const sheets = await sheetsOf(
      db,
      actor,
      cycles.map((c) => c.id),
      undefined,
    );
    return {
      list: cycles.map((c) => ({
        id: c.id,
        name: c.name,
        periodEnd: c.periodEnd,
        status: c.status,
        sheets: sheets.filter((s) => s.sheet.cycleId === c.id).length,
      })),
    };
  });
  serve(app, api.mb, async ({ body }, request) => targetsAnalysis(db, await hr(request), body));
  serve(app, api.zb, async ({ body }, request) => indicatorsAnalysis(db, await hr(request), body));
  serve(app, api.pj, async ({ body }, request) => evaluationsAnalysis(db, await hr(request), body));
  serve(app, api.jg, async ({ body }, request) => resultsAnalysis(db, await hr(request), body));
  serve(app, api.export, async ({ body }, request, reply) => {
    const { file, fileName } = await exportAnalysis(db, await hr(request), body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
};
