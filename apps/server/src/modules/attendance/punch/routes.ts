import { punchEndpoints as api } from '@renli/contracts';
import type { FastifyReply } from 'fastify';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { attendanceAdmin, attendanceStaff } from '../access.ts';
import { correctPunch, voidPunch } from './corrections.ts';
import { exportDays, selectDayPage } from './day-records.ts';
import { uploadedPunchFile } from './import-file.ts';
import { importPunches } from './import-punches.ts';
import { punchTemplate } from './import-template.ts';
import { staffDays } from './staff-days.ts';
import { punchToday } from './today.ts';
import { webPunch } from './web-punch.ts';

const sendXlsx = (reply: FastifyReply, { file, fileName }: { file: Buffer; fileName: string }) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(file);

/**
 * `/cPunchCard` (docs/product/attendance.md, "Punching and records"): staff punch and read their
 * own days; HR reads everyone's days, exports them, imports device logs and corrects punches.
 */
export const punchRoutes: AppModule = async (app, { db, rateLimits }) => {
  serve(app, api.today, async (_, request) =>
    punchToday(db, await attendanceStaff(db, userAuth(request)), request.ip, request.locale),
  );
  serve(app, api.punch, async ({ body }, request) =>
    webPunch(db, rateLimits, await attendanceStaff(db, userAuth(request)), request.ip, body),
  );
  serve(app, api.staffDays, async ({ body }, request) => staffDays(db, userAuth(request), body));
  serve(app, api.selectDayPage, async ({ body }, request) =>
    selectDayPage(db, await attendanceAdmin(db, userAuth(request)), body),
  );
  serve(app, api.export, async ({ body }, request, reply) =>
    sendXlsx(reply, await exportDays(db, await attendanceAdmin(db, userAuth(request)), body, request.locale)),
  );
  serve(app, api.import, async (_, request) => {
    const actor = await attendanceAdmin(db, userAuth(request));
    return importPunches(db, actor, request.locale, await uploadedPunchFile(request));
  });
  serve(app, api.importTemplate, async (_, request, reply) => {
    await attendanceAdmin(db, userAuth(request));
    return sendXlsx(reply, await punchTemplate(request.locale));
  });
  serve(app, api.correct, async ({ body }, request) =>
    correctPunch(db, await attendanceAdmin(db, userAuth(request)), body),
  );
  serve(app, api.void, async ({ body }, request) =>
    voidPunch(db, await attendanceAdmin(db, userAuth(request)), body),
  );
};
