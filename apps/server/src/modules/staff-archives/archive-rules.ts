import { type ArchiveInfo, highestEducation } from '@renli/contracts';
import type { FieldProblem } from '../../core/resources/define.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ownUploads } from '../files/ownership.ts';
import { identityChange } from './archive-identity.ts';
import { archiveMessages as m } from './archive-messages.ts';
import type { ArchiveRow } from './archive-present.ts';

/**
 * Files an archive gains must be the writer's own uploads; those already on it stay (docs/modules.md,
 * "Comments": a link to another person's upload is not one's own attachment).
 */
async function documentProblems(
  db: DbOrTx,
  uploaderId: number,
  documents: NonNullable<ArchiveInfo['documents']>,
  kept: ArchiveRow['documents'],
): Promise<FieldProblem[]> {
  const onRecord = new Set(kept.map((d) => d.url));
  const added = documents.filter((d) => !onRecord.has(d.url));
  const own = await ownUploads(
    db,
    uploaderId,
    added.map((d) => d.url),
  );
  return added
    .filter((d) => !own.has(d.url))
    .map((d) => ({ field: 'documents', key: m['staffArchive.documents.notOwn'], params: { name: d.name } }));
}

/**
 * The columns a change of an archive's personal fields writes, and what is wrong with it: identity
 * rules (archive-identity.ts), the highest education kept from the education rows, documents the
 * writer uploaded.
 */
export async function archiveChange(
  db: DbOrTx,
  uploaderId: number,
  change: Partial<ArchiveInfo>,
  existing: ArchiveRow,
  today: string,
): Promise<{ columns: Record<string, unknown>; problems: FieldProblem[] }> {
  const identity = identityChange(change, existing.idNumber, today);
  const columns: Record<string, unknown> = { ...change, ...identity.columns };
  if (change.education) columns.highestEducation = highestEducation(change.education);
  const problems = [...identity.problems];
  if (change.documents)
    problems.push(...(await documentProblems(db, uploaderId, change.documents, existing.documents)));
  return { columns, problems };
}
