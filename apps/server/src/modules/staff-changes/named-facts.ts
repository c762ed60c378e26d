import type { JobFacts, NamedJobFacts } from '@renli/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { activeOrgRecordNames } from '../org/references.ts';

/**
 * Job facts with the names of their department, position and rank as they are now: a change keeps
 * them as it saw them (lists and the approval form show the names of the day).
 */
export async function namedFacts(db: DbOrTx, facts: JobFacts): Promise<NamedJobFacts> {
  const nameOf = async (kind: 'department' | 'position' | 'rank', id: number | null) =>
    id === null ? null : ((await activeOrgRecordNames(db, kind, [id])).get(id) ?? null);
  return {
    ...facts,
    deptName: await nameOf('department', facts.deptId),
    positionName: await nameOf('position', facts.positionId),
    rankName: await nameOf('rank', facts.rankId),
  };
}
