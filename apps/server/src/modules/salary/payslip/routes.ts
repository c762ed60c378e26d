import { payslipEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { salaryAdmin } from '../access.ts';
import { answerQuestion, remindUnconfirmed, selectRuns, selectSlips } from './follow-up.ts';
import { identityOf, sendPayslipCode, verifyIdentity } from './identity.ts';
import { askAboutPayslip, confirmPayslip, openPayslip, selectMine } from './mine.ts';
import { publishRun, revokeRun } from './publish.ts';

/** Salary's payslip endpoints: the staff member's `/payslipCtl`, HR's `/salaryBillCtl` (docs/product/salary.md, "Payslips"). */
export const payslipRoutes: AppModule = async (app, deps) => {
  const { db } = deps;
  serve(app, api.identity, async (_input, request) => identityOf(db, userAuth(request)));
  serve(app, api.sendCode, async (_input, request) =>
    sendPayslipCode(deps, userAuth(request), request.locale, request.ip),
  );
  serve(app, api.verify, async ({ body }, request) => verifyIdentity(deps, userAuth(request), body));
  serve(app, api.mine, async (_input, request) => selectMine(db, userAuth(request)));
  serve(app, api.detail, async ({ body }, request) => openPayslip(db, userAuth(request), body.id));
  serve(app, api.confirm, async ({ body }, request) => confirmPayslip(db, userAuth(request), body.id));
  serve(app, api.question, async ({ body }, request) => askAboutPayslip(db, userAuth(request), body));

  serve(app, api.runs, async ({ body }, request) =>
    selectRuns(db, await salaryAdmin(db, userAuth(request)), body),
  );
  serve(app, api.slips, async ({ body }, request) =>
    selectSlips(db, await salaryAdmin(db, userAuth(request)), body),
  );
  serve(app, api.publish, async ({ body }, request) =>
    publishRun(deps, await salaryAdmin(db, userAuth(request)), body.runId, request.log),
  );
  serve(app, api.revoke, async ({ body }, request) =>
    revokeRun(deps, await salaryAdmin(db, userAuth(request)), body.runId),
  );
  serve(app, api.remind, async ({ body }, request) =>
    remindUnconfirmed(deps, await salaryAdmin(db, userAuth(request)), body.runId),
  );
  serve(app, api.answer, async ({ body }, request) =>
    answerQuestion(db, await salaryAdmin(db, userAuth(request)), body),
  );
};
