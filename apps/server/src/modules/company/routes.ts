import {
  attestationListQuerySchema,
  attestationRowSchema,
  attestationSaveSchema,
  companyProfileSchema,
  pageSchemaOf,
  reviewSchema,
  trialApplySchema,
  trialListQuerySchema,
  trialRowSchema,
  updateCompanyProfileSchema,
} from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { adminAuth, userAuth } from '../../http/auth.ts';
import { ok, okNull, okSchema } from '../../http/envelope.ts';
import { listAttestations, reviewAttestation, submitAttestation } from './attestation.ts';
import { companyCaller } from './caller.ts';
import './messages.ts';
import { readProfile, updateProfile } from './profile.ts';
import { applyForTrial, listTrials, reviewTrial } from './trial.ts';

const tags = ['company'];
const admin = { access: 'admin' as const };

/** Company profile and verification, and the platform admin's review of verifications and trials. */
export const companyModule: AppModule = async (app, deps) => {
  const { db } = deps;
  const caller = (request: FastifyRequest) => companyCaller(db, userAuth(request));

  app.get(
    '/companyCtl/selectMyCompany',
    { schema: { tags, summary: "The session's company profile", response: okSchema(companyProfileSchema) } },
    async (request) => ok(request, await readProfile(db, await caller(request))),
  );

  app.post(
    '/companyCtl/updateMyCompany',
    {
      schema: {
        tags,
        summary: 'Edit the company profile (company account or staff admin; stale version: 409)',
        body: updateCompanyProfileSchema,
        response: okSchema(companyProfileSchema),
      },
    },
    async (request) =>
      ok(request, await updateProfile(db, await caller(request), request.body, request.locale)),
  );

  app.post(
    '/attestation/save',
    {
      schema: {
        tags,
        summary: 'Apply for verification (company account; one pending application at a time)',
        body: attestationSaveSchema,
        response: okSchema(attestationRowSchema),
      },
    },
    async (request) => ok(request, await submitAttestation(db, await caller(request), request.body)),
  );

  // One path for both sessions: a platform admin sees every application, a company its own.
  app.post(
    '/attestation/selectList',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Verification applications: all for a platform admin, its own for a company (session required)',
        body: attestationListQuerySchema,
        response: okSchema(pageSchemaOf(attestationRowSchema)),
      },
    },
    async (request) => {
      const compId = request.auth?.kind === 'admin' ? null : (await caller(request)).compId;
      return ok(request, await listAttestations(db, request.body, compId));
    },
  );

  app.post(
    '/attestation/updateApplyStatus',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve (2) or reject (3, reason required) a pending application (platform admin)',
        body: reviewSchema,
        response: okSchema(attestationRowSchema),
      },
    },
    async (request) =>
      ok(request, await reviewAttestation(db, deps.events, adminAuth(request).adminId, request.body)),
  );

  app.post(
    '/anon/trial/apply',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Public: apply for a trial (/try); rate-limited per address',
        body: trialApplySchema,
        response: okSchema(z.object({ id: z.number().int() })),
      },
    },
    async (request) => ok(request, await applyForTrial(db, deps.rateLimits, request.body, request.ip)),
  );

  app.post(
    '/admin/trial/selectList',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Trial applications, pending first (platform admin)',
        body: trialListQuerySchema,
        response: okSchema(pageSchemaOf(trialRowSchema)),
      },
    },
    async (request) => ok(request, await listTrials(db, request.body)),
  );

  app.post(
    '/admin/trial/updateApplyStatus',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a trial application handled: approved (2) or rejected (3, reason required)',
        body: reviewSchema,
        response: okNull,
      },
    },
    async (request) => {
      await reviewTrial(db, adminAuth(request).adminId, request.body);
      return ok(request, null);
    },
  );
};
