import { AttestStatus, type CompanyProfile, type UpdateCompanyProfile } from '@renli/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { invalid } from '../../core/resources/problems.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CompanyCaller } from './caller.ts';
import { companyMessages as m } from './messages.ts';
import { companies } from './schema.ts';

type CompanyRow = typeof companies.$inferSelect;

export function presentProfile(row: CompanyRow, caller: CompanyCaller): CompanyProfile {
  return {
    compId: row.id,
    compName: row.compName,
    shortName: row.shortName,
    industry: row.industry,
    scale: row.scale,
    province: row.province,
    city: row.city,
    address: row.address,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    email: row.email,
    website: row.website,
    logoUrl: row.logoUrl,
    intro: row.intro,
    compLabel: row.compLabel,
    sysType: row.sysType,
    attestStatus: row.attestStatus,
    version: row.version,
    editable: caller.canEdit,
    mayApply: caller.isCompany,
  };
}

export async function readProfile(db: DbOrTx, caller: CompanyCaller): Promise<CompanyProfile> {
  const [row] = await db.select().from(companies).where(eq(companies.id, caller.compId)).limit(1);
  if (!row) throw notFound();
  return presentProfile(row, caller);
}

/**
 * Saves the profile when `version` is current (else 409, nothing written). A verified company that
 * renames itself goes back to "not verified": the licence it showed names the old company.
 */
export async function updateProfile(
  db: DbOrTx,
  caller: CompanyCaller,
  input: UpdateCompanyProfile,
  locale: Locale,
): Promise<CompanyProfile> {
  if (!caller.canEdit) throw forbidden(m['company.editForbidden']);
  const { version, ...changes } = input;
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(companies).where(eq(companies.id, caller.compId)).limit(1);
      if (!current) throw notFound();
      const renamed = changes.compName !== undefined && changes.compName !== current.compName;
      const resetVerification = renamed && current.attestStatus === AttestStatus.APPROVED;
      const [row] = await tx
        .update(companies)
        .set({
          ...changes,
          ...(resetVerification ? { attestStatus: AttestStatus.NONE } : {}),
          version: sql`${companies.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(companies.id, caller.compId), eq(companies.version, version)))
        .returning();
      if (!row) throw conflict(m['company.changed']);
      return presentProfile(row, caller);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw invalid([{ field: 'compName', message: translate(locale, m['company.nameTaken']) }]);
    }
    throw error;
  }
}
