import {
  EmploymentStatus,
  type JobChangeKind,
  type StaffChange,
  StaffChangeKind,
  StaffChangeStatus,
} from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { chinaToday } from '../../core/china-time.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/client.ts';
import { cancelJobChange, scheduleJobChange } from '../staff-archives/employment.ts';
import { employmentFactsOf } from '../staff-archives/employment-facts.ts';
import { employmentMessages } from '../staff-archives/messages.ts';
import { staffChangeMessages as m } from './messages.ts';
import { namedFacts } from './named-facts.ts';
import { missingReferences } from './references.ts';
import { staffChanges } from './schema.ts';

// What confirming and cancelling a change do to the employment (docs/product/staff.md, "转正, 调动
// and 离职"): a confirmation schedules its version (applied at once when its day has come), a
// cancellation before that day takes the version back.

const VERSION_KINDS: Record<number, Exclude<JobChangeKind, 'entry' | 'correction'>> = {
  [StaffChangeKind.REGULARIZE]: 'regularize',
  [StaffChangeKind.TRANSFER]: 'transfer',
  [StaffChangeKind.DIMISSION]: 'dimission',
};

type Row = Pick<StaffChange, 'id' | 'kind' | 'staffId' | 'effectiveFrom' | 'status' | 'versionId'>;

/**
 * Confirms a change: its facts over the employment's latest (refreshing the before and after it
 * shows), scheduled from its first day. Answers the row's columns to set.
 */
export async function scheduleChange(tx: Tx, compId: number, row: Row) {
  const [stored] = await tx
    .select({ changes: staffChanges.changes })
    .from(staffChanges)
    .where(eq(staffChanges.id, row.id));
  const employment = await employmentFactsOf(tx, compId, row.staffId);
  if (!employment) throw badRequest(employmentMessages['staffHr.noEmployment']);
  if (row.kind === StaffChangeKind.REGULARIZE && employment.facts.empStatus !== EmploymentStatus.PROBATION)
    throw badRequest(m['staffChange.notOnProbation']);
  const changes = stored!.changes;
  const [missing] = await missingReferences(tx, compId, changes);
  if (missing) throw badRequest(missing.key);
  const versionId = await scheduleJobChange(tx, {
    compId,
    staffId: row.staffId,
    kind: VERSION_KINDS[row.kind]!,
    effectiveFrom: row.effectiveFrom,
    changes,
    sourceId: row.id,
    today: chinaToday(),
  });
  return {
    versionId,
    employeeType: employment.facts.employeeType,
    before: await namedFacts(tx, employment.facts),
    after: await namedFacts(tx, { ...employment.facts, ...changes }),
  };
}

/** Cancels a change; a confirmed one takes its scheduled version back (refused once it applied). */
export async function cancelChange(tx: Tx, compId: number, row: Row, reason: string) {
  if (row.status === StaffChangeStatus.CONFIRMED && row.versionId !== null)
    await cancelJobChange(tx, { compId, versionId: row.versionId });
  return { cancelReason: reason };
}
