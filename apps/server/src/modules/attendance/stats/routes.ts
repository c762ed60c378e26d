import { attendanceStatsEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { attendanceAdmin } from '../access.ts';
import { exportMonth } from './export.ts';
import { lockMonth, selectLocks, unlockMonth } from './month-locks.ts';
import { monthSummary, selectMonthPage } from './month-rows.ts';
import { staffMonth } from './staff-month.ts';

/** `/statistics`: the monthly statistics, their export and the month lock (docs/product/attendance.md, "Statistics"). */
export const statsRoutes: AppModule = async (app, { db }) => {
  serve(app, api.selectMonthPage, async ({ body }, request) =>
    selectMonthPage(db, await attendanceAdmin(db, userAuth(request)), body),
  );
  serve(app, api.monthSummary, async ({ body }, request) =>
    monthSummary(db, await attendanceAdmin(db, userAuth(request)), body),
  );
  serve(app, api.export, async ({ body }, request, reply) => {
    const actor = await attendanceAdmin(db, userAuth(request));
    const { file, fileName } = await exportMonth(db, actor, body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
  serve(app, api.staffMonth, async ({ body }, request) => staffMonth(db, userAuth(request), body));
  serve(app, api.selectLocks, async (_input, request) =>
    selectLocks(db, await attendanceAdmin(db, userAuth(request))),
  );
  serve(app, api.lockMonth, async ({ body }, request) =>
    lockMonth(db, await attendanceAdmin(db, userAuth(request)), body.month),
  );
  serve(app, api.unlockMonth, async ({ body }, request) =>
    unlockMonth(db, await attendanceAdmin(db, userAuth(request)), body.month),
  );
};
