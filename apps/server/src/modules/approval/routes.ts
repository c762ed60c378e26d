import { approvalEndpoints as api } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { contentDisposition } from '../../core/http/content-disposition.ts';
import { serve } from '../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../core/resources/sheet.ts';
import type { Database, Tx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { addComment, decide, transfer, urge, withdraw } from './actions.ts';
import { addSign } from './add-sign.ts';
import { exportInstances } from './export.ts';
import { previewInstance, startInstance } from './instances.ts';
import { instanceDetail, type ListKind, listInstances, todoCount } from './lists.ts';
import { directStartValues, refuseRecordResubmit } from './record-only.ts';
import { resubmit } from './resubmit.ts';
import { createTemplateService } from './templates.ts';
import { SWEEP_INTERVAL_MS, sweepApprovalTimeouts } from './timeouts.ts';
import type { ApprovalInstanceRow } from './types.ts';

const result = (row: ApprovalInstanceRow) => ({ id: row.id, state: row.state as 'running' });

/** `/cAudit`: templates and instances (docs/product/approval.md, "Endpoints"). */
export const approvalModule: AppModule = async (app, deps) => {
  const db: Database = deps.db;
  /** Every /cAudit call is an 办公 (oa) column read: a company that closed 办公 has no approvals. */
  const actorOf = async (request: FastifyRequest) => {
    const actor = await resolveCompanyActor(db, userAuth(request));
    await requireColumn(db, actor, 'oa', 'read');
    return actor;
  };
  const templates = createTemplateService(db);
  /** Every instance action is one transaction (docs/product/approval.md, "Instances"). */
  const act = async (
    request: FastifyRequest,
    run: (tx: Tx, actor: Awaited<ReturnType<typeof actorOf>>) => Promise<ApprovalInstanceRow>,
  ) => {
    const actor = await actorOf(request);
    return result(await db.transaction((tx) => run(tx, actor)));
  };

  serve(app, api.templatePage, async ({ body }, request) => templates.page(await actorOf(request), body));
  serve(app, api.templateById, async ({ params }, request) =>
    templates.byId(await actorOf(request), params.id),
  );
  serve(app, api.templateStartable, async (_, request) => templates.startable(await actorOf(request)));
  serve(app, api.templateSave, async ({ body }, request) => templates.save(await actorOf(request), body));
  serve(app, api.templatePublish, async ({ body }, request) =>
    templates.publish(await actorOf(request), body.id),
  );
  serve(app, api.templateDisable, async ({ body }, request) =>
    templates.setOpen(await actorOf(request), body.id, false),
  );
  serve(app, api.templateEnable, async ({ body }, request) =>
    templates.setOpen(await actorOf(request), body.id, true),
  );

  serve(app, api.preview, async ({ body }, request) => previewInstance(db, await actorOf(request), body));
  // Templates only records start (请假…) are refused here and go on with their record's values.
  const start =
    (submit: boolean) => async (body: Parameters<typeof startInstance>[2], request: FastifyRequest) =>
      act(request, async (tx, actor) => {
        const values = await directStartValues(tx, actor.compId, body);
        return startInstance(tx, actor, { ...body, values }, submit, request.locale);
      });
  serve(app, api.saveDraft, async ({ body }, request) => start(false)(body, request));
  serve(app, api.submit, async ({ body }, request) => start(true)(body, request));
  serve(app, api.approve, async ({ body }, request) =>
    act(request, (tx, actor) => decide(tx, actor, body, true)),
  );
  serve(app, api.reject, async ({ body }, request) =>
    act(request, (tx, actor) => decide(tx, actor, body, false)),
  );
  serve(app, api.addSign, async ({ body }, request) =>
    act(request, (tx, actor) => addSign(tx, actor, body, request.locale)),
  );
  serve(app, api.resubmit, async ({ body }, request) =>
    act(request, async (tx, actor) => {
      await refuseRecordResubmit(tx, actor.compId, body.id);
      return resubmit(tx, actor, body.id, request.locale);
    }),
  );
  serve(app, api.transfer, async ({ body }, request) =>
    act(request, (tx, actor) => transfer(tx, actor, body)),
  );
  serve(app, api.withdraw, async ({ body }, request) =>
    act(request, (tx, actor) => withdraw(tx, actor, body.id)),
  );
  serve(app, api.urge, async ({ body }, request) => act(request, (tx, actor) => urge(tx, actor, body.id)));
  serve(app, api.comment, async ({ body }, request) =>
    act(request, (tx, actor) => addComment(tx, actor, body)),
  );

  const lists: [typeof api.selectMyApply, ListKind][] = [
    [api.selectMyApply, 'myApply'],
    [api.selectTodo, 'todo'],
    [api.selectDone, 'done'],
    [api.selectCc, 'cc'],
    [api.selectAll, 'all'],
  ];
  for (const [endpoint, kind] of lists)
    serve(app, endpoint, async ({ body }, request) => listInstances(db, await actorOf(request), kind, body));
  serve(app, api.instanceById, async ({ params }, request) =>
    instanceDetail(db, await actorOf(request), params.id),
  );
  serve(app, api.todoCount, async (_, request) => todoCount(db, await actorOf(request)));
  // Node timeouts (docs/product/approval.md, "Timeouts"): swept every minute; the timer never keeps
  // the process alive and stops when the app closes.
  const sweep = setInterval(() => {
    sweepApprovalTimeouts(db, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'the approval timeout sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  serve(app, api.instanceExport, async ({ body }, request, reply) => {
    const { file, fileName } = await exportInstances(db, await actorOf(request), body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
};
