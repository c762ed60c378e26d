import {
  adminCompanyPageSchema,
  adminCompanyQuerySchema,
  adminPersonQuerySchema,
  adminPersonRowSchema,
  adminStaffQuerySchema,
  adminStaffRowSchema,
  pageSchemaOf,
  setCompanyStatusSchema,
  setCompLabelSchema,
  setPersonStatusSchema,
} from '@renli/contracts';
import type { AppModule } from '../../deps.ts';
import { ok, okNull, okSchema } from '../../http/envelope.ts';
import {
  listCompanies,
  listPersons,
  listStaff,
  setCompanyStatus,
  setCompLabel,
  setPersonStatus,
} from './service.ts';

const tags = ['admin'];
const config = { access: 'admin' as const };

/** Platform back office: companies, persons and staff across tenants (admin session only). */
export const adminMembersModule: AppModule = async (app, { db }) => {
  app.post(
    '/admin/company/selectList',
    {
      config,
      schema: {
        tags,
        summary:
          'Companies (filters status, compLabel, sysType, keyword, enableStaffCountFilter; current/size)',
        body: adminCompanyQuerySchema,
        response: okSchema(adminCompanyPageSchema),
      },
    },
    async (request) => ok(request, await listCompanies(db, request.body)),
  );

  app.post(
    '/admin/person/selectList',
    {
      config,
      schema: {
        tags,
        summary: 'Personal logins',
        body: adminPersonQuerySchema,
        response: okSchema(pageSchemaOf(adminPersonRowSchema)),
      },
    },
    async (request) => ok(request, await listPersons(db, request.body)),
  );

  app.post(
    '/admin/staff/selectList',
    {
      config,
      schema: {
        tags,
        summary: 'Staff across companies (keyword, compId, employeeType)',
        body: adminStaffQuerySchema,
        response: okSchema(pageSchemaOf(adminStaffRowSchema)),
      },
    },
    async (request) => ok(request, await listStaff(db, request.body)),
  );

  app.post(
    '/admin/company/updateLabel',
    {
      config,
      schema: { tags, summary: "Set a company's compLabel", body: setCompLabelSchema, response: okNull },
    },
    async (request) => {
      await setCompLabel(db, request.body.compId, request.body.compLabel);
      return ok(request, null);
    },
  );

  app.post(
    '/admin/company/updateStatus',
    {
      config,
      schema: {
        tags,
        summary: 'Enable (1) or disable (2) a company; disabling ends its and its staff sessions',
        body: setCompanyStatusSchema,
        response: okNull,
      },
    },
    async (request) => {
      await setCompanyStatus(db, request.body.compId, request.body.status);
      return ok(request, null);
    },
  );

  app.post(
    '/admin/person/updateStatus',
    {
      config,
      schema: {
        tags,
        summary: 'Enable (1) or disable (2) a personal login; disabling ends its sessions',
        body: setPersonStatusSchema,
        response: okNull,
      },
    },
    async (request) => {
      await setPersonStatus(db, request.body.userId, request.body.status);
      return ok(request, null);
    },
  );
};
