import {
  type CommentAttachment,
  type LaborContractCreate,
  type LaborContractRow,
  LaborContractSignKind,
  LaborContractStatus,
  StaffStatus,
} from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import type { FieldProblem } from '../../core/resources/define.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ownUploads } from '../files/ownership.ts';
import { staffFacts } from '../staff/records.ts';
import { assessContract } from './assessment.ts';
import { contractNoTaken, employmentOf } from './employment.ts';
import { laborContractsMessages as m } from './messages.ts';
import type { ContractTerm } from './rules.ts';

/** A current staff member of the company whose type the caller manages; else the problem to report. */
export async function managedStaffProblem(
  db: DbOrTx,
  actor: CompanyActor,
  staffId: number,
  { activeOnly }: { activeOnly: boolean },
): Promise<FieldProblem | null> {
  const staff = (await staffFacts(db, actor.compId, [staffId])).get(staffId);
  const usable =
    staff !== undefined &&
    actor.managedTypes.includes(staff.employeeType) &&
    (activeOnly ? staff.status === StaffStatus.ACTIVE : staff.status !== StaffStatus.INVITED);
  return usable ? null : { field: 'staffId', key: m['laborContracts.staffNotFound'] };
}

/** Attached files new to the contract must be the caller's own uploads; files already on it stay. */
async function foreignFileProblems(
  db: DbOrTx,
  userId: number,
  attachments: readonly CommentAttachment[] | undefined,
  kept: readonly CommentAttachment[],
): Promise<FieldProblem[]> {
  const added = (attachments ?? []).filter((file) => !kept.some((old) => old.url === file.url));
  if (added.length === 0) return [];
  const owned = await ownUploads(
    db,
    userId,
    added.map((file) => file.url),
  );
  const foreign = added.find((file) => !owned.has(file.url));
  return foreign
    ? [{ field: 'attachments', key: m['laborContracts.notOwnFile'], params: { name: foreign.name } }]
    : [];
}

/** The contract a write leaves: the stored one with the given fields (an explicit null clears one). */
function termAfter(
  input: Partial<LaborContractCreate>,
  existing: LaborContractRow | undefined,
): ContractTerm {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const merged = { ...existing, ...given } as Partial<LaborContractRow>;
  return {
    id: existing?.id,
    contractNo: merged.contractNo,
    contractType: merged.contractType!,
    signKind: merged.signKind ?? LaborContractSignKind.NEW,
    startDate: merged.startDate!,
    endDate: merged.endDate ?? null,
    probationMonths: merged.probationMonths ?? 0,
    status: merged.status ?? LaborContractStatus.ACTIVE,
    terminatedOn: merged.terminatedOn ?? null,
  };
}

/**
 * The resource's `validate` (docs/product/labor-contracts.md, "Rules"): the employee (a current
 * staff member within the caller's HRM/HRO scope, never changed afterwards), a number unique in the
 * company, the caller's own files, and every rule of the Labour Contract Law the assessment checks.
 * Warnings do not refuse: the form shows them from `check` before saving.
 */
export async function contractProblems(
  tx: Tx,
  actor: CompanyActor,
  input: Partial<LaborContractCreate>,
  existing?: LaborContractRow,
): Promise<FieldProblem[]> {
  if (existing && input.staffId !== undefined && input.staffId !== existing.staffId)
    return [{ field: 'staffId', key: m['laborContracts.staffFixed'] }];
  const staffId = existing?.staffId ?? input.staffId!;
  if (!existing) {
    const staff = await managedStaffProblem(tx, actor, staffId, { activeOnly: true });
    if (staff) return [staff];
  }
  const term = termAfter(input, existing);
  const problems: FieldProblem[] = [];
  if (term.contractNo && (await contractNoTaken(tx, actor.compId, term.contractNo, existing?.id)))
    problems.push({
      field: 'contractNo',
      key: m['laborContracts.noTaken'],
      params: { contractNo: term.contractNo },
    });
  problems.push(
    ...(await foreignFileProblems(tx, actor.userId, input.attachments, existing?.attachments ?? [])),
  );
  const employment = await employmentOf(tx, actor.compId, staffId, existing?.id);
  return [...problems, ...assessContract(term, employment).problems];
}
