import { type AttestationRow, companyEndpoints as api, type Review } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { adminAuth, userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { forbidden } from '../../core/http/errors.ts';
import { transitionsFor } from '../../core/resources/transitions.ts';
import { listAttestations, submitAttestation } from './attestation.ts';
import { companyCaller } from './caller.ts';
import { companyMessages as m } from './messages.ts';
import { readProfile, updateProfile } from './profile.ts';
import { attestationResourceDefinition, reviewTransitionOf, trialResourceDefinition } from './reviews.ts';
import { applyForTrial } from './trial.ts';

/**
 * Company profile and verification, and the platform admin's review of verifications and trials;
 * endpoints declared in contracts (`companyEndpoints`). The trial list is the kit's (reviews.ts).
 */
export const companyModule: AppModule = async (app, deps) => {
  const { db } = deps;
  const caller = (request: FastifyRequest) => companyCaller(db, userAuth(request));

  serve(app, api.selectMyCompany, async (_, request) => readProfile(db, await caller(request)));
  serve(app, api.updateMyCompany, async ({ body }, request) =>
    updateProfile(db, await caller(request), body, request.locale),
  );
  serve(app, api.saveAttestation, async ({ body }, request) =>
    submitAttestation(db, await caller(request), body),
  );
  // Public by its declaration, yet a session is required: a platform admin sees every application,
  // a company's profile editors its own (`caller` refuses anyone else; the history holds the licence
  // and contact phone, so plain staff do not read it).
  serve(app, api.attestationList, async ({ body }, request) => {
    if (request.auth?.kind === 'admin') return listAttestations(db, body, null);
    const who = await caller(request);
    if (!who.canEdit) throw forbidden(m['company.historyForbidden']);
    return listAttestations(db, body, who.compId);
  });

  // The reviews are the kit's transitions (`/admin/attestation/changeStatus`, reviews.ts); these
  // older paths stay for their clients and apply the same transitions, without a version.
  const reviewAttestation = transitionsFor(deps, attestationResourceDefinition);
  const reviewTrial = transitionsFor(deps, trialResourceDefinition);
  const review = (request: FastifyRequest, body: Review) => ({
    caller: { actor: { adminId: adminAuth(request).adminId }, locale: request.locale },
    step: { id: body.id, name: reviewTransitionOf(body.applyStatus), input: { reason: body.reason } },
  });
  serve(app, api.reviewAttestation, async ({ body }, request) => {
    const { caller: reviewer, step } = review(request, body);
    return (await reviewAttestation(reviewer, step)) as unknown as AttestationRow;
  });

  serve(app, api.applyForTrial, async ({ body }, request) =>
    applyForTrial(db, deps.rateLimits, body, request.ip),
  );
  serve(app, api.reviewTrial, async ({ body }, request) => {
    const { caller: reviewer, step } = review(request, body);
    await reviewTrial(reviewer, step);
    return null;
  });
};
