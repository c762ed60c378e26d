import { asc, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from './schema.ts';

// The company records as other modules use them: they call these functions and never read the
// `companies` table themselves (docs/decisions.md 43).

/** A company as the modules that show or check memberships see it; `active` is status 1 (not closed). */
export interface CompanySummary {
  id: number;
  ownerUserId: number;
  compName: string;
  sysType: number;
  active: boolean;
}

const summary = {
  id: companies.id,
  ownerUserId: companies.ownerUserId,
  compName: companies.compName,
  sysType: companies.sysType,
  status: companies.status,
};
type SummaryRow = Omit<CompanySummary, 'active'> & { status: number };
const toSummary = ({ status, ...row }: SummaryRow): CompanySummary => ({ ...row, active: status === 1 });

export async function isCompNameTaken(db: DbOrTx, compName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.compName}) = lower(${compName.trim()})`)
    .limit(1);
  return Boolean(row);
}

export async function createCompany(
  db: DbOrTx,
  input: {
    compName: string;
    ownerUserId: number;
    sysType?: number;
    /** Who registered it and how to reach them: 企业信息 shows them from the first day. */
    contact?: { name: string | null; phone: string | null; email: string | null };
  },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(companies)
    .values({
      compName: input.compName.trim(),
      ownerUserId: input.ownerUserId,
      sysType: input.sysType ?? 0,
      contactName: input.contact?.name ?? null,
      contactPhone: input.contact?.phone ?? null,
      email: input.contact?.email ?? null,
    })
    .returning({ id: companies.id });
  return row!;
}

/** Every company these logins own, closed ones included, oldest first. */
export async function companiesOwnedBy(db: DbOrTx, userIds: number[]): Promise<CompanySummary[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(summary)
    .from(companies)
    .where(inArray(companies.ownerUserId, userIds))
    .orderBy(asc(companies.id));
  return rows.map(toSummary);
}

/** These companies by id (closed ones included); an unknown id is absent. */
export async function companiesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, CompanySummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(summary).from(companies).where(inArray(companies.id, unique));
  return new Map(rows.map((row) => [row.id, toSummary(row)]));
}

/** The ids of companies that are not closed, as a subquery (a membership counts only there). */
export const activeCompanyIds = () =>
  new QueryBuilder().select({ id: companies.id }).from(companies).where(eq(companies.status, 1));

/** The company account's login and the company's name (reminders addressed to the company). */
export async function companyOwner(
  db: DbOrTx,
  compId: number,
): Promise<{ ownerUserId: number; compName: string } | undefined> {
  const [row] = await db
    .select({ ownerUserId: companies.ownerUserId, compName: companies.compName })
    .from(companies)
    .where(eq(companies.id, compId))
    .limit(1);
  return row;
}

/** The company account's login and the company's contact person (the people picker offers it). */
export async function companyAccountOf(
  db: DbOrTx,
  compId: number,
): Promise<{ ownerUserId: number; contactName: string | null } | undefined> {
  const [row] = await db
    .select({ ownerUserId: companies.ownerUserId, contactName: companies.contactName })
    .from(companies)
    .where(eq(companies.id, compId))
    .limit(1);
  return row;
}

/** Sets the platform's label on a company (back office); false when there is no such company. */
export async function updateCompanyLabel(db: DbOrTx, compId: number, compLabel: string | null) {
  const [row] = await db
    .update(companies)
    .set({ compLabel: compLabel || null, updatedAt: new Date() })
    .where(eq(companies.id, compId))
    .returning({ id: companies.id });
  return Boolean(row);
}

/** Opens (1) or closes (2) a company; false when there is no such company. */
export async function updateCompanyStatus(db: DbOrTx, compId: number, status: 1 | 2) {
  const [row] = await db
    .update(companies)
    .set({ status, updatedAt: new Date() })
    .where(eq(companies.id, compId))
    .returning({ id: companies.id });
  return Boolean(row);
}
