import { review360Endpoints as api } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { tooManyRequests } from '../../../core/http/errors.ts';
import { perfPerson } from '../access.ts';
import { externalQuestionnaire, inboxOf, questionnaire, submitAnswers, submitExternal } from './answers.ts';
import { review360Messages as m } from './messages.ts';
import { addRater, remindRaters, removeRater, review360Sheets, sendRaters, sheetRaters } from './raters.ts';
import { review360Results } from './results.ts';
import { callerOf } from './sheet-access.ts';

/** Per address and hour, both public calls together: a few raters behind one router, not a guesser. */
const EXTERNAL_LIMIT = { perWindow: 60, windowSeconds: 3600 };

/** `/performance/360` (docs/product/performance.md, "360"). */
export const review360Routes: AppModule = async (app, { db, rateLimits }) => {
  const caller = (request: Parameters<typeof userAuth>[0]) => callerOf(db, userAuth(request));
  const person = (request: Parameters<typeof userAuth>[0]) => perfPerson(db, userAuth(request));
  const guardExternal = async (ip: string) => {
    if (
      (await rateLimits.hit(`perf360:external:${ip}`, EXTERNAL_LIMIT.windowSeconds)) >
      EXTERNAL_LIMIT.perWindow
    )
      throw tooManyRequests(m['performance.360.tooManyRequests']);
  };

  serve(app, api.sheets, async ({ body }, request) =>
    review360Sheets(db, await caller(request), body.cycleId),
  );
  serve(app, api.raters, async ({ body }, request) => sheetRaters(db, await caller(request), body.sheetId));
  serve(app, api.addRater, async ({ body }, request) => addRater(db, await caller(request), body));
  serve(app, api.removeRater, async ({ body }, request) =>
    removeRater(db, await caller(request), body.raterId),
  );
  serve(app, api.send, async ({ body }, request) =>
    sendRaters(db, await caller(request), body.sheetId, request.locale),
  );
  serve(app, api.remind, async ({ body }, request) => remindRaters(db, await caller(request), body.sheetId));
  serve(app, api.inbox, async (_, request) => {
    const actor = await person(request);
    return inboxOf(db, actor.compId, actor.userId);
  });
  serve(app, api.questionnaire, async ({ body }, request) => {
    const actor = await person(request);
    return questionnaire(db, actor.compId, actor.userId, body.raterId);
  });
  serve(app, api.submit, async ({ body }, request) => {
    const actor = await person(request);
    return submitAnswers(db, actor.compId, actor.userId, body.raterId, body.answers);
  });
  serve(app, api.results, async ({ body }, request) =>
    review360Results(db, await caller(request), body.sheetId),
  );
  serve(app, api.externalForm, async ({ body }, request) => {
    await guardExternal(request.ip);
    return externalQuestionnaire(db, body.token);
  });
  serve(app, api.externalSubmit, async ({ body }, request) => {
    await guardExternal(request.ip);
    return submitExternal(db, body.token, body.answers);
  });
};
