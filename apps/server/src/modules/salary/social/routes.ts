import { salarySocialEndpoints as api } from '@renli/contracts';
import type { FastifyReply } from 'fastify';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { uploadedSheet, XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { salaryAdmin } from '../access.ts';
import { deleteEnrolments, enrolmentPage, saveEnrolment } from './enrolments.ts';
import { bookAdjustment, bookBackPay, confirmMonth, deleteLine, generateMonth, monthView } from './months.ts';
import { deleteScheme, platformCities, saveScheme, schemeFromPlatform, schemeList } from './schemes.ts';
import { enrolmentTemplate, exportEnrolments, exportMonth, importEnrolments } from './sheets.ts';

const sendFile = (reply: FastifyReply, { file, fileName }: { file: Buffer; fileName: string }) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(file);

/**
 * `/socialInsuranceCtl`: schemes, enrolments and monthly lists of social insurance and the housing
 * fund (docs/product/salary.md, "Social insurance and housing fund"). Salary HR only.
 */
export const socialRoutes: AppModule = async (app, { db }) => {
  const hr = (request: Parameters<typeof userAuth>[0]) => salaryAdmin(db, userAuth(request));

  serve(app, api.platformCities, async ({ body }, request) => {
    await hr(request);
    return { list: await platformCities(db, body.kind, request.locale) };
  });
  serve(app, api.schemeList, async ({ body }, request) => ({
    list: await schemeList(db, (await hr(request)).compId, body.kind),
  }));
  serve(app, api.schemeSave, async ({ body }, request) =>
    saveScheme(db, await hr(request), body, request.locale),
  );
  serve(app, api.schemeFromPlatform, async ({ body }, request) =>
    schemeFromPlatform(db, await hr(request), body, request.locale),
  );
  serve(app, api.schemeDelete, async ({ body }, request) =>
    deleteScheme(db, (await hr(request)).compId, body.id),
  );

  serve(app, api.enrolmentList, async ({ body }, request) => enrolmentPage(db, await hr(request), body));
  serve(app, api.enrolmentSave, async ({ body }, request) =>
    saveEnrolment(db, await hr(request), body, request.locale),
  );
  serve(app, api.enrolmentDelete, async ({ body }, request) =>
    deleteEnrolments(db, await hr(request), body.kind, body.ids),
  );
  serve(app, api.enrolmentExport, async ({ body }, request, reply) =>
    sendFile(reply, await exportEnrolments(db, await hr(request), body, request.locale)),
  );
  serve(app, api.enrolmentTemplate, async ({ query }, request, reply) =>
    sendFile(reply, await enrolmentTemplate(db, await hr(request), query.kind, request.locale)),
  );
  serve(app, api.enrolmentImport, async ({ query }, request) => {
    const actor = await hr(request);
    return importEnrolments(db, actor, request.locale, query.kind, await uploadedSheet(request));
  });

  serve(app, api.month, async ({ body }, request) => monthView(db, await hr(request), body));
  serve(app, api.monthGenerate, async ({ body }, request) => generateMonth(db, await hr(request), body));
  serve(app, api.monthBackPay, async ({ body }, request) => bookBackPay(db, await hr(request), body));
  serve(app, api.monthAdjust, async ({ body }, request) => bookAdjustment(db, await hr(request), body));
  serve(app, api.monthLineDelete, async ({ body }, request) => deleteLine(db, await hr(request), body));
  serve(app, api.monthConfirm, async ({ body }, request) => confirmMonth(db, await hr(request), body));
  serve(app, api.monthExport, async ({ body }, request, reply) =>
    sendFile(reply, await exportMonth(db, await hr(request), body, request.locale)),
  );
};
