import { cyclesEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { perfAdmin, perfPerson } from '../access.ts';
import { cycleTemplates, deleteCycle, launchCycle, listCycles, previewLaunch, saveCycle } from './cycles.ts';
import { openNextStage } from './open-stage.ts';
import { cycleProgress, urgeLaggards } from './progress.ts';
import { setSheetReviewers } from './reviewer-change.ts';
import { listSheets, sheetDetail } from './sheets.ts';
import { checkin, libraryIndicators, removeItem, saveItem, submitTargets } from './targets.ts';

/**
 * `/plan/cycle`: HR's cycles (docs/product/performance.md, "Cycles and stages");
 * `/targetCtl/sheet`: everyone's sheets and targets ("Targets"), each write checked against the
 * caller's role on the sheet (sheet-access.ts).
 */
export const cyclesRoutes: AppModule = async (app, { db }) => {
  const hr = (request: Parameters<typeof userAuth>[0]) => perfAdmin(db, userAuth(request));
  const person = (request: Parameters<typeof userAuth>[0]) => perfPerson(db, userAuth(request));

  serve(app, api.cycleList, async ({ body }, request) => listCycles(db, await hr(request), body.status));
  serve(app, api.cycleTemplates, async (_input, request) => cycleTemplates(db, await hr(request)));
  serve(app, api.cycleSave, async ({ body }, request) => saveCycle(db, await hr(request), body));
  serve(app, api.cycleDelete, async ({ body }, request) => deleteCycle(db, await hr(request), body.id));
  serve(app, api.cyclePreview, async ({ body }, request) => previewLaunch(db, await hr(request), body.id));
  serve(app, api.cycleLaunch, async ({ body }, request) =>
    launchCycle(db, await hr(request), body.id, body.version),
  );
  serve(app, api.cycleOpenStage, async ({ body }, request) =>
    openNextStage(db, await hr(request), body.id, body.version),
  );
  serve(app, api.cycleProgress, async ({ body }, request) =>
    cycleProgress(db, await hr(request), body.id, request.locale),
  );
  serve(app, api.cycleUrge, async ({ body }, request) =>
    urgeLaggards(db, await hr(request), body.id, body.sheetIds),
  );
  serve(app, api.sheetSetReviewers, async ({ body }, request) =>
    setSheetReviewers(db, await hr(request), body.sheetId, body.reviewers),
  );

  serve(app, api.sheetList, async ({ body }, request) => listSheets(db, userAuth(request), body));
  serve(app, api.sheetDetail, async ({ body }, request) =>
    sheetDetail(db, await person(request), body.sheetId),
  );
  serve(app, api.sheetSaveItem, async ({ body }, request) => saveItem(db, await person(request), body));
  serve(app, api.sheetRemoveItem, async ({ body }, request) =>
    removeItem(db, await person(request), body.sheetId, body.id),
  );
  serve(app, api.sheetSubmit, async ({ body }, request) =>
    submitTargets(db, userAuth(request), await person(request), body, request.locale),
  );
  serve(app, api.sheetCheckin, async ({ body }, request) => checkin(db, await person(request), body));
  serve(app, api.sheetIndicators, async ({ body }, request) =>
    libraryIndicators(db, await person(request), body),
  );
};
