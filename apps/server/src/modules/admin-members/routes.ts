import { adminMembersEndpoints as api } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { adminAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { notFound } from '../../core/http/errors.ts';
import { transitionsFor } from '../../core/resources/transitions.ts';
import { adminPersonResourceDefinition } from '../auth/admin-persons.ts';
import { adminCompanyResourceDefinition } from '../company/admin-companies.ts';
import { updateCompanyLabel } from '../company/service.ts';
import { adminMembersMessages as m } from './messages.ts';

/**
 * The back office's member lists are kit resources of the modules that own them (org's companies
 * and staff, auth's persons). These are the older switch endpoints, kept for their clients and
 * declared in contracts (`adminMembersEndpoints`): the status ones apply the same transitions (one
 * transaction with the session revocation, one audit entry) without a version.
 */
export const adminMembersModule: AppModule = async (app, deps) => {
  const companyStatus = transitionsFor(deps, adminCompanyResourceDefinition);
  const personStatus = transitionsFor(deps, adminPersonResourceDefinition);
  const callerOf = (request: FastifyRequest) => ({
    actor: { adminId: adminAuth(request).adminId },
    locale: request.locale,
  });
  const step = (id: number, status: 1 | 2) => ({ id, name: status === 2 ? 'disable' : 'enable', input: {} });

  serve(app, api.updateCompanyLabel, async ({ body }) => {
    if (!(await updateCompanyLabel(deps.db, body.compId, body.compLabel)))
      throw notFound(m['adminMembers.companyNotFound']);
    return null;
  });

  serve(app, api.updateCompanyStatus, async ({ body }, request) => {
    await companyStatus(callerOf(request), step(body.compId, body.status));
    return null;
  });

  serve(app, api.updatePersonStatus, async ({ body }, request) => {
    await personStatus(callerOf(request), step(body.userId, body.status));
    return null;
  });
};
