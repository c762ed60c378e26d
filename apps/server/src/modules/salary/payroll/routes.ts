import { payrollEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { uploadedSheet, XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { salaryAdmin } from '../access.ts';
import { lineDetail, saveInputs, selectLines } from './lines.ts';
import { calculateRun, changeRunStatus, createRun, deleteRun, selectRuns } from './runs.ts';
import { exportRun, importInputs, inputsTemplate } from './sheets.ts';

/** `/salaryCtl`: payroll runs (docs/product/salary.md, "Payroll runs"); HR only, within their employee types. */
export const payrollRoutes: AppModule = async (app, { db }) => {
  const hr = (request: Parameters<typeof userAuth>[0]) => salaryAdmin(db, userAuth(request));
  serve(app, api.selectRuns, async ({ body }, request) =>
    selectRuns(db, await hr(request), body, request.locale),
  );
  serve(app, api.createRun, async ({ body }, request) =>
    createRun(db, await hr(request), body, request.locale),
  );
  serve(app, api.deleteRun, async ({ body }, request) => deleteRun(db, await hr(request), body.runId));
  serve(app, api.calculate, async ({ body }, request) =>
    calculateRun(db, await hr(request), body.runId, request.locale),
  );
  serve(app, api.changeStatus, async ({ body }, request) =>
    changeRunStatus(db, userAuth(request), await hr(request), body, request.locale),
  );
  serve(app, api.selectLines, async ({ body }, request) =>
    selectLines(db, await hr(request), body, request.locale),
  );
  serve(app, api.lineDetail, async ({ body }, request) =>
    lineDetail(db, await hr(request), body, request.locale),
  );
  serve(app, api.saveInputs, async ({ body }, request) =>
    saveInputs(db, await hr(request), body, request.locale),
  );
  serve(app, api.importInputs, async ({ query }, request) => {
    const actor = await hr(request);
    return importInputs(db, actor, query.runId, await uploadedSheet(request), request.locale);
  });
  serve(app, api.inputsTemplate, async ({ body }, request, reply) => {
    const { file, fileName } = await inputsTemplate(db, await hr(request), body.runId, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
  serve(app, api.export, async ({ body }, request, reply) => {
    const { file, fileName } = await exportRun(db, await hr(request), body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
};
