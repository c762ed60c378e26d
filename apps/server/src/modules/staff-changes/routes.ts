import { staffChangeEndpoints as api, type ColumnLevel, StaffChangeKind } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import { checkColumn } from '../../core/access.ts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { ResourceAction } from '../../core/resources/define.ts';
import { resourceMessages } from '../../core/resources/messages.ts';
import { createResourceService } from '../../core/resources/service.ts';
import { createTransitionService } from '../../core/resources/transitions.ts';
import { approvalGate } from '../approval/record-links.ts';
import { resolveResourceActor } from '../permissions/access.ts';
import { tickChecklist } from './checklist.ts';
import { countChanges } from './counts.ts';
import { moveChangeDate } from './dates.ts';
import { employmentSummary } from './employment-summary.ts';
import { staffChangesPolicy } from './policy.ts';
import { probationPage } from './probation-list.ts';
import { askForOwn, lastDayNotPast, myRequests } from './requests.ts';
import { staffChangeResourceDefinition as definition } from './resource.ts';
import { answerRow, asChanges, type HrCaller } from './row-writes.ts';

/**
 * 转正, 调动 and 离职 beyond the kit's `/staffChange` (docs/product/staff.md, "转正, 调动 and 离职"),
 * declared in contracts (`staffChangeEndpoints`): HR's probation list, counts, date moves and
 * checklist; the employee's own requests; and the spec's names, which run the kit's own service and
 * transitions, so every way in keeps the same checks, audit entries and approvals.
 */
export const staffChangesModule: AppModule = async (app, deps) => {
  const { db } = deps;
  const service = createResourceService(db, definition);
  // The kit's changeStatus runs the same service; its confirmations may wait for approval.
  const transition = createTransitionService(deps, definition, service, approvalGate);

  /** HR in the column `staff` (read or update), as the kit checks its own endpoints. */
  const hr = async (
    request: FastifyRequest,
    level: ColumnLevel,
    action: ResourceAction,
  ): Promise<HrCaller> => {
    const actor = await resolveResourceActor(db, userAuth(request));
    checkColumn(actor.access, 'staff', level);
    if (!staffChangesPolicy(actor, action)) throw forbidden(resourceMessages['resource.forbidden']);
    return { actor, locale: request.locale };
  };
  const reader = (request: FastifyRequest) => hr(request, 'read', 'read');

  serve(app, api.selectEmployment, async ({ body }, request) =>
    employmentSummary(db, (await reader(request)).actor, body.staffId),
  );
  serve(app, api.selectProbation, async ({ body }, request) =>
    probationPage(db, (await reader(request)).actor, body),
  );
  serve(app, api.selectCounts, async ({ body }, request) =>
    countChanges(db, (await reader(request)).actor, body),
  );
  serve(app, api.officialCount, async ({ query }, request) =>
    countChanges(db, (await reader(request)).actor, { ...query, kind: StaffChangeKind.REGULARIZE }),
  );
  serve(app, api.dimissionCount, async ({ query }, request) =>
    countChanges(db, (await reader(request)).actor, { ...query, kind: StaffChangeKind.DIMISSION }),
  );

  const listOf = (kind: StaffChangeKind) => async (body: object, request: FastifyRequest) => {
    const caller = await reader(request);
    const page = await service.selectPage(caller, {
      ...(body as { pageNum: number; pageSize: number }),
      kind,
    });
    return { ...page, list: asChanges(caller, page.list) };
  };
  serve(app, api.selectRecordListPage, async ({ body }, request) =>
    listOf(StaffChangeKind.DIMISSION)(body, request),
  );
  serve(app, api.selecteMobilizeRecordList, async ({ body }, request) =>
    listOf(StaffChangeKind.TRANSFER)(body, request),
  );

  const initiate = (kind: StaffChangeKind) => async (body: object, request: FastifyRequest) => {
    const caller = await hr(request, 'update', 'create');
    return answerRow(service, caller, await service.insert(caller, { ...body, kind }));
  };
  serve(app, api.initiateDimission, async ({ body }, request) =>
    initiate(StaffChangeKind.DIMISSION)(body, request),
  );
  serve(app, api.initiateMobilize, async ({ body }, request) =>
    initiate(StaffChangeKind.TRANSFER)(body, request),
  );

  const writer = (request: FastifyRequest) => hr(request, 'update', 'update');
  const apply = async (
    request: FastifyRequest,
    name: string,
    ref: { id: number; version: number },
    input = {},
  ) => {
    const caller = await hr(request, 'update', 'transition');
    return asChanges(caller, [await transition(caller, { ...ref, name, input })])[0]!;
  };
  serve(app, api.confirmOfficial, async ({ body }, request) => apply(request, 'confirmOfficial', body));
  serve(app, api.confirmDimission, async ({ body }, request) => apply(request, 'confirmDimission', body));
  serve(app, api.cancelDimission, async ({ body: { reason, ...ref } }, request) =>
    apply(request, 'cancel', ref, { reason }),
  );

  serve(app, api.updateDate, async ({ body }, request) =>
    moveChangeDate(db, service, await writer(request), body),
  );
  serve(app, api.updateOfficialDate, async ({ body }, request) =>
    moveChangeDate(db, service, await writer(request), body),
  );
  serve(app, api.updateDimissionDate, async ({ body }, request) =>
    moveChangeDate(db, service, await writer(request), body),
  );
  serve(app, api.checkItem, async ({ body }, request) =>
    tickChecklist(db, service, await writer(request), body),
  );

  serve(app, api.mine, async (_, request) => myRequests(db, userAuth(request), request.locale));
  serve(app, api.applyDimission, async ({ body }, request) =>
    askForOwn(
      db,
      userAuth(request),
      request.locale,
      {
        kind: StaffChangeKind.DIMISSION,
        effectiveDate: body.lastDay,
        reasonType: body.reasonType,
        reason: body.reason,
      },
      { extra: lastDayNotPast(body.lastDay), dateField: 'lastDay' },
    ),
  );
  serve(app, api.applyOfficial, async ({ body }, request) =>
    askForOwn(
      db,
      userAuth(request),
      request.locale,
      { kind: StaffChangeKind.REGULARIZE, effectiveDate: body.effectiveDate, evaluation: body.evaluation },
      {},
    ),
  );
};
