import {
  type LaborContractRenewInput,
  type LaborContractRow,
  LaborContractSignKind,
  LaborContractStatus,
  laborContractResource,
  laborContractSchemas,
} from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest } from '../../core/http/errors.ts';
import { diffRows, writeAudit } from '../../core/resources/audit.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { Tx } from '../../db/client.ts';
import { assessContract } from './assessment.ts';
import { chinaToday } from './contract-dates.ts';
import { contractNoTaken, employmentOf } from './employment.ts';
import { laborContractsMessages as m } from './messages.ts';
import { type ContractTerm, renewalStart } from './rules.ts';
import { laborContracts } from './schema.ts';

/** The stored columns of a new contract as its row shows them (its audit entry's values). */
const asRow = (stored: typeof laborContracts.$inferSelect): PresentedRow =>
  Object.fromEntries(
    Object.keys(laborContractSchemas.row.shape).flatMap((key) =>
      key in stored ? [[key, stored[key as keyof typeof stored]]] : [],
    ),
  ) as PresentedRow;

/**
 * The `renew` transition's effect (docs/product/labor-contracts.md, "States"): the next contract of
 * the employment, 续签, starting the day after this one ends, with no probation (art. 19 allows one
 * per worker), the same employer and work location, signed today unless told. It is checked like
 * any new contract (number, term, overlaps); the kit then marks this one renewed in the same
 * transaction. The new contract's creation is its own entry in the audit log.
 */
export async function renewContract(
  tx: Tx,
  actor: CompanyActor,
  row: LaborContractRow,
  input: LaborContractRenewInput,
): Promise<void> {
  const next: ContractTerm = {
    contractNo: input.contractNo,
    contractType: input.contractType,
    signKind: LaborContractSignKind.RENEWAL,
    startDate: renewalStart(row.endDate!),
    endDate: input.endDate ?? null,
    probationMonths: 0,
    status: LaborContractStatus.ACTIVE,
    terminatedOn: null,
  };
  if (await contractNoTaken(tx, actor.compId, input.contractNo))
    throw badRequest(m['laborContracts.noTaken'], { contractNo: input.contractNo });
  const [problem] = assessContract(next, await employmentOf(tx, actor.compId, row.staffId)).problems;
  if (problem) throw badRequest(problem.key, problem.params);
  const [created] = await tx
    .insert(laborContracts)
    .values({
      compId: actor.compId,
      staffId: row.staffId,
      contractNo: next.contractNo!,
      contractType: next.contractType,
      signKind: next.signKind,
      startDate: next.startDate,
      endDate: next.endDate,
      signDate: input.signDate ?? chinaToday(new Date()),
      party: row.party,
      workLocation: row.workLocation,
    })
    .returning();
  await writeAudit(tx, actor, laborContractResource.name, [
    { recordId: created!.id, action: 'insert', changes: diffRows(null, asRow(created!)) },
  ]);
}
