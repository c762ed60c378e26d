import type { EmploymentSummary } from '@renli/contracts';
import type { ResourceActor } from '../../core/actor.ts';
import { notFound } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffChangeMessages as m } from './messages.ts';
import { namedFacts } from './named-facts.ts';
import { scopeOfActor } from './resource.ts';
import { employeeOf } from './validate.ts';

/** An employee the caller manages, as the change forms show them beside the new facts. */
export async function employmentSummary(
  db: DbOrTx,
  actor: ResourceActor,
  staffId: number,
): Promise<EmploymentSummary> {
  const employee = await employeeOf(db, scopeOfActor(actor), staffId);
  if (!employee) throw notFound(m['staffChange.staffNotManaged']);
  const { employment } = employee;
  return {
    staffId,
    staffName: employee.staffName,
    entryDate: employment.entryDate,
    probationEnd: employment.probationEnd,
    latestFrom: employment.latestFrom,
    facts: await namedFacts(db, employment.facts),
  };
}
