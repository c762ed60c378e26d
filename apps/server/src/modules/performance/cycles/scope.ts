import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { OrgFlowFacts } from '../../org/flow-facts.ts';
import { currentStaffIdsOf, staffCardsOf } from '../../staff/cards.ts';
import { staffJobOf } from '../../staff/job.ts';
import { cyclesMessages as m } from './messages.ts';
import type { CycleScope } from './schema.ts';

// Who a cycle covers (docs/product/performance.md, "Cycles and stages"): the active staff of the
// scope's employee types who are in a chosen department (or one below it), hold a chosen position,
// or are named — everyone of those types when nothing is chosen —, minus the exclusions.

export interface ScopedPerson {
  staffId: number;
  userId: number;
  staffName: string;
  employeeType: number;
  deptId: number | null;
  deptName: string | null;
  positionId: number | null;
  positionName: string | null;
}

/** Whether a person is in the scope, the departments already widened to those below them. */
export function inScope(
  scope: CycleScope,
  departmentsAndBelow: ReadonlySet<number>,
  person: Pick<ScopedPerson, 'staffId' | 'employeeType' | 'deptId' | 'positionId'>,
): boolean {
  if (!scope.employeeTypes.includes(person.employeeType)) return false;
  if (scope.excludeStaffIds.includes(person.staffId)) return false;
  const chosen = scope.departmentIds.length + scope.positionIds.length + scope.staffIds.length;
  if (chosen === 0) return true;
  return (
    (person.deptId !== null && departmentsAndBelow.has(person.deptId)) ||
    (person.positionId !== null && scope.positionIds.includes(person.positionId)) ||
    scope.staffIds.includes(person.staffId)
  );
}

/** How many staff jobs are read at once (positions are not on the staff cards). */
const JOB_CHUNK = 50;

/** The active staff a scope covers, in staff order. */
export async function peopleInScope(
  db: DbOrTx,
  compId: number,
  scope: CycleScope,
  facts: OrgFlowFacts,
): Promise<ScopedPerson[]> {
  const below = new Set(scope.departmentIds.flatMap((id) => facts.departmentAndBelow(id)));
  const ids = await currentStaffIdsOf(db, compId);
  const cards = await staffCardsOf(db, compId, ids);
  const people: ScopedPerson[] = [];
  for (let start = 0; start < ids.length; start += JOB_CHUNK) {
    const chunk = ids.slice(start, start + JOB_CHUNK);
    const jobs = await Promise.all(chunk.map((id) => staffJobOf(db, compId, id)));
    chunk.forEach((id, i) => {
      const card = cards.get(id);
      if (!card) return;
      const person: ScopedPerson = {
        staffId: id,
        userId: card.userId,
        staffName: card.staffName,
        employeeType: card.employeeType,
        deptId: card.deptId,
        deptName: card.deptName,
        positionId: jobs[i]?.positionId ?? null,
        positionName: card.positionName,
      };
      if (inScope(scope, below, person)) people.push(person);
    });
  }
  return people;
}

/** A scope HR may save: types they manage, the company's own departments and people. */
export async function checkScope(
  db: DbOrTx,
  actor: CompanyActor,
  scope: CycleScope,
  facts: OrgFlowFacts,
): Promise<CycleScope> {
  if (!scope.employeeTypes.every((type) => actor.managedTypes.includes(type)))
    throw badRequest(m['performance.cycle.typesNotManaged']);
  const departments = facts.activeDepartments(scope.departmentIds);
  const staff = await staffCardsOf(db, actor.compId, [...scope.staffIds, ...scope.excludeStaffIds]);
  return {
    ...scope,
    departmentIds: scope.departmentIds.filter((id) => departments.has(id)),
    staffIds: scope.staffIds.filter((id) => staff.has(id)),
    excludeStaffIds: scope.excludeStaffIds.filter((id) => staff.has(id)),
  };
}
