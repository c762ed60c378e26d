import { z } from 'zod';
import { attestationRowSchema, trialRowSchema } from '../company.ts';
import type { ResourceContract } from './resource.ts';
import { resourceRowBase } from './resource.ts';

/** 1 pending, 2 approved, 3 rejected: the review queues' status field. */
const applyStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const reviewRow = resourceRowBase.pick({ version: true, updatedAt: true, transitions: true });
/** A rejection says why (the applicant reads it); an approval needs no words. */
const reviewTransitions = {
  approve: {},
  reject: { input: z.object({ reason: z.string().trim().min(1).max(200) }) },
} as const;

/**
 * Company verification applications in the back office (`#/Approval/attestation`), a platform
 * resource whose review is a state machine: pending -> approved | rejected (with a reason).
 */
export const attestationResource = {
  prefix: '/admin/attestation',
  scope: 'platform',
  name: 'attestation',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: attestationRowSchema.extend(reviewRow.shape).extend({ applyStatus }),
    create: z.object({}),
    update: z.object({}),
    filter: z.object({
      applyStatus: applyStatus.optional(),
      /** The company's name, contains. */
      compName: z.string().trim().max(50).optional(),
    }),
  },
  sortFields: ['createdAt', 'reviewedAt'],
  transitions: reviewTransitions,
} as const satisfies ResourceContract;

/** Public /try applications (`#/Approval/trial`): handled, never turned into accounts by the platform. */
export const trialResource = {
  prefix: '/admin/trial',
  scope: 'platform',
  name: 'trial',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: trialRowSchema.extend(reviewRow.shape).extend({ applyStatus }),
    create: z.object({}),
    update: z.object({}),
    filter: z.object({
      applyStatus: applyStatus.optional(),
      /** Company name, contact or mobile, contains. */
      keyword: z.string().trim().max(50).optional(),
    }),
  },
  sortFields: ['createdAt', 'handledAt'],
  transitions: reviewTransitions,
} as const satisfies ResourceContract;
