import { DIMISSION_CHECKLIST_KEYS, type StaffChangeCreate, StaffChangeKind } from '@renli/contracts';
import type { Tx } from '../../db/client.ts';
import { namedFacts } from './named-facts.ts';
import { effectiveFromOf, requestedChanges } from './rules.ts';
import type { StoredChecklistItem } from './schema.ts';
import { type ChangeScope, employeeOf } from './validate.ts';

/** A new 离职's handover checklist: every default item, none ticked. */
const newChecklist = (): StoredChecklistItem[] =>
  DIMISSION_CHECKLIST_KEYS.map((key) => ({ key, done: false, doneBy: null, doneByName: null, doneAt: null }));

/**
 * The columns of a change that passed `changeProblems`: the employee's name and type, the facts
 * before and after with their names, and only the fields of its kind. `requestedBy` is the employee
 * who asked themselves, else null.
 */
export async function changeColumns(
  tx: Tx,
  scope: ChangeScope,
  input: StaffChangeCreate,
  requestedBy: number | null,
) {
  const employee = await employeeOf(tx, scope, input.staffId);
  if (!employee) throw new Error(`staff change for ${input.staffId} asked without its checks`);
  const current = employee.employment.facts;
  const changes = requestedChanges(input, current);
  const { kind } = input;
  return {
    kind,
    staffId: input.staffId,
    staffName: employee.staffName,
    employeeType: current.employeeType,
    effectiveDate: input.effectiveDate,
    effectiveFrom: effectiveFromOf(kind, input.effectiveDate),
    changes,
    before: await namedFacts(tx, current),
    after: await namedFacts(tx, { ...current, ...changes }),
    evaluation: kind === StaffChangeKind.REGULARIZE ? (input.evaluation ?? null) : null,
    reasonType: kind === StaffChangeKind.DIMISSION ? (input.reasonType ?? null) : null,
    reason: kind === StaffChangeKind.REGULARIZE ? null : (input.reason ?? null),
    handoverStaffId: kind === StaffChangeKind.DIMISSION ? (input.handoverStaffId ?? null) : null,
    checklist: kind === StaffChangeKind.DIMISSION ? newChecklist() : [],
    requestedBy,
  };
}
