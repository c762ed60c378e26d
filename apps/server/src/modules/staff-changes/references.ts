import type { JobFacts } from '@renli/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { isActiveOrgRecord } from '../org/references.ts';
import { staffAccountMessages as staffMessages } from '../staff/messages.ts';

/** The records a transfer may point at: the fact, the form field that asks for it, its kind and refusal. */
const FACT_REFERENCES = [
  { fact: 'deptId', field: 'newDeptId', kind: 'department', key: staffMessages['staff.deptNotFound'] },
  {
    fact: 'positionId',
    field: 'newPositionId',
    kind: 'position',
    key: staffMessages['staff.positionNotFound'],
  },
  { fact: 'rankId', field: 'newRankId', kind: 'rank', key: staffMessages['staff.rankNotFound'] },
] as const;

/**
 * The department, position and rank `changes` point at that are not (or no longer) active records
 * of the company: asked for, and again when confirmed.
 */
export async function missingReferences(db: DbOrTx, compId: number, changes: Partial<JobFacts>) {
  const missing: { field: string; key: string }[] = [];
  for (const { fact, field, kind, key } of FACT_REFERENCES) {
    const id = changes[fact];
    if (typeof id === 'number' && !(await isActiveOrgRecord(db, compId, kind, id)))
      missing.push({ field, key });
  }
  return missing;
}
