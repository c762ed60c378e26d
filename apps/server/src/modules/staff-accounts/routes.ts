import {
  myStaffRecordSchema,
  resetStaffPasswordBodySchema,
  staffAccountSchemas,
  updateLoginStatusBodySchema,
  updateStaffAdminBodySchema,
} from '@renli/contracts';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { userAuth } from '../../http/auth.ts';
import { ok, okSchema } from '../../http/envelope.ts';
import { createStaffAccountsService } from './service.ts';

const docs = (summary: string) => ({ tags: ['staffAccount'], summary });

/**
 * `/companyStaffMemberCtl`: staff account operations beyond plain edits. The CRUD endpoints of
 * `/compStaffMember` come from the resource framework (staff-accounts.ts in the registry).
 */
export const staffAccountsModule: AppModule = async (app, deps) => {
  const service = createStaffAccountsService(deps.db);

  app.post(
    '/companyStaffMemberCtl/updateLoginStatus',
    {
      schema: {
        ...docs('Open (1) or close (2) staff logins; closing ends their sessions in this company'),
        body: updateLoginStatusBodySchema,
        response: okSchema(z.object({ updated: z.number().int() })),
      },
    },
    async (request) => ok(request, await service.updateLoginStatus(userAuth(request), request.body)),
  );

  app.post(
    '/companyStaffMemberCtl/resetPassword',
    {
      schema: {
        ...docs('Reset a staff login to the default initial password and end its sessions'),
        body: resetStaffPasswordBodySchema,
        response: okSchema(z.object({ reset: z.boolean() })),
      },
    },
    async (request) => ok(request, await service.resetPassword(userAuth(request), request.body.id)),
  );

  app.post(
    '/companyStaffMemberCtl/updateAdmin',
    {
      schema: {
        ...docs('Grant or withdraw the staff-admin flag and its HRM/HRO scope (company account only)'),
        body: updateStaffAdminBodySchema,
        response: okSchema(staffAccountSchemas.row),
      },
    },
    async (request) => ok(request, await service.updateAdmin(userAuth(request), request.body)),
  );

  app.get(
    '/companyStaffMemberCtl/selectMy',
    {
      schema: {
        ...docs("The caller's own staff record (the 'my' tab)"),
        response: okSchema(myStaffRecordSchema),
      },
    },
    async (request) => ok(request, await service.selectMy(userAuth(request))),
  );
};
