import { diaryEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { serve } from '../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../core/resources/sheet.ts';
import { sweep } from '../../core/sweep.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { diaryMember, oaAdmin } from './access.ts';
import { statsWorkbook } from './export.ts';
import {
  commentOn,
  deleteReport,
  lastReviewers,
  likeReport,
  myReports,
  receivedReports,
  reportFor,
  saveReport,
  unreadCount,
  withdrawReport,
} from './reports.ts';
import {
  deleteRule,
  missingOf,
  remindAgain,
  rulesOf,
  saveRule,
  sendDueReminders,
  setRuleStatus,
  statsOf,
} from './rules.ts';
import { saveTemplate, setTemplateStatus, templatesOf } from './templates.ts';

/** Hand-written endpoints of work reports (docs/product/oa-diary.md). */
export const diaryRoutes: AppModule = async (app, deps) => {
  const { db } = deps;
  const admin = (request: Parameters<typeof userAuth>[0]) => oaAdmin(db, userAuth(request));
  const member = (request: Parameters<typeof userAuth>[0]) => diaryMember(db, userAuth(request));

  serve(app, api.templates, async ({ body }, request) => {
    const actor = body.all ? await admin(request) : await resolveCompanyActor(db, userAuth(request));
    return { list: await templatesOf(db, actor.compId, body.all) };
  });
  serve(app, api.saveTemplate, async ({ body }, request) => saveTemplate(db, await admin(request), body));
  serve(app, api.setTemplateStatus, async ({ body }, request) =>
    setTemplateStatus(db, await admin(request), body.id, body.status),
  );

  serve(app, api.myReports, async ({ body }, request) => myReports(db, await member(request), body));
  serve(app, api.lastReviewers, async (_, request) => lastReviewers(db, await member(request)));
  serve(app, api.report, async ({ body }, request) => reportFor(db, await member(request), body.id));
  serve(app, api.saveReport, async ({ body }, request) =>
    saveReport(db, await member(request), body, request.locale),
  );
  serve(app, api.withdrawReport, async ({ body }, request) =>
    withdrawReport(db, await member(request), body.id),
  );
  serve(app, api.deleteReport, async ({ body }, request) => deleteReport(db, await member(request), body.id));
  serve(app, api.received, async ({ body }, request) => receivedReports(db, await member(request), body));
  serve(app, api.unreadCount, async (_, request) => {
    const actor = await resolveCompanyActor(db, userAuth(request));
    return { count: await unreadCount(db, actor.compId, actor.userId) };
  });
  serve(app, api.comment, async ({ body }, request) =>
    commentOn(db, await member(request), body.reportId, body.content),
  );
  serve(app, api.like, async ({ body }, request) =>
    likeReport(db, await member(request), body.reportId, body.liked),
  );

  serve(app, api.rules, async (_, request) => rulesOf(db, (await admin(request)).compId));
  serve(app, api.saveRule, async ({ body }, request) => saveRule(db, await admin(request), body));
  serve(app, api.setRuleStatus, async ({ body }, request) =>
    setRuleStatus(db, await admin(request), body.id, body.status),
  );
  serve(app, api.deleteRule, async ({ body }, request) => deleteRule(db, await admin(request), body.id));
  serve(app, api.missing, async ({ body }, request) =>
    missingOf(db, (await admin(request)).compId, body.ruleId, body.periodKey),
  );
  serve(app, api.remindAgain, async ({ body }, request) =>
    remindAgain(db, (await admin(request)).compId, body.ruleId, body.periodKey),
  );
  serve(app, api.stats, async ({ body }, request) => statsOf(db, (await admin(request)).compId, body));
  serve(app, api.exportStats, async ({ body }, request, reply) => {
    const stats = await statsOf(db, (await admin(request)).compId, body);
    const { file, fileName } = await statsWorkbook(stats, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });

  await sweep('diary-reminders', 60_000, ({ db: sweepDb }) => sendDueReminders(sweepDb))(app, deps);
};
