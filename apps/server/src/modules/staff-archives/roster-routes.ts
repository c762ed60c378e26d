import { staffRosterEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { serve } from '../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../core/resources/sheet.ts';
import { rosterReader } from './roster-access.ts';
import { exportRoster } from './roster-export.ts';
import { selectRosterPage } from './roster-page.ts';
import { rosterStats } from './stats.ts';

/** `/staffRoster`: the roster as of a day, its export and statistics (docs/product/staff.md). */
export const rosterRoutes: AppModule = async (app, { db }) => {
  serve(app, api.selectPage, async ({ body }, request) =>
    selectRosterPage(db, await rosterReader(db, userAuth(request)), body),
  );
  serve(app, api.stats, async ({ body }, request) =>
    rosterStats(db, await rosterReader(db, userAuth(request)), body),
  );
  serve(app, api.export, async ({ body }, request, reply) => {
    const actor = await rosterReader(db, userAuth(request));
    const { file, fileName } = await exportRoster(db, actor, body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
};
