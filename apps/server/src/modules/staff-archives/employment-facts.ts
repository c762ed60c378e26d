import type { JobFacts } from '@renli/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { factsOf } from './employment.ts';
import { staffArchives, staffJobVersions } from './schema.ts';

/** What 转正, 调动 and 离职 check a change against (docs/product/staff.md, "转正, 调动 and 离职"). */
export interface EmploymentFacts {
  staffId: number;
  entryDate: string;
  probationEnd: string | null;
  /** The first day of the latest version: a new change must start after it. */
  latestFrom: string;
  /** The latest version's facts: what a new change follows (a scheduled one included). */
  facts: JobFacts;
}

/** The employment of a company's staff record with its latest version; undefined without an archive. */
export async function employmentFactsOf(
  db: DbOrTx,
  compId: number,
  staffId: number,
): Promise<EmploymentFacts | undefined> {
  const [row] = await db
    .select({ archive: staffArchives, version: staffJobVersions })
    .from(staffArchives)
    .innerJoin(staffJobVersions, eq(staffJobVersions.staffId, staffArchives.staffId))
    .where(and(eq(staffArchives.compId, compId), eq(staffArchives.staffId, staffId)))
    .orderBy(desc(staffJobVersions.effectiveFrom))
    .limit(1);
  if (!row) return undefined;
  const { archive, version } = row;
  return {
    staffId,
    entryDate: archive.entryDate,
    probationEnd: archive.probationEnd,
    latestFrom: version.effectiveFrom,
    facts: factsOf(version),
  };
}
