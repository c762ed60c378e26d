import { type CorrectJobBody, EmploymentStatus, type StaffArchiveDetail } from '@renli/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Database, Tx } from '../../db/client.ts';
import { lockArchive } from './archive-access.ts';
import { archiveDetail } from './archive-detail.ts';
import { archiveMessages as m } from './archive-messages.ts';
import type { ArchiveRow } from './archive-present.ts';
import { writeArchive } from './archive-write.ts';
import { scheduleJobChange } from './employment.ts';
import { employmentMessages } from './messages.ts';
import { staffJobVersions } from './schema.ts';

const CORRECTABLE = ['workLocation', 'clientCompany', 'salaryGrade'] as const;
type Correctable = (typeof CORRECTABLE)[number];

/** The job facts the body changes (named and different from the archive's). */
export function correctedFacts(body: CorrectJobBody, archive: Pick<ArchiveRow, Correctable>) {
  const facts: Partial<Record<Correctable, string | null>> = {};
  for (const field of CORRECTABLE) {
    const value = body[field];
    if (value !== undefined && (value || null) !== archive[field]) facts[field] = value || null;
  }
  return facts;
}

/**
 * The facts from today: a `correction` version, so the history says when they changed; a version
 * that began today already is corrected in place (one version per day). A change still waiting for
 * its day would carry the old facts on, so it must take effect or be cancelled first.
 */
async function correctFromToday(
  tx: Tx,
  archive: ArchiveRow,
  facts: Partial<Record<Correctable, string | null>>,
) {
  const today = chinaToday();
  const [latest] = await tx
    .select()
    .from(staffJobVersions)
    .where(and(eq(staffJobVersions.compId, archive.compId), eq(staffJobVersions.staffId, archive.staffId)))
    .orderBy(desc(staffJobVersions.effectiveFrom))
    .limit(1);
  if (!latest) throw badRequest(employmentMessages['staffHr.noEmployment']);
  if (!latest.applied) throw badRequest(m['staffArchive.correction.pending'], { date: latest.effectiveFrom });
  if (latest.effectiveFrom < today) {
    await scheduleJobChange(tx, {
      compId: archive.compId,
      staffId: archive.staffId,
      kind: 'correction',
      effectiveFrom: today,
      changes: facts,
      today,
    });
  } else {
    await tx.update(staffJobVersions).set(facts).where(eq(staffJobVersions.id, latest.id));
  }
}

/**
 * HR corrects the work location, client company or salary grade in effect (`correctJob`), or the
 * end of a probation; department, position and status change through entry and changes only.
 */
export async function correctJob(
  db: Database,
  actor: ResourceActor,
  body: CorrectJobBody,
): Promise<StaffArchiveDetail> {
  const row = await db.transaction(async (tx) => {
    const archive = await lockArchive(tx, actor, body.id, body.version);
    if (archive.empStatus === EmploymentStatus.LEFT)
      throw badRequest(employmentMessages['staffHr.alreadyLeft']);
    const facts = correctedFacts(body, archive);
    const probationEnd = body.probationEnd !== undefined && body.probationEnd !== archive.probationEnd;
    if (Object.keys(facts).length === 0 && !probationEnd)
      throw badRequest(m['staffArchive.correction.nothing']);
    if (probationEnd && archive.empStatus !== EmploymentStatus.PROBATION)
      throw badRequest(m['staffArchive.correction.notProbation']);
    if (probationEnd && body.probationEnd && body.probationEnd < archive.entryDate)
      throw badRequest(m['staffArchive.correction.probationBeforeEntry']);
    if (Object.keys(facts).length > 0) await correctFromToday(tx, archive, facts);
    return writeArchive(tx, actor, archive, {
      ...facts,
      ...(probationEnd ? { probationEnd: body.probationEnd } : {}),
    });
  });
  return archiveDetail(db, actor, row);
}
