import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffFacts } from '../staff/records.ts';
import type { Employment } from './assessment.ts';
import type { ContractTerm } from './rules.ts';
import { laborContracts } from './schema.ts';

/** What the rules read of a stored contract. */
const termColumns = {
  id: laborContracts.id,
  staffId: laborContracts.staffId,
  contractNo: laborContracts.contractNo,
  contractType: laborContracts.contractType,
  signKind: laborContracts.signKind,
  startDate: laborContracts.startDate,
  endDate: laborContracts.endDate,
  probationMonths: laborContracts.probationMonths,
  status: laborContracts.status,
  terminatedOn: laborContracts.terminatedOn,
};

/** The contracts (not removed) of these employments, by staff record, oldest first. */
export async function contractsOfStaff(
  db: DbOrTx,
  compId: number,
  staffIds: readonly number[],
): Promise<Map<number, (ContractTerm & { id: number })[]>> {
  const wanted = [...new Set(staffIds)];
  const byStaff = new Map<number, (ContractTerm & { id: number })[]>(wanted.map((id) => [id, []]));
  if (wanted.length === 0) return byStaff;
  const rows = await db
    .select(termColumns)
    .from(laborContracts)
    .where(
      and(
        eq(laborContracts.compId, compId),
        inArray(laborContracts.staffId, wanted),
        eq(laborContracts.deleted, 0),
      ),
    )
    .orderBy(asc(laborContracts.startDate), asc(laborContracts.id));
  for (const { staffId, ...term } of rows) byStaff.get(staffId)!.push(term);
  return byStaff;
}

/**
 * The employment of a staff record as the rules need it: its contracts other than `exceptId` (the
 * one being changed) and the record's entry date. Read inside the write's transaction.
 */
export async function employmentOf(
  db: DbOrTx,
  compId: number,
  staffId: number,
  exceptId?: number,
): Promise<Employment> {
  const contracts = await contractsOfStaff(db, compId, [staffId]);
  const facts = await staffFacts(db, compId, [staffId]);
  return {
    others: (contracts.get(staffId) ?? []).filter((c) => c.id !== exceptId),
    entryDate: facts.get(staffId)?.entryDate ?? null,
  };
}

/** Whether another contract of the company (not removed) already has this number. */
export async function contractNoTaken(db: DbOrTx, compId: number, contractNo: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: laborContracts.id })
    .from(laborContracts)
    .where(
      and(
        eq(laborContracts.compId, compId),
        eq(laborContracts.contractNo, contractNo),
        eq(laborContracts.deleted, 0),
        exceptId === undefined ? undefined : ne(laborContracts.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(taken);
}
