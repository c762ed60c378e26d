import { appraisalEndpoints as api, isAutomaticItem } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { badRequest, notFound } from '../../../core/http/errors.ts';
import { XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { perfSheetItems } from '../cycles/schema.ts';
import { ruleScore, scoreText } from '../engine/score.ts';
import { performanceMessages as pm } from '../messages.ts';
import { sheetFor } from './access.ts';
import { calibrate, calibrationBoard, publishResults, setPotential } from './calibration.ts';
import { appealResult, archiveCycle, confirmResult, replyAppeal } from './confirmation.ts';
import { allSheets, appraisalCycles, exportSheets, mySheets, sheetsToReview } from './lists.ts';
import { appraisalMessages as m } from './messages.ts';
import { saveScores } from './scoring.ts';
import { saveSelfReview } from './self-review.ts';
import { sheetDetail } from './sheet-view.ts';

/** `/performance/appraisal/…`: self review, scoring, calibration and confirmation (docs/product/performance.md, "Appraisal"). */
export const appraisalRoutes: AppModule = async (app, { db }) => {
  serve(app, api.cycles, async (_input, request) => appraisalCycles(db, userAuth(request)));
  serve(app, api.mine, async (_input, request) => mySheets(db, userAuth(request)));
  serve(app, api.toReview, async (_input, request) => sheetsToReview(db, userAuth(request)));
  serve(app, api.detail, async ({ body }, request) =>
    sheetDetail(db, await sheetFor(db, userAuth(request), body.id)),
  );

  serve(app, api.preview, async ({ body }, request) => {
    const { sheet, cycle, owner } = await sheetFor(db, userAuth(request), body.id);
    if (!owner) throw notFound(pm['performance.sheetNotFound']);
    const [item] = await db
      .select()
      .from(perfSheetItems)
      .where(and(eq(perfSheetItems.id, body.itemId), eq(perfSheetItems.sheetId, sheet.id)));
    if (!item) throw badRequest(m['perf.appraisal.unknownItem']);
    const score = isAutomaticItem(item) ? ruleScore(item.rule, body.actual, cycle.config.scale.max) : null;
    return { score: score === null ? null : scoreText(score) };
  });
  serve(app, api.selfReview, async ({ body }, request) =>
    saveSelfReview(db, userAuth(request), body, request.locale),
  );
  serve(app, api.score, async ({ body }, request) => saveScores(db, userAuth(request), body, request.locale));

  serve(app, api.calibration, async ({ body }, request) =>
    calibrationBoard(db, userAuth(request), body.cycleId, request.locale),
  );
  serve(app, api.calibrate, async ({ body }, request) => calibrate(db, userAuth(request), body));
  serve(app, api.potential, async ({ body }, request) => setPotential(db, userAuth(request), body));
  serve(app, api.publish, async ({ body }, request) =>
    publishResults(db, userAuth(request), body.cycleId, request.locale),
  );

  serve(app, api.confirm, async ({ body }, request) => confirmResult(db, userAuth(request), body.id));
  serve(app, api.appeal, async ({ body }, request) => appealResult(db, userAuth(request), body));
  serve(app, api.reply, async ({ body }, request) => replyAppeal(db, userAuth(request), body));
  serve(app, api.archive, async ({ body }, request) => archiveCycle(db, userAuth(request), body.cycleId));

  serve(app, api.all, async ({ body }, request) => allSheets(db, userAuth(request), body));
  serve(app, api.export, async ({ body }, request, reply) => {
    const { file, fileName } = await exportSheets(db, userAuth(request), body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
};
