import {
  type AttestationListQuery,
  type AttestationRow,
  type AttestationSave,
  AttestStatus,
  attestationListQuerySchema,
} from '@renli/contracts';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../../core/http/errors.ts';
import { pageTotal, paginate } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containing } from '../../db/like.ts';
import type { CompanyCaller } from './caller.ts';
import { companyMessages as m } from './messages.ts';
import { companies, companyAttestations } from './schema.ts';

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
  return paginate(
    () =>
      db
        .select({ row: companyAttestations, compName: companies.compName, total: pageTotal() })
        .from(companyAttestations)
        .innerJoin(companies, eq(companies.id, companyAttestations.compId))
        .where(where)
        // Pending first (the reviewer's queue), then newest.
        .orderBy(
          desc(eq(companyAttestations.applyStatus, AttestStatus.PENDING)),
          desc(companyAttestations.id),
        ),
    { pageNum, pageSize },
    (r) => present(r.row, r.compName),
  );
}
