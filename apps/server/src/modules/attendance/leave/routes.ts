import { attendanceLeaveEndpoints as api } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { contentDisposition } from '../../../core/http/content-disposition.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { XLSX_TYPE } from '../../../core/resources/sheet.ts';
import { isAttendanceAdmin } from '../access.ts';
import './approval-types.ts';
import {
  adjustBalance,
  annualEntitlement,
  balanceEntries,
  balanceExport,
  balancePage,
  setWorkStart,
  staffBalances,
} from './balances.ts';
import { leaveTypesOf, saveLeaveType, setLeaveTypeStatus } from './leave-types.ts';
import { createRequestService } from './requests.ts';
import { leaveActor, leaveAdmin, subjectOf } from './subjects.ts';

/**
 * The leave part of attendance's endpoints (`/vacation/...`, docs/product/attendance.md, "Leave,
 * overtime, 补卡 and trips"): leave types, balances, and asking for leave, overtime, 补卡 and trips.
 * The requests' list, export and transitions are the kit's (`/vacation/request`, resource.ts).
 */
export const leaveRoutes: AppModule = async (app, deps) => {
  const { db } = deps;
  const requests = createRequestService(deps);
  const actor = (request: FastifyRequest) => leaveActor(db, userAuth(request));
  const admin = (request: FastifyRequest) => leaveAdmin(db, userAuth(request));

  serve(app, api.leaveTypes, async (_, request) => {
    const caller = await actor(request);
    return leaveTypesOf(db, caller.compId, isAttendanceAdmin(caller));
  });
  serve(app, api.saveLeaveType, async ({ body }, request) => saveLeaveType(db, await admin(request), body));
  serve(app, api.setLeaveTypeStatus, async ({ body }, request) =>
    setLeaveTypeStatus(db, await admin(request), body),
  );

  serve(app, api.myBalances, async (_, request) => {
    const caller = await actor(request);
    const subject = await subjectOf(db, caller);
    return (await staffBalances(db, caller.compId, [subject.staffId]))[0]!;
  });
  serve(app, api.balancePage, async ({ body }, request) => balancePage(db, await admin(request), body));
  serve(app, api.balanceExport, async ({ body }, request, reply) => {
    const { file, fileName } = await balanceExport(db, await admin(request), body, request.locale);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', fileName))
      .send(file);
  });
  serve(app, api.balanceEntries, async ({ body }, request) => {
    const caller = await actor(request);
    const subject = await subjectOf(db, caller, body.staffId);
    return balanceEntries(db, caller, subject.staffId, body.leaveTypeId);
  });
  serve(app, api.adjustBalance, async ({ body }, request) => adjustBalance(db, await admin(request), body));
  serve(app, api.setWorkStart, async ({ body }, request) => setWorkStart(db, await admin(request), body));
  serve(app, api.annualEntitlement, async ({ query }, request) => {
    const caller = await actor(request);
    const subject = await subjectOf(db, caller, query.staffId);
    return annualEntitlement(db, caller, subject.staffId, query.year);
  });

  serve(app, api.preview, async ({ body }, request) =>
    requests.preview(await actor(request), body, request.locale),
  );
  serve(app, api.apply, async ({ body }, request) =>
    requests.ask(await actor(request), body, request.locale),
  );
  serve(app, api.withdraw, async ({ body }, request) =>
    requests.change(await actor(request), request.locale, body, 'withdraw'),
  );
  serve(app, api.cancel, async ({ body }, request) =>
    requests.change(await actor(request), request.locale, body, 'cancel'),
  );
  serve(app, api.mine, async ({ body }, request) =>
    requests.mine(await actor(request), request.locale, body),
  );
  serve(app, api.missingPunchDays, async ({ query }, request) =>
    requests.missingPunchDays(await actor(request), query.staffId),
  );
};
