import {
  type AttestationListQuery,
  type AttestationRow,
  type AttestationSave,
  AttestStatus,
  attestationListQuerySchema,
  type Review,
} from '@renli/contracts';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containing } from '../../db/like.ts';
import type { DomainEvents } from '../../events.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { companies } from '../org/schema.ts';
import type { CompanyCaller } from './caller.ts';
import { companyMessages as m } from './messages.ts';
import { companyAttestations } from './schema.ts';

function present(row: typeof companyAttestations.$inferSelect, compName: string): AttestationRow {
  return {
    id: row.id,
    compId: row.compId,
    compName,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    licenseUrl: row.licenseUrl,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    applyStatus: row.applyStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The company account applies; one application may be pending at a time (409 otherwise). */
export async function submitAttestation(db: DbOrTx, caller: CompanyCaller, input: AttestationSave) {
  if (!caller.isCompany) throw forbidden(m['company.attestForbidden']);
  try {
    return await db.transaction(async (tx) => {
      // Locks the company row so two submissions (or a submission and a review) take turns.
      const [company] = await tx
        .select()
        .from(companies)
        .where(eq(companies.id, caller.compId))
        .for('update')
        .limit(1);
      if (!company) throw notFound();
      if (company.attestStatus === AttestStatus.PENDING) throw conflict(m['company.attestPending']);
      if (company.attestStatus === AttestStatus.APPROVED) throw conflict(m['company.attestApproved']);
      const [row] = await tx
        .insert(companyAttestations)
        .values({ compId: caller.compId, ...input, applyStatus: AttestStatus.PENDING })
        .returning();
      await tx
        .update(companies)
        .set({ attestStatus: AttestStatus.PENDING, updatedAt: new Date() })
        .where(eq(companies.id, caller.compId));
      return present(row!, company.compName);
    });
  } catch (error) {
    // The partial unique index is the last word should the row lock ever be bypassed.
    if (isUniqueViolation(error)) throw conflict(m['company.attestPending']);
    throw error;
  }
}

/** `compId` set: that company's own history (filters other than status ignored); else all. */
export async function listAttestations(db: DbOrTx, query: AttestationListQuery, compId: number | null) {
  const { pageNum, pageSize, applyStatus, compName } = attestationListQuerySchema.parse(query);
  const conditions: SQL[] = [];
  if (compId !== null) conditions.push(eq(companyAttestations.compId, compId));
  else if (compName) conditions.push(ilike(companies.compName, containing(compName)));
  if (applyStatus !== undefined) conditions.push(eq(companyAttestations.applyStatus, applyStatus));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: companyAttestations, compName: companies.compName })
      .from(companyAttestations)
      .innerJoin(companies, eq(companies.id, companyAttestations.compId))
      .where(where)
      // Pending first (the reviewer's queue), then newest.
      .orderBy(desc(eq(companyAttestations.applyStatus, AttestStatus.PENDING)), desc(companyAttestations.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ n: count() })
      .from(companyAttestations)
      .innerJoin(companies, eq(companies.id, companyAttestations.compId))
      .where(where),
  ]);
  return { list: rows.map((r) => present(r.row, r.compName)), total: total?.n ?? 0, pageNum, pageSize };
}

/**
 * A platform admin decides a pending application; the company's status follows it in the same
 * transaction, and `company.attestationReviewed` is announced once that is committed.
 */
export async function reviewAttestation(db: DbOrTx, events: DomainEvents, adminId: number, input: Review) {
  const approved = input.applyStatus === AttestStatus.APPROVED;
  const reason = approved ? (input.reason ?? null) : input.reason!;
  const reviewed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(companyAttestations)
      .where(eq(companyAttestations.id, input.id))
      .for('update')
      .limit(1);
    if (!current) throw notFound(m['company.applicationNotFound']);
    if (current.applyStatus !== AttestStatus.PENDING) throw conflict(m['company.notPending']);
    const [row] = await tx
      .update(companyAttestations)
      .set({ applyStatus: input.applyStatus, reason, reviewedBy: adminId, reviewedAt: new Date() })
      .where(eq(companyAttestations.id, input.id))
      .returning();
    const [company] = await tx
      .update(companies)
      .set({ attestStatus: input.applyStatus, updatedAt: new Date() })
      .where(eq(companies.id, current.compId))
      .returning({ compName: companies.compName });
    return present(row!, company!.compName);
  });
  await events.emit('company.attestationReviewed', { compId: reviewed.compId, approved, reason });
  return reviewed;
}
