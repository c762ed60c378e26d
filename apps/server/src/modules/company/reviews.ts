import { AttestStatus, attestationResource, TrialStatus, trialResource } from '@renli/contracts';
import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { defineResource } from '../../core/resources/define.ts';
import { containing } from '../../db/like.ts';
import { platformAdminNames } from '../auth/admin-accounts.ts';
import { companyIdsNamed, companyNamesOf, setCompanyAttestStatus } from './directory.ts';
import { companyMessages as m } from './messages.ts';
import { companyAttestations, trialApplications } from './schema.ts';

const PENDING = [AttestStatus.PENDING];
const decision = (actor: { adminId: number }) => ({ reviewedBy: actor.adminId, reviewedAt: new Date() });

/**
 * The back office's verification queue (`#/Approval/attestation`): a platform resource whose review
 * is a state machine, pending -> approved | rejected (reason required). The company's status follows
 * in the same transaction, and `company.attestationReviewed` is announced once that committed.
 */
export const attestationResourceDefinition = defineResource({
  scope: 'platform',
  contract: attestationResource,
  table: companyAttestations,
  policy: () => true,
  searchable: [],
  customFilters: {
    compName: (value) => inArray(companyAttestations.compId, companyIdsNamed(containing(String(value)))),
  },
  softDelete: null,
  // The reviewer's queue: pending first, then newest.
  defaultOrder: [desc(eq(companyAttestations.applyStatus, AttestStatus.PENDING))],
  defaultSort: { field: 'id', order: 'descend' },
  states: {
    field: 'applyStatus',
    transitions: [
      {
        name: 'approve',
        from: PENDING,
        to: AttestStatus.APPROVED,
        labelKey: m['company.review.approve'],
        async effect(tx, actor, row) {
          await setCompanyAttestStatus(tx, row.compId, AttestStatus.APPROVED);
          return { reason: null, ...decision(actor) };
        },
        after: (deps, _actor, row) =>
          deps.events.emit('company.attestationReviewed', {
            compId: row.compId,
            approved: true,
            reason: null,
          }),
      },
      {
        name: 'reject',
        from: PENDING,
        to: AttestStatus.REJECTED,
        labelKey: m['company.review.reject'],
        async effect(tx, actor, row, input) {
          await setCompanyAttestStatus(tx, row.compId, AttestStatus.REJECTED);
          return { reason: input.reason, ...decision(actor) };
        },
        after: (deps, _actor, row, input) =>
          deps.events.emit('company.attestationReviewed', {
            compId: row.compId,
            approved: false,
            reason: input.reason,
          }),
      },
    ],
  },
  async decorate(db, rows) {
    const names = await companyNamesOf(
      db,
      rows.map((row) => row.compId as number),
    );
    return rows.map((row) => ({ ...row, compName: names.get(row.compId as number) ?? '' }));
  },
  sample: {
    async seed(db, owner) {
      const [row] = await db
        .insert(companyAttestations)
        .values({
          compId: owner.compId!,
          creditCode: '91350100M000100Y43',
          legalPerson: 'Sample',
          licenseUrl: `/files/${'0'.repeat(64)}.png`,
          contactName: 'Sample',
          contactPhone: '13800000000',
        })
        .returning({ id: companyAttestations.id });
      return row!.id;
    },
  },
});

/**
 * Trial applications (`#/Approval/trial`): marking one handled records who did it and creates no
 * account; the applicant registers on /register, so their password passes through nobody's hands.
 */
export const trialResourceDefinition = defineResource({
  scope: 'platform',
  contract: trialResource,
  table: trialApplications,
  policy: () => true,
  aliases: [{ path: '/admin/trial/selectList', operation: 'selectPage' }],
  searchable: [],
  customFilters: {
    keyword: (value) => {
      const pattern = containing(String(value));
      return or(
        ilike(trialApplications.compName, pattern),
        ilike(trialApplications.contactName, pattern),
        ilike(trialApplications.mobile, pattern),
      )!;
    },
  },
  softDelete: null,
  defaultOrder: [desc(eq(trialApplications.applyStatus, TrialStatus.PENDING))],
  defaultSort: { field: 'id', order: 'descend' },
  states: {
    field: 'applyStatus',
    transitions: [
      {
        name: 'approve',
        from: [TrialStatus.PENDING],
        to: TrialStatus.APPROVED,
        labelKey: m['company.review.approve'],
        effect: async (_tx, actor) => ({ reason: null, handledBy: actor.adminId, handledAt: new Date() }),
      },
      {
        name: 'reject',
        from: [TrialStatus.PENDING],
        to: TrialStatus.REJECTED,
        labelKey: m['company.review.reject'],
        effect: async (_tx, actor, _row, input) => ({
          reason: input.reason,
          handledBy: actor.adminId,
          handledAt: new Date(),
        }),
      },
    ],
  },
  /** `handledBy` is stored as the administrator's id and shown as their name. */
  async decorate(db, rows) {
    const names = await platformAdminNames(
      db,
      rows.map((row) => row.handledBy as number | null),
    );
    return rows.map((row) => ({
      ...row,
      handledBy: row.handledBy === null ? null : (names.get(row.handledBy as number) ?? null),
    }));
  },
  sample: {
    async seed(db) {
      const [row] = await db
        .insert(trialApplications)
        .values({ compName: 'Sample trial', contactName: 'Sample', mobile: '13800000000' })
        .returning({ id: trialApplications.id });
      return row!.id;
    },
  },
});

/** The transition an older review body (`applyStatus` 2 or 3) names. */
export const reviewTransitionOf = (applyStatus: number) =>
  applyStatus === AttestStatus.APPROVED ? 'approve' : 'reject';
